import Dexie from 'dexie';
import { checkGovernanceAct, governanceChange, type GovernanceAct } from '@/domain/governance';
import { JOURNAL_PAGE_SIZE } from '@/domain/limits';
import { legacyReplyId, readJournalEntry, readProfile, readReport } from '@/domain/records';
import { fullName } from '@/domain/text';
import { BackendError, type GovernanceService, type StoredProfile, type UserProfile } from '@/backend/types';
import type { LocalDatabase } from './db';
import { record } from './journal';
import { subscribeLive } from './live';
import type { LocalSession } from './session';

/**
 * What responsables do, in this browser. Each action checks the power first, then changes the
 * profile (or deletes the item) and records it in the journal in one transaction.
 */
export function createLocalGovernance(db: LocalDatabase, session: LocalSession, now: () => Date): GovernanceService {
  /** Live data for responsables only; anyone else gets permission-denied, as from the rules. */
  function forResponsables<T>(query: () => Promise<T>, onChange: (value: T) => void, onError?: (error: BackendError) => void) {
    return subscribeLive(
      async () => {
        const viewer = await session.user();
        if (!viewer?.responsable) throw new BackendError('permission-denied');
        return query();
      },
      onChange,
      onError,
    );
  }

  async function member(uid: string): Promise<StoredProfile> {
    const stored = await db.users.get(uid);
    if (!stored) throw new BackendError('not-found');
    return stored;
  }

  /** Changes a member's profile as a responsable (domain/governance.ts), and says so in the journal. */
  async function govern(uid: string, act: GovernanceAct): Promise<void> {
    checkGovernanceAct(act);
    const by = await session.requireResponsable();
    await db.transaction('rw', db.users, db.journal, async () => {
      const profile = await member(uid);
      const { changes, action, details } = governanceChange(act, profile);
      await db.users.update(uid, changes);
      await record(db, by, action, { id: uid, name: fullName(profile) }, now(), details);
    });
  }

  return {
    subscribeMembers(onChange, onError) {
      return forResponsables(
        async () => {
          const [profiles, responsables] = await Promise.all([db.users.toArray(), db.responsables.toArray()]);
          const appointed = new Set(responsables.map((entry) => entry.uid));
          return profiles
            .map((profile) => readProfile(profile.id, { ...profile }, appointed.has(profile.id)))
            .filter((profile): profile is UserProfile => profile !== null)
            .sort((a, b) => `${a.nom} ${a.prenom}`.localeCompare(`${b.nom} ${b.prenom}`, 'fr'));
        },
        onChange,
        onError,
      );
    },

    approveTutor: (uid) => govern(uid, { kind: 'approve' }),
    refuseTutor: (uid, reason) => govern(uid, { kind: 'refuse', reason }),
    setSuspended: (uid, suspended) => govern(uid, { kind: 'suspend', suspended }),
    correctName: (uid, name) => govern(uid, { kind: 'rename', ...name }),

    subscribeReports(onChange, onError) {
      return forResponsables(
        async () => {
          const open = await db.reports
            .where('[status+date]')
            .between(['ouvert', Dexie.minKey], ['ouvert', Dexie.maxKey])
            .reverse()
            .toArray();
          return open.flatMap((report) => readReport(report.id, { ...report }) ?? []);
        },
        onChange,
        onError,
      );
    },

    async resolveReport(report, decision) {
      const by = await session.requireResponsable();
      const date = now();
      await db.transaction('rw', [db.reports, db.questions, db.messages, db.journal], async () => {
        const stored = await db.reports.get(report.id);
        if (!stored || stored.status !== 'ouvert') throw new BackendError('not-found');
        const { target } = stored;
        if (decision === 'supprimer') {
          if (target.type === 'question') {
            await db.questions.delete(target.questionId);
            await record(db, by, 'question-supprimee', { id: target.questionId, name: stored.authorName }, date, stored.reason);
          } else if (target.type === 'reponse') {
            const question = await db.questions.get(target.questionId);
            if (question) {
              const replies = question.replies.filter((reply, at) => (reply.id || legacyReplyId(at)) !== target.replyId);
              await db.questions.update(question.id, { replies });
            }
            const id = `${target.questionId}/${target.replyId}`;
            await record(db, by, 'reponse-supprimee', { id, name: stored.authorName }, date, stored.reason);
          } else {
            await db.messages.delete(target.messageId);
            await record(db, by, 'message-supprime', { id: target.messageId, name: stored.authorName }, date, stored.reason);
          }
        } else {
          await record(db, by, 'signalement-classe', { id: report.id, name: stored.authorName }, date, stored.reason);
        }
        await db.reports.update(report.id, {
          status: 'traite',
          decision: decision === 'supprimer' ? 'supprime' : 'classe',
          handledBy: by.id,
          handledAt: date,
        });
      });
    },

    subscribeJournal(onChange, onError) {
      return forResponsables(
        async () => {
          const entries = await db.journal.orderBy('date').reverse().limit(JOURNAL_PAGE_SIZE).toArray();
          return entries.flatMap((entry) => readJournalEntry(entry.id, { ...entry }) ?? []);
        },
        onChange,
        onError,
      );
    },
  };
}
