import type { GovernanceService } from '@/backend/types';
import type { JournalAction, Report, ReportTarget, StoredProfile, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { checkGovernanceAct, governanceChange, type GovernanceAct } from '@/domain/governance';
import type { GovernancePower } from '@/domain/permissions';
import { fullName } from '@/domain/text';
import { requirePower, type Acting } from './acting';

/**
 * What responsables do, decided once for both adapters: who may (a responsable), what an act
 * changes on a profile (domain/governance.ts), which reports may be resolved or archived, what a
 * resolution deletes, and which journal line says so, with which target name and details. The
 * stores (local/governance.ts, firebase/governance.ts) read the record, call back the decision on
 * it, and write the change with its journal line together (one transaction, one batch).
 */

/** One line of the journal, as the store writes it in the same write as the act. */
export interface JournalLine {
  by: UserProfile;
  action: JournalAction;
  target: { id: string; name: string };
  details: string;
}

/** What an act does to a member's profile, and the journal's line for it. */
export interface ProfileChange {
  changes: Partial<StoredProfile>;
  journal: JournalLine;
}

/** How a report is closed: the item deleted with it (or none), the decision, the journal's line. */
export interface Resolution {
  remove: ReportTarget | null;
  decision: 'supprime' | 'classe';
  journal: JournalLine;
}

type Lists = Pick<
  GovernanceService,
  | 'subscribeMembers'
  | 'subscribePendingTutors'
  | 'subscribeWaitingPupils'
  | 'subscribeReports'
  | 'subscribeHandledReports'
  | 'subscribeJournal'
>;

/**
 * Where governance reads and writes: storage only. The lists pass through (each store answers
 * anyone else as the rules do). Each write reads its record, calls the decision back with it
 * (null: it does not exist), and writes what the decision returns, all against the same state.
 */
export interface GovernanceStore extends Lists {
  /** Writes `decide(profile).changes` to member `uid`'s profile (with what follows from it) and its journal line. */
  changeMember(uid: string, decide: (profile: StoredProfile | null) => ProfileChange): Promise<void>;
  /** Deletes `remove` if any, marks the report handled by `journal.by` with `decision`, and writes the line. */
  resolveReport(id: string, decide: (stored: Report | null) => Resolution): Promise<void>;
  /** Deletes the report for good and writes the line. */
  archiveReport(id: string, decide: (stored: Report | null) => JournalLine): Promise<void>;
}

/** The journal's line for a resolution: the deleted item, or the report classed; with its author's name and the reason. */
export function resolutionLine(by: UserProfile, report: Report, decision: 'supprimer' | 'classer'): JournalLine {
  const name = report.authorName;
  const details = report.reason;
  const { target } = report;
  if (decision === 'classer') return { by, action: 'signalement-classe', target: { id: report.id, name }, details };
  switch (target.type) {
    case 'question':
      return { by, action: 'question-supprimee', target: { id: target.questionId, name }, details };
    case 'reponse':
      return {
        by,
        action: 'reponse-supprimee',
        target: { id: `${target.questionId}/${target.replyId}`, name },
        details,
      };
    case 'message':
      return { by, action: 'message-supprime', target: { id: target.messageId, name }, details };
  }
}

/** The table's name for each act on a member's account (domain/permission-table.ts). */
const POWER_OF = {
  approve: 'tutor.vet',
  refuse: 'tutor.vet',
  suspend: 'member.suspend',
  rename: 'member.rename',
  authorise: 'pupil.authorise',
} as const satisfies Record<GovernanceAct['kind'], GovernancePower>;

export function governanceUseCases(
  store: GovernanceStore,
  acting: Acting,
  now: () => Date = () => new Date(),
): GovernanceService {
  /** Changes a member's profile as a responsable (domain/governance.ts), and says so in the journal. */
  async function govern(uid: string, act: GovernanceAct): Promise<void> {
    checkGovernanceAct(act);
    const by = await requirePower(acting, POWER_OF[act.kind]);
    await store.changeMember(uid, (profile) => {
      if (!profile) throw new BackendError('not-found');
      const { changes, action, details } = governanceChange(act, profile, { id: by.id, at: now() });
      return { changes, journal: { by, action, target: { id: uid, name: fullName(profile) }, details } };
    });
  }

  const {
    subscribeMembers,
    subscribePendingTutors,
    subscribeWaitingPupils,
    subscribeReports,
    subscribeHandledReports,
    subscribeJournal,
  }: Lists = store;

  return {
    subscribeMembers,
    subscribePendingTutors,
    subscribeWaitingPupils,
    subscribeReports,
    subscribeHandledReports,
    subscribeJournal,

    approveTutor: (uid) => govern(uid, { kind: 'approve' }),
    refuseTutor: (uid, reason) => govern(uid, { kind: 'refuse', reason }),
    setSuspended: (uid, suspended) => govern(uid, { kind: 'suspend', suspended }),
    correctName: (uid, name) => govern(uid, { kind: 'rename', ...name }),
    recordPaperAuthorisation: (uid) => govern(uid, { kind: 'authorise' }),

    async resolveReport(report, decision) {
      const by = await requirePower(acting, 'report.handle');
      await store.resolveReport(report.id, (stored) => {
        // Closed meanwhile (another responsable): not-found, rather than the rules' bare refusal.
        if (!stored || stored.status !== 'ouvert') throw new BackendError('not-found');
        return {
          remove: decision === 'supprimer' ? stored.target : null,
          decision: decision === 'supprimer' ? 'supprime' : 'classe',
          journal: resolutionLine(by, stored, decision),
        };
      });
    },

    async archiveReport(report) {
      const by = await requirePower(acting, 'report.archive');
      await store.archiveReport(report.id, (stored) => {
        // Gone (archived by another responsable) is not-found; an open one is handled first.
        if (!stored) throw new BackendError('not-found');
        if (stored.status !== 'traite') throw new BackendError('invalid-argument');
        const name = stored.authorName;
        return { by, action: 'signalement-archive', target: { id: stored.id, name }, details: stored.reason };
      });
    },
  };
}
