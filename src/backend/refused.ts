import { BackendError } from '@/domain/errors';
import type { LivePages, Unsubscribe } from './types';

/**
 * A live list or value asked for someone else's data: both adapters answer it the same way,
 * permission-denied, reported after the call has returned (as a refused listener would be).
 */
export function refusedLive(onError?: (error: BackendError) => void): Unsubscribe {
  queueMicrotask(() => onError?.(new BackendError('permission-denied')));
  return () => {};
}

/** The same, for a paged list. */
export function refusedPages(onError?: (error: BackendError) => void): LivePages {
  return Object.assign(refusedLive(onError), { more() {} });
}
