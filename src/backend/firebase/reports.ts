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
import type { ReportStore, StoredItem } from '@/backend/use-cases/reports';
import type { ReportTarget } from '@/domain/entities';
import { legacyReplyId } from '@/domain/question-records';
import { guarded } from './errors';
import { MESSAGES } from './messages';
import { countPost } from './posting';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';

/**
 * Reports in Firestore, as storage only (the decisions are use-cases/reports.ts's): the item read
 * as stored, then the report and the reporter's rate record in one batch.
 */

/** Reports go to `signalements`, which only responsables read. */
export const REPORTS = 'signalements';

/** A stored text field as it is (the rules compare the report with the stored item exactly). */
const stored = (value: unknown): string => (typeof value === 'string' ? value : '');
const storedId = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function createFirebaseReportStore(db: Firestore, auth: Auth): ReportStore {
  /**
   * The reported item as stored now, or null: firestore.rules accept the report only when its
   * excerpt and author are the item's own, and a reply's place in its question's list (replyIndex) holds it.
   */
  async function storedItem(target: ReportTarget): Promise<StoredItem | null> {
    if (target.type === 'message') {
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, target.messageId)));
      if (!snapshot.exists()) return null;
      const message = snapshot.data();
      return {
        excerpt: stored(message.text),
        authorId: storedId(message.from),
        authorName: stored(message.senderName),
        to: stored(message.to),
      };
    }
    const snapshot = await guarded(() => getDoc(doc(db, QUESTIONS, target.questionId)));
    if (!snapshot.exists()) return null;
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
    if (!reply) return null;
    return {
      excerpt: stored(reply.reply),
      authorId: storedId(reply.userId),
      authorName: stored(reply.userName),
      replyIndex,
    };
  }

  return {
    async add(target, _reporterId, decide) {
      const fields = decide(await storedItem(target));
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
