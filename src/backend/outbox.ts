import type { BackendError } from '@/domain/errors';
import type { Unsubscribe } from './types';

/**
 * What becomes of a write the screen stopped waiting for: issued offline (it leaves when the
 * network comes back), or given up after WRITE_TIMEOUT_MS on a stalled connection (the SDK keeps
 * it and may still send it). The adapter announces such a write when it lets the screen go
 * ('waiting'), then how it ended: 'sent', or 'refused' by the server (its rules, a quota).
 *
 * The screens cannot be told by the write's promise any more: they follow this instead, and a
 * refusal is shown to its author with their text to copy back (hooks/late-writes.ts).
 */
export type OutboxEvent =
  | { id: number; state: 'waiting' }
  | { id: number; state: 'sent' }
  | { id: number; state: 'refused'; error: BackendError; description: string };

const listeners = new Set<(event: OutboxEvent) => void>();
let lastId = 0;

/** A new id for a write the screen stops waiting for. */
export function outboxId(): number {
  lastId += 1;
  return lastId;
}

/** Tells the screens; a refusal nobody follows is logged, so that it is never lost silently. */
export function announce(event: OutboxEvent): void {
  if (event.state === 'refused' && listeners.size === 0) {
    console.error(`Écriture refusée par le serveur après coup (${event.description}) :`, event.error);
  }
  for (const listener of [...listeners]) listener(event);
}

export function followOutbox(listener: (event: OutboxEvent) => void): Unsubscribe {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ── Writes not yet acknowledged by the server ──────────────────────────────────────────────────

/*
 * Every write an adapter has issued and the server has not answered yet (the local backend's are
 * answered at once). While there are any, the browser asks before the tab is closed, the screens
 * say « envoi en cours », and « Se déconnecter » asks first: such a write lives in the page only
 * (docs/decisions/0020) and would be lost.
 */
let unacknowledged = 0;
const pendingListeners = new Set<(count: number) => void>();

/** The browser asks before the tab is closed (its own words, which a page cannot choose). */
function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  event.returnValue = '';
}

function setUnacknowledged(count: number): void {
  // Here rather than in a screen: the guard is on from the write's first instant, whatever has
  // downloaded of the page's notices.
  if (typeof window !== 'undefined') {
    if (unacknowledged === 0 && count > 0) window.addEventListener('beforeunload', askBeforeLeaving);
    if (unacknowledged > 0 && count === 0) window.removeEventListener('beforeunload', askBeforeLeaving);
  }
  unacknowledged = count;
  for (const listener of [...pendingListeners]) listener(count);
}

/** Counts `write` as unacknowledged until it settles (sent or refused); gives it back unchanged. */
export function trackWrite<T>(write: Promise<T>): Promise<T> {
  setUnacknowledged(unacknowledged + 1);
  const done = () => setUnacknowledged(unacknowledged - 1);
  write.then(done, done);
  return write;
}

/** How many writes wait for the server's answer now. */
export function unacknowledgedWrites(): number {
  return unacknowledged;
}

export function followUnacknowledgedWrites(listener: (count: number) => void): Unsubscribe {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}
