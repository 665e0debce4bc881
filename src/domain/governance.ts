import { awaitsAuthorisation, givenAutorisation } from '@/domain/authorisation';
import type { JournalAction, StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { REFUSAL_REASON_MAX_LENGTH } from './limits';
import { isReservedName, isValidNamePart, normaliseName } from './names';
import { checkedText } from './new-records';
import { fullName } from './text';

/** What a responsable does to a member's profile (Espace responsable). */
export type GovernanceAct =
  | { kind: 'approve' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'suspend'; suspended: boolean }
  | { kind: 'rename'; nom: string; prenom: string }
  // The parents' paper authorisation received for a pupil whose account waits (issue 33).
  | { kind: 'authorise' };

export interface GovernanceChange {
  /** The fields written to the profile (firestore.rules, governs(), allows these only). */
  changes: Partial<StoredProfile>;
  /** The journal's line: what was done, with what to add (a reason, the former name). */
  action: JournalAction;
  details: string;
}

/** A corrected name as stored: each part normalised (names.ts), 1 to 100 characters. */
function correctedName(act: { nom: string; prenom: string }): { nom: string; prenom: string } {
  return { nom: checkedText(normaliseName(act.nom), 100), prenom: checkedText(normaliseName(act.prenom), 100) };
}

/**
 * Refused before anything is read: a blank or over-long reason or name, a reserved name, a name
 * with characters other than NAME_PATTERN's (profile/invalid-name). Reserved first, as at sign-up
 * (a Cyrillic « Respоnsable » is said to be reserved, not merely mistyped).
 */
export function checkGovernanceAct(act: GovernanceAct): void {
  if (act.kind === 'refuse') checkedText(act.reason, REFUSAL_REASON_MAX_LENGTH);
  if (act.kind === 'rename') {
    const name = correctedName(act);
    if (isReservedName(name)) throw new BackendError('profile/reserved-name');
    if (!isValidNamePart(name.nom) || !isValidNamePart(name.prenom)) throw new BackendError('profile/invalid-name');
  }
}

/**
 * What an act changes on this member's profile, and how the journal says it; both adapters write
 * exactly this. Approving or refusing applies to tutor accounts only (invalid-argument).
 */
export function governanceChange(
  act: GovernanceAct,
  profile: StoredProfile,
  /** Who acts, and when: what an authorisation records. */
  by?: { id: string; at: Date },
): GovernanceChange {
  checkGovernanceAct(act);
  switch (act.kind) {
    case 'approve':
    case 'refuse': {
      if (profile.role !== 'encadreur') throw new BackendError('invalid-argument');
      const approve = act.kind === 'approve';
      const reason = approve ? '' : act.reason.trim();
      return {
        changes: { statut: approve ? 'approuve' : 'refuse', motifRefus: reason } as Partial<StoredProfile>,
        action: approve ? 'encadreur-approuve' : 'encadreur-refuse',
        details: reason,
      };
    }
    case 'suspend':
      return {
        changes: { suspendu: act.suspended },
        action: act.suspended ? 'membre-suspendu' : 'membre-retabli',
        details: '',
      };
    case 'rename':
      return {
        changes: correctedName(act),
        action: 'nom-corrige',
        details: `Ancien nom\u00a0: ${fullName(profile)}`,
      };
    case 'authorise':
      // Only an account that waits: one authorised meanwhile (by a parent, by another responsable) is not.
      if (!awaitsAuthorisation(profile) || !by) throw new BackendError('invalid-argument');
      return {
        changes: { autorisation: givenAutorisation('papier', by.id, by.at) },
        action: 'autorisation-papier',
        details: '',
      };
  }
}
