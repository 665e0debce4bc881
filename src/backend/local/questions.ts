import Dexie from 'dexie';
import { ANONYMOUS_NAME, QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from '@/domain/limits';
import { canDeleteQuestion, canEditQuestion, canRemoveAttachment } from '@/domain/permissions';
import { readQuestion } from '@/domain/records';
import { fullName, isBlank } from '@/domain/text';
import { BackendError, type QuestionService, type Reply } from '@/backend/types';
import type { LocalDatabase, QuestionRecord } from './db';
import { subscribeLive } from './live';
import type { LocalSession } from './session';

function checkLength(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length > max) throw new BackendError('invalid-argument');
  return trimmed;
}

export function createLocalQuestions(db: LocalDatabase, session: LocalSession): QuestionService {
  async function existing(id: string): Promise<QuestionRecord> {
    const question = await db.questions.get(id);
    if (!question) throw new BackendError('not-found');
    return question;
  }

  return {
    subscribe(pageId, onChange, onError) {
      return subscribeLive(
        async () => {
          const records = await db.questions
            .where('[pageId+date]')
            .between([pageId, Dexie.minKey], [pageId, Dexie.maxKey])
            .reverse()
            .toArray();
          return records.map((record) => readQuestion(record.id, { ...record }));
        },
        onChange,
        onError,
      );
    },

    async ask({ pageId, question, attachments }) {
      const user = await session.requireUser();
      if (isBlank(question) && attachments.length === 0) throw new BackendError('invalid-argument');
      await db.questions.add({
        id: crypto.randomUUID(),
        question: checkLength(question, QUESTION_MAX_LENGTH),
        userId: user.id,
        userName: fullName(user),
        role: user.role,
        classe: user.role === 'parent' ? null : user.classe || null,
        matiere: user.role === 'encadreur' ? user.matiere || null : null,
        date: new Date(),
        pageId,
        attachments,
        replies: [],
      });
    },

    async edit(id, text) {
      const user = await session.requireUser();
      if (isBlank(text)) throw new BackendError('invalid-argument');
      if (!canEditQuestion(user, await existing(id))) throw new BackendError('permission-denied');
      await db.questions.update(id, { question: checkLength(text, QUESTION_MAX_LENGTH) });
    },

    async reply(id, text) {
      if (isBlank(text)) throw new BackendError('invalid-argument');
      const user = await session.user();
      const reply: Reply = {
        reply: checkLength(text, REPLY_MAX_LENGTH),
        userId: user?.id ?? null,
        userName: user ? fullName(user) : ANONYMOUS_NAME,
        userRole: user?.role ?? 'eleve',
        date: new Date(),
      };
      // modify() reads and writes in one IndexedDB transaction: concurrent replies are all kept.
      const updated = await db.questions.where('id').equals(id).modify((question) => {
        question.replies.push(reply);
      });
      if (updated === 0) throw new BackendError('not-found');
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
