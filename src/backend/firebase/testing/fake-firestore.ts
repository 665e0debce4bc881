/**
 * An in-memory stand-in for the few `firebase/firestore` functions the adapter calls, kept for the
 * one thing the emulator cannot show: writes without a network (queued.test.ts, with
 * `vi.mock('firebase/firestore', () => import('./testing/fake-firestore'))`). What the adapter does
 * with a server — every method, error code and permission — is the backend contract's, on the
 * emulators with firestore.rules (tests/contract/, docs/decisions/0011). It keeps the SDK's
 * behaviours a caller relies on: every call is asynchronous (so read-modify-write races show),
 * arrayUnion/arrayRemove are applied atomically, serverTimestamp() is refused inside arrays and
 * stays pending in local snapshots (null unless read with serverTimestamps: 'estimate'), undefined
 * values are refused, and updating a missing document fails with 'not-found'. Like the SDK without a
 * network, it can also apply writes locally at once while their promises wait for the server's
 * answer (`holdWrites`).
 */

type Data = Record<string, unknown>;

export class FirestoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirebaseError';
  }
}

export class Timestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}
  static now(): Timestamp {
    return Timestamp.fromDate(new Date());
  }
  static fromDate(date: Date): Timestamp {
    const ms = date.getTime();
    return new Timestamp(Math.floor(ms / 1000), (ms % 1000) * 1e6);
  }
  toDate(): Date {
    return new Date(this.toMillis());
  }
  toMillis(): number {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }
}

class FieldSentinel {
  constructor(
    readonly kind: 'serverTimestamp' | 'arrayUnion' | 'arrayRemove' | 'increment',
    readonly elements: unknown[] = [],
  ) {}
}

/** A server timestamp not yet confirmed by the server, as in a latency-compensated snapshot. */
class PendingServerTime {
  readonly estimate = new Date();
}

interface DocRef {
  type: 'document';
  id: string;
  collection: string;
  path: string;
}
interface CollectionRef {
  type: 'collection';
  path: string;
}
type Constraint =
  | { type: 'where'; field: string; op: string; value: unknown }
  | { type: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { type: 'limit'; count: number };
interface QueryRef {
  type: 'query';
  collection: string;
  constraints: Constraint[];
}
interface Listener {
  query: QueryRef;
  next: (snapshot: { docs: DocSnapshot[] }) => void;
}
/** A held write's promise, waiting for the server's answer. */
interface Acknowledgement {
  resolve: () => void;
  reject: (error: FirestoreError) => void;
}

const state = {
  docs: new Map<string, Data>(),
  listeners: new Set<Listener>(),
  nextId: 0,
  holding: false,
  acknowledgements: [] as Acknowledgement[],
};

/** Test controls. */
export const fakeFirestore = {
  reset() {
    state.docs.clear();
    state.listeners.clear();
    state.nextId = 0;
    state.holding = false;
    state.acknowledgements = [];
  },
  seed(path: string, data: object) {
    state.docs.set(path, copy(data, false) as Data);
  },
  get(path: string): Data | undefined {
    return state.docs.get(path);
  },
  /** The documents of one collection, as the local cache holds them. */
  documentsOf(collection: string): Data[] {
    return [...state.docs].filter(([path]) => path.startsWith(`${collection}/`)).map(([, data]) => data);
  },
  /**
   * From now on, as when the server cannot be reached: each write shows in the documents and the
   * live queries at once, but its promise settles only when `answerHeldWrites` is called.
   */
  holdWrites() {
    state.holding = true;
  },
  /** How many writes wait for the server. */
  get heldWrites(): number {
    return state.acknowledgements.length;
  },
  /** The server answers the held writes: accepted, or refused with `code`; writes are no longer held. */
  answerHeldWrites(code?: string) {
    state.holding = false;
    for (const { resolve, reject } of state.acknowledgements.splice(0)) {
      if (code) reject(new FirestoreError(code, `Fake refusal: ${code}`));
      else resolve();
    }
  },
};

/** Settles at once, unless writes are held: then when the server answers. */
function acknowledged(): Promise<void> {
  if (!state.holding) return Promise.resolve();
  return new Promise((resolve, reject) => state.acknowledgements.push({ resolve, reject }));
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function copy(value: unknown, inArray: boolean): unknown {
  if (value === undefined) throw new FirestoreError('invalid-argument', 'Unsupported field value: undefined');
  if (value instanceof FieldSentinel) {
    if (inArray) throw new FirestoreError('invalid-argument', `${value.kind}() is not allowed inside arrays`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => copy(item, true));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, inArray)]));
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Timestamp && b instanceof Timestamp) return a.toMillis() === b.toMillis();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => same((a as Data)[key], (b as Data)[key]));
  }
  return a === b;
}

