import type { GovernanceStore, JournalLine } from '@/backend/use-cases/governance';
import type { LocalDatabase } from './db';
import { createLocalGovernanceLists } from './governance-lists';
import { record } from './journal';
import { settleConversation } from './messages';
import { replyRemoval } from './questions';
import type { LocalSession } from './session';

/**
 * What responsables do, in this browser, as storage only (the decisions are
 * use-cases/governance.ts's): each write reads its record, calls the decision back, and writes the
 * change (the profile, the deleted item, the report) with its journal line in one transaction.
 */
export function createLocalGovernanceStore(db: LocalDatabase, session: LocalSession, now: () => Date): GovernanceStore {
  const write = ({ by, action, target, details }: JournalLine, date: Date) =>
    record(db, by, action, target, date, details);

  return {
    ...createLocalGovernanceLists(db, session),

    async changeMember(uid, decide) {
      await db.transaction('rw', db.users, db.journal, async () => {
        const { changes, journal } = decide((await db.users.get(uid)) ?? null);
        await db.users.update(uid, changes);
        await write(journal, now());
      });
    },

    async resolveReport(id, decide) {
      const date = now();
      await db.transaction('rw', [db.reports, db.questions, db.messages, db.conversations, db.journal], async () => {
        const { remove, decision, journal } = decide((await db.reports.get(id)) ?? null);
        if (remove?.type === 'question') await db.questions.delete(remove.questionId);
        if (remove?.type === 'message') {
          const message = await db.messages.get(remove.messageId);
          if (message) {
            await db.messages.delete(message.id);
            await settleConversation(db, message.conversation);
          }
        }
        if (remove?.type === 'reponse') {
          const question = await db.questions.get(remove.questionId);
          const removal = question ? replyRemoval(question, remove.replyId) : null;
          if (removal) await db.questions.update(remove.questionId, removal.changes);
        }
        await write(journal, date);
        await db.reports.update(id, { status: 'traite', decision, handledBy: journal.by.id, handledAt: date });
      });
    },

    async archiveReport(id, decide) {
      await db.transaction('rw', db.reports, db.journal, async () => {
        const journal = decide((await db.reports.get(id)) ?? null);
        await db.reports.delete(id);
        await write(journal, now());
      });
    },
  };
}
