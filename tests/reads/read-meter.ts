/**
 * Counts Firestore document reads the way Firestore bills them, from the client's side of the SDK
 * (the emulator keeps no count): `vi.mock('firebase/firestore', …)` in a test swaps the SDK's read
 * functions for these wrappers, so the real adapter runs unchanged and every read it makes is seen.
 *
 * Billing, as Firestore documents it: a document read = 1 (0 from the local cache); a query =
 * one read per document returned, and at least 1 even when empty; a listener = its first result
 * set like a query, then one read per document added or changed (docChanges). Reads the rules make
 * (get()/exists() while checking a write) are billed to the writer and are not seen from here.
 */
import type * as Firestore from 'firebase/firestore';

let reads = 0;

/** Document reads billed since the test process started. */
export function readsSoFar(): number {
  return reads;
}

/** Reads billed while `action` runs and until no read has come for `quietMs` (listeners settle). */
export async function readsDuring(action: () => Promise<unknown>, quietMs = 800): Promise<number> {
  const before = reads;
  await action();
  let last = reads;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (reads === last) return reads - before;
    last = reads;
  }
}

type Sdk = typeof Firestore;
type AnySnapshot = { metadata: { fromCache: boolean }; size?: number; docChanges?: () => unknown[] };

/**
 * What one listener is billed, snapshot after snapshot. Its first result set is billed whole (at
 * least 1), even when the SDK shows it from its cache first: the server's confirmation that follows
 * raises no event when nothing changed. When the server's first answer does differ from what the
 * cache showed (other listeners had cached some of the documents), the result set billed is the
 * server's, not the cache's plus the differences. Later server snapshots bill what changed.
 */
function listenerBilling() {
  let first = true;
  let confirmed = false;
  let billedFromCache = 0;
  return (snapshot: AnySnapshot): number => {
    const whole = Math.max(1, snapshot.size ?? 1);
    if (first) {
      first = false;
      confirmed = !snapshot.metadata.fromCache;
      billedFromCache = confirmed ? 0 : whole;
      return whole;
    }
    if (snapshot.metadata.fromCache) return 0;
    if (!confirmed) {
      confirmed = true;
      return whole - billedFromCache;
    }
    return snapshot.docChanges ? snapshot.docChanges().length : 1;
  };
}

/** The SDK with its read functions metered. */
export function meteredFirestore(sdk: Sdk): Sdk {
  const onSnapshot = ((source: unknown, ...rest: unknown[]) => {
    const billing = listenerBilling();
    const count = (snapshot: AnySnapshot) => {
      reads += billing(snapshot);
    };
    const index = rest.findIndex(
      (argument) =>
        typeof argument === 'function' || (typeof argument === 'object' && argument !== null && 'next' in argument),
    );
    const handler = rest[index];
    if (typeof handler === 'function') {
      rest[index] = (snapshot: AnySnapshot) => {
        count(snapshot);
        (handler as (snapshot: AnySnapshot) => void)(snapshot);
      };
    } else if (handler && typeof handler === 'object') {
      const observer = handler as { next?: (snapshot: AnySnapshot) => void };
      rest[index] = { ...observer, next: (snapshot: AnySnapshot) => (count(snapshot), observer.next?.(snapshot)) };
    }
    return (sdk.onSnapshot as (...args: unknown[]) => () => void)(source, ...rest);
  }) as Sdk['onSnapshot'];

  const getDoc = (async (...args: Parameters<Sdk['getDoc']>) => {
    const snapshot = await sdk.getDoc(...args);
    reads += snapshot.metadata.fromCache ? 0 : 1;
    return snapshot;
  }) as Sdk['getDoc'];

  const getDocs = (async (...args: Parameters<Sdk['getDocs']>) => {
    const snapshot = await sdk.getDocs(...args);
    reads += snapshot.metadata.fromCache ? 0 : Math.max(1, snapshot.size);
    return snapshot;
  }) as Sdk['getDocs'];

  return { ...sdk, onSnapshot, getDoc, getDocs };
}
