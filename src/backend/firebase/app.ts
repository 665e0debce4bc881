import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  setPersistence,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, memoryLocalCache, type Firestore } from 'firebase/firestore';
import type { FirebaseSettings } from '@/config';
import { BackendError } from '@/domain/errors';

/**
 * 'browser' keeps the session across reloads (this tab's sessionStorage, or the whole browser's
 * IndexedDB when the member asked to stay signed in, see rememberFor); 'memory' forgets it, which
 * is what Node and tests need.
 */
export type SessionPersistence = 'browser' | 'memory';

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function createFirebaseApp(settings: FirebaseSettings, appName?: string): FirebaseApp {
  // The spec: initialising without a project id is an invalid-argument error, not a later SDK crash.
  if (!settings.projectId?.trim()) throw new BackendError('invalid-argument', 'projectId manquant');
  const options = {
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    appId: settings.appId,
    ...(settings.storageBucket && { storageBucket: settings.storageBucket }),
    ...(settings.messagingSenderId && { messagingSenderId: settings.messagingSenderId }),
  };
  return appName ? initializeApp(options, appName) : initializeApp(options);
}

function persistenceMode(persistence?: SessionPersistence): SessionPersistence {
  return persistence ?? (typeof window !== 'undefined' && hasIndexedDb() ? 'browser' : 'memory');
}

/**
 * In a browser, a member's session belongs to the tab they signed in in (sessionStorage: it ends
 * with the tab, and two members can use two tabs of one phone), unless they asked to stay signed
 * in on this device (IndexedDB, every tab). At start-up the tab's own session wins; a new tab
 * finds the device's (docs/decisions/0020).
 */
export function createAuth(app: FirebaseApp, settings: FirebaseSettings, persistence?: SessionPersistence): Auth {
  const auth = initializeAuth(app, {
    persistence:
      persistenceMode(persistence) === 'browser'
        ? [browserSessionPersistence, indexedDBLocalPersistence, browserLocalPersistence]
        : inMemoryPersistence,
  });
  if (settings.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/**
 * Where the next sign-in is kept: this tab only, or this device (« Rester connecté sur cet
 * appareil »). A visitor's anonymous account (to reply signed out) is kept for the device, so that
 * the rate limits count one visitor per browser. Nothing to choose where sessions live in memory.
 */
export function rememberFor(auth: Auth, persistence?: SessionPersistence): (where: 'tab' | 'device') => Promise<void> {
  if (persistenceMode(persistence) === 'memory') return async () => {};
  return (where) => setPersistence(auth, where === 'device' ? indexedDBLocalPersistence : browserSessionPersistence);
}

/** "host:port" → [host, port]; config.ts has already checked the shape. */
function splitHost(hostPort: string): [string, number] {
  const separator = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, separator), Number(hostPort.slice(separator + 1))];
}

/**
 * Firestore keeps what it reads in memory only, never on disk: a phone is often shared by a family,
 * and after « Se déconnecter » nothing of the member (profile, messages) may stay in the browser
 * (docs/decisions/0020). Offline, the pages open in the tab stay readable and what is sent waits
 * for the network while the tab stays open; the prerendered public pages stay readable offline
 * through the service worker.
 */
export function createFirestore(app: FirebaseApp, settings: FirebaseSettings): Firestore {
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  if (settings.firestoreEmulatorHost) {
    const [host, port] = splitHost(settings.firestoreEmulatorHost);
    connectFirestoreEmulator(db, host, port);
  }
  return db;
}
