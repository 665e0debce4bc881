import { useCallback } from 'react';
import type { Question } from '@/backend/types';
import { useBackend } from './backend';
import { useLiveList, type LiveList, type Subscribe } from './live-list';

/** The questions of one forum, newest first, kept up to date live. Suspends while the backend loads. */
export function useForumQuestions(pageId: string): LiveList<Question> {
  const { questions } = useBackend();
  const subscribe = useCallback<Subscribe<Question>>(
    (onChange, onError) => questions.subscribe(pageId, onChange, onError),
    [questions, pageId],
  );
  return useLiveList(subscribe, 'Les questions du forum n’ont pas pu être lues :');
}
