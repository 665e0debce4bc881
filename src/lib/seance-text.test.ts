import { describe, expect, it } from 'vitest';
import { instantOf } from '@/domain/seances';
import {
  forSeance,
  participantsText,
  placesText,
  seanceDateTime,
  seanceDay,
  seanceHour,
  seanceHours,
  seanceTitle,
  tutorsComingText,
} from '@/lib/seance-text';

const nbsp = '\u00a0';

describe('how a séance is said', () => {
  const debut = instantOf('2026-12-05', '09:00')!;
  const fin = instantOf('2026-12-05', '12:30')!;

  it('gives the day and hours in Yaoundé, whatever the phone’s zone', () => {
    expect(seanceDay(debut)).toBe('samedi 5 décembre 2026');
    expect(seanceHour(debut)).toBe(`9${nbsp}h`);
    expect(seanceHours({ debut, fin })).toBe(`9${nbsp}h${nbsp}–${nbsp}12${nbsp}h${nbsp}30`);
  });

  it('counts people and places in French', () => {
    expect(participantsText(0)).toBe('Aucun participant pour l’instant');
    expect(participantsText(1)).toBe(`1${nbsp}participant`);
    expect(participantsText(3)).toBe(`3${nbsp}participants`);
    expect(placesText(1)).toBe(`1${nbsp}place restante`);
    expect(placesText(0)).toBe('Complet');
    expect(tutorsComingText(0)).toBe('Aucun encadreur annoncé pour l’instant');
    expect(tutorsComingText(1)).toBe(`1${nbsp}encadreur sera là`);
    expect(tutorsComingText(2)).toBe(`2${nbsp}encadreurs seront là`);
  });

  it('heads a card with the day and hours, and names its buttons after it', () => {
    expect(seanceTitle({ debut, fin })).toBe(`Samedi 5 décembre 2026, 9${nbsp}h${nbsp}–${nbsp}12${nbsp}h${nbsp}30`);
    expect(forSeance('Je participe', { debut, fin })).toBe(
      `Je participe (séance du samedi 5 décembre 2026, 9${nbsp}h${nbsp}–${nbsp}12${nbsp}h${nbsp}30)`,
    );
    expect(seanceDateTime(debut)).toBe('2026-12-05T09:00+01:00');
  });
});
