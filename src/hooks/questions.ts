import { useCallback } from 'react';
import type { Question } from '@/backend/types';
import { useBackend } from './backend';
import { useLiveList, type LiveList, type Subscribe } from './live-list';

export const QUESTIONS_READY_MARK = 'forum:questions-ready';

/**
 * The `limit` newest questions of one forum, kept up to date live, and whether there are more.
 * One more than shown is asked for, to know. Suspends while the backend loads.
 */
export function useForumQuestions(pageId: string, limit: number): LiveList<Question> & { more: boolean } {
  const { questions } = useBackend();
  const subscribe = useCallback<Subscribe<Question>>(
    (onChange, onError) =>
      questions.subscribe(
        pageId,
        (items) => {
          // A User Timing mark for `npm run bench`: the questions are in hand, not yet rendered.
          if (performance.getEntriesByName(QUESTIONS_READY_MARK).length === 0) performance.mark(QUESTIONS_READY_MARK);
          onChange(items);
        },
        onError,
        { limit: limit + 1 },
      ),
    [questions, pageId, limit],
  );
  const state = useLiveList(subscribe, 'Les questions du forum n’ont pas pu être lues :');

  return { ...state, items: state.items.slice(0, limit), more: state.items.length > limit };
}
