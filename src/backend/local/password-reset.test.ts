import { describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { createTestBackend, testClock } from '@tests/setup/test-backend';

/** The code of the newest e-mail of the local mailbox. */
function newestCode(backend: ReturnType<typeof createTestBackend>): Promise<string> {
  return new Promise((resolve) => {
    const stop = backend.mailbox!.subscribe((emails) => {
      resolve(new URL(emails[0]!.link, 'http://local.test').searchParams.get('oobCode')!);
      queueMicrotask(stop);
    });
  });
}

// The expiry cannot be tried on the Auth emulator in a test's time: the local adapter's own case.
describe('local « Mot de passe oublié ? »', () => {
  it('refuses a code after an hour, as Firebase does, and the old password still works', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    await backend.auth.signUp(people.eleve);
    clock.advance(1); // after the sign-up's verification e-mail
    await backend.auth.sendPasswordReset(people.eleve.email);
    const code = await newestCode(backend);

    clock.advance(60 * 60 + 1);

    await expect(backend.auth.confirmPasswordReset(code, 'nouveau-456')).rejects.toEqual(
      new BackendError('auth/expired-action-code'),
    );
    expect((await backend.auth.signIn(people.eleve.email, people.eleve.password)).email).toBe(people.eleve.email);
  });

  it('makes a code nobody can guess: two requests give two different 64-character codes', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    await backend.auth.signUp(people.eleve);
    clock.advance(1);
    await backend.auth.sendPasswordReset(people.eleve.email);
    const first = await newestCode(backend);
    clock.advance(1);
    await backend.auth.sendPasswordReset(people.eleve.email);
    const second = await newestCode(backend);

    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
  });
});