function applyField(current: unknown, change: unknown, merge = false): unknown {
  if (merge && isPlain(change)) return materialise(change, isPlain(current) ? current : {}, true);
  if (!(change instanceof FieldSentinel)) return change;
  if (change.kind === 'serverTimestamp') return new PendingServerTime();
  if (change.kind === 'increment') return (typeof current === 'number' ? current : 0) + Number(change.elements[0]);
  for (const element of change.elements) copy(element, true);
  const list = Array.isArray(current) ? current : [];
  if (change.kind === 'arrayUnion') {
    return [...list, ...change.elements.filter((element) => !list.some((item) => same(item, element)))];
  }
  return list.filter((item) => !change.elements.some((element) => same(item, element)));
}

const isPlain = (value: unknown): value is Data =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** `data` over `previous`; with `merge` (set with { merge: true }), maps merge field by field. */
function materialise(data: Data, previous: Data = {}, merge = false): Data {
  const result: Data = { ...previous };
  for (const [key, value] of Object.entries(data)) result[key] = applyField(previous[key], value, merge);
  return result;
}

function readValue(value: unknown, estimate: boolean): unknown {
  if (value instanceof PendingServerTime) return estimate ? Timestamp.fromDate(value.estimate) : null;
  if (Array.isArray(value)) return value.map((item) => readValue(item, estimate));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, readValue(item, estimate)]));
  }
  return value;
}

interface DocSnapshot {
  id: string;
  /** The fake acknowledges every write before its listeners hear of it: nothing is ever pending. */
  metadata: { hasPendingWrites: boolean; fromCache: boolean };
  exists(): boolean;
  data(options?: { serverTimestamps?: 'estimate' | 'previous' | 'none' }): Data;
}

function snapshotOf(id: string, stored: Data | undefined): DocSnapshot {
  return {
    id,
    metadata: { hasPendingWrites: false, fromCache: false },
    exists: () => stored !== undefined,
    data: (options) => readValue(stored, options?.serverTimestamps === 'estimate') as Data,
  };
}

function sortKey(value: unknown): number | string {
  if (value instanceof Timestamp) return value.toMillis();
  if (value instanceof PendingServerTime) return value.estimate.getTime();
  if (value instanceof Date) return value.getTime();
  return typeof value === 'number' || typeof value === 'string' ? value : '';
}

function run(query: QueryRef): DocSnapshot[] {
  const prefix = `${query.collection}/`;
  let rows = [...state.docs.entries()].filter(([path]) => path.startsWith(prefix));
  for (const constraint of query.constraints) {
    if (constraint.type !== 'where') continue;
    if (constraint.op !== '==') throw new Error(`Fake Firestore: unsupported operator ${constraint.op}`);
    rows = rows.filter(([, data]) => same(data[constraint.field], constraint.value));
  }
  for (const constraint of [...query.constraints].reverse()) {
    if (constraint.type !== 'orderBy') continue;
    const sign = constraint.direction === 'desc' ? -1 : 1;
    rows.sort(([, a], [, b]) => {
      const [x, y] = [sortKey(a[constraint.field]), sortKey(b[constraint.field])];
      return x < y ? -sign : x > y ? sign : 0;
    });
  }
  const cap = query.constraints.find((constraint) => constraint.type === 'limit');
  if (cap) rows = rows.slice(0, cap.count);
  return rows.map(([path, data]) => snapshotOf(path.slice(prefix.length), data));
}

function notify() {
  for (const listener of state.listeners) listener.next({ docs: run(listener.query) });
}

// ── The SDK surface ──────────────────────────────────────────────────────────────────────────

export function collection(_db: unknown, path: string): CollectionRef {
  return { type: 'collection', path };
}

/** doc(db, collection, id), or doc(collectionRef) for a new document with a fresh id. */
export function doc(source: unknown, collectionName?: string, id?: string): DocRef {
  if (collectionName === undefined) {
    const parent = source as CollectionRef;
    state.nextId += 1;
    return doc(null, parent.path, `auto-${state.nextId}`);
  }
  return { type: 'document', id: id!, collection: collectionName, path: `${collectionName}/${id}` };
}

export function where(field: string, op: string, value: unknown): Constraint {
  return { type: 'where', field, op, value };
}

export function orderBy(field: string, direction: 'asc' | 'desc' = 'asc'): Constraint {
  return { type: 'orderBy', field, direction };
}

export function limit(count: number): Constraint {
  return { type: 'limit', count };
}

