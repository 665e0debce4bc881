import { useSyncExternalStore } from 'react';
import { followUnacknowledgedWrites, unacknowledgedWrites } from '@/backend/outbox';

const none = () => 0;

/** How many writes of this page wait for the server's answer (backend/outbox.ts), live. */
export function useUnacknowledgedWrites(): number {
  return useSyncExternalStore(followUnacknowledgedWrites, unacknowledgedWrites, none);
}
