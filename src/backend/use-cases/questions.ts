import type { QuestionService } from '@/backend/types';
import { isSameAttachment } from '@/domain/attachments';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { Attachment, JournalAction, Question, Reply, UserProfile } from '@/domain/entities';
import { BackendError, errorCode } from '@/domain/errors';
import { QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from '@/domain/limits';
import { checkedPhotos, checkedText, newQuestionFields, newReplyFields, newReplyId } from '@/domain/new-records';
import { NO_NOTIFIER, type Notifier } from '@/domain/notifications';
import {
  canDeleteQuestion,
  canDeleteReply,
  canEditQuestion,
  canFollow,
  canMark,
  canRemovePhoto,
  isResponsable,
  leavesQuestionEmpty,
  managesAttachments,
} from '@/domain/permissions';
import { photoRemovalLeavesEmpty } from '@/domain/photos';
import { acceptsMark, type MarkName, type QuestionMarks } from '@/domain/question-marks';
import type { Poster } from '@/domain/rate-limit';
import { hasRoomForReply } from '@/domain/reply-room';
import { searchWords } from '@/domain/search-words';
import { requirePoster, requirePublisher, requireUser, type Acting } from './acting';
import { setFollowing, subscribeFollowedPages, type FollowedMarks } from './following';

/**
 * The forum questions' workflow, decided once for both adapters: who acts (acting.ts), what they
 * may do (domain/permissions.ts), the room left for a reply (domain/reply-room.ts), a question left
 * empty, and which deletions the responsables' journal records. Each adapter only stores
 * (QuestionStore: local/questions.ts in IndexedDB, firebase/questions.ts in Firestore, whose rules
 * say the same again on the server).
 */

/** A new question's fields as the author's profile gives them (domain/new-records.ts). */
export type NewQuestionFields = ReturnType<typeof newQuestionFields>;
/** A new reply's fields, id included; the store adds its own kind of date. */
export type NewReplyFields = ReturnType<typeof newReplyFields>;

/** A line of the responsables' journal, written by the store in the same write as the deletion. */
export interface JournalLine {
  by: UserProfile;
  action: JournalAction;
  target: { id: string; name: string };
}

/** A file record as binding it to a new question needs to see it. */
export interface BindableFile {
  ownerId: string;
  questionId: string | null;
}

/**
 * Where questions are kept: reads and writes only, no decision. Where a decision must see the
 * freshest record in the same transaction as the write, the store calls back the one the use case
 * passes (`check`, `decide`, `bindable`) and lets what it throws end the write.
 */
export interface QuestionStore {
  subscribe: QuestionService['subscribe'];
  get(id: string): Promise<Question | null>;
  /**
   * Adds the question with the author's rate record (RATE_LIMITS 'membre') and binds each attached
   * file to it, in one write; its author follows it from then on (their own marks, in the same
   * write: domain/following.ts). A store that sees the file records refuses (permission-denied) a
   * file `bindable` refuses; Firestore's rules check the same on the server. Resolves with its id.
   */
  insert(fields: NewQuestionFields, bindable: (file: BindableFile) => boolean): Promise<string>;
  /** One question, live (null once it is gone). */
  watch: QuestionService['watch'];
  /** Replaces the question's text and the words it is found by. */
  setText(id: string, fields: { question: string; mots: string[] }): Promise<void>;
  /** Writes one mark of the question (its field of the same name). */
  setMark(id: string, mark: MarkName, value: QuestionMarks[MarkName]): Promise<void>;
  /**
   * The id a reply is posted under: a member's own, or the signed-out visitor's (this browser's,
   * or an anonymous account made now).
   */
  posterId(author: UserProfile | null): Promise<string>;
  /**
   * Appends the reply atomically (concurrent replies are all kept), dated by the store, with the
   * poster's rate record; the question's reply count and last activity follow, and `follower` (a
   * member replying) follows it (their own marks, in the same write). A store that reads the question in its transaction calls
   * `check` on it first (it throws to refuse); not-found when the question is gone.
   */
  appendReply(
    id: string,
    reply: NewReplyFields,
    poster: Poster,
    check: (question: Question) => void,
    follower: string | null,
  ): Promise<void>;
  /** Deletes the question, and writes the journal line with it when there is one. */
  remove(id: string, journal: JournalLine | null): Promise<void>;
  /** Takes out every stored attachment that is this one (nothing when none is). */
  removeAttachment(id: string, attachment: Attachment): Promise<void>;
  /**
   * Takes the photo `publicId` out of the question (replyId null) or of that reply, the rest as
   * stored (a reply left without photos loses its `photos` key). Nothing when it is not there.
   */
  removePhoto(id: string, replyId: string | null, publicId: string): Promise<void>;
  /**
   * Finds the reply (by its id, or an old one's place: legacyReplyId) in the stored question
   * (not-found when either is gone), asks `decide` (which throws to refuse, or returns the journal
   * line to write), and removes it, with that line, in one write.
   */
  removeReply(questionId: string, replyId: string, decide: (reply: Reply) => JournalLine | null): Promise<void>;
}

/**
 * `marks`: the members' own reading marks (following.ts), where « Suivre » writes and whence
 * « Mes questions » learns which questions to show.
 */
export function questionUseCases(
  store: QuestionStore,
  acting: Acting,
  marks: FollowedMarks,
  notifier: Notifier = NO_NOTIFIER,
): QuestionService {
  async function existing(id: string): Promise<Question> {
    const question = await store.get(id);
    if (!question) throw new BackendError('not-found');
    return question;
  }

  /** The last places are kept for its author, approved tutors and responsables (reply-room.ts). */
  function roomFor(author: UserProfile | null) {
    return (question: Question) => {
      if (!hasRoomForReply(author, question)) throw new BackendError('question/full');
    };
  }

  /** Whether the question has no room left for this poster's reply now (false when it cannot be read). */
  async function isFull(id: string, author: UserProfile | null): Promise<boolean> {
    try {
      return !hasRoomForReply(author, await existing(id));
    } catch {
      return false;
    }
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      const filter = options?.filter;
      if (!filter?.followedBy) return store.subscribe(pageId, onChange, onError, options);
      // « Mes questions »: the ones the member's own marks name (nobody else's are readable).
      return subscribeFollowedPages(
        marks,
        filter.followedBy,
        (followed, onPage, onFailure) =>
          store.subscribe(pageId, onPage, onFailure, { ...options, filter: { ...filter, followedBy: null, followed } }),
        onChange,
        onError,
      );
    },

    get: (id) => store.get(id),

    watch: (id, onChange, onError) => store.watch(id, onChange, onError),

    async follow(id, following) {
      const user = await requireUser(acting);
      if (!canFollow(user)) throw new BackendError('permission-denied');
      // A question gone is said so, rather than followed.
      await setFollowing(marks, user, await existing(id), following);
    },

    async ask(input) {
      const author = await requirePublisher(acting);
      const fields = newQuestionFields(author, input);
      // Only files this member uploaded, attached nowhere yet: each is bound to this question.
      const id = await store.insert(fields, (file) => file.ownerId === author.id && file.questionId === null);
      notifier.tell({ kind: 'question', questionId: id });
    },

    async edit(id, text) {
      const user = await requirePoster(acting);
      const trimmed = checkedText(text, QUESTION_MAX_LENGTH);
      const question = await existing(id);
      if (!canEditQuestion(user, question)) throw new BackendError('permission-denied');
      await store.setText(id, { question: trimmed, mots: searchWords(trimmed, question.matiere) });
    },

    async reply(id, text, photos = []) {
      const author = await acting.viewer();
      if (author?.suspendu) throw new BackendError('account/suspended');
      if (author && awaitsAuthorisation(author)) throw new BackendError('account/awaiting-authorisation');
      // Photos are a member's uploads: a signed-out visitor has none to attach.
      if (photos.length > 0 && !author) throw new BackendError('auth/requires-login');
      // Nothing to read for a reply that will be refused (blank only beside a photo).
      if (photos.length === 0) checkedText(text, REPLY_MAX_LENGTH);
      const room = roomFor(author);
      // Checked before a visitor gets an id; again on the fresh record where the store can.
      const question = await existing(id);
      room(question);
      const shown = checkedPhotos(question.pageId, photos);
      // Its id starts with the poster's (firestore.rules check it): a member's, or the visitor's.
      const reply = newReplyFields(author, text, newReplyId(await store.posterId(author)), shown);
      // A signed-out visitor is limited more strictly than a member (RATE_LIMITS).
      try {
        // A member who replies follows the question (domain/following.ts); a visitor cannot.
        await store.appendReply(id, reply, author ? 'membre' : 'visiteur', room, author?.id ?? null);
        notifier.tell({ kind: 'reply', questionId: id, replyId: reply.id });
      } catch (error) {
        // Someone else's reply took the last place meanwhile: Firestore's rules refuse it bare.
        if (errorCode(error) === 'permission-denied' && (await isFull(id, author))) {
          throw new BackendError('question/full');
        }
        throw error;
      }
    },

    async remove(id) {
      const user = await requireUser(acting);
      const question = await existing(id);
      if (!canDeleteQuestion(user, question)) throw new BackendError('permission-denied');
      // A responsable deleting someone else's question answers for it in the journal.
      const journal: JournalLine | null =
        isResponsable(user) && user.id !== question.userId
          ? { by: user, action: 'question-supprimee', target: { id, name: question.userName } }
          : null;
      await store.remove(id, journal);
    },

    async removeAttachment(id, attachment) {
      const user = await requireUser(acting);
      const question = await existing(id);
      if (!managesAttachments(user, question)) throw new BackendError('permission-denied');
      if (!question.attachments.some((item) => isSameAttachment(item, attachment))) return;
      if (leavesQuestionEmpty(question)) throw new BackendError('question/would-be-empty');
      await store.removeAttachment(id, attachment);
    },

    async removePhoto(id, replyId, photo) {
      const user = await requireUser(acting);
      const question = await existing(id);
      const reply = replyId === null ? null : question.replies.find((item) => item.id === replyId);
      if (reply === undefined) throw new BackendError('not-found');
      const post = reply
        ? { text: reply.reply, photos: reply.photos }
        : { text: question.question, attachments: question.attachments, photos: question.photos };
      if (!canRemovePhoto(user, question, reply, false)) throw new BackendError('permission-denied');
      if (!post.photos.some((item) => item.publicId === photo.publicId)) return;
      if (photoRemovalLeavesEmpty(post)) throw new BackendError('question/would-be-empty');
      await store.removePhoto(id, replyId, photo.publicId);
    },

    async mark(id, mark, value) {
      // A suspended member marks nothing (the table's « actif »), told so rather than refused bare.
      const user = await requirePoster(acting);
      const question = await existing(id);
      if (!canMark(user, mark, question)) throw new BackendError('permission-denied');
      if (!acceptsMark(mark, value, question)) throw new BackendError('invalid-argument');
      if (question[mark] === value) return;
      await store.setMark(id, mark, value);
    },

    async removeReply(questionId, replyId) {
      const user = await requireUser(acting);
      await store.removeReply(questionId, replyId, (reply) => {
        if (!canDeleteReply(user, reply)) throw new BackendError('permission-denied');
        // Someone else's reply (a responsable's doing): the journal says so.
        if (reply.userId === user.id) return null;
        return {
          by: user,
          action: 'reponse-supprimee',
          target: { id: `${questionId}/${replyId}`, name: reply.userName },
        };
      });
    },
  };
}
