import { describe, expect, it } from 'vitest';
import { storedProfile } from '@tests/setup/people';
import { governanceChange } from './governance';

const tutor = storedProfile('encadreur', 'u-paul');
const pupil = storedProfile('eleve', 'u-awa');

describe('what a responsable’s act changes', () => {
  it('approves or refuses tutor accounts only, a refusal always with its reason', () => {
    expect(governanceChange({ kind: 'approve' }, tutor)).toEqual({
      changes: { statut: 'approuve', motifRefus: '' },
      action: 'encadreur-approuve',
      details: '',
    });
    expect(governanceChange({ kind: 'refuse', reason: '  Diplômes à montrer. ' }, tutor)).toMatchObject({
      changes: { statut: 'refuse', motifRefus: 'Diplômes à montrer.' },
      details: 'Diplômes à montrer.',
    });
    expect(() => governanceChange({ kind: 'approve' }, pupil)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => governanceChange({ kind: 'refuse', reason: '  ' }, tutor)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => governanceChange({ kind: 'refuse', reason: 'x'.repeat(301) }, tutor)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('suspends and reinstates any member', () => {
    expect(governanceChange({ kind: 'suspend', suspended: true }, pupil)).toEqual({
      changes: { suspendu: true },
      action: 'membre-suspendu',
      details: '',
    });
    expect(governanceChange({ kind: 'suspend', suspended: false }, pupil).action).toBe('membre-retabli');
  });

  it('corrects a name, keeping the former one for the journal, never to a reserved one', () => {
    expect(governanceChange({ kind: 'rename', prenom: ' Awa Marie ', nom: 'Ngono' }, pupil)).toEqual({
      changes: { prenom: 'Awa Marie', nom: 'Ngono' },
      action: 'nom-corrige',
      details: 'Ancien nom\u00a0: Awa Ngono',
    });
    expect(() => governanceChange({ kind: 'rename', prenom: 'Responsable', nom: 'Général' }, pupil)).toThrow(
      expect.objectContaining({ code: 'profile/reserved-name' }),
    );
  });
});
