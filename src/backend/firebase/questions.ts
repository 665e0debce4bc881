import { signInAnonymously, type Auth } from 'firebase/auth';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  increment,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { QuestionStore } from '@/backend/use-cases/questions';
import { isSameAttachment } from '@/domain/attachments';
import { BackendError } from '@/domain/errors';
import { fileRecordId } from '@/domain/files';
import type { ForumFilter } from '@/domain/forum-filter';
import { PAGE_SIZE } from '@/domain/limits';
import { photoRemoval } from '@/domain/photo-removal';
import { activityWithout, legacyReplyId, readQuestion } from '@/domain/question-records';
import { guarded, toBackendError } from './errors';
import { FILES } from './file-records';
import { recordIn } from './journal';
import { subscribePages } from './pages';
import { markPendingQuestion, questionPost, replyPost } from './pending';
import { countPost } from './posting';
import { queuedWrite } from './queued';
import { addFollowedIn } from './reading-marks';

export const QUESTIONS = 'questions';

/**
 * Forum questions in Firestore (`questions`), as the use cases (backend/use-cases/questions.ts)
 * store them; firestore.rules decide the same again on the server. Every post is a batch with the
 * poster's rate record (posting.ts), a deletion by a responsable a batch with its journal line;
 * offline, a write returns once queued (queued.ts), and the page marks a post not yet acknowledged
 * (pending.ts); reads stay as the SDK does them.
 */
/** A question as the page shows it: `pending` while a write of this page is not acknowledged yet. */
const readPending = (id: string, data: DocumentData, pending: boolean) =>
  markPendingQuestion(readQuestion(id, data), pending);

/**
 * The conditions of a forum's list (firestore.indexes.json holds an index for each combination the
 * forum's screen asks: a search alone; a subject and « Sans réponse » or « Mes questions »).
 */
export function forumClauses(pageId: string, filter: ForumFilter = {}): QueryConstraint[] {
  const clauses = [where('pageId', '==', pageId)];
  if (filter.word) return [...clauses, where('mots', 'array-contains', filter.word)];
  if (filter.matiere) clauses.push(where('matiere', '==', filter.matiere));
  if (filter.unanswered) clauses.push(where('nbReponses', '==', 0));
  if (filter.followed) clauses.push(where('id', 'in', [...filter.followed]));
  return clauses;
}

/**
 * What takes reply `replyId` (by its id, or an old one's place: legacyReplyId) out of a stored
 * question, as firestore.rules' removesReply wants it: the stored item exactly as it is (arrayRemove
 * compares whole values), one fewer in the count, and, the last reply gone, the question's activity
 * given back — the stored date before it (the rules compare values). Null when it is not there.
 * The one way both the reply's author and a responsable handling a report take a reply out.
 */
export function replyRemoval(questionId: string, data: DocumentData, replyId: string) {
  const stored: unknown[] = Array.isArray(data.replies) ? data.replies : [];
  const index = stored.findIndex((item, at) => {
    const id = item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined;
    return (typeof id === 'string' && id !== '' ? id : legacyReplyId(at)) === replyId;
  });
  const reply = index < 0 ? undefined : readQuestion(questionId, { replies: [stored[index]] }).replies[0];
  if (!reply) return null;
  const dates = stored.map((item) => ({ date: (item as { date?: unknown } | null)?.date ?? null }));
  const activite = activityWithout(dates, index, data.date ?? null, data.activite ?? null);
  return {
    reply,
    fields: {
      replies: arrayRemove(stored[index]),
      nbReponses: increment(-1),
      ...(activite !== (data.activite ?? null) ? { activite } : {}),
    },
  };
}

