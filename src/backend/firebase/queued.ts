import { announce, outboxId, trackWrite } from '@/backend/outbox';
import { BackendError } from '@/domain/errors';
import { WRITE_TIMEOUT_MS } from '@/domain/network';
import { toBackendError } from './errors';

/** True only when the browser says it has no network at all (Node, and tests, count as online). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

const SENT = 'sent';
const QUEUED = 'queued';
const STALLED = 'stalled';

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

function after(ms: number, signal: AbortSignal): Promise<typeof STALLED> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(STALLED), ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/**
 * The posts (a question asked or edited, a reply, a message) written here and not yet acknowledged
 * by the server, by key: 'questions/<id>', 'reponses/<id>', 'messages/<id>'. A live list marks
 * them « en cours d'envoi » while their document still has pending writes (pending.ts).
 */
const postsAwaitingServer = new Map<string, number>();

function awaitingServer(post: string, write: Promise<unknown>): void {
  postsAwaitingServer.set(post, (postsAwaitingServer.get(post) ?? 0) + 1);
  const done = () => {
    const left = (postsAwaitingServer.get(post) ?? 1) - 1;
    if (left > 0) postsAwaitingServer.set(post, left);
    else postsAwaitingServer.delete(post);
  };
  write.then(done, done);
}

/** Whether this post, written in this page, still waits for the server. */
export function isAwaitingServer(post: string): boolean {
  return postsAwaitingServer.has(post);
}

/**
 * A Firestore write (addDoc, updateDoc, deleteDoc, a batch) that never leaves the screen waiting
 * for a network that is not there, or that does not answer.
 *
 * The SDK applies a write to its persistent cache at once (the live lists show it, with pending
 * writes) and sends it when it can, but its promise settles only when the server has answered.
 * - Online, that answer is awaited, so that a refusal by the rules reaches the screen; but not
 *   more than `timeoutMs`: then the call fails with 'deadline-exceeded', and the screen keeps the
 *   text.
 * - Offline, or if the network goes while waiting, the call returns once the write is issued: it
 *   is queued and leaves when the network comes back.
 * In both cases the SDK still holds the write: its outcome is announced in the outbox
 * (backend/outbox.ts), where a late refusal reaches its author.
 */
export async function queuedWrite(
  write: () => Promise<unknown>,
  description: string,
  { timeoutMs = WRITE_TIMEOUT_MS, post }: { timeoutMs?: number; post?: string } = {},
): Promise<void> {
  let pending: Promise<unknown>;
  try {
    pending = trackWrite(write());
  } catch (error) {
    // The SDK checks the values before queuing anything: such a refusal is immediate.
    throw toBackendError(error);
  }
  if (post) awaitingServer(post, pending);
  const answer: Promise<typeof SENT | BackendError> = pending.then(() => SENT, toBackendError);
  const stop = new AbortController();
  const first = await Promise.race([answer, whenOffline(stop.signal), after(timeoutMs, stop.signal)]).finally(() =>
    stop.abort(),
  );
  if (first === QUEUED || first === STALLED) {
    const id = outboxId();
    announce({ id, state: 'waiting' });
    void answer.then((late) =>
      announce(late === SENT ? { id, state: 'sent' } : { id, state: 'refused', error: late, description }),
    );
    if (first === STALLED) {
      const seconds = Math.round(timeoutMs / 1000);
      throw new BackendError('deadline-exceeded', `Pas de réponse du serveur en ${seconds} s (${description}).`);
    }
    return;
  }
  if (first !== SENT) throw first;
}
