// @vitest-environment jsdom
import type * as FirebaseAuth from 'firebase/auth';
import type * as Firestore from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/config';
import { createFirebaseBackend } from './index';

const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn(),
  initializeAuth: vi.fn(),
  connectAuthEmulator: vi.fn(),
  initializeFirestore: vi.fn(),
  connectFirestoreEmulator: vi.fn(),
  persistentLocalCache: vi.fn(),
  memoryLocalCache: vi.fn(),
}));

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', async (original) => ({
  ...(await original<typeof FirebaseAuth>()),
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
}));
vi.mock('firebase/firestore', async (original) => ({
  ...(await original<typeof Firestore>()),
  initializeFirestore: sdk.initializeFirestore,
  connectFirestoreEmulator: sdk.connectFirestoreEmulator,
  persistentLocalCache: sdk.persistentLocalCache,
  memoryLocalCache: sdk.memoryLocalCache,
}));

type FirebaseConfig = Extract<AppConfig, { backend: 'firebase' }>;

const config = (firebase: Partial<FirebaseConfig['firebase']> = {}): FirebaseConfig => ({
  backend: 'firebase',
  firebase: {
    apiKey: 'key',
    authDomain: 'x.firebaseapp.com',
    projectId: 'demo-commission-etudes',
    appId: '1:1:web:1',
    ...firebase,
  },
  cloudinary: null,
  deleteFileEndpoint: '/api/deleteFile',
  signUploadEndpoint: '/api/signUpload',
  push: null,
});

describe('firebase backend start-up', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    sdk.initializeApp.mockReturnValue({ name: 'app' });
    sdk.initializeAuth.mockReturnValue({ name: 'auth' });
    sdk.initializeFirestore.mockReturnValue({ name: 'db' });
    sdk.persistentLocalCache.mockReturnValue({ kind: 'persistent' });
    sdk.memoryLocalCache.mockReturnValue({ kind: 'memory' });
  });

  it('talks to the emulators named in the configuration', () => {
    createFirebaseBackend(config({ authEmulatorHost: '127.0.0.1:9099', firestoreEmulatorHost: 'localhost:8080' }));
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith({ name: 'auth' }, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(sdk.connectFirestoreEmulator).toHaveBeenCalledWith({ name: 'db' }, 'localhost', 8080);
  });

  it('talks to the real project when no emulator is named', () => {
    const backend = createFirebaseBackend(config());
    expect(backend.kind).toBe('firebase');
    expect(backend.files.picker).toBe('widget');
    expect(sdk.initializeApp).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'demo-commission-etudes' }));
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(sdk.connectFirestoreEmulator).not.toHaveBeenCalled();
  });

  it('keeps a session for its tab, or the device when asked; Firestore keeps nothing on disk', async () => {
    const { browserLocalPersistence, browserSessionPersistence, indexedDBLocalPersistence, inMemoryPersistence } =
      await import('firebase/auth');
    createFirebaseBackend(config());
    expect(sdk.initializeAuth).toHaveBeenLastCalledWith(expect.anything(), {
      persistence: [browserSessionPersistence, indexedDBLocalPersistence, browserLocalPersistence],
    });
    // A shared phone: what a member read never lands in IndexedDB (docs/decisions/0020).
    expect(sdk.initializeFirestore).toHaveBeenLastCalledWith(expect.anything(), { localCache: { kind: 'memory' } });
    expect(sdk.persistentLocalCache).not.toHaveBeenCalled();

    createFirebaseBackend(config(), { persistence: 'memory', appName: 'test' });
    expect(sdk.initializeApp).toHaveBeenLastCalledWith(expect.anything(), 'test');
    expect(sdk.initializeAuth).toHaveBeenLastCalledWith(expect.anything(), { persistence: inMemoryPersistence });
  });

  it('refuses to start without a project id', () => {
    expect(() => createFirebaseBackend(config({ projectId: ' ' }))).toThrow(
      expect.objectContaining({ name: 'BackendError', code: 'invalid-argument' }),
    );
    expect(sdk.initializeApp).not.toHaveBeenCalled();
  });
});
