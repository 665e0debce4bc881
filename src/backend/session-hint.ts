import type { AppConfig } from '@/config';

/**
 * Whether someone may be signed in in this tab, read from what each backend leaves in the browser
 * and without loading either backend (Dexie ≈ 33 KB, the Firebase SDK ≈ 185 KB gzip). A visitor
 * who was never signed in reads content pages without downloading a backend at all.
 * When in doubt, the answer is yes: the backend then loads and says.
 */

/** Where the local backend keeps the signed-in member of this tab (sessionStorage). */
export const LOCAL_SESSION_KEY = 'commission-etudes.session';

/** Where Firebase Auth keeps a persisted user: this tab's sessionStorage, or the device's IndexedDB (localStorage as a fallback). */
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';
const firebaseUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

function storedIn(storage: () => Storage, key: string): boolean {
  return storage().getItem(key) !== null;
}

/** True when Firebase's IndexedDB holds the key. Never creates the database (Firebase must). */
async function inFirebaseDb(key: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === FIREBASE_DB)) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open(FIREBASE_DB);
    open.onerror = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) {
        db.close();
        resolve(false);
        return;
      }
      const read = db.transaction(FIREBASE_STORE, 'readonly').objectStore(FIREBASE_STORE).count(key);
      read.onsuccess = () => {
        db.close();
        resolve(read.result > 0);
      };
      read.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}

export async function maySignedIn(config: AppConfig): Promise<boolean> {
  try {
    // A session is this tab's (sessionStorage), or the device's when the member chose to stay signed in.
    if (config.backend === 'local') {
      return storedIn(() => sessionStorage, LOCAL_SESSION_KEY) || storedIn(() => localStorage, LOCAL_SESSION_KEY);
    }
    if (config.backend === 'firebase') {
      const key = firebaseUserKey(config.firebase.apiKey);
      return storedIn(() => sessionStorage, key) || storedIn(() => localStorage, key) || (await inFirebaseDb(key));
    }
    return false;
  } catch {
    return true;
  }
}

/**
 * A member's trace the page can read before its first paint, whatever the backend: set while
 * someone is signed in on this browser, removed at sign-out. The inline script of index.html
 * reads it (with LOCAL_SESSION_KEY) and marks <html data-session="membre">, which keeps the
 * visitor's links of the navigation bar hidden until the session is known (no « Connection »
 * flashing at a member). The script's text is hashed in the Content-Security-Policy.
 */
export const MEMBER_TRACE_KEY = 'commission-etudes.membre';

/** Called whenever the session is known: signed in or not. */
export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(MEMBER_TRACE_KEY, '1');
    else localStorage.removeItem(MEMBER_TRACE_KEY);
  } catch {
    // Storage refused (private mode): the bar simply shows the visitor's links while loading.
  }
  if (signedIn) document.documentElement.dataset.session = 'membre';
  else delete document.documentElement.dataset.session;
}
