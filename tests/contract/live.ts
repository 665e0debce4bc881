/**
 * Waiting on live subscriptions, the same way for both adapters. A hosted backend's first answer
 * may come from its cache (documents of an earlier test included), so cases wait for the value
 * they expect — an exact count — rather than take the first one.
 */
import type { Unsubscribe } from '@/backend/types';
import type { BackendError } from '@/domain/errors';

type Subscribe<T> = (onChange: (value: T) => void, onError: (error: BackendError) => void) => Unsubscribe;

/** The first value `subscribe` gives that satisfies `accept` (any value by default). */
export function firstValue<T>(
  subscribe: Subscribe<T>,
  accept: (value: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop: Unsubscribe | null = null;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      settle();
      // A subscription may call back before it has returned its own unsubscribe.
      queueMicrotask(() => stop?.());
    };
    let last: T | undefined;
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(new Error(`Aucune valeur attendue en ${timeoutMs} ms ; dernière : ${JSON.stringify(last)}`)),
        ),
      timeoutMs,
    );
    stop = subscribe(
      (value) => {
        last = value;
        if (accept(value)) finish(() => resolve(value));
      },
      (error) => finish(() => reject(error)),
    );
    if (done) stop();
  });
}

/** The error a live subscription reports (it must report one). */
export function subscriptionError<T>(subscribe: Subscribe<T>, timeoutMs = 5_000): Promise<BackendError> {
  return firstValue(subscribe, () => false, timeoutMs).then(
    (value) => {
      throw new Error(`Une erreur était attendue, reçu ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as BackendError,
  );
}
