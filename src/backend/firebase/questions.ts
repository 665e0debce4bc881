import { signInAnonymously, type Auth } from 'firebase/auth';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import type { QuestionService } from '@/backend/types';
import { isSameAttachment } from '@/domain/attachments';
import type { Question, UserProfile } from '@/domain/entities';
import { BackendError, errorCode } from '@/domain/errors';
import { fileRecordId } from '@/domain/files';
import { PAGE_SIZE, QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from '@/domain/limits';
import { checkedText, newQuestionFields, newReplyFields, newReplyId } from '@/domain/new-records';
import {
  canDeleteQuestion,
  canDeleteReply,
  canEditQuestion,
  isResponsable,
  leavesQuestionEmpty,
  managesAttachments,
} from '@/domain/permissions';
import { legacyReplyId, readQuestion } from '@/domain/records';
import { hasRoomForReply } from '@/domain/reply-room';
import { guarded } from './errors';
import { FILES } from './file-records';
import { recordIn } from './journal';
import { subscribePages } from './pages';
import { markPendingQuestion, questionPost, replyPost } from './pending';
import { countPost } from './posting';
import type { ProfileStore } from './profile-store';
import { queuedWrite } from './queued';
import { currentProfile, requirePoster, requireProfile } from './users';

export const QUESTIONS = 'questions';

/**
 * Forum questions in `questions`. The permission checks here only spare a doomed request and give
 * the same codes as the local adapter; firestore.rules enforces the same rules on the server.
 * Every post is a batch with the poster's rate record (posting.ts); offline, a write returns once
 * queued (queued.ts); reads stay as the SDK does them.
 */
export function createFirebaseQuestions(db: Firestore, auth: Auth, profiles: ProfileStore): QuestionService {
  const questionRef = (id: string) => doc(db, QUESTIONS, id);

  async function stored(id: string): Promise<{ question: Question; data: DocumentData }> {
    const snapshot = await guarded(() => getDoc(questionRef(id)));
    if (!snapshot.exists()) throw new BackendError('not-found');
    const data = snapshot.data();
    return { question: readQuestion(id, data), data };
  }

  /** Whether the question has no room left for this poster's reply now (false when it cannot be read). */
  async function isFull(id: string, poster: UserProfile | null): Promise<boolean> {
    try {
      return !hasRoomForReply(poster, (await stored(id)).question);
    } catch {
      return false;
    }
  }

  /** A signed-out visitor replies through an anonymous account, so the rules can count their replies. */
  async function visitorAccount(): Promise<void> {
    await guarded(() => auth.authStateReady());
    if (!auth.currentUser) await guarded(() => signInAnonymously(auth));
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      const forum = query(collection(db, QUESTIONS), where('pageId', '==', pageId), orderBy('date', 'desc'));
      const read = (id: string, data: DocumentData, pending: boolean) =>
        markPendingQuestion(readQuestion(id, data), pending);
      return subscribePages(forum, options?.pageSize ?? PAGE_SIZE, read, onChange, onError);
    },

    async get(id) {
      const snapshot = await guarded(() => getDoc(questionRef(id)));
      return snapshot.exists() ? readQuestion(id, snapshot.data()) : null;
    },

    async ask(input) {
      const fields = newQuestionFields(await requirePoster(auth, profiles), input);
      const ref = doc(collection(db, QUESTIONS));
      const counted = await countPost(db, auth, 'membre', `${QUESTIONS}/${ref.id}`);
      const batch = writeBatch(db);
      counted(batch);
      // Each attached file is bound to this question, once (the rules check the record's owner).
      for (const attachment of fields.attachments) {
        batch.update(doc(db, FILES, fileRecordId(attachment.publicId)), { questionId: ref.id });
      }
      batch.set(ref, { ...fields, date: serverTimestamp() });
      await queuedWrite(() => batch.commit(), 'nouvelle question', { post: questionPost(ref.id) });
    },

    async edit(id, text) {
      const user = await requirePoster(auth, profiles);
      const trimmed = checkedText(text, QUESTION_MAX_LENGTH);
      if (!canEditQuestion(user, (await stored(id)).question)) throw new BackendError('permission-denied');
      await queuedWrite(() => updateDoc(questionRef(id), { question: trimmed }), `modification de la question ${id}`, {
        post: questionPost(id),
      });
    },

    async reply(id, text) {
      const author = await currentProfile(auth, profiles);
      if (author?.suspendu) throw new BackendError('account/suspended');
      checkedText(text, REPLY_MAX_LENGTH); // nothing to read for a reply that will be refused
      const { question } = await stored(id);
      // The last places are kept for its author, approved tutors and responsables (reply-room.ts).
      if (!hasRoomForReply(author, question)) throw new BackendError('question/full');
      if (!author) await visitorAccount();
      // Its id starts with the poster's account id (the rules check it), a visitor's anonymous one
      // included. serverTimestamp() is refused inside arrays, hence the client's clock (the rules
      // keep it within a week before and a day after the server's).
      const poster = auth.currentUser?.uid;
      if (!poster) throw new BackendError('auth/requires-login');
      const reply = { ...newReplyFields(author, text, newReplyId(poster)), date: Timestamp.now() };
      const counted = await countPost(db, auth, author ? 'membre' : 'visiteur', `${QUESTIONS}/${id}`);
      const batch = writeBatch(db);
      counted(batch);
      // An atomic append: replies written at the same moment by two people are all kept.
      batch.update(questionRef(id), { replies: arrayUnion(reply) });
      try {
        await queuedWrite(() => batch.commit(), `réponse, question ${id}`, { post: replyPost(reply.id) });
      } catch (error) {
        // Someone else's reply took the last place meanwhile: the rules refuse it bare.
        if (errorCode(error) === 'permission-denied' && (await isFull(id, author)))
          throw new BackendError('question/full');
        throw error;
      }
    },

    async remove(id) {
      const user = await requireProfile(auth, profiles);
      const { question } = await stored(id);
      if (!canDeleteQuestion(user, question)) throw new BackendError('permission-denied');
      const batch = writeBatch(db);
      batch.delete(questionRef(id));
      if (isResponsable(user) && user.id !== question.userId) {
        recordIn(db, batch, user, 'question-supprimee', { id, name: question.userName });
      }
      await queuedWrite(() => batch.commit(), `suppression de la question ${id}`);
    },

    async removeAttachment(id, attachment) {
      const user = await requireProfile(auth, profiles);
      const { question, data } = await stored(id);
      if (!managesAttachments(user, question)) throw new BackendError('permission-denied');
      // arrayRemove needs the stored objects exactly as they are (an old client may have added keys).
      const storedItems: unknown[] = Array.isArray(data.attachments) ? data.attachments : [];
      const matches = storedItems.filter((item) => isSameAttachment(item, attachment));
      if (matches.length === 0) return;
      if (leavesQuestionEmpty(question)) throw new BackendError('question/would-be-empty');
      await queuedWrite(
        () => updateDoc(questionRef(id), { attachments: arrayRemove(...matches) }),
        `pièce jointe retirée de la question ${id}`,
      );
    },

    async removeReply(questionId, replyId) {
      const user = await requireProfile(auth, profiles);
      const { data } = await stored(questionId);
      const storedReplies: unknown[] = Array.isArray(data.replies) ? data.replies : [];
      const index = storedReplies.findIndex((item, at) => {
        const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
        return (typeof id === 'string' && id !== '' ? id : legacyReplyId(at)) === replyId;
      });
      const reply = readQuestion(questionId, { replies: [storedReplies[index]] }).replies[0];
      if (index < 0 || !reply) throw new BackendError('not-found');
      if (!canDeleteReply(user, reply)) throw new BackendError('permission-denied');
      const batch = writeBatch(db);
      // The stored item exactly as it is: arrayRemove compares whole values.
      batch.update(questionRef(questionId), { replies: arrayRemove(storedReplies[index]) });
      if (reply.userId !== user.id) {
        recordIn(db, batch, user, 'reponse-supprimee', { id: `${questionId}/${replyId}`, name: reply.userName });
      }
      await queuedWrite(() => batch.commit(), `réponse supprimée, question ${questionId}`);
    },
  };
}
