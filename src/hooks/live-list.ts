import { useEffect, useState } from 'react';
import type { Unsubscribe } from '@/backend/types';
import type { BackendError } from '@/domain/errors';

export type LiveList<T> =
  | { status: 'loading'; items: readonly T[] }
  | { status: 'ready'; items: readonly T[] }
  | { status: 'error'; items: readonly T[]; error: BackendError };

/** A live subscription of the backend port: calls back with each new list, or with a failure. */
export type Subscribe<T> = (onChange: (items: T[]) => void, onError: (error: BackendError) => void) => Unsubscribe;

/**
 * A list kept up to date live by `subscribe` (memoise it: a new function is a new subscription).
 * A failure keeps the items already shown and says so; `failure` is logged with the error.
 */
export function useLiveList<T>(subscribe: Subscribe<T>, failure: string): LiveList<T> {
  const [state, setState] = useState<LiveList<T>>({ status: 'loading', items: [] });

  // Screens are keyed by what they show: a new subscription is a new screen, no reset needed here.
  useEffect(() => {
    return subscribe(
      (items) => setState({ status: 'ready', items }),
      (error) => {
        console.error(failure, error);
        setState((current) => ({ status: 'error', items: current.items, error }));
      },
    );
  }, [subscribe, failure]);

  return state;
}
