import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { ReportService } from '@/backend/types';
import type { ReportTarget } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { newReportFields, type ReportedItem } from '@/domain/new-records';
import { legacyReplyId } from '@/domain/records';
import { guarded } from './errors';
import { MESSAGES } from './messages';
import { countPost } from './posting';
import type { ProfileStore } from './profile-store';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';
import { requirePoster } from './users';

/** Reports go to `signalements`, which only responsables read. */
export const REPORTS = 'signalements';

/** A stored text field as it is (the rules compare the report with the stored item exactly). */
const stored = (value: unknown): string => (typeof value === 'string' ? value : '');
const storedId = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function createFirebaseReports(db: Firestore, auth: Auth, profiles: ProfileStore): ReportService {
  /**
   * The reported item as stored now: firestore.rules accept the report only when its excerpt and
   * author are the item's own, and a reply's place in its question's list (replyIndex) holds it.
   */
  async function reportedItem(target: ReportTarget, reporterId: string): Promise<ReportedItem> {
    if (target.type === 'message') {
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, target.messageId)));
      if (!snapshot.exists()) throw new BackendError('not-found');
      const message = snapshot.data();
      if (message.to !== reporterId) throw new BackendError('permission-denied');
      return {
        excerpt: stored(message.text),
        authorId: storedId(message.from),
        authorName: stored(message.senderName),
      };
    }
    const snapshot = await guarded(() => getDoc(doc(db, QUESTIONS, target.questionId)));
    if (!snapshot.exists()) throw new BackendError('not-found');
    const question = snapshot.data();
    if (target.type === 'question') {
      // A deleted member's question has no author any more (stored null).
      return {
        excerpt: stored(question.question),
        authorId: storedId(question.userId),
        authorName: stored(question.userName),
      };
    }
    const replies: unknown[] = Array.isArray(question.replies) ? question.replies : [];
    const replyIndex = replies.findIndex((item, at) => {
      const id = item && typeof item === 'object' ? (item as DocumentData).id : undefined;
      return (typeof id === 'string' && id !== '' ? id : legacyReplyId(at)) === target.replyId;
    });
    const reply = replies[replyIndex] as DocumentData | undefined;
    if (!reply) throw new BackendError('not-found');
    return {
      excerpt: stored(reply.reply),
      authorId: storedId(reply.userId),
      authorName: stored(reply.userName),
      replyIndex,
    };
  }

  return {
    async send(report) {
      // A suspended member no longer reports (account/suspended), as they no longer post.
      const reporter = await requirePoster(auth, profiles);
      const fields = newReportFields(reporter, report, await reportedItem(report.target, reporter.id));
      const ref = doc(collection(db, REPORTS));
      // Counted like a post, with the rate record in the same batch (the rules' counted()).
      const counted = await countPost(db, auth, 'membre', `${REPORTS}/${ref.id}`);
      const batch = writeBatch(db);
      counted(batch);
      batch.set(ref, { ...fields, date: serverTimestamp() });
      await queuedWrite(() => batch.commit(), 'signalement');
    },
  };
}
