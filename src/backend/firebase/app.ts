import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseSettings } from '@/config';
import { BackendError } from '@/domain/errors';

/**
 * 'browser' keeps the session across reloads (IndexedDB, else localStorage); 'memory' forgets it,
 * which is what Node and tests need.
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

export function createAuth(app: FirebaseApp, settings: FirebaseSettings, persistence?: SessionPersistence): Auth {
  const mode = persistence ?? (typeof window !== 'undefined' && hasIndexedDb() ? 'browser' : 'memory');
  const auth = initializeAuth(app, {
    persistence: mode === 'browser' ? [indexedDBLocalPersistence, browserLocalPersistence] : inMemoryPersistence,
  });
  if (settings.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

/** "host:port" → [host, port]; config.ts has already checked the shape. */
function splitHost(hostPort: string): [string, number] {
  const separator = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, separator), Number(hostPort.slice(separator + 1))];
}

export function createFirestore(app: FirebaseApp, settings: FirebaseSettings): Firestore {
  // The persistent cache shows the last known forum at once and is shared by the open tabs.
  const localCache = hasIndexedDb()
    ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
    : memoryLocalCache();
  const db = initializeFirestore(app, { localCache });
  if (settings.firestoreEmulatorHost) {
    const [host, port] = splitHost(settings.firestoreEmulatorHost);
    connectFirestoreEmulator(db, host, port);
  }
  return db;
}
