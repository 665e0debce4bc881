import type { PublicReaders, Unsubscribe } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { retryableImport } from '@/lib/retryable-import';
import { DATABASE_NAME, databaseExists, onDatabaseReady } from './presence';

export interface LocalPublicOptions {
  databaseName?: string;
  /** The clock that says which séances are still to come (tests move it). */
  now?: () => Date;
}

// Dexie, the schema and the queries (public-database.ts): downloaded once there is a database to read.
const databaseChunk = retryableImport(() => import('./public-database'));

/** Hands the main thread back to the browser (input, paint) before going on, in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

type Follow<T> = (onChange: (items: T[]) => void, onError?: (error: BackendError) => void) => Unsubscribe;

/**
 * What the public pages read (the directory, the programme) from this browser's database, without
 * the rest of the local backend (backend/public-readers.ts), in two steps:
 * - this small chunk asks the browser whether the database exists. Where nobody ever signed up in
 *   this browser there is none, and nothing to read: each list is empty at once, without Dexie,
 *   and without creating a database. A visitor's first visit of /, /Encadreurs or /Programme costs
 *   no more than that. A list then waits for the database to open (another tab's sign-up, or this
 *   tab's), and follows it from then on;
 * - once there is one, Dexie and the readers (public-database.ts, the « local-database » chunk
 *   that the whole backend shares): after the first paint, in tasks short enough not to hold up
 *   the page (Lighthouse's total blocking time): the chunk's evaluation, then the schema.
 */
export function createLocalPublicReaders(options: LocalPublicOptions = {}): PublicReaders {
  const name = options.databaseName ?? DATABASE_NAME;
  let opening: Promise<PublicReaders> | null = null;
  const open = () => {
    if (!opening) {
      const loading = databaseChunk().then(async ({ createDatabaseReaders }) => {
        await nextTask();
        return createDatabaseReaders(options);
      });
      opening = loading;
      // A failed download is not kept: the next list that asks downloads again.
      loading.catch(() => {
        if (opening === loading) opening = null;
      });
    }
    return opening;
  };

  function follow<T>(from: (readers: PublicReaders) => Follow<T>): Follow<T> {
    return (onChange, onError) => {
      let closed = false;
      let started = false;
      let stop: Unsubscribe | undefined;
      let stopWaiting = () => {};
      const start = () => {
        if (closed || started) return;
        started = true;
        stopWaiting();
        open().then(
          (readers) => {
            if (!closed) stop = from(readers)(onChange, onError);
          },
          (error: unknown) => {
            if (!closed) onError?.(new BackendError('unavailable', String(error), { cause: error }));
          },
        );
      };
      // Listening before asking: a database created in between is not missed.
      stopWaiting = onDatabaseReady(name, start);
      void databaseExists(name).then((exists) => {
        if (exists) start();
        else if (!closed && !started) onChange([]);
      });
      return () => {
        closed = true;
        stopWaiting();
        stop?.();
      };
    };
  }

  return {
    directory: { subscribe: follow((readers) => readers.directory.subscribe) },
    programme: { subscribeUpcoming: follow((readers) => readers.programme.subscribeUpcoming) },
  };
}
