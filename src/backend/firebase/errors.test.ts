import { FirebaseError as FirestoreError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { guarded, toBackendError } from './errors';

describe('toBackendError', () => {
  it.each(['auth/network-request-failed', 'unavailable', 'deadline-exceeded', 'permission-denied'])(
    'keeps the SDK’s code %s, and the SDK error as the cause',
    (code) => {
      const sdkError = new FirestoreError(code, `Firebase: ${code}`);
      const error = toBackendError(sdkError);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ code, message: `Firebase: ${code}`, cause: sdkError });
    },
  );

  it('leaves a BackendError as it is, and calls anything else unknown', () => {
    const ours = new BackendError('auth/requires-login');
    expect(toBackendError(ours)).toBe(ours);
    expect(toBackendError('boom')).toMatchObject({ code: 'unknown', message: 'boom' });
  });

  it('guarded turns a rejection into a BackendError', async () => {
    await expect(
      guarded(() => Promise.reject(new FirestoreError('deadline-exceeded', 'Deadline'))),
    ).rejects.toMatchObject({
      name: 'BackendError',
      code: 'deadline-exceeded',
    });
  });
});
