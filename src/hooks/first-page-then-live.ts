import type { LivePages, OnPage } from '@/backend/types';
import { BackendError } from '@/domain/errors';

export interface QuickThenLive<V, S extends () => void> {
  /** The value read once, quickly (one request), or null where there is no such read. */
  quick: ((signal: AbortSignal) => Promise<V>) | null;
  /** Subscribes to the live value once the backend is there (its download may take seconds). */
  live: (onValue: (value: V) => void, onError: (error: BackendError) => void) => Promise<S>;
  /** Resolves when someone else has loaded the backend (a member's session): live starts then. */
  backendLoaded: Promise<unknown>;
}

/**
 * A value on screen before the backend (issue 34): on a phone network the Firebase SDK's
 * download, start and handshake take seconds, a REST read one round trip. The quick value shows
 * first; the live subscription starts once it is on screen (so that the SDK does not compete with
 * it for a slow link), or at once when the backend is there already, and has the last word from
 * its first answer on (`fromLive`). A backend that cannot download is the value's error.
 * `startLive` starts the subscription at once (a reader asking for more than the quick value).
 */
export function quickThenLive<V, S extends () => void>(
  { quick, live, backendLoaded }: QuickThenLive<V, S>,
  onValue: (value: V, fromLive: boolean) => void,
  onError: (error: BackendError) => void,
  onSubscribed?: (subscription: S) => void,
): { stop: () => void; startLive: () => void } {
  const aborted = new AbortController();
  let heard = false;
  let started = false;
  let subscription: S | null = null;

  const startLive = () => {
    if (started || aborted.signal.aborted) return;
    started = true;
    live((value) => {
      heard = true;
      onValue(value, true);
    }, onError).then(
      (subscribed) => {
        if (aborted.signal.aborted) return subscribed();
        subscription = subscribed;
        onSubscribed?.(subscribed);
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
        (value) => {
          if (!aborted.signal.aborted && !heard) onValue(value, false);
        },
        // The live subscription says what went wrong, if anything did.
        () => undefined,
      )
      .finally(startLive);
    void backendLoaded.then(startLive);
  } else {
    startLive();
  }

  return {
    stop: () => {
      aborted.abort();
      subscription?.();
    },
    startLive,
  };
}

export interface FirstPageThenLive<T> {
  /** The first page read once, quickly (one request), or null where there is no such read. */
  quick: ((signal: AbortSignal) => Promise<{ items: T[]; hasMore: boolean }>) | null;
  /** Subscribes to the live list once the backend is there. */
  live: (onChange: OnPage<T>, onError: (error: BackendError) => void) => Promise<LivePages>;
  backendLoaded: Promise<unknown>;
}

/**
 * A paged live list whose first page is on screen before the backend (quickThenLive). « Voir
 * plus » before the live list has its first page starts it, and asks it for more once that page
 * is in. What is shown stays when the list fails.
 */
export function firstPageThenLive<T>(
  { quick, live, backendLoaded }: FirstPageThenLive<T>,
  onChange: OnPage<T>,
  onError: (error: BackendError) => void,
): LivePages {
  let heard = false;
  let pages: LivePages | null = null;
  let moreWanted = false;

  // « Voir plus » pressed before the live list had its first page: asked once that page is in.
  const moreIfWanted = () => {
    if (!moreWanted || !heard || !pages) return;
    moreWanted = false;
    pages.more();
  };
  const { stop, startLive } = quickThenLive<{ items: T[]; hasMore: boolean }, LivePages>(
    {
      quick,
      live: (onPage, liveError) => live((items, hasMore) => onPage({ items, hasMore }), liveError),
      backendLoaded,
    },
    ({ items, hasMore }, fromLive) => {
      onChange(items, hasMore);
      if (!fromLive) return;
      heard = true;
      queueMicrotask(moreIfWanted);
    },
    onError,
    (subscribed) => {
      pages = subscribed;
      moreIfWanted();
    },
  );

  return Object.assign(stop, {
    more() {
      if (pages && heard) pages.more();
      else {
        moreWanted = true;
        startLive();
      }
    },
  });
}
