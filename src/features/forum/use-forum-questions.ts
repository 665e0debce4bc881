import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Attachment, NewQuestion, Question, Reply } from '@/domain/entities';
import type { BackendError } from '@/domain/errors';
import type { ForumFilter } from '@/domain/forum-filter';
import type { MarkName, MarkValue } from '@/domain/question-marks';
import { useBackend } from '@/hooks/backend';
import { usePagedList, type SubscribePages } from '@/hooks/paged-list';

export const QUESTIONS_READY_MARK = 'forum:questions-ready';

/**
 * The questions of one forum, newest first, kept up to date live, one page at a time: `more()`
 * reads the next older page (only what is shown is ever read). `filter` says which (forum-view.ts);
 * give a new one for a new list. Suspends while the backend loads.
 */
export function useForumQuestions(pageId: string, filter: ForumFilter = NO_FILTER) {
  const { questions } = useBackend();
  const subscribe = useCallback<SubscribePages<Question>>(
    (onChange, onError) =>
      questions.subscribe(
        pageId,
        (items, hasMore) => {
          // A User Timing mark for `npm run bench`: the questions are in hand, not yet rendered.
          if (performance.getEntriesByName(QUESTIONS_READY_MARK).length === 0) performance.mark(QUESTIONS_READY_MARK);
          onChange(items, hasMore);
        },
        onError,
        { filter },
      ),
    [questions, pageId, filter],
  );
  return usePagedList(subscribe, 'Les questions du forum n’ont pas pu être lues :');
}

const NO_FILTER: ForumFilter = {};

/** One question, live: undefined while it is read, null when there is none (unknown or deleted). */
export function useQuestion(id: string): { question: Question | null | undefined; error: BackendError | null } {
  const { questions } = useBackend();
  const [state, setState] = useState<{ id: string; question: Question | null; error: BackendError | null } | null>(
    null,
  );
  useEffect(
    () =>
      questions.watch(
        id,
        (question) => setState({ id, question, error: null }),
        (error) => {
          console.error('La question n’a pas pu être lue :', error);
          setState({ id, question: null, error });
        },
      ),
    [questions, id],
  );
  return state?.id === id ? state : { question: undefined, error: null };
}

/**
 * The forum's commands that span more than one backend call. Deleting a question deletes its files
 * first, while the question still proves who may delete them; a failed file deletion is logged and
 * does not stop the rest (spec §8). Taking an attachment out works the same way.
 */
export function useQuestionCommands() {
  const { questions, files } = useBackend();
  return useMemo(
    () => ({
      async deleteQuestion(question: Question) {
        await Promise.all(question.attachments.map((attachment) => files.remove(attachment, question.id)));
        await questions.remove(question.id);
      },
      async removeAttachment(question: Question, attachment: Attachment) {
        await files.remove(attachment, question.id);
        await questions.removeAttachment(question.id, attachment);
      },
      ask: (question: NewQuestion) => questions.ask(question),
      removeReply: (question: Question, reply: Reply) => questions.removeReply(question.id, reply.id),
      reply: (question: Question, text: string) => questions.reply(question.id, text),
      edit: (question: Question, text: string) => questions.edit(question.id, text),
      follow: (question: Question, following: boolean) => questions.follow(question.id, following),
      /** Sets or clears a mark of the question (domain/question-marks.ts): « Résolue »… */
      mark: <M extends MarkName>(question: Question, mark: M, value: MarkValue<M>) =>
        questions.mark(question.id, mark, value),
    }),
    [questions, files],
  );
}
