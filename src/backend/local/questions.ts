import Dexie from 'dexie';
import type { QuestionStore } from '@/backend/use-cases/questions';
import { isSameAttachment } from '@/domain/attachments';
import { BackendError } from '@/domain/errors';
import { passesFilter } from '@/domain/forum-filter';
import { PAGE_SIZE } from '@/domain/limits';
import { photoRemoval } from '@/domain/photo-removal';
import { activityWithout, legacyReplyId, readQuestion } from '@/domain/question-records';
import type { LocalDatabase, QuestionRecord, StoredReply } from './db';
import { addFollowed } from './following';
import { record } from './journal';
import { subscribeLive, subscribeLivePages } from './live';
import { countPost } from './rate';
import type { LocalSession } from './session';

/**
 * Forum questions in IndexedDB (`questions`), as the use cases (backend/use-cases/questions.ts)
 * store them: each write is one Dexie transaction with what goes with it (the rate record, the
 * bound files, the journal line), and the decisions that must see the freshest record (room for a
 * reply, the reply to remove, the files to bind) are the use case's, called inside it.
 */
/**
 * What takes reply `replyId` (by its id, or an old one's place) out of a stored question: the
 * others as they were, the count, and the activity the reply gave taken back (activityWithout). The
 * one way its author and a responsable handling a report take a reply out. Null when it is not there.
 */
export function replyRemoval(question: QuestionRecord, replyId: string) {
  const stored = question.replies;
  const index = stored.findIndex((reply, at) => (reply.id || legacyReplyId(at)) === replyId);
  const found = stored[index];
  if (!found) return null;
  const reply = { ...found, photos: found.photos ?? [] };
  const replies = stored.filter((_, at) => at !== index);
  const activite = activityWithout(stored, index, question.date, question.activite ?? question.date);
  return { reply, changes: { replies, nbReponses: replies.length, activite } };
}

/**
 * Photos are their poster's own uploads (firestore.rules: in their own folder): a photo another
 * member uploaded, or none stored, is refused.
 */
async function requireOwnPhotos(db: LocalDatabase, photos: readonly { publicId: string }[], owner: string | null) {
  for (const photo of photos) {
    const file = await db.files.get(photo.publicId);
    if (!file || file.ownerId !== owner || !file.thumb) throw new BackendError('permission-denied');
  }
}

export function createLocalQuestionStore(db: LocalDatabase, session: LocalSession, now: () => Date): QuestionStore {
  async function existing(id: string): Promise<QuestionRecord> {
    const question = await db.questions.get(id);
    if (!question) throw new BackendError('not-found');
    return question;
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      const filter = options?.filter ?? {};
      return subscribeLivePages(
        async (count) => {
          // IndexedDB bills nothing: the forum's questions, newest first, filtered as they come.
          const records = await db.questions
            .where('[pageId+date]')
            .between([pageId, Dexie.minKey], [pageId, Dexie.maxKey])
            .reverse()
            .filter((question) => passesFilter(question, filter))
            .limit(count)
            .toArray();
          return records.map((question) => readQuestion(question.id, { ...question }));
        },
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    async get(id) {
      const question = await db.questions.get(id);
      return question ? readQuestion(id, { ...question }) : null;
    },

    watch(id, onChange, onError) {
      return subscribeLive(
        async () => {
          const question = await db.questions.get(id);
          return question ? readQuestion(id, { ...question }) : null;
        },
        onChange,
        onError,
      );
    },

    async insert(fields, bindable) {
      const id = crypto.randomUUID();
      const date = now();
      await db.transaction('rw', [db.limits, db.questions, db.files, db.lectures], async () => {
        for (const attachment of fields.attachments) {
          const file = await db.files.get(attachment.publicId);
          if (!file || !bindable(file)) throw new BackendError('permission-denied');
          await db.files.update(file.id, { questionId: id });
        }
        await requireOwnPhotos(db, fields.photos, fields.userId);
        await countPost(db, fields.userId, 'membre', date);
        await db.questions.add({ ...fields, id, date, activite: date });
        await addFollowed(db, fields.userId, id, date);
      });
      return id;
    },

    async setText(id, fields) {
      await db.questions.update(id, fields);
    },

    async setMark(id, mark, value) {
      // The use case checked the value against the mark's type (question-marks.ts).
      await db.questions.update(id, { [mark]: value } as Partial<QuestionRecord>);
    },

    async posterId(author) {
      // A signed-out visitor is this browser's visitor (one id kept in localStorage).
      return author?.id ?? session.visitorId();
    },

    async appendReply(id, fields, poster, check, follower) {
      const reply: StoredReply = { ...fields, date: now() };
      const actor = reply.userId ?? session.visitorId();
      await db.transaction('rw', [db.limits, db.questions, db.lectures, db.files], async () => {
        const question = await existing(id);
        check(readQuestion(id, { ...question }));
        await requireOwnPhotos(db, reply.photos ?? [], reply.userId);
        await countPost(db, actor, poster, reply.date);
        const replies = [...question.replies, reply];
        // In one IndexedDB transaction: concurrent replies are all kept.
        await db.questions.update(id, { replies, nbReponses: replies.length, activite: reply.date });
        if (follower) await addFollowed(db, follower, id, reply.date);
      });
    },

    async remove(id, journal) {
      await db.transaction('rw', db.questions, db.journal, async () => {
        await db.questions.delete(id);
        if (journal) await record(db, journal.by, journal.action, journal.target, now());
      });
    },

    async removeAttachment(id, attachment) {
      const { attachments } = await existing(id);
      const kept = attachments.filter((item) => !isSameAttachment(item, attachment));
      if (kept.length < attachments.length) await db.questions.update(id, { attachments: kept });
    },

    async removePhoto(id, replyId, publicId) {
      await db.transaction('rw', db.questions, async () => {
        const question = await existing(id);
        // The stored values themselves, other replies untouched.
        const changes = photoRemoval(question, replyId, publicId) as Partial<QuestionRecord> | null;
        if (changes) await db.questions.update(id, changes);
      });
    },

    async removeReply(questionId, replyId, decide) {
      await db.transaction('rw', db.questions, db.journal, async () => {
        const removal = replyRemoval(await existing(questionId), replyId);
        if (!removal) throw new BackendError('not-found');
        const journal = decide(removal.reply);
        await db.questions.update(questionId, removal.changes);
        if (journal) await record(db, journal.by, journal.action, journal.target, now());
      });
    },
  };
}
