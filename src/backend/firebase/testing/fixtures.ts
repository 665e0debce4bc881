import type { Auth } from 'firebase/auth';
import { storedProfile } from '@tests/setup/people';

/** Shared people of the unit tests, as stored in `utilisateurs`. */
export const pupil = storedProfile('eleve', 'pupil-uid');
export const tutor = storedProfile('encadreur', 'tutor-uid');

interface FakeUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** Members of these tests confirmed their address (they may write private messages). */
  emailVerified: boolean;
  reload(): Promise<void>;
  getIdToken(forceRefresh?: boolean): Promise<string>;
  getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
}

/** The part of Auth the Firestore services read: who is signed in, and their token's claims. */
export interface FakeSession {
  currentUser: FakeUser | null;
  signIn(uid: string | null, claims?: Record<string, unknown>): void;
  auth: Auth;
}

function userOf(uid: string, claims: Record<string, unknown> = {}, isAnonymous = false): FakeUser {
  return {
    uid,
    email: isAnonymous ? null : `${uid}@example.cm`,
    isAnonymous,
    emailVerified: !isAnonymous,
    reload: async () => {},
    getIdToken: async () => `token-of-${uid}`,
    getIdTokenResult: async () => ({ claims }),
  };
}

let anonymous = 0;

/**
 * A session for the Firestore services. `signInAnonymously` (mocked in the tests that need it,
 * see questions.test.ts) calls `auth.signInAnonymously()`: it gives a fresh anonymous user.
 */
export function fakeSession(uid: string | null = null, claims: Record<string, unknown> = {}): FakeSession {
  const session = {
    currentUser: uid ? userOf(uid, claims) : null,
    authStateReady: async () => {},
    signInAnonymously: async () => {
      anonymous += 1;
      session.currentUser = userOf(`anonyme-${anonymous}`, {}, true);
      return { user: session.currentUser };
    },
  };
  return {
    get currentUser() {
      return session.currentUser;
    },
    signIn(next, nextClaims = {}) {
      session.currentUser = next ? userOf(next, nextClaims) : null;
    },
    auth: session as unknown as Auth,
  };
}
