import { describe, expect, it } from 'vitest';
import { seanceErrors, weeklyDates } from './seance-rules';
import { dayStart, hasUnseenChange, instantOf, isFull, placesLeft, yaoundeParts, type NewSeance } from './seances';

const NOW = new Date('2026-12-01T10:00:00Z');

function form(extra: Partial<NewSeance> = {}): NewSeance {
  return {
    date: '2026-12-05',
    heureDebut: '09:00',
    heureFin: '12:00',
    lieu: { nom: 'Salle paroissiale', adresse: '' },
    classes: ['3e'],
    matieres: ['Mathématiques'],
    encadreurs: [],
    capacite: null,
    note: '',
    repeterJusquau: null,
    ...extra,
  };
}

describe('the time of a séance, in Yaoundé', () => {
  it('reads the form’s day and hour as Yaoundé’s (UTC+1), and says an instant back the same way', () => {
    expect(instantOf('2026-12-05', '09:00')?.toISOString()).toBe('2026-12-05T08:00:00.000Z');
    expect(instantOf('2026-12-05', '00:30')?.toISOString()).toBe('2026-12-04T23:30:00.000Z');
    expect(yaoundeParts(new Date('2026-12-04T23:30:00Z'))).toEqual({ date: '2026-12-05', time: '00:30' });
    expect(instantOf('2026-02-31', '09:00')).toBeNull();
    expect(instantOf('2026-12-05', '25:00')).toBeNull();
  });

  it('starts Yaoundé’s day at 23:00 UTC the evening before', () => {
    expect(dayStart(new Date('2026-12-04T23:30:00Z')).toISOString()).toBe('2026-12-04T23:00:00.000Z');
    expect(dayStart(new Date('2026-12-04T22:30:00Z')).toISOString()).toBe('2026-12-03T23:00:00.000Z');
  });

  it('repeats a séance each week up to the last day given, twenty-six at most', () => {
    expect(weeklyDates('2026-12-05', null)).toEqual(['2026-12-05']);
    expect(weeklyDates('2026-12-05', '2026-12-26')).toEqual(['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26']);
    expect(weeklyDates('2026-12-05', '2026-12-25')).toHaveLength(3);
    expect(weeklyDates('2026-12-26', '2027-01-09')).toEqual(['2026-12-26', '2027-01-02', '2027-01-09']);
    expect(weeklyDates('2026-12-05', '2028-12-05')).toHaveLength(26);
  });
});

describe('what the responsable filled in', () => {
  it('accepts a séance to come', () => {
    expect(seanceErrors(form(), NOW)).toEqual({});
    expect(seanceErrors(form({ repeterJusquau: '2027-01-30', capacite: 25 }), NOW)).toEqual({});
  });

  it('says in French what is wrong, field by field', () => {
    const errors = seanceErrors(
      form({
        date: '2026-11-28',
        heureFin: '08:00',
        lieu: { nom: ' ', adresse: '' },
        classes: [],
        matieres: [],
        capacite: 0,
        note: 'x'.repeat(301),
      }),
      NOW,
    );
    expect(errors).toEqual({
      date: 'Ce jour est passé\u00a0: choisissez un jour à venir.',
      heureFin: 'La séance finit après son début, et dure 12 heures au plus.',
      lieu: 'Donnez le nom du lieu (100 caractères au plus).',
      classes: 'Cochez au moins une classe.',
      matieres: 'Cochez au moins une matière.',
      capacite: 'Une capacité est un nombre de 1 à 500, ou rien.',
      note: 'La note tient en 300 caractères au plus.',
    });
  });

  it('says an hour already past today, and a last day before the first', () => {
    expect(seanceErrors(form({ date: '2026-12-01', heureDebut: '10:00', heureFin: '12:00' }), NOW)).toEqual({
      heureDebut: 'Cette heure est passée\u00a0: choisissez une heure à venir.',
    });
    expect(seanceErrors(form({ repeterJusquau: '2026-12-04' }), NOW)).toEqual({
      repeterJusquau: 'Choisissez une date de fin après le premier jour.',
    });
  });
});

describe('places and changes', () => {
  it('is full at its capacity, never without one', () => {
    expect(isFull({ capacite: 2, participants: 2 })).toBe(true);
    expect(isFull({ capacite: null, participants: 200 })).toBe(false);
    expect(placesLeft({ capacite: 5, participants: 2 })).toBe(3);
    expect(placesLeft({ capacite: null, participants: 2 })).toBeNull();
  });

  it('shows a change to who joined until they have seen it', () => {
    const seance = { changeeLe: new Date('2026-12-02T10:00:00Z') } as Parameters<typeof hasUnseenChange>[0];
    expect(hasUnseenChange(seance, { vuLe: new Date('2026-12-01T10:00:00Z') })).toBe(true);
    expect(hasUnseenChange(seance, { vuLe: new Date('2026-12-02T11:00:00Z') })).toBe(false);
    expect(hasUnseenChange({ ...seance, changeeLe: null }, { vuLe: null })).toBe(false);
  });
});
