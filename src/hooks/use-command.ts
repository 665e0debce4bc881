import { useCallback, useEffect, useRef, useState } from 'react';
import { BackendError, errorCode } from '@/backend/types';

export interface Command<A extends unknown[]> {
  /** Runs the command; resolves true when it succeeded (its failure is in `error`, never thrown). */
  run: (...args: A) => Promise<boolean>;
  busy: boolean;
  /** The last failure, as the backend coded it; null after a success or a reset. */
  error: BackendError | null;
  reset: () => void;
}

/**
 * A backend command for a screen: it says when it is busy and how it failed (an error code for
 * the feature's French catalogue), and logs the failure with `failure`. Screens call intents and
 * render `{ busy, error }`; they never write try/catch themselves. A second run while busy is ignored.
 */
export function useCommand<A extends unknown[]>(action: (...args: A) => Promise<unknown>, failure: string): Command<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BackendError | null>(null);
  const running = useRef(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        await latest.current(...args);
        return true;
      } catch (caught) {
        console.error(failure, caught);
        setError(caught instanceof BackendError ? caught : new BackendError(errorCode(caught), String(caught), { cause: caught }));
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [failure],
  );

  return { run, busy, error, reset: useCallback(() => setError(null), []) };
}
