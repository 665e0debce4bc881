import type { Auth } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { memberProfile, people } from '@tests/setup/people';
import { createFirebaseAuth } from './auth';
import type { ProfileStore } from './profile-store';
import { checkingRefusals, createRefusalCheck } from './refusal-check';
import { FakeAuth, signInWithEmailAndPassword } from './testing/fake-auth';

vi.mock('firebase/auth', () => import('./testing/fake-auth'));

/**
 * Issue 32, in the session: a responsable the association removed keeps the claim in the token
 * their session holds; the rules refuse them, and at that first refusal the session asks for a
 * fresh token, then follows what it says — without reading anything.
 */
const UID = 'uid-claire';
const EMAIL = 'claire.ondoa@example.cm';
const PASSWORD = 'secret-123';
const refusal = () => new BackendError('permission-denied', 'Missing or insufficient permissions.');

describe('a session at its first refusal (issue 32)', () => {
  let sdk: FakeAuth;
  let reads: number;
  let seen: (UserProfile | null)[];
  let clock: number;
  let refused: (error: unknown) => void;

  beforeEach(async () => {
    sdk = new FakeAuth();
    sdk.accounts.set(EMAIL, { uid: UID, password: PASSWORD });
    sdk.claims.set(UID, { responsable: true });
    reads = 0;
    const profiles: ProfileStore = {
      async read(uid) {
        reads += 1;
        // In step with the account (its address, not confirmed): no fresh token asked for that.
        return uid === UID ? { ...memberProfile('parent', UID), email: EMAIL, emailVerifie: false } : null;
      },
      async create() {},
    };
    seen = [];
    clock = 0;
    refused = createRefusalCheck(sdk as unknown as Auth, { now: () => clock });
    createFirebaseAuth(sdk as unknown as Auth, profiles).subscribe((user) => seen.push(user));
    await signInWithEmailAndPassword(sdk, EMAIL, PASSWORD);
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ id: UID, responsable: true }));
  });

  it('stops showing the Espace responsable once a fresh token comes without the claim, reading nothing', async () => {
    const readsBefore = reads;
    sdk.claims.delete(UID); // npm run responsable -- retirer (on the emulator: the refresh token still works)

    refused(refusal());

    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ id: UID, responsable: false }));
    expect(sdk.refreshes).toBe(1);
    expect(reads).toBe(readsBefore);
  });

  it('ends the session when Google refuses the fresh token (refresh tokens revoked)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sdk.claims.delete(UID);
    sdk.revoked.add(UID);

    refused(refusal());

    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(sdk.currentUser).toBeNull();
  });

  it('asks for no token on another failure, nor for a member without the claim', async () => {
    refused(new BackendError('unavailable'));
    refused(new Error('permission-denied'));
    expect(sdk.refreshes).toBe(0);

    const other = new FakeAuth();
    other.accounts.set(people.eleve.email, { uid: 'uid-awa', password: PASSWORD });
    await signInWithEmailAndPassword(other, people.eleve.email, PASSWORD);
    createRefusalCheck(other as unknown as Auth)(refusal());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other.refreshes).toBe(0);
    expect(sdk.refreshes).toBe(0);
  });

  it('asks at most once a minute while the claim survives (appointed before the appointments existed)', async () => {
    refused(refusal());
    await vi.waitFor(() => expect(sdk.refreshes).toBe(1));
    refused(refusal());
    clock += 59_000;
    refused(refusal());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.refreshes).toBe(1);
    expect(seen.at(-1)).toMatchObject({ responsable: true });

    clock += 1_000;
    refused(refusal());
    await vi.waitFor(() => expect(sdk.refreshes).toBe(2));
  });
});

describe('checkingRefusals', () => {
  it('hands each refusal of the Firestore services to the check: a failed command, an error callback', async () => {
    const errors: unknown[] = [];
    const failure = refusal();
    const stop = () => {};
    const backend = {
      kind: 'firebase',
      users: {},
      messages: {},
      following: {},
      seances: {},
      reports: {},
      governance: {
        approveTutor: (uid: string) => Promise.reject(Object.assign(failure, { uid })),
        subscribeJournal: (_onChange: unknown, onError: (error: BackendError) => void) => {
          onError(failure);
          return stop;
        },
      },
      questions: { ask: async (text: string) => `posée : ${text}` },
      files: { remove: () => Promise.reject(failure) },
    } as unknown as Backend;

    const checked = checkingRefusals(backend, (error) => errors.push(error));

    await expect(checked.governance.approveTutor('uid-paul')).rejects.toBe(failure);
    const onError = vi.fn();
    expect(checked.governance.subscribeJournal(() => {}, onError)).toBe(stop);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(await (checked.questions as unknown as { ask(text: string): Promise<string> }).ask('Pourquoi ?')).toBe(
      'posée : Pourquoi ?',
    );
    expect(errors).toEqual([failure, failure]);
    // Not a Firestore service: left as it is.
    expect(checked.files).toBe(backend.files);
  });
});
