import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ForumReader } from '@/backend/types';
import type { Attachment, NewQuestion, Question, Reply } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { ForumFilter } from '@/domain/forum-filter';
import { photoRemovalLeavesEmpty, postedFiles, type Photo } from '@/domain/photos';
import type { MarkName, MarkValue } from '@/domain/question-marks';
import { useBackendHandle } from '@/hooks/backend';
import { firstPageThenLive, quickThenLive } from '@/hooks/first-page-then-live';
import { usePagedList, type SubscribePages } from '@/hooks/paged-list';

export const QUESTIONS_READY_MARK = 'forum:questions-ready';

/**
 * The questions of one forum, newest first, kept up to date live, one page at a time: `more()`
 * reads the next older page (only what is shown is ever read). `filter` says which (forum-view.ts);
 * give a new one for a new list. Never suspends: the whole forum's first page is read in one
 * request where the backend offers it (Firebase mode: REST, issue 34) while the backend loads,
 * which then keeps the list live (hooks/first-page-then-live.ts).
 */
export function useForumQuestions(pageId: string, filter: ForumFilter = NO_FILTER) {
  const handle = useBackendHandle();
  const subscribe = useCallback<SubscribePages<Question>>(
    (onChange, onError) => {
      const delivered = (items: Question[], hasMore: boolean) => {
        // A User Timing mark for `npm run bench`: the questions are in hand, not yet rendered.
        if (performance.getEntriesByName(QUESTIONS_READY_MARK).length === 0) performance.mark(QUESTIONS_READY_MARK);
        onChange(items, hasMore);
      };
      return firstPageThenLive(
        {
          quick: isWholeForum(filter) ? async (signal) => (await quickReader(handle)).firstPage(pageId, signal) : null,
          live: async (liveChange, liveError) =>
            (await handle.load()).questions.subscribe(pageId, liveChange, liveError, { filter }),
          backendLoaded: handle.loaded,
        },
        delivered,
        onError,
      );
    },
    [handle, pageId, filter],
  );
  return usePagedList(subscribe, 'Les questions du forum n’ont pas pu être lues :');
}

const NO_FILTER: ForumFilter = {};

/** The forum's quick reader where the backend offers one (Firebase mode: REST); else a refusal, and the live read alone. */
async function quickReader(handle: ReturnType<typeof useBackendHandle>): Promise<ForumReader> {
  const { forum } = await handle.loadPublic();
  if (!forum) throw new Error('Pas de lecture rapide du forum ici.');
  return forum;
}

/** Whether the list is the whole forum (no filter, no search): the one a quick read gives. */
function isWholeForum(filter: ForumFilter): boolean {
  return !filter.matiere && !filter.unanswered && !filter.followedBy && !filter.followed && !filter.word;
}

/**
 * One question, live: undefined while it is read, null when there is none (unknown or deleted).
 * Never suspends: read once quickly where the backend offers it (Firebase mode: its document over
 * REST, issue 34), then live from the backend, which has the last word once it answers.
 */
export function useQuestion(id: string): { question: Question | null | undefined; error: BackendError | null } {
  const handle = useBackendHandle();
  const [state, setState] = useState<{ id: string; question: Question | null; error: BackendError | null } | null>(
    null,
  );
  useEffect(
    () =>
      quickThenLive<Question | null, () => void>(
        {
          quick: async (signal) => (await quickReader(handle)).question(id, signal),
          live: async (onValue, onError) => (await handle.load()).questions.watch(id, onValue, onError),
          backendLoaded: handle.loaded,
        },
        (question) => setState({ id, question, error: null }),
        (error) => {
          console.error('La question n’a pas pu être lue :', error);
          setState({ id, question: null, error });
        },
      ).stop,
    [handle, id],
  );
  return state?.id === id ? state : { question: undefined, error: null };
}

/**
 * The forum's commands that span more than one backend call. Deleting a question deletes its files
 * first, while the question still proves who may delete them; a failed file deletion is logged and
 * does not stop the rest (spec §8). Taking an attachment out works the same way.
 */
export function useQuestionCommands() {
  // The backend is asked for when a command runs, not to render: a question shown from the quick
  // first page does not wait for the SDK to offer its buttons (a member's session has it loaded).
  const { load } = useBackendHandle();
  return useMemo(() => {
    const questions = async () => (await load()).questions;
    const files = async () => (await load()).files;
    return {
      async deleteQuestion(question: Question) {
        const stored = await files();
        await Promise.all(postedFiles(question).map((file) => stored.remove(file, question.id)));
        await (await questions()).remove(question.id);
      },
      async removeAttachment(question: Question, attachment: Attachment) {
        await (await files()).remove(attachment, question.id);
        await (await questions()).removeAttachment(question.id, attachment);
      },
      /** A photo of the question (reply null) or of one of its replies (issue 36). */
      async removePhoto(question: Question, reply: Reply | null, photo: Photo) {
        // Never the last thing a post shows, said before anything is deleted.
        const post = reply
          ? { text: reply.reply, photos: reply.photos }
          : { text: question.question, attachments: question.attachments, photos: question.photos };
        if (photoRemovalLeavesEmpty(post)) throw new BackendError('question/would-be-empty');
        // The file first, while the post still proves a moderator may delete it (as for a PDF).
        await (await files()).remove(photo, question.id);
        await (await questions()).removePhoto(question.id, reply?.id ?? null, photo);
      },
      ask: async (question: NewQuestion) => (await questions()).ask(question),
      async removeReply(question: Question, reply: Reply) {
        const stored = await files();
        await Promise.all(reply.photos.map((photo) => stored.remove(photo, question.id)));
        await (await questions()).removeReply(question.id, reply.id);
      },
      reply: async (question: Question, text: string, photos: readonly Photo[] = []) =>
        (await questions()).reply(question.id, text, photos),
      edit: async (question: Question, text: string) => (await questions()).edit(question.id, text),
      follow: async (question: Question, following: boolean) => (await questions()).follow(question.id, following),
      /** Sets or clears a mark of the question (domain/question-marks.ts): « Résolue »… */
      mark: async <M extends MarkName>(question: Question, mark: M, value: MarkValue<M>) =>
        (await questions()).mark(question.id, mark, value),
    };
  }, [load]);
}
