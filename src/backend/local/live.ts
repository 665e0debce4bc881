import { liveQuery } from 'dexie';
import type { LivePages, OnPage, Unsubscribe } from '@/backend/types';
import { BackendError, errorCode } from '@/domain/errors';

/**
 * Runs `query` now and again whenever the data it read changes, in this tab or in another tab of
 * the same browser (Dexie's liveQuery broadcasts changes between tabs).
 */
export function subscribeLive<T>(
  query: () => Promise<T>,
  onChange: (value: T) => void,
  onError?: (error: BackendError) => void,
): Unsubscribe {
  const subscription = liveQuery(query).subscribe({
    next: onChange,
    error: (error: unknown) => {
      console.error(error);
      onError?.(error instanceof BackendError ? error : new BackendError(errorCode(error), String(error)));
    },
  });
  return () => subscription.unsubscribe();
}

/**
 * The local side of a paged live list (see LivePages): `read(count)` gives the `count` newest
 * items. IndexedDB bills nothing, so each « Voir plus » simply asks for one page more, live; one
 * item beyond the pages shown says whether there is more.
 */
export function subscribeLivePages<T>(
  read: (count: number) => Promise<T[]>,
  size: number,
  onChange: OnPage<T>,
  onError?: (error: BackendError) => void,
): LivePages {
  let pages = 1;
  let closed = false;
  let latest: T[] = [];
  let stop: Unsubscribe = () => {};
  const listen = () => {
    stop();
    const shown = pages * size;
    stop = subscribeLive(
      () => read(shown + 1),
      (items) => {
        latest = items;
        onChange(items.slice(0, shown), items.length > shown);
      },
      onError,
    );
  };
  listen();
  const close = () => {
    closed = true;
    stop();
  };
  return Object.assign(close, {
    more() {
      if (closed || latest.length <= pages * size) return;
      pages += 1;
      listen();
    },
  });
}
