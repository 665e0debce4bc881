import type { BackendError } from '@/backend/types';
import { toBackendError } from './errors';

/** True only when the browser says it has no network at all (Node, and tests, count as online). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const SENT = 'sent';
const QUEUED = 'queued';

/**
 * Resolves once the browser is offline: one turn of the event loop after the write was issued
 * if it already is (a write refused at once, for an invalid value, still reports its error), or
 * when it goes offline.
 */
function whenOffline(signal: AbortSignal): Promise<typeof QUEUED> {
  return new Promise((resolve) => {
    if (browserOffline()) {
      setTimeout(() => resolve(QUEUED), 0);
    } else if (typeof window !== 'undefined') {
      window.addEventListener('offline', () => resolve(QUEUED), { once: true, signal });
    }
  });
}

/**
 * A Firestore write (addDoc, updateDoc, deleteDoc) that does not leave the screen waiting for a
 * network that is not there.
 *
 * The SDK applies a write to its persistent cache at once (the live lists show it, with pending
 * writes) and sends it when it can, but its promise settles only when the server has answered.
 * Online, that answer is awaited as before, so that a refusal by the rules reaches the screen.
 * Offline, or if the network goes while waiting, the call returns once the write is issued: it
 * is queued and leaves when the network comes back. A refusal coming after that can no longer
 * reach the screen: it is logged with `description`.
 */
export async function queuedWrite(write: () => Promise<unknown>, description: string): Promise<void> {
  let pending: Promise<unknown>;
  try {
    pending = write();
  } catch (error) {
    // The SDK checks the values before queuing anything: such a refusal is immediate.
    throw toBackendError(error);
  }
  const answer: Promise<typeof SENT | BackendError> = pending.then(() => SENT, toBackendError);
  const stop = new AbortController();
  const first = await Promise.race([answer, whenOffline(stop.signal)]).finally(() => stop.abort());
  if (first === QUEUED) {
    void answer.then((late) => {
      if (late !== SENT) console.error(`Écriture faite hors ligne refusée par le serveur (${description}) :`, late);
    });
    return;
  }
  if (first !== SENT) throw first;
}
