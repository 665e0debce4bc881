/**
 * The Firebase auth adapter's own mechanics against a real Firebase Auth emulator (started by
 * tests/setup/auth-emulator.global.ts): the token it hands our server, the account Firebase signs
 * in during a sign-up, a half-made account removed. Profiles live in a Map, so that their reads can
 * be slowed down and their writes refused. What the port promises (sign-up, sign-in, their error
 * codes) is the backend contract's (tests/contract/), with profiles in the Firestore emulator.
 */
import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { createAuth, createFirebaseApp } from '@/backend/firebase/app';
import { createFirebaseAuth } from '@/backend/firebase/auth';
import type { ProfileStore } from '@/backend/firebase/profile-store';
import { createRefusalCheck } from '@/backend/firebase/refusal-check';
import type { AuthService } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import type { Role, SignUpInput, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { readProfile } from '@/domain/records';
import { people } from '../setup/people';

const host = inject('authEmulatorHost');
if (!host) console.warn(`Tests sur l'émulateur Firebase Auth ignorés : ${inject('authEmulatorSkipReason')}`);

const settings: FirebaseSettings = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-commission-etudes.firebaseapp.com',
  projectId: 'demo-commission-etudes',
  appId: '1:000000000000:web:0000000000000000',
  authEmulatorHost: host ?? undefined,
};

/** Each role's sign-up but its credentials: the profile, the boxes ticked, a pupil's birth date. */
function withoutCredentials({ email: _email, password: _password, ...rest }: SignUpInput) {
  return rest;
}
const FIELDS: Record<Role, Omit<SignUpInput, 'email' | 'password'>> = {
  eleve: withoutCredentials(people.eleve),
  encadreur: withoutCredentials(people.encadreur),
  parent: withoutCredentials(people.parent),
};
const PASSWORD = 'secret-123';

