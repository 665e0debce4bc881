import { useCallback, useEffect, useRef, useState } from 'react';
import { BackendError, errorCode } from '@/domain/errors';
import { withWrittenText, type WrittenText } from './late-writes';

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
 *
 * Options:
 * - `written` names the text the user wrote, for a command that posts one: should the backend let
 *   the write go unanswered (offline, stalled) and the server refuse it later, the text is shown
 *   again (hooks/late-writes.ts);
 * - `foreseen` tells the failures that are the user's to fix (a wrong password): not logged.
 */
export function useCommand<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  failure: string,
  { written, foreseen }: { written?: (...args: A) => WrittenText; foreseen?: (error: BackendError) => boolean } = {},
): Command<A> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BackendError | null>(null);
  const running = useRef(false);
  const latest = useRef({ action, written, foreseen });
  useEffect(() => {
    latest.current = { action, written, foreseen };
  });

  const run = useCallback(
    async (...args: A) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        const { action: perform, written: text } = latest.current;
        await (text ? withWrittenText(text(...args), () => perform(...args)) : perform(...args));
        return true;
      } catch (caught) {
        const error =
          caught instanceof BackendError
            ? caught
            : new BackendError(errorCode(caught), String(caught), { cause: caught });
        if (!latest.current.foreseen?.(error)) console.error(failure, caught);
        setError(error);
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
