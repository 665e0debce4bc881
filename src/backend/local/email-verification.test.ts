import { describe, expect, it } from 'vitest';
import { BackendError } from '@/domain/errors';
import { people } from '@tests/setup/people';
import { createTestBackend, mailboxOf, testClock } from '@tests/setup/test-backend';

/** The code of the newest e-mail of the local mailbox. */
async function newestCode(backend: ReturnType<typeof createTestBackend>): Promise<string> {
  const [newest] = await mailboxOf(backend);
  return new URL(newest!.link, 'http://local.test').searchParams.get('oobCode')!;
}

// What the Auth emulator cannot show in a test's time, or does its own way: the local adapter's cases.
describe('local confirmation of the address', () => {
  it('refuses a link after three days, as Firebase does; a new one sent on request works', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    await backend.auth.signUp(people.eleve);
    const old = await newestCode(backend);

    clock.advance(3 * 24 * 60 * 60 + 1);

    await expect(backend.auth.confirmEmail(old)).rejects.toEqual(new BackendError('auth/expired-action-code'));
    await backend.auth.signIn(people.eleve.email, people.eleve.password);
    await backend.auth.sendEmailVerification();
    await backend.auth.confirmEmail(await newestCode(backend));
    expect((await backend.auth.signIn(people.eleve.email, people.eleve.password)).emailVerifie).toBe(true);
  });

  it('refuses a change to an address another account took meanwhile, and keeps the old one', async () => {
    const clock = testClock();
    const backend = createTestBackend(undefined, { now: clock.now });
    await backend.auth.signUp(people.eleve);
    await backend.auth.signIn(people.eleve.email, people.eleve.password);
    clock.advance(1); // after the sign-up's e-mail
    await backend.auth.changeEmail(people.eleve.password, 'awa.nouvelle@example.cm');
    const code = await newestCode(backend);
    clock.advance(1);
    await backend.auth.signUp({ ...people.parent, email: 'awa.nouvelle@example.cm' });

    await expect(backend.auth.confirmEmail(code)).rejects.toEqual(new BackendError('auth/email-already-in-use'));
    expect((await backend.auth.signIn(people.eleve.email, people.eleve.password)).email).toBe(people.eleve.email);
  });
});
