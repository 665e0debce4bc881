import { useEffect, useState } from 'react';
import type { BackendError, Question } from '@/backend/types';
import { useBackend } from './backend';

export type ForumState =
  | { status: 'loading'; questions: readonly Question[] }
  | { status: 'ready'; questions: readonly Question[] }
  | { status: 'error'; questions: readonly Question[]; error: BackendError };

const LOADING: ForumState = { status: 'loading', questions: [] };

/**
 * The questions of one forum, newest first, kept up to date live. A failure keeps the questions
 * already shown and says so. Suspends while the backend loads.
 */
export function useForumQuestions(pageId: string): ForumState {
  const backend = useBackend();
  const [state, setState] = useState<ForumState>(LOADING);

  // Each forum page is keyed by its page id: a new pageId is a new screen, no reset needed here.
  useEffect(() => {
    return backend.questions.subscribe(
      pageId,
      (questions) => setState({ status: 'ready', questions }),
      (error) => {
        console.error('Les questions du forum n’ont pas pu être lues :', error);
        setState((current) => ({ status: 'error', questions: current.questions, error }));
      },
    );
  }, [backend, pageId]);

  return state;
}
