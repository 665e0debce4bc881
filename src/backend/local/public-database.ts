import type { PublicReaders } from '@/backend/types';
import { LocalDatabase } from './db';
import { createLocalDirectory } from './directory';
import { subscribeLive } from './live';
import { upcomingSeances } from './programme';
import type { LocalPublicOptions } from './public';

/**
 * The public readers over the database itself (public.ts opens them once the database exists):
 * Dexie, the schema, the directory's and the programme's queries, and nothing of the session, the
 * accounts, the use cases or the other stores. Live like the backend's own: Dexie tells every
 * connection of this origin, in this tab (the backend's, if a member loaded it) or another, of
 * each change.
 */
export function createDatabaseReaders({ databaseName, now = () => new Date() }: LocalPublicOptions): PublicReaders {
  const db = new LocalDatabase(databaseName);
  return {
    directory: createLocalDirectory(db),
    programme: {
      subscribeUpcoming: (onChange, onError) => subscribeLive(() => upcomingSeances(db, now()), onChange, onError),
    },
  };
}
