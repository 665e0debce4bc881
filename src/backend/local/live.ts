import { liveQuery } from 'dexie';
import { BackendError, errorCode, type Unsubscribe } from '@/backend/types';

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
