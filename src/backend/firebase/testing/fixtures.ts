import type { Auth } from 'firebase/auth';
import { storedProfile } from '@tests/setup/people';

/** Shared people of the unit tests, as stored in `utilisateurs`. */
export const pupil = storedProfile('eleve', 'pupil-uid');
export const tutor = storedProfile('encadreur', 'tutor-uid');
export const parent = storedProfile('parent', 'parent-uid');

/** The part of Auth the Firestore services read: who is signed in. */
export interface FakeSession {
  currentUser: { uid: string } | null;
  signIn(uid: string | null): void;
  auth: Auth;
}

export function fakeSession(uid: string | null = null): FakeSession {
  const session = {
    currentUser: uid ? { uid } : null,
    authStateReady: async () => {},
  };
  return {
    get currentUser() {
      return session.currentUser;
    },
    signIn(next) {
      session.currentUser = next ? { uid: next } : null;
    },
    auth: session as unknown as Auth,
  };
}
