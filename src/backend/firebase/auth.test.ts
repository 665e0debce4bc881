import type { Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_VERSION } from '@/domain/consent';
import type { SignUpInput, StoredProfile, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { memberProfile, people } from '@tests/setup/people';
import { createFirebaseAuth } from './auth';
import type { ProfileStore } from './profile-store';
import { FakeAuth, signInWithEmailAndPassword, signOut } from './testing/fake-auth';

vi.mock('firebase/auth', () => import('./testing/fake-auth'));

const pause = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Profiles in a Map, with a switch to make writes fail and a gate to hold reads back. As with
 * Firestore's local cache, a new profile is readable before its write is acknowledged.
 */
function memoryProfiles() {
  const stored = new Map<string, UserProfile>();
  const store = {
    stored,
    failWrites: null as unknown,
    gate: null as Promise<void> | null,
    ackDelay: 1,
    async read(uid: string) {
      await pause(1);
      if (store.gate) await store.gate;
      return stored.get(uid) ?? null;
    },
    async create(profile: StoredProfile) {
      if (store.failWrites) {
        await pause(1);
        throw store.failWrites;
      }
      stored.set(profile.id, { ...profile, responsable: false } as UserProfile);
      await pause(store.ackDelay);
    },
  } satisfies ProfileStore & Record<string, unknown>;
  return store;
}

// Typed carelessly: spaces around, capitals in the address.
const signUpInput: SignUpInput = {
  ...people.eleve,
  email: '  Awa.Ngono@Example.cm ',
  profile: { ...people.eleve.profile, nom: ' Ngono ' },
};

describe('firebase auth', () => {
  let sdk: FakeAuth;
  let profiles: ReturnType<typeof memoryProfiles>;
  let service: ReturnType<typeof createFirebaseAuth>;
  let seen: (UserProfile | null)[];
  const watch = () => service.subscribe((user) => seen.push(user));

  beforeEach(() => {
    sdk = new FakeAuth();
    profiles = memoryProfiles();
    service = createFirebaseAuth(sdk as unknown as Auth, profiles);
    seen = [];
  });

  it('creates the account and its profile, and leaves the session signed out', async () => {
    const created = await service.signUp(signUpInput);

    // With what the sign-up records (issue 33): the consent, dated now, her birth date, and no
    // authorisation to wait for at 15.
    expect(created).toEqual({
      ...memberProfile('eleve', 'uid-1'),
      consentement: { version: PRIVACY_VERSION, date: expect.any(Date) },
      naissance: '2009-05-14',
      autorisation: { statut: 'non-requise' },
    });
    expect(profiles.stored.get('uid-1')).toEqual(created);
    expect(sdk.currentUser).toBeNull();
    expect(await service.getIdToken()).toBeNull();
    expect(await service.signIn('awa.ngono@example.cm', 'secret-123')).toEqual(created);
  });

  it('sends the new member the e-mail that confirms their address, in French, back to our site', async () => {
    const withUrl = createFirebaseAuth(sdk as unknown as Auth, profiles, {
      resetContinueUrl: 'https://site.test/Login',
    });

    const created = await withUrl.signUp(signUpInput);

    expect(created.emailVerifie).toBe(false);
    expect(sdk.verificationsSent).toEqual([
      { email: 'awa.ngono@example.cm', languageCode: 'fr', url: 'https://site.test/Login' },
    ]);
  });

  it('never shows subscribers the account Firebase signs in during sign-up', async () => {
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    // A slow acknowledgement leaves the new account signed in, with a readable profile, for a while.
    profiles.ackDelay = 30;
    await service.signUp(signUpInput);
    await pause(20);

    // The SDK did report the new user: only the adapter hid it.
    expect(sdk.reported).toContain('uid-1');
    expect(seen).toEqual([null]);
  });

  it('deletes the new account when its profile cannot be written, so the e-mail stays free', async () => {
    watch();
    profiles.failWrites = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });

    const failure = await service.signUp(signUpInput).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: 'permission-denied' });
    expect(sdk.accounts.size).toBe(0);
    expect(sdk.currentUser).toBeNull();
    profiles.failWrites = null;
    await expect(service.signUp(signUpInput)).resolves.toMatchObject({ email: 'awa.ngono@example.cm' });
    await pause(20);
    expect(seen.every((user) => user === null)).toBe(true);
  });

  it('still ends signed out when the half-made account cannot be deleted either', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    profiles.failWrites = Object.assign(new Error('offline'), { code: 'unavailable' });
    sdk.failDeleteUser = true;
    await expect(service.signUp(signUpInput)).rejects.toMatchObject({ code: 'unavailable' });
    expect(sdk.currentUser).toBeNull();
  });

  it('streams the session: null once known, the profile after sign-in, null after sign-out', async () => {
    const created = await service.signUp(signUpInput);
    const stop = watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));

    await service.signIn(signUpInput.email, signUpInput.password);
    await vi.waitFor(() => expect(seen).toEqual([null, created]));
    await service.signOut();
    await vi.waitFor(() => expect(seen).toEqual([null, created, null]));

    stop();
    await service.signIn(signUpInput.email, signUpInput.password);
    await pause(20);
    expect(seen).toHaveLength(3);
  });

  it('keeps a returning member signed in when their profile cannot be read at start-up: it is read again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    service = createFirebaseAuth(sdk as unknown as Auth, profiles, { profileRetryMs: 5 });
    const created = await service.signUp(signUpInput);
    // The saved session comes back while the network does not answer Firestore yet.
    await signInWithEmailAndPassword(sdk, 'awa.ngono@example.cm', 'secret-123');
    const offline = Object.assign(new Error('Failed to get document because the client is offline.'), {
      code: 'unavailable',
    });
    const read = profiles.read;
    let failures = 0;
    profiles.read = async (uid) => {
      if (failures < 2) {
        failures += 1;
        throw offline;
      }
      return read(uid);
    };

    watch();

    await vi.waitFor(() => expect(seen).toEqual([created]));
    expect(failures).toBe(2);
  });

  it('also follows a live profile again after the network dropped it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const created = await service.signUp(signUpInput);
    await signInWithEmailAndPassword(sdk, 'awa.ngono@example.cm', 'secret-123');
    let watches = 0;
    const live: ProfileStore = {
      ...profiles,
      watch(uid, onChange, onError) {
        watches += 1;
        const timer = setTimeout(() => {
          if (watches === 1) onError(new BackendError('unavailable'));
          else onChange(profiles.stored.get(uid) ?? null);
        }, 1);
        return () => clearTimeout(timer);
      },
    };
    service = createFirebaseAuth(sdk as unknown as Auth, live, { profileRetryMs: 5 });

    watch();

    await vi.waitFor(() => expect(seen).toEqual([created]));
    expect(watches).toBe(2);
  });

  it('counts a signed-in account without a profile as signed out, and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    sdk.accounts.set('ghost@example.cm', { uid: 'ghost', password: 'secret-123' });
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));

    await signInWithEmailAndPassword(sdk, 'ghost@example.cm', 'secret-123');

    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('ghost')));
    expect(seen).toEqual([null]);
  });

  it('never emits a profile read that finished after the session had moved on', async () => {
    const created = await service.signUp(signUpInput);
    watch();
    await vi.waitFor(() => expect(seen).toEqual([null]));
    let release = () => {};
    profiles.gate = new Promise((resolve) => (release = resolve));

    await signInWithEmailAndPassword(sdk, created.email, signUpInput.password);
    await pause();
    await signOut(sdk);
    await pause();
    release();
    await pause(20);

    expect(seen).toEqual([null]);
  });

  it('refuses a sign-in without a profile record with auth/profile-not-found, and signs out', async () => {
    sdk.accounts.set('ghost@example.cm', { uid: 'ghost', password: 'secret-123' });
    await expect(service.signIn('ghost@example.cm', 'secret-123')).rejects.toMatchObject({
      name: 'BackendError',
      code: 'auth/profile-not-found',
    });
    expect(sdk.currentUser).toBeNull();
  });

  it('passes the SDK error codes through as BackendErrors', async () => {
    await service.signUp(signUpInput);
    const attempts: [() => Promise<unknown>, string][] = [
      [() => service.signUp(signUpInput), 'auth/email-already-in-use'],
      [() => service.signUp({ ...signUpInput, email: 'autre@example.cm', password: '12345' }), 'auth/weak-password'],
      [() => service.signUp({ ...signUpInput, email: 'pas-un-email' }), 'auth/invalid-email'],
      [() => service.signIn(signUpInput.email, 'mauvais'), 'auth/wrong-password'],
      [() => service.signIn('inconnu@example.cm', 'secret-123'), 'auth/user-not-found'],
    ];
    for (const [attempt, code] of attempts) {
      const error = await attempt().catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({ code });
    }
    expect(profiles.stored.size).toBe(1);
  });

  it('gives the signed-in user’s ID token, and null when signed out', async () => {
    const created = await service.signUp(signUpInput);
    expect(await service.getIdToken()).toBeNull();
    await service.signIn(signUpInput.email, signUpInput.password);
    expect(await service.getIdToken()).toBe(`token-of-${created.id}`);
  });
});
