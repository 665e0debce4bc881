import { describe, expect, it } from 'vitest';
import { instantOf, type Seance } from '@/domain/seances';
import { whatsappLink, whatsappText } from './whatsapp';

const URL_PROGRAMME = 'https://commission.example/Programme';
const nbsp = '\u00a0';

const seance: Seance = {
  id: 's1',
  debut: instantOf('2026-12-05', '09:00')!,
  fin: instantOf('2026-12-05', '12:00')!,
  lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: "derrière l'église" },
  classes: ['3e', '2nde'],
  matieres: ['Mathématiques'],
  encadreurs: [],
  capacite: null,
  note: '',
  serie: null,
  annulee: false,
  motif: '',
  participants: 0,
  encadreursPresents: 0,
  changeeLe: null,
};

describe('sharing a séance on WhatsApp', () => {
  it('says what, when and where, and the programme’s address, in French', () => {
    expect(whatsappText(seance, URL_PROGRAMME)).toBe(
      [
        'Cours de soutien — 3e, 2nde',
        `Matières${nbsp}: Mathématiques`,
        `Quand${nbsp}: samedi 5 décembre 2026, 9${nbsp}h${nbsp}–${nbsp}12${nbsp}h`,
        `Où${nbsp}: Salle paroissiale de Mvog-Ada, derrière l’église`,
        `Le programme des séances${nbsp}: ${URL_PROGRAMME}`,
      ].join('\n'),
    );
  });

  it('opens with the cancellation and its reason', () => {
    const text = whatsappText({ ...seance, annulee: true, motif: 'Salle indisponible' }, URL_PROGRAMME);
    expect(text.split('\n')[0]).toBe(`Annulée${nbsp}: Salle indisponible`);
  });

  it('is a wa.me link carrying the text, encoded', () => {
    const link = whatsappLink(seance, URL_PROGRAMME);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const text = new URL(link).searchParams.get('text');
    expect(text).toBe(whatsappText(seance, URL_PROGRAMME));
    expect(link).not.toMatch(/[\s’]/);
  });
});
