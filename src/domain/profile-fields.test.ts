import { describe, expect, it } from 'vitest';
import { storedProfile } from '@tests/setup/people';
import type { StoredProfile } from './entities';
import { losesApproval, ownProfileChanges } from './profile-fields';

const waiting = storedProfile('encadreur', 'u-paul');
const approved = { ...waiting, statut: 'approuve' } as StoredProfile;
const pupil = storedProfile('eleve', 'u-awa');

describe('a member’s own change of profile', () => {
  it('sends an approved tutor who changes subject back to a responsable’s review', () => {
    expect(losesApproval(approved, { matiere: 'Physique-Chimie' })).toBe(true);
    expect(ownProfileChanges(approved, { matiere: ' Physique-Chimie ' })).toEqual({
      matiere: 'Physique-Chimie',
      statut: 'en-attente',
    });
  });

  it('keeps the status otherwise: the same subject, another field, a tutor still waiting, a pupil', () => {
    expect(losesApproval(approved, { matiere: 'Mathématiques' })).toBe(false);
    expect(ownProfileChanges(approved, { quartier: 'Mimboman' })).toEqual({ quartier: 'Mimboman' });
    expect(ownProfileChanges(waiting, { matiere: 'Physique-Chimie' })).toEqual({ matiere: 'Physique-Chimie' });
    expect(losesApproval(pupil, { matiere: 'Physique-Chimie' })).toBe(false);
  });
});
