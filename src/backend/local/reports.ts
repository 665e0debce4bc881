import type { ReportStore, StoredItem } from '@/backend/use-cases/reports';
import type { ReportTarget } from '@/domain/entities';
import { legacyReplyId } from '@/domain/question-records';
import type { LocalDatabase } from './db';
import { countPost } from './rate';

/**
 * Reports in IndexedDB, as storage only (the decisions are use-cases/reports.ts's): the item is
 * read, the report written and counted like a post in one transaction.
 */

/**
 * The reported item as it stands, or null. A reply is found by its id, and gives its place in the
 * list (the Firebase rules check it there).
 */
async function storedItem(db: LocalDatabase, target: ReportTarget): Promise<StoredItem | null> {
  if (target.type === 'message') {
    const message = await db.messages.get(target.messageId);
    if (!message) return null;
    return { excerpt: message.text, authorId: message.from, authorName: message.senderName, to: message.to };
  }
  const question = await db.questions.get(target.questionId);
  if (!question) return null;
  if (target.type === 'question') {
    return { excerpt: question.question, authorId: question.userId || null, authorName: question.userName };
  }
  const replyIndex = question.replies.findIndex((item, at) => (item.id || legacyReplyId(at)) === target.replyId);
  const reply = question.replies[replyIndex];
  if (!reply) return null;
  return { excerpt: reply.reply, authorId: reply.userId, authorName: reply.userName, replyIndex };
}

export function createLocalReportStore(db: LocalDatabase, now: () => Date): ReportStore {
  return {
    async add(target, reporterId, decide) {
      const date = now();
      await db.transaction('rw', [db.limits, db.reports, db.questions, db.messages], async () => {
        const fields = decide(await storedItem(db, target));
        // Counted like a post (rate-limit.ts): nobody floods the responsables either.
        await countPost(db, reporterId, 'membre', date);
        await db.reports.add({ ...fields, id: crypto.randomUUID(), date });
      });
    },
  };
}
