import { newReportFields, type ReportedItem } from '@/domain/new-records';
import { legacyReplyId } from '@/domain/records';
import type { ReportTarget } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { ReportService } from '@/backend/types';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/** The reported item as it stands, or not-found; a message only its recipient may report. */
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
  const reply = question.replies.find((item, at) => (item.id || legacyReplyId(at)) === target.replyId);
  if (!reply) throw new BackendError('not-found');
  return { excerpt: reply.reply, authorId: reply.userId, authorName: reply.userName };
}

export function createLocalReports(db: LocalDatabase, session: LocalSession, now: () => Date): ReportService {
  return {
    async send(report) {
      const reporter = await session.requireUser();
      const item = await reportedItem(db, report.target, reporter.id);
      await db.reports.add({ ...newReportFields(reporter, report, item), id: crypto.randomUUID(), date: now() });
    },
  };
}
