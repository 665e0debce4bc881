import {
  createUserWithEmailAndPassword,
  deleteUser,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type Auth,
} from 'firebase/auth';
import { buildProfile } from '@/domain/records';
import { BackendError, type AuthService, type UserProfile } from '@/backend/types';
import { guarded, toBackendError } from './errors';

/** Where profiles live: Firestore in the app (users.ts), a Map in the emulator tests. */
export interface ProfileStore {
  read(uid: string): Promise<UserProfile | null>;
  create(profile: UserProfile): Promise<void>;
}

/** Firebase Auth behind the port, behaving as the local adapter does. */
export function createFirebaseAuth(auth: Auth, profiles: ProfileStore): AuthService {
  // While a sign-up runs, Firebase briefly signs the new account in: subscribers must not see it.
  let signUpsInFlight = 0;
  const settledListeners = new Set<() => void>();

  function settle() {
    if (signUpsInFlight === 0) for (const listener of [...settledListeners]) listener();
  }

  async function signOutQuietly() {
    await firebaseSignOut(auth).catch((error: unknown) => console.error('Déconnexion impossible :', error));
  }

  return {
    subscribe(onChange) {
      let known = false;
      let stopped = false;
      let turn = 0;
      // Uid last emitted (null: signed out); undefined until the first emission.
      let lastEmitted: string | null | undefined;

      // Reads the current state rather than the event's user: a late event never resurrects an old session.
      const refresh = async () => {
        turn += 1;
        const mine = turn;
        if (!known || stopped || signUpsInFlight > 0) return;
        const user = auth.currentUser;
        let profile: UserProfile | null = null;
        if (user) {
          try {
            profile = await profiles.read(user.uid);
            if (!profile) console.error(`Aucun profil enregistré pour l'utilisateur ${user.uid}.`);
          } catch (error) {
            console.error(`Lecture du profil de ${user.uid} impossible :`, error);
          }
        }
        if (mine !== turn || stopped || signUpsInFlight > 0) return;
        const key = profile?.id ?? null;
        if (key === lastEmitted) return;
        lastEmitted = key;
        onChange(profile);
      };

      const stopAuth = onAuthStateChanged(auth, () => {
        known = true;
        void refresh();
      });
      const onSettled = () => void refresh();
      settledListeners.add(onSettled);
      return () => {
        stopped = true;
        stopAuth();
        settledListeners.delete(onSettled);
      };
    },

    async signIn(email, password) {
      const { user } = await guarded(() => signInWithEmailAndPassword(auth, email.trim(), password));
      let profile: UserProfile | null;
      try {
        profile = await profiles.read(user.uid);
      } catch (error) {
        await signOutQuietly();
        throw toBackendError(error);
      }
      if (!profile) {
        await signOutQuietly();
        throw new BackendError('auth/profile-not-found');
      }
      return profile;
    },

    async signUp({ email, password, profile: fields }) {
      signUpsInFlight += 1;
      try {
        const { user } = await guarded(() => createUserWithEmailAndPassword(auth, email.trim(), password));
        // Firebase stores the address lower-cased; the profile keeps the same spelling.
        const profile = buildProfile(user.uid, user.email ?? email.trim(), fields);
        try {
          await profiles.create(profile);
        } catch (error) {
          // An account without its profile cannot sign in, and would keep the address taken.
          await deleteUser(user).catch(async (deleteError: unknown) => {
            console.error('Suppression du compte sans profil impossible :', deleteError);
            await signOutQuietly();
          });
          throw toBackendError(error);
        }
        // The product sends a new member to the login page: the session ends signed out (whoever was in).
        await guarded(() => firebaseSignOut(auth));
        return profile;
      } finally {
        signUpsInFlight -= 1;
        settle();
      }
    },

    async signOut() {
      await guarded(() => firebaseSignOut(auth));
    },

    async getIdToken() {
      return guarded(async () => {
        // At start-up the saved session is restored asynchronously.
        await auth.authStateReady();
        return auth.currentUser ? auth.currentUser.getIdToken() : null;
      });
    },
  };
}