export function createFirebaseQuestionStore(db: Firestore, auth: Auth): QuestionStore {
  const questionRef = (id: string) => doc(db, QUESTIONS, id);

  async function storedData(id: string): Promise<DocumentData> {
    const snapshot = await guarded(() => getDoc(questionRef(id)));
    if (!snapshot.exists()) throw new BackendError('not-found');
    return snapshot.data();
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      const forum = query(collection(db, QUESTIONS), ...forumClauses(pageId, options?.filter), orderBy('date', 'desc'));
      return subscribePages(forum, options?.pageSize ?? PAGE_SIZE, readPending, onChange, onError);
    },

    async get(id) {
      const snapshot = await guarded(() => getDoc(questionRef(id)));
      return snapshot.exists() ? readQuestion(id, snapshot.data()) : null;
    },

    watch(id, onChange, onError) {
      return onSnapshot(
        questionRef(id),
        { includeMetadataChanges: true },
        (snapshot) => {
          const data = snapshot.data();
          onChange(data ? readPending(id, data, snapshot.metadata.hasPendingWrites) : null);
        },
        (error) => onError?.(toBackendError(error)),
      );
    },

    // The file records are the rules' to check (owner, attached nowhere yet): not read here.
    async insert(fields) {
      const ref = doc(collection(db, QUESTIONS));
      const counted = await countPost(db, auth, 'membre', `${QUESTIONS}/${ref.id}`);
      const batch = writeBatch(db);
      counted(batch);
      // Each attached file is bound to this question, once.
      for (const attachment of fields.attachments) {
        batch.update(doc(db, FILES, fileRecordId(attachment.publicId)), { questionId: ref.id });
      }
      // Its own id too: the questions a member follows are read by theirs (following.ts).
      batch.set(ref, { ...fields, id: ref.id, date: serverTimestamp(), activite: serverTimestamp() });
      addFollowedIn(batch, db, fields.userId, ref.id);
      await queuedWrite(() => batch.commit(), 'nouvelle question', { post: questionPost(ref.id) });
      return ref.id;
    },

    async setText(id, fields) {
      await queuedWrite(() => updateDoc(questionRef(id), fields), `modification de la question ${id}`, {
        post: questionPost(id),
      });
    },

    async setMark(id, mark, value) {
      await queuedWrite(() => updateDoc(questionRef(id), { [mark]: value }), `marque ${mark}, question ${id}`);
    },

    async posterId(author) {
      if (!author) {
        // A signed-out visitor replies through an anonymous account, so the rules can count their replies.
        await guarded(() => auth.authStateReady());
        if (!auth.currentUser) await guarded(() => signInAnonymously(auth));
      }
      const uid = auth.currentUser?.uid;
      if (!uid) throw new BackendError('auth/requires-login');
      return uid;
    },

    // The question was read just before (the use case's check); the rules check the room again.
    async appendReply(id, fields, poster, _check, follower) {
      // serverTimestamp() is refused inside arrays, hence the client's clock (the rules keep it
      // within a week before and a day after the server's).
      const reply = { ...fields, date: Timestamp.now() };
      const counted = await countPost(db, auth, poster, `${QUESTIONS}/${id}`);
      const batch = writeBatch(db);
      counted(batch);
      // Atomic transforms: replies written at the same moment by two people are all kept, and counted.
      batch.update(questionRef(id), {
        replies: arrayUnion(reply),
        nbReponses: increment(1),
        activite: serverTimestamp(),
      });
      if (follower) addFollowedIn(batch, db, follower, id);
      await queuedWrite(() => batch.commit(), `réponse, question ${id}`, { post: replyPost(reply.id) });
    },

    async remove(id, journal) {
      const batch = writeBatch(db);
      batch.delete(questionRef(id));
      if (journal) recordIn(db, batch, journal.by, journal.action, journal.target);
      await queuedWrite(() => batch.commit(), `suppression de la question ${id}`);
    },

    async removeAttachment(id, attachment) {
      const data = await storedData(id);
      // arrayRemove needs the stored objects exactly as they are (an old client may have added keys).
      const storedItems: unknown[] = Array.isArray(data.attachments) ? data.attachments : [];
      const matches = storedItems.filter((item) => isSameAttachment(item, attachment));
      if (matches.length === 0) return;
      await queuedWrite(
        () => updateDoc(questionRef(id), { attachments: arrayRemove(...matches) }),
        `pièce jointe retirée de la question ${id}`,
      );
    },

    async removePhoto(id, replyId, publicId) {
      const changes = photoRemoval(await storedData(id), replyId, publicId);
      if (!changes) return;
      await queuedWrite(() => updateDoc(questionRef(id), changes), `photo retirée de la question ${id}`);
    },

    async removeReply(questionId, replyId, decide) {
      const removal = replyRemoval(questionId, await storedData(questionId), replyId);
      if (!removal) throw new BackendError('not-found');
      const journal = decide(removal.reply);
      const batch = writeBatch(db);
      batch.update(questionRef(questionId), removal.fields);
      if (journal) recordIn(db, batch, journal.by, journal.action, journal.target);
      await queuedWrite(() => batch.commit(), `réponse supprimée, question ${questionId}`);
    },
  };
}
