import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/domain/entities';
import { badFrenchSpacing } from '@tests/setup/typography';
import { governanceErrorText, journalSentence, memberStatus, type GovernanceAction } from './responsable-messages';

const line = (action: JournalEntry['action'], targetName: string, details = ''): JournalEntry => ({
  id: 'j',
  action,
  targetId: 't',
  targetName,
  details,
  by: 'r',
  byName: 'Marie Atangana',
  date: new Date('2025-03-03T10:00:00Z'),
});

describe('the Espace responsable’s French', () => {
  it('writes each journal line as a sentence, with the elided article and the report’s reason', () => {
    expect(journalSentence(line('encadreur-approuve', 'Paul Essomba'))).toBe(
      'Marie Atangana a approuvé l’encadreur Paul Essomba.',
    );
    expect(journalSentence(line('encadreur-refuse', 'Awa Ngono', 'Diplômes manquants'))).toBe(
      'Marie Atangana a refusé la demande d’Awa Ngono (motif\u00a0: Diplômes manquants).',
    );
    expect(journalSentence(line('reponse-supprimee', 'Paul Essomba', 'spam'))).toBe(
      'Marie Atangana a supprimé une réponse de Paul Essomba (signalement\u00a0: Publicité ou message répété (spam)).',
    );
  });

  it('names where a member stands', () => {
    const base = {
      id: 'u',
      nom: 'Essomba',
      prenom: 'Paul',
      email: 'p@x.cm',
      telephone: '6',
      quartier: 'Q',
      suspendu: false,
      emailVerifie: true,
      responsable: false,
    };
    expect(
      memberStatus({
        ...base,
        role: 'encadreur',
        classe: '3e',
        profession: 'P',
        matiere: 'M',
        statut: 'en-attente',
        motifRefus: '',
        telephonePublic: false,
      }),
    ).toEqual(['En attente de validation']);
    expect(memberStatus({ ...base, role: 'parent', profession: 'P', suspendu: true, responsable: true })).toEqual([
      'Responsable',
      'Suspendu',
    ]);
    expect(memberStatus({ ...base, role: 'parent', profession: 'P', emailVerifie: false })).toEqual([
      'Adresse non confirmée',
    ]);
  });

  it('explains failures in French, with French spacing', () => {
    const actions: GovernanceAction[] = ['approve', 'refuse', 'suspend', 'rename', 'resolve', 'read'];
    for (const action of actions) {
      for (const code of [
        'permission-denied',
        'unavailable',
        'not-found',
        'invalid-argument',
        'profile/reserved-name',
        'unknown',
      ]) {
        expect(badFrenchSpacing(governanceErrorText(action, code))).toEqual([]);
      }
    }
    expect(governanceErrorText('refuse', 'invalid-argument')).toBe('Indiquez un motif de 300 caractères au plus.');
  });
});
