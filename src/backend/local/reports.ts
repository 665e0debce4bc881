import type { ReportService } from '@/backend/types';
import type { ReportTarget } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { newReportFields, type ReportedItem } from '@/domain/new-records';
import { legacyReplyId } from '@/domain/records';
import type { LocalDatabase } from './db';
import { countPost } from './rate';
import type { LocalSession } from './session';

/**
 * The reported item as it stands, or not-found; a message only its recipient may report. A reply
 * is found by its id, and gives its place in the list (the Firebase rules check it there).
 */
async function reportedItem(db: LocalDatabase, target: ReportTarget, reporterId: string): Promise<ReportedItem> {
  if (target.type === 'message') {
    const message = await db.messages.get(target.messageId);
    if (!message) throw new BackendError('not-found');
    if (message.to !== reporterId) throw new BackendError('permission-denied');
    return { excerpt: message.text, authorId: message.from, authorName: message.senderName };
  }
  const question = await db.questions.get(target.questionId);
  if (!question) throw new BackendError('not-found');
  if (target.type === 'question') {
    return { excerpt: question.question, authorId: question.userId || null, authorName: question.userName };
  }
  const replyIndex = question.replies.findIndex((item, at) => (item.id || legacyReplyId(at)) === target.replyId);
  const reply = question.replies[replyIndex];
  if (!reply) throw new BackendError('not-found');
  return { excerpt: reply.reply, authorId: reply.userId, authorName: reply.userName, replyIndex };
}

export function createLocalReports(db: LocalDatabase, session: LocalSession, now: () => Date): ReportService {
  return {
    async send(report) {
      // A suspended member no longer reports (account/suspended), as they no longer post.
      const reporter = await session.requirePoster();
      const date = now();
      await db.transaction('rw', [db.limits, db.reports, db.questions, db.messages], async () => {
        const item = await reportedItem(db, report.target, reporter.id);
        const fields = newReportFields(reporter, report, item);
        // Counted like a post (rate-limit.ts): nobody floods the responsables either.
        await countPost(db, reporter.id, 'membre', date);
        await db.reports.add({ ...fields, id: crypto.randomUUID(), date });
      });
    },
  };
}