/** The emulator keeps accounts for the whole run: every test uses fresh addresses. */
let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@Example.cm`;

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Profiles in a Map. Delays mimic Firestore: a read takes a round trip, and a new profile is
 * readable (from the local cache) before its write is acknowledged.
 */
function memoryProfiles(options: { failWith?: { code: string }; readDelay?: number; ackDelay?: number } = {}) {
  const stored = new Map<string, UserProfile>();
  const store: ProfileStore = {
    read: async (uid) => {
      await after(options.readDelay ?? 0);
      return stored.get(uid) ?? null;
    },
    create: async (profile) => {
      if (options.failWith) throw Object.assign(new Error('profile write refused'), options.failWith);
      stored.set(profile.id, readProfile(profile.id, { ...profile })!);
      await after(options.ackDelay ?? 0);
    },
  };
  return { stored, store };
}

async function until(check: () => void, timeout = 5_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await after(25);
    }
  }
}

describe.skipIf(!host)('firebase auth adapter on the Auth emulator', () => {
  let app: FirebaseApp;
  let auth: Auth;
  let profiles: ReturnType<typeof memoryProfiles>;
  let service: AuthService;

  beforeAll(() => {
    app = createFirebaseApp(settings, `emulator-auth-${Date.now()}`);
    auth = createAuth(app, settings, 'memory');
  });
  beforeEach(() => {
    profiles = memoryProfiles();
    service = createFirebaseAuth(auth, profiles.store);
  });
  afterEach(async () => {
    await service.signOut();
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('gives a JWT for the signed-in member, and null once signed out', async () => {
    const email = freshEmail('jeton');
    const created = await service.signUp({ email, password: PASSWORD, ...FIELDS.eleve });
    await service.signIn(email, PASSWORD);

    const token = await service.getIdToken();
    // The emulator's tokens are unsigned: header.payload. with an empty signature.
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ user_id: created.id, email: email.toLowerCase() });

    await service.signOut();
    expect(await service.getIdToken()).toBeNull();
  });

  it('streams the session, hiding the account Firebase signs in during sign-up', async () => {
    profiles = memoryProfiles({ readDelay: 20, ackDelay: 150 });
    service = createFirebaseAuth(auth, profiles.store);
    const seen: (UserProfile | null)[] = [];
    const stop = service.subscribe((user) => seen.push(user));
    await until(() => expect(seen).toEqual([null]));
    const email = freshEmail('flux');

    const created = await service.signUp({ email, password: PASSWORD, ...FIELDS.parent });
    await after(300);
    expect(seen).toEqual([null]);

    await service.signIn(email, PASSWORD);
    await until(() => expect(seen).toEqual([null, created]));
    await service.signOut();
    await until(() => expect(seen).toEqual([null, created, null]));
    stop();
  });

  it('deletes the account when its profile cannot be written, so the address can be used again', async () => {
    const email = freshEmail('echec');
    const failing = createFirebaseAuth(auth, memoryProfiles({ failWith: { code: 'permission-denied' } }).store);

    await expect(failing.signUp({ email, password: PASSWORD, ...FIELDS.eleve })).rejects.toMatchObject({
      name: 'BackendError',
      code: 'permission-denied',
    });
    expect(auth.currentUser).toBeNull();
    const signInError = await service.signIn(email, PASSWORD).catch((error: unknown) => error);
    expect(['auth/user-not-found', 'auth/invalid-credential']).toContain((signInError as { code: string }).code);

    await expect(service.signUp({ email, password: PASSWORD, ...FIELDS.eleve })).resolves.toMatchObject({
      email: email.toLowerCase(),
    });
  });

  it('asks Firebase for a French reset e-mail whose link leads back to our login page', async () => {
    const email = freshEmail('oubli');
    await service.signUp({ email, password: PASSWORD, ...FIELDS.eleve });
    const resetting = createFirebaseAuth(auth, profiles.store, {
      resetContinueUrl: 'https://commission.example/Login',
    });

    await resetting.sendPasswordReset(email);

    expect(auth.languageCode).toBe('fr');
    const response = await fetch(`http://${host}/emulator/v1/projects/${settings.projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const sent = oobCodes.filter((code) => code.email === email.toLowerCase() && code.requestType === 'PASSWORD_RESET');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.oobLink).searchParams.get('continueUrl')).toBe('https://commission.example/Login');
  });

  it('asks Firebase for French e-mails that confirm the address, at sign-up and to change it, leading back to our login page', async () => {
    const email = freshEmail('confirmation');
    const next = freshEmail('nouvelle');
    const confirming = createFirebaseAuth(auth, profiles.store, {
      resetContinueUrl: 'https://commission.example/Login',
    });
    auth.languageCode = null;

    await confirming.signUp({ email, password: PASSWORD, ...FIELDS.eleve });
    expect(auth.languageCode).toBe('fr');
    await confirming.signIn(email, PASSWORD);
    await confirming.changeEmail(PASSWORD, next);

    const response = await fetch(`http://${host}/emulator/v1/projects/${settings.projectId}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; newEmail?: string; requestType: string; oobLink: string }[];
    };
    const verification = oobCodes.filter(
      (code) => code.email === email.toLowerCase() && code.requestType === 'VERIFY_EMAIL',
    );
    const change = oobCodes.filter(
      (code) => code.newEmail === next.toLowerCase() && code.requestType === 'VERIFY_AND_CHANGE_EMAIL',
    );
    expect(verification).toHaveLength(1);
    expect(change).toHaveLength(1);
    for (const sent of [verification[0]!, change[0]!]) {
      expect(new URL(sent.oobLink).searchParams.get('continueUrl')).toBe('https://commission.example/Login');
    }
  });

  it('stops showing a responsable removed since at their first refusal: a fresh token, without the claim (issue 32)', async () => {
    const email = freshEmail('retire');
    const created = await service.signUp({ email, password: PASSWORD, ...FIELDS.parent });
    await setClaims(created.id, { responsable: true });
    const seen: (UserProfile | null)[] = [];
    const stop = service.subscribe((user) => seen.push(user));
    await service.signIn(email, PASSWORD);
    await until(() => expect(seen.at(-1)).toMatchObject({ id: created.id, responsable: true }));

    // `npm run responsable -- retirer`: the claim goes (the emulator does not refuse the revoked
    // refresh token, Google does: then the SDK signs the member out). The session's token still
    // says responsable, until a refusal of the rules asks for a fresh one.
    await setClaims(created.id, {});
    expect(seen.at(-1)).toMatchObject({ responsable: true });
    createRefusalCheck(auth)(new BackendError('permission-denied', 'Missing or insufficient permissions.'));

    await until(() => expect(seen.at(-1)).toMatchObject({ id: created.id, responsable: false }));
    stop();
  });
});

/** The account's custom claims, as the association's command sets them (the emulator's owner access). */
async function setClaims(localId: string, claims: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${settings.projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ localId, customAttributes: JSON.stringify(claims) }),
    },
  );
  if (!response.ok) throw new Error(`accounts:update: HTTP ${response.status}`);
}
