import type { Auth } from 'firebase/auth';
import {
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { QUESTION_MAX_LENGTH } from '@/domain/limits';
import { checkedText, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { canDeleteQuestion, canEditQuestion, canRemoveAttachment } from '@/domain/permissions';
import { readQuestion } from '@/domain/records';
import { BackendError, type Attachment, type Question, type QuestionService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { guarded } from './errors';
import { subscribeQuery } from './live';
import { queuedWrite } from './queued';
import { currentProfile, requireProfile, requireUid } from './users';

export const QUESTIONS = 'questions';

/** Matched on the public id, or on the URL for an old attachment stored without one. */
function isSameAttachment(item: unknown, attachment: Attachment): boolean {
  if (!item || typeof item !== 'object') return false;
  const { publicId, url } = item as Partial<Record<keyof Attachment, unknown>>;
  return attachment.publicId ? publicId === attachment.publicId : url === attachment.url;
}

/**
 * Forum questions in `questions`. The permission checks here only spare a doomed request and give
 * the same codes as the local adapter; firestore.rules enforces the same rules on the server.
 * Offline, a write returns once queued (queued.ts); reads stay as the SDK does them.
 */
export function createFirebaseQuestions(db: Firestore, auth: Auth, profiles: ProfileStore): QuestionService {
  const questionRef = (id: string) => doc(db, QUESTIONS, id);

  async function stored(id: string): Promise<{ question: Question; data: DocumentData }> {
    const snapshot = await guarded(() => getDoc(questionRef(id)));
    if (!snapshot.exists()) throw new BackendError('not-found');
    const data = snapshot.data();
    return { question: readQuestion(id, data), data };
  }

  async function signedInProfile() {
    return requireProfile(profiles, await requireUid(auth));
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      const newestFirst = [where('pageId', '==', pageId), orderBy('date', 'desc')] as const;
      const forum = options?.limit
        ? query(collection(db, QUESTIONS), ...newestFirst, limit(options.limit))
        : query(collection(db, QUESTIONS), ...newestFirst);
      return subscribeQuery(forum, readQuestion, onChange, onError);
    },

    async ask(input) {
      const fields = newQuestionFields(await signedInProfile(), input);
      const question = { ...fields, date: serverTimestamp() };
      await queuedWrite(() => addDoc(collection(db, QUESTIONS), question), 'nouvelle question');
    },

    async edit(id, text) {
      const user = await signedInProfile();
      const trimmed = checkedText(text, QUESTION_MAX_LENGTH);
      if (!canEditQuestion(user, (await stored(id)).question)) throw new BackendError('permission-denied');
      await queuedWrite(() => updateDoc(questionRef(id), { question: trimmed }), `modification de la question ${id}`);
    },

    async reply(id, text) {
      // serverTimestamp() is refused inside arrays, hence the client's clock.
      const reply = { ...newReplyFields(await currentProfile(auth, profiles), text), date: Timestamp.now() };
      // An atomic append: replies written at the same moment by two people are all kept.
      await queuedWrite(() => updateDoc(questionRef(id), { replies: arrayUnion(reply) }), `réponse, question ${id}`);
    },

    async remove(id) {
      const user = await signedInProfile();
      if (!canDeleteQuestion(user, (await stored(id)).question)) throw new BackendError('permission-denied');
      await queuedWrite(() => deleteDoc(questionRef(id)), `suppression de la question ${id}`);
    },

    async removeAttachment(id, attachment) {
      const user = await signedInProfile();
      const { question, data } = await stored(id);
      if (!canRemoveAttachment(user, question)) throw new BackendError('permission-denied');
      // arrayRemove needs the stored objects exactly as they are (an old client may have added keys).
      const storedItems: unknown[] = Array.isArray(data.attachments) ? data.attachments : [];
      const matches = storedItems.filter((item) => isSameAttachment(item, attachment));
      if (matches.length === 0) return;
      await queuedWrite(
        () => updateDoc(questionRef(id), { attachments: arrayRemove(...matches) }),
        `pièce jointe retirée de la question ${id}`,
      );
    },
  };
}
