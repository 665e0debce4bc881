import type { GovernanceService } from '@/backend/types';
import type { StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { checkGovernanceAct, governanceChange, type GovernanceAct } from '@/domain/governance';
import { legacyReplyId } from '@/domain/records';
import { fullName } from '@/domain/text';
import type { LocalDatabase } from './db';
import { createLocalGovernanceLists } from './governance-lists';
import { record } from './journal';
import type { LocalSession } from './session';

/**
 * What responsables do, in this browser. Each action checks the power first, then changes the
 * profile (or deletes the item) and records it in the journal in one transaction.
 */
export function createLocalGovernance(db: LocalDatabase, session: LocalSession, now: () => Date): GovernanceService {
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
    ...createLocalGovernanceLists(db, session),

    approveTutor: (uid) => govern(uid, { kind: 'approve' }),
    refuseTutor: (uid, reason) => govern(uid, { kind: 'refuse', reason }),
    setSuspended: (uid, suspended) => govern(uid, { kind: 'suspend', suspended }),
    correctName: (uid, name) => govern(uid, { kind: 'rename', ...name }),

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
            await record(
              db,
              by,
              'question-supprimee',
              { id: target.questionId, name: stored.authorName },
              date,
              stored.reason,
            );
          } else if (target.type === 'reponse') {
            const question = await db.questions.get(target.questionId);
            if (question) {
              const replies = question.replies.filter(
                (reply, at) => (reply.id || legacyReplyId(at)) !== target.replyId,
              );
              await db.questions.update(question.id, { replies });
            }
            const id = `${target.questionId}/${target.replyId}`;
            await record(db, by, 'reponse-supprimee', { id, name: stored.authorName }, date, stored.reason);
          } else {
            await db.messages.delete(target.messageId);
            await record(
              db,
              by,
              'message-supprime',
              { id: target.messageId, name: stored.authorName },
              date,
              stored.reason,
            );
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

    async archiveReport(report) {
      const by = await session.requireResponsable();
      await db.transaction('rw', db.reports, db.journal, async () => {
        const stored = await db.reports.get(report.id);
        if (!stored) throw new BackendError('not-found');
        if (stored.status !== 'traite') throw new BackendError('invalid-argument');
        await db.reports.delete(report.id);
        await record(db, by, 'signalement-archive', { id: report.id, name: stored.authorName }, now(), stored.reason);
      });
    },
  };
}
