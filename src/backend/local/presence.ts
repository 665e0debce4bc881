/*
 * Whether this browser has the local backend's database yet, told without Dexie (public.ts reads
 * nothing, and downloads nothing more, in a browser where nobody ever signed up).
 */

/** The local backend's IndexedDB database, shared by every tab of this browser. */
export const DATABASE_NAME = 'commission-etudes';

const readyChannel = (name: string) => `${name}:base-ouverte`;

/**
 * Whether the database `name` exists in this browser. Where the browser cannot tell
 * (indexedDB.databases() is recent in some browsers), or could not say later that it was created
 * (no BroadcastChannel), it is taken to exist: it is then opened and read, as if never asked.
 */
export async function databaseExists(name: string): Promise<boolean> {
  try {
    if (typeof indexedDB.databases !== 'function' || typeof BroadcastChannel === 'undefined') return true;
    return (await indexedDB.databases()).some((database) => database.name === name);
  } catch {
    return true;
  }
}

/** Said by each connection to the database once it is open, in this tab and the others (db.ts). */
export function announceDatabaseReady(name: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(readyChannel(name));
  channel.postMessage('ouverte');
  channel.close();
}

/** Calls `onReady` once a connection to the database `name` says it is open; returns how to stop listening. */
export function onDatabaseReady(name: string, onReady: () => void): () => void {
  // Without BroadcastChannel, databaseExists says yes: there is nothing to wait for.
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(readyChannel(name));
  channel.onmessage = () => {
    channel.close();
    onReady();
  };
  return () => channel.close();
}
