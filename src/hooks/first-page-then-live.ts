import type { LivePages, OnPage } from '@/backend/types';
import { BackendError } from '@/domain/errors';

export interface FirstPageThenLive<T> {
  /** The first page read once, quickly (one request), or null where there is no such read. */
  quick: ((signal: AbortSignal) => Promise<{ items: T[]; hasMore: boolean }>) | null;
  /** Subscribes to the live list once the backend is there (its download may take seconds). */
  live: (onChange: OnPage<T>, onError: (error: BackendError) => void) => Promise<LivePages>;
  /** Resolves when someone else has loaded the backend (a member's session): live starts then. */
  backendLoaded: Promise<unknown>;
}

/**
 * A paged live list whose first page is on screen before the backend (issue 34): on a phone
 * network the Firebase SDK's download, start and handshake take seconds, a REST read one round
 * trip. The quick page shows first; the live list starts once it is on screen (so that the SDK
 * does not compete with it for a slow link), or at once when the backend is there already, and
 * has the last word from its first answer on. « Voir plus » before the live list waits for it.
 * A backend that cannot download is the list's error (what is shown stays).
 */
export function firstPageThenLive<T>(
  { quick, live, backendLoaded }: FirstPageThenLive<T>,
  onChange: OnPage<T>,
  onError: (error: BackendError) => void,
): LivePages {
  const aborted = new AbortController();
  let heard = false;
  let pages: LivePages | null = null;
  let starting = false;
  let moreWanted = false;

  // « Voir plus » pressed before the live list had its first page: asked once that page is in.
  const moreIfWanted = () => {
    if (!moreWanted || !heard || !pages) return;
    moreWanted = false;
    pages.more();
  };
  const start = () => {
    if (starting || aborted.signal.aborted) return;
    starting = true;
    live((items, hasMore) => {
      heard = true;
      onChange(items, hasMore);
      queueMicrotask(moreIfWanted);
    }, onError).then(
      (subscribed) => {
        if (aborted.signal.aborted) return subscribed();
        pages = subscribed;
        moreIfWanted();
      },
      (error: unknown) => {
        if (aborted.signal.aborted) return;
        onError(
          error instanceof BackendError ? error : new BackendError('unavailable', String(error), { cause: error }),
        );
      },
    );
  };

  if (quick) {
    quick(aborted.signal)
      .then(
        ({ items, hasMore }) => {
          if (!aborted.signal.aborted && !heard) onChange(items, hasMore);
        },
        // The live list says what went wrong, if anything did.
        () => undefined,
      )
      .finally(start);
    void backendLoaded.then(start);
  } else {
    start();
  }

  const stop = () => {
    aborted.abort();
    pages?.();
  };
  return Object.assign(stop, {
    more() {
      if (pages && heard) pages.more();
      else {
        moreWanted = true;
        start();
      }
    },
  });
}
