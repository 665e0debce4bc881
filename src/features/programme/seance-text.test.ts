import { describe, expect, it } from 'vitest';
import { instantOf } from '@/domain/seances';
import { participantsText, placesText, seanceDay, seanceHour, seanceHours } from './seance-text';

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
  });
});