export function query(source: CollectionRef, ...constraints: Constraint[]): QueryRef {
  return { type: 'query', collection: source.path, constraints };
}

export function serverTimestamp(): FieldSentinel {
  return new FieldSentinel('serverTimestamp');
}

export function arrayUnion(...elements: unknown[]): FieldSentinel {
  return new FieldSentinel('arrayUnion', elements);
}

export function increment(by: number): FieldSentinel {
  return new FieldSentinel('increment', [by]);
}

export function arrayRemove(...elements: unknown[]): FieldSentinel {
  return new FieldSentinel('arrayRemove', elements);
}

export async function getDoc(ref: DocRef): Promise<DocSnapshot> {
  await tick();
  return snapshotOf(ref.id, state.docs.get(ref.path));
}

export async function setDoc(ref: DocRef, data: Data): Promise<void> {
  const checked = copy(data, false) as Data;
  await tick();
  state.docs.set(ref.path, materialise(checked));
  notify();
  await acknowledged();
}

export async function addDoc(source: CollectionRef, data: Data): Promise<DocRef> {
  const checked = copy(data, false) as Data;
  state.nextId += 1;
  const ref = doc(null, source.path, `auto-${state.nextId}`);
  await tick();
  state.docs.set(ref.path, materialise(checked));
  notify();
  await acknowledged();
  return ref;
}

export async function updateDoc(ref: DocRef, changes: Data): Promise<void> {
  const checked = copy(changes, false) as Data;
  await tick();
  const current = state.docs.get(ref.path);
  if (!current) throw new FirestoreError('not-found', `No document to update: ${ref.path}`);
  state.docs.set(ref.path, materialise(checked, current));
  notify();
  await acknowledged();
}

export async function deleteDoc(ref: DocRef): Promise<void> {
  await tick();
  state.docs.delete(ref.path);
  notify();
  await acknowledged();
}

type BatchWrite =
  | { op: 'set'; ref: DocRef; data: Data; merge: boolean }
  | { op: 'update'; ref: DocRef; data: Data }
  | { op: 'delete'; ref: DocRef };

/** A batch applies all its writes at once (one notification), or none when one fails. */
export function writeBatch(_db: unknown) {
  const writes: BatchWrite[] = [];
  const batch = {
    set(ref: DocRef, data: Data, options?: { merge?: boolean }) {
      writes.push({ op: 'set', ref, data: copy(data, false) as Data, merge: options?.merge === true });
      return batch;
    },
    update(ref: DocRef, data: Data) {
      writes.push({ op: 'update', ref, data: copy(data, false) as Data });
      return batch;
    },
    delete(ref: DocRef) {
      writes.push({ op: 'delete', ref });
      return batch;
    },
    async commit() {
      await tick();
      const next = new Map(state.docs);
      for (const write of writes) {
        if (write.op === 'delete') next.delete(write.ref.path);
        else if (write.op === 'set')
          next.set(write.ref.path, materialise(write.data, write.merge ? next.get(write.ref.path) : {}, write.merge));
        else {
          const current = next.get(write.ref.path);
          if (!current) throw new FirestoreError('not-found', `No document to update: ${write.ref.path}`);
          next.set(write.ref.path, materialise(write.data, current));
        }
      }
      state.docs = next;
      notify();
      await acknowledged();
    },
  };
  return batch;
}

type Next = Listener['next'] | ((snapshot: DocSnapshot) => void);

/** Like the SDK: (source, next, error?) or (source, options, next, error?); the options change nothing here. */
export function onSnapshot(
  source: QueryRef | DocRef,
  optionsOrNext: { includeMetadataChanges?: boolean } | Next,
  nextOrError?: Next | ((failure: FirestoreError) => void),
): () => void {
  const next = (typeof optionsOrNext === 'function' ? optionsOrNext : nextOrError) as Next;
  if (source.type === 'document') {
    // A document followed live: told now, then at every change of the database.
    const follow: Listener = {
      query: { type: 'query', collection: '\u0000', constraints: [] },
      next: () => (next as (snapshot: DocSnapshot) => void)(snapshotOf(source.id, state.docs.get(source.path))),
    };
    state.listeners.add(follow);
    queueMicrotask(() => {
      if (state.listeners.has(follow)) follow.next({ docs: [] });
    });
    return () => void state.listeners.delete(follow);
  }
  const listener: Listener = { query: source, next: next as Listener['next'] };
  state.listeners.add(listener);
  queueMicrotask(() => {
    if (state.listeners.has(listener)) listener.next({ docs: run(source) });
  });
  return () => void state.listeners.delete(listener);
}
