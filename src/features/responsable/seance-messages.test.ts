import { describe, expect, it } from 'vitest';
import type { PublicTutor } from '@/domain/entities';
import { instantOf, type Seance } from '@/domain/seances';
import { EMPTY_SEANCE, seanceInput, tutorChoices, valuesOf } from './seance-form-values';
import { publishedText, repeatSummary, seanceErrorText, whichOf } from './seance-messages';

const nbsp = '\u00a0';

function seance(id: string, date: string, debut = '09:00', fin = '12:00', lieu = 'Salle paroissiale'): Seance {
  return {
    id,
    debut: instantOf(date, debut)!,
    fin: instantOf(date, fin)!,
    lieu: { nom: lieu, adresse: '' },
    classes: ['3e'],
    matieres: ['Mathématiques'],
    encadreurs: [{ uid: 'uid-sylvie', nom: 'Sylvie Eba' }],
    capacite: 15,
    note: 'Apportez vos cahiers.',
    serie: null,
    annulee: false,
    motif: '',
    participants: 0,
    encadreursPresents: 0,
    changeeLe: null,
  };
}

describe('the French of the « Séances » tab', () => {
  it('says what a weekly séance publishes, the first of the month as « 1er »', () => {
    expect(publishedText('2099-12-05', null)).toBe('Séance publiée.');
    expect(publishedText('2099-12-05', '2099-12-05')).toBe('Séance publiée.');
    expect(publishedText('2099-12-05', '2099-12-30')).toBe(
      `4${nbsp}séances publiées, chaque samedi jusqu’au 26 décembre 2099.`,
    );
    expect(publishedText('2099-12-04', '2100-01-01')).toBe(
      `5${nbsp}séances publiées, chaque vendredi jusqu’au 1er janvier 2100.`,
    );
    expect(repeatSummary('2099-12-05', '2101-06-01')).toBe(
      `26${nbsp}séances (26 au plus), chaque samedi jusqu’au 29 mai 2100.`,
    );
    expect(repeatSummary('2099-12-05', '')).toBeNull();
  });

  it('names each séance apart from the others: by day, then hours, then place', () => {
    const names = whichOf([
      seance('a', '2099-12-05'),
      seance('b', '2099-12-12', '09:00', '12:00', 'Temple'),
      seance('c', '2099-12-12', '09:00', '12:00', 'Salle paroissiale'),
      seance('d', '2099-12-12', '14:00', '16:30'),
    ]);
    expect(names.get('a')).toBe('du samedi 5 décembre 2099');
    expect(names.get('b')).toBe(`du samedi 12 décembre 2099, 9${nbsp}h${nbsp}–${nbsp}12${nbsp}h, Temple`);
    expect(names.get('d')).toBe(`du samedi 12 décembre 2099, 14${nbsp}h${nbsp}–${nbsp}16${nbsp}h${nbsp}30`);
  });

  it('words the backend’s refusals, with French spacing', () => {
    expect(seanceErrorText('cancel', 'invalid-argument')).toBe('Indiquez un motif de 300 caractères au plus.');
    expect(seanceErrorText('publish', 'permission-denied')).toBe(
      'Seuls les responsables de la commission peuvent faire cela.',
    );
    expect(seanceErrorText('change', 'permission-denied')).toMatch(/^Cette séance ne peut plus être modifiée\u00a0:/);
    expect(seanceErrorText('publish', 'unavailable')).toMatch(/^Connexion au réseau impossible/);
    expect(seanceErrorText('publish', 'mystery')).toBe('La séance n’a pas pu être publiée. Réessayez.');
  });
});

describe('the séance form’s values', () => {
  const approved: PublicTutor[] = [
    {
      uid: 'uid-paul',
      nom: 'Essomba',
      prenom: 'Paul',
      matiere: 'Mathématiques',
      classe: '',
      profession: '',
      telephone: '',
    },
  ];

  it('fills the form from a séance, in Yaoundé’s time, and gives back the same séance', () => {
    const published = seance('a', '2099-12-05', '08:30', '11:00');
    const values = valuesOf(published);
    expect(values).toMatchObject({ date: '2099-12-05', heureDebut: '08:30', heureFin: '11:00', capacite: '15' });
    const tutors = tutorChoices(approved, published.encadreurs);
    // A tutor the séance names stays offered (under the name it was published with), by name.
    expect(tutors.map((tutor) => tutor.nom)).toEqual(['Paul Essomba', 'Sylvie Eba']);
    expect(seanceInput(values, tutors, false)).toEqual({
      date: '2099-12-05',
      heureDebut: '08:30',
      heureFin: '11:00',
      lieu: { nom: 'Salle paroissiale', adresse: '' },
      classes: ['3e'],
      matieres: ['Mathématiques'],
      encadreurs: [{ uid: 'uid-sylvie', nom: 'Sylvie Eba' }],
      capacite: 15,
      note: 'Apportez vos cahiers.',
      repeterJusquau: null,
    });
  });

  it('orders the ticks as the form lists them, and reads an empty capacity as no limit', () => {
    const input = seanceInput(
      {
        ...EMPTY_SEANCE,
        classes: ['Terminale', 'CM2', '3e'],
        matieres: ['Anglais', 'Mathématiques'],
        repeter: true,
        jusquau: '2099-12-26',
      },
      [],
      true,
    );
    expect(input.classes).toEqual(['CM2', '3e', 'Terminale']);
    expect(input.matieres).toEqual(['Mathématiques', 'Anglais']);
    expect(input.capacite).toBeNull();
    expect(input.repeterJusquau).toBe('2099-12-26');
    expect(seanceInput({ ...EMPTY_SEANCE, repeter: true, jusquau: '2099-12-26' }, [], false).repeterJusquau).toBeNull();
  });
});
