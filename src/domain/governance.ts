import type { JournalAction, StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { REFUSAL_REASON_MAX_LENGTH } from './limits';
import { checkedText } from './new-records';
import { fullName, isReservedName } from './text';

/** What a responsable does to a member's profile (Espace responsable). */
export type GovernanceAct =
  | { kind: 'approve' }
  | { kind: 'refuse'; reason: string }
  | { kind: 'suspend'; suspended: boolean }
  | { kind: 'rename'; nom: string; prenom: string };

export interface GovernanceChange {
  /** The fields written to the profile (firestore.rules, governs(), allows these only). */
  changes: Partial<StoredProfile>;
  /** The journal's line: what was done, with what to add (a reason, the former name). */
  action: JournalAction;
  details: string;
}

/** Refused before anything is read: a blank or over-long reason or name, a reserved name. */
export function checkGovernanceAct(act: GovernanceAct): void {
  if (act.kind === 'refuse') checkedText(act.reason, REFUSAL_REASON_MAX_LENGTH);
  if (act.kind === 'rename') {
    const name = { nom: checkedText(act.nom, 100), prenom: checkedText(act.prenom, 100) };
    if (isReservedName(name)) throw new BackendError('profile/reserved-name');
  }
}

/**
 * What an act changes on this member's profile, and how the journal says it; both adapters write
 * exactly this. Approving or refusing applies to tutor accounts only (invalid-argument).
 */
export function governanceChange(act: GovernanceAct, profile: StoredProfile): GovernanceChange {
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
        changes: { nom: act.nom.trim(), prenom: act.prenom.trim() },
        action: 'nom-corrige',
        details: `Ancien nom\u00a0: ${fullName(profile)}`,
      };
  }
}
