import { onSnapshot, type DocumentData, type Query } from 'firebase/firestore';
import type { Unsubscribe } from '@/backend/types';
import type { BackendError } from '@/domain/errors';
import { toBackendError } from './errors';

/**
 * Follows a query live and hands over its documents read by `read`, in the query's order.
 * 'estimate' gives a just-written server timestamp the local clock's value instead of null, so a
 * message or question shows a date the moment it is sent.
 */
export function subscribeQuery<T>(
  source: Query<DocumentData>,
  read: (id: string, data: DocumentData) => T,
  onChange: (items: T[]) => void,
  onError?: (error: BackendError) => void,
): Unsubscribe {
  return onSnapshot(
    source,
    (snapshot) => onChange(snapshot.docs.map((item) => read(item.id, item.data({ serverTimestamps: 'estimate' })))),
    (error) => {
      console.error(error);
      onError?.(toBackendError(error));
    },
  );
}
