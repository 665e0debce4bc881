import { useCallback, useEffect, useRef, useState } from 'react';
import type { LivePages, OnPage } from '@/backend/types';
import type { BackendError } from '@/domain/errors';

export type PagedList<T> =
  | { status: 'loading'; items: readonly T[]; hasMore: false }
  | { status: 'ready'; items: readonly T[]; hasMore: boolean }
  | { status: 'error'; items: readonly T[]; hasMore: boolean; error: BackendError };

/** A paged live subscription of the backend port (LivePages): calls back with the pages read so far. */
export type SubscribePages<T> = (onChange: OnPage<T>, onError: (error: BackendError) => void) => LivePages;

/**
 * A list read one page at a time and kept live (memoise `subscribe`: a new function is a new list).
 * `more()` reads the next older page; a failure keeps what is shown and says so.
 */
export function usePagedList<T>(subscribe: SubscribePages<T>, failure: string): PagedList<T> & { more: () => void } {
  const [state, setState] = useState<PagedList<T>>({ status: 'loading', items: [], hasMore: false });
  const pages = useRef<LivePages | null>(null);

  useEffect(() => {
    const live = subscribe(
      (items, hasMore) => setState({ status: 'ready', items, hasMore }),
      (error) => {
        console.error(failure, error);
        setState((current) => ({ status: 'error', items: current.items, hasMore: current.hasMore, error }));
      },
    );
    pages.current = live;
    return () => {
      pages.current = null;
      live();
    };
  }, [subscribe, failure]);

  return { ...state, more: useCallback(() => pages.current?.more(), []) };
}
