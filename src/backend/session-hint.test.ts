import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@/config';
import { LOCAL_SESSION_KEY, maySignedIn } from './session-hint';

const local: AppConfig = { backend: 'local' };
const firebase: AppConfig = {
  backend: 'firebase',
  firebase: { apiKey: 'cle-api', authDomain: 'x.firebaseapp.com', projectId: 'x', appId: '1:1:web:1' },
  cloudinary: null,
  deleteFileEndpoint: '/api/deleteFile',
  signUploadEndpoint: '/api/signUpload',
};
const FIREBASE_KEY = 'firebase:authUser:cle-api:[DEFAULT]';

function firebaseDb(withUser: boolean) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open('firebaseLocalStorageDb', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
      if (withUser) tx.objectStore('firebaseLocalStorage').put({ fbase_key: FIREBASE_KEY, value: { uid: 'u1' } });
      tx.oncomplete = () => {
        open.result.close();
        resolve();
      };
    };
  });
}

function deleteFirebaseDb() {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
    request.onsuccess = request.onerror = () => resolve();
  });
}

describe('maySignedIn, read without loading a backend', () => {
  afterEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await deleteFirebaseDb();
  });

  it('local: yes when this tab keeps a member, or the device one who chose to stay signed in', async () => {
    expect(await maySignedIn(local)).toBe(false);
    sessionStorage.setItem(LOCAL_SESSION_KEY, 'uid-awa');
    expect(await maySignedIn(local)).toBe(true);
    sessionStorage.clear();
    localStorage.setItem(LOCAL_SESSION_KEY, 'uid-awa');
    expect(await maySignedIn(local)).toBe(true);
  });

  it('firebase: no trace means signed out, and Firebase’s database is never created by asking', async () => {
    expect(await maySignedIn(firebase)).toBe(false);
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('firebaseLocalStorageDb');
  });

  it('firebase: a user kept for this tab (sessionStorage) means a session may exist', async () => {
    sessionStorage.setItem(FIREBASE_KEY, '{}');
    expect(await maySignedIn(firebase)).toBe(true);
  });

  it('firebase: a persisted user in IndexedDB or localStorage means a session may exist', async () => {
    await firebaseDb(false);
    expect(await maySignedIn(firebase)).toBe(false);
    await deleteFirebaseDb();
    await firebaseDb(true);
    expect(await maySignedIn(firebase)).toBe(true);
    await deleteFirebaseDb();
    localStorage.setItem(FIREBASE_KEY, '{}');
    expect(await maySignedIn(firebase)).toBe(true);
  });

  it('an invalid configuration has no session', async () => {
    expect(await maySignedIn({ backend: 'invalid', missing: ['VITE_FIREBASE_APP_ID'], problems: [] })).toBe(false);
  });
});
