import type { Auth } from 'firebase/auth';
import { collection, doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { newReportFields, type ReportedItem } from '@/domain/new-records';
import { readMessage, readQuestion } from '@/domain/records';
import type { ReportTarget } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { ReportService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { guarded } from './errors';
import { MESSAGES } from './messages';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';
import { requireProfile } from './users';

/** Reports go to `signalements`, which only responsables read. */
export const REPORTS = 'signalements';

export function createFirebaseReports(db: Firestore, auth: Auth, profiles: ProfileStore): ReportService {
  /** The reported item as it stands now (the rules compare the excerpt with it where they can). */
  async function reportedItem(target: ReportTarget, reporterId: string): Promise<ReportedItem> {
    if (target.type === 'message') {
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, target.messageId)));
      if (!snapshot.exists()) throw new BackendError('not-found');
      const message = readMessage(snapshot.id, snapshot.data());
      if (message.to !== reporterId) throw new BackendError('permission-denied');
      return { excerpt: message.text, authorId: message.from, authorName: message.senderName };
    }
    const snapshot = await guarded(() => getDoc(doc(db, QUESTIONS, target.questionId)));
    if (!snapshot.exists()) throw new BackendError('not-found');
    const question = readQuestion(snapshot.id, snapshot.data());
    if (target.type === 'question') {
      // A deleted member's question has no author any more (stored null, read '').
    return { excerpt: question.question, authorId: question.userId || null, authorName: question.userName };
    }
    const reply = question.replies.find((item) => item.id === target.replyId);
    if (!reply) throw new BackendError('not-found');
    return { excerpt: reply.reply, authorId: reply.userId, authorName: reply.userName };
  }

  return {
    async send(report) {
      const reporter = await requireProfile(auth, profiles);
      const fields = newReportFields(reporter, report, await reportedItem(report.target, reporter.id));
      const ref = doc(collection(db, REPORTS));
      await queuedWrite(() => setDoc(ref, { ...fields, date: serverTimestamp() }), 'signalement');
    },
  };
}
