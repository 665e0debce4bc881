import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/config';
import { BackendError } from '@/domain/errors';
import type { Backend } from './types';
import { CONFIG_REFUSED, loadBackend } from './index';

/** What the Firebase adapter does when asked to start: each test says. */
const adapter = vi.hoisted(() => ({ start: (): unknown => undefined }));
vi.mock('./firebase', () => ({ createFirebaseBackend: () => adapter.start() }));

const config: Extract<AppConfig, { backend: 'firebase' }> = {
  backend: 'firebase',
  firebase: {
    apiKey: '1:1:web:1',
    authDomain: 'demo-commission-etudes.firebaseapp.com',
    projectId: 'demo-commission-etudes',
    appId: '1:1:web:1',
  },
  cloudinary: null,
  deleteFileEndpoint: '/api/deleteFile',
  signUploadEndpoint: '/api/signUpload',
  push: null,
};

/** An error as the Firebase SDK throws them: an Error with a code. */
const sdkError = (code: string, message: string) => Object.assign(new Error(message), { name: 'FirebaseError', code });

/** What loadBackend rejects with when the adapter throws `error` while starting. */
async function refusalOf(error: unknown): Promise<unknown> {
  adapter.start = () => {
    throw error;
  };
  return loadBackend(config).then(
    () => expect.unreachable('loadBackend should have failed'),
    (failure: unknown) => failure,
  );
}

describe('loadBackend', () => {
  it('hands over the Firebase backend the adapter built', async () => {
    const backend = { kind: 'firebase' } as Backend;
    adapter.start = () => backend;
    await expect(loadBackend(config)).resolves.toBe(backend);
  });

  it('reports whatever the SDK throws while starting as a refused configuration, keeping the SDK’s error', async () => {
    // An API key with a colon (an app id pasted in its place): Firebase Auth refuses it at once.
    const sdkRefusal = sdkError('auth/invalid-api-key', 'Firebase: Error (auth/invalid-api-key).');
    const failure = await refusalOf(sdkRefusal);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: CONFIG_REFUSED, message: 'Firebase: Error (auth/invalid-api-key).' });
    expect((failure as Error).cause).toBe(sdkRefusal);
  });

  it('does the same for the adapter’s own refusal of a blank project id', async () => {
    const blank = new BackendError('invalid-argument', 'projectId manquant');
    const failure = await refusalOf(blank);
    expect(failure).toMatchObject({ code: CONFIG_REFUSED, message: 'projectId manquant' });
    expect((failure as Error).cause).toBe(blank);
  });
});
