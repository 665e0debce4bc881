import type { Auth } from 'firebase/auth';
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { readProfile } from '@/domain/records';
import { BackendError, type UserProfile, type UserService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { guarded } from './errors';

export const USERS = 'utilisateurs';

/** Profiles in `utilisateurs/{uid}`. */
export function createFirestoreProfiles(db: Firestore): ProfileStore {
  return {
    async read(uid) {
      const snapshot = await guarded(() => getDoc(doc(db, USERS, uid)));
      // readProfile also accepts the legacy `quatier` field and refuses an unknown role.
      return snapshot.exists() ? readProfile(uid, snapshot.data()) : null;
    },
    async create(profile) {
      // The document keeps its `id` (= its key = the auth uid), as the spec's student record has one;
      // the rules can check it equals request.auth.uid.
      await guarded(() => setDoc(doc(db, USERS, profile.id), profile));
    },
  };
}

/** The signed-in account's uid; refuses a signed-out visitor. */
export async function requireUid(auth: Auth): Promise<string> {
  // At start-up the saved session is restored asynchronously.
  await guarded(() => auth.authStateReady());
  const uid = auth.currentUser?.uid;
  if (!uid) throw new BackendError('auth/requires-login');
  return uid;
}

/** The signed-in member's stored profile, or null for a visitor. */
export async function currentProfile(auth: Auth, profiles: ProfileStore): Promise<UserProfile | null> {
  await guarded(() => auth.authStateReady());
  const uid = auth.currentUser?.uid;
  return uid ? profiles.read(uid) : null;
}

/** The signed-in member's stored profile; an account without one counts as signed out. */
export async function requireProfile(profiles: ProfileStore, uid: string): Promise<UserProfile> {
  const profile = await profiles.read(uid);
  if (!profile) throw new BackendError('auth/requires-login');
  return profile;
}

export function createFirebaseUsers(auth: Auth, profiles: ProfileStore): UserService {
  return {
    async get(uid) {
      // As in the rules (and the local adapter), a member reads their own profile only.
      await guarded(() => auth.authStateReady());
      if (auth.currentUser?.uid !== uid) throw new BackendError('permission-denied');
      return profiles.read(uid);
    },
  };
}
