import Dexie from 'dexie';
import type { QuestionService } from '@/backend/types';
import { isSameAttachment } from '@/domain/attachments';
import type { Reply } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { PAGE_SIZE, QUESTION_MAX_LENGTH } from '@/domain/limits';
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
import type { LocalDatabase, QuestionRecord } from './db';
import { record } from './journal';
import { subscribeLivePages } from './live';
import { countPost } from './rate';
import type { LocalSession } from './session';

export function createLocalQuestions(db: LocalDatabase, session: LocalSession, now: () => Date): QuestionService {
  async function existing(id: string): Promise<QuestionRecord> {
    const question = await db.questions.get(id);
    if (!question) throw new BackendError('not-found');
    return question;
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      return subscribeLivePages(
        async (count) => {
          const records = await db.questions
            .where('[pageId+date]')
            .between([pageId, Dexie.minKey], [pageId, Dexie.maxKey])
            .reverse()
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

    async ask(input) {
      const author = await session.requirePoster();
      const fields = newQuestionFields(author, input);
      const id = crypto.randomUUID();
      const date = now();
      await db.transaction('rw', [db.limits, db.questions, db.files], async () => {
        // Only files this member uploaded, attached nowhere yet: each is bound to this question.
        for (const attachment of fields.attachments) {
          const file = await db.files.get(attachment.publicId);
          if (!file || file.ownerId !== author.id || file.questionId !== null)
            throw new BackendError('permission-denied');
          await db.files.update(file.id, { questionId: id });
        }
        await countPost(db, author.id, 'membre', date);
        await db.questions.add({ ...fields, id, date });
      });
    },

    async edit(id, text) {
      const user = await session.requirePoster();
      const trimmed = checkedText(text, QUESTION_MAX_LENGTH);
      if (!canEditQuestion(user, await existing(id))) throw new BackendError('permission-denied');
      await db.questions.update(id, { question: trimmed });
    },

    async reply(id, text) {
      const author = await session.user();
      if (author?.suspendu) throw new BackendError('account/suspended');
      // Its id starts with the poster's: a member's id, or this browser's visitor's.
      const poster = author?.id ?? session.visitorId();
      const reply: Reply = { ...newReplyFields(author, text, newReplyId(poster)), date: now() };
      await db.transaction('rw', db.limits, db.questions, async () => {
        const question = await existing(id);
        // The last places are kept for its author, approved tutors and responsables (reply-room.ts).
        if (!hasRoomForReply(author, question)) throw new BackendError('question/full');
        // A signed-out visitor is this browser's visitor, limited more strictly than a member.
        await countPost(db, poster, author ? 'membre' : 'visiteur', reply.date);
        // In one IndexedDB transaction: concurrent replies are all kept.
        await db.questions.update(id, { replies: [...question.replies, reply] });
      });
    },

    async remove(id) {
      const user = await session.requireUser();
      const question = await existing(id);
      if (!canDeleteQuestion(user, readQuestion(id, { ...question }))) throw new BackendError('permission-denied');
      await db.transaction('rw', db.questions, db.journal, async () => {
        await db.questions.delete(id);
        if (isResponsable(user) && user.id !== question.userId) {
          await record(db, user, 'question-supprimee', { id, name: question.userName }, now());
        }
      });
    },

    async removeAttachment(id, attachment) {
      const user = await session.requireUser();
      const question = readQuestion(id, { ...(await existing(id)) });
      if (!managesAttachments(user, question)) throw new BackendError('permission-denied');
      const kept = question.attachments.filter((item) => !isSameAttachment(item, attachment));
      if (kept.length === question.attachments.length) return;
      if (leavesQuestionEmpty(question)) throw new BackendError('question/would-be-empty');
      await db.questions.update(id, { attachments: kept });
    },

    async removeReply(questionId, replyId) {
      const user = await session.requireUser();
      await db.transaction('rw', db.questions, db.journal, async () => {
        const stored = (await existing(questionId)).replies;
        const index = stored.findIndex((reply, at) => (reply.id || legacyReplyId(at)) === replyId);
        const reply = stored[index];
        if (!reply) throw new BackendError('not-found');
        if (!canDeleteReply(user, reply)) throw new BackendError('permission-denied');
        await db.questions.update(questionId, { replies: stored.filter((_, at) => at !== index) });
        if (reply.userId !== user.id) {
          await record(db, user, 'reponse-supprimee', { id: `${questionId}/${replyId}`, name: reply.userName }, now());
        }
      });
    },
  };
}
