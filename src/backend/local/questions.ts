import Dexie from 'dexie';
import { QUESTION_MAX_LENGTH, REPLIES_MAX } from '@/domain/limits';
import { checkedText, newQuestionFields, newReplyFields } from '@/domain/new-records';
import { canDeleteQuestion, canEditQuestion, canRemoveAttachment } from '@/domain/permissions';
import { readQuestion } from '@/domain/records';
import { BackendError, type QuestionService, type Reply } from '@/backend/types';
import type { LocalDatabase, QuestionRecord } from './db';
import { subscribeLive } from './live';
import type { LocalSession } from './session';

export function createLocalQuestions(db: LocalDatabase, session: LocalSession): QuestionService {
  async function existing(id: string): Promise<QuestionRecord> {
    const question = await db.questions.get(id);
    if (!question) throw new BackendError('not-found');
    return question;
  }

  return {
    subscribe(pageId, onChange, onError, options) {
      return subscribeLive(
        async () => {
          const newestFirst = db.questions
            .where('[pageId+date]')
            .between([pageId, Dexie.minKey], [pageId, Dexie.maxKey])
            .reverse();
          const records = await (options?.limit ? newestFirst.limit(options.limit) : newestFirst).toArray();
          return records.map((record) => readQuestion(record.id, { ...record }));
        },
        onChange,
        onError,
      );
    },

    async ask(input) {
      const fields = newQuestionFields(await session.requireUser(), input);
      await db.questions.add({ ...fields, id: crypto.randomUUID(), date: new Date() });
    },

    async edit(id, text) {
      const user = await session.requireUser();
      const trimmed = checkedText(text, QUESTION_MAX_LENGTH);
      if (!canEditQuestion(user, await existing(id))) throw new BackendError('permission-denied');
      await db.questions.update(id, { question: trimmed });
    },

    async reply(id, text) {
      const reply: Reply = { ...newReplyFields(await session.user(), text), date: new Date() };
      // modify() reads and writes in one IndexedDB transaction: concurrent replies are all kept.
      let full = false;
      const updated = await db.questions.where('id').equals(id).modify((question) => {
        if (question.replies.length >= REPLIES_MAX) full = true;
        else question.replies.push(reply);
      });
      if (updated === 0) throw new BackendError('not-found');
      if (full) throw new BackendError('resource-exhausted');
    },

    async remove(id) {
      const user = await session.requireUser();
      if (!canDeleteQuestion(user, await existing(id))) throw new BackendError('permission-denied');
      await db.questions.delete(id);
    },

    async removeAttachment(id, attachment) {
      const user = await session.requireUser();
      const question = await existing(id);
      if (!canRemoveAttachment(user, question)) throw new BackendError('permission-denied');
      await db.questions.update(id, {
        attachments: question.attachments.filter((kept) => kept.publicId !== attachment.publicId),
      });
    },
  };
}
