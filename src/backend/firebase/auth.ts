import {
  confirmPasswordReset as firebaseConfirmPasswordReset,
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  onAuthStateChanged,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { flaggedMember, flagSignedIn, flagSignedOut } from '@/backend/session-hint';
import type { AuthService, Unsubscribe } from '@/backend/types';
import { EMAIL_SHAPE } from '@/domain/email';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { isReservedName } from '@/domain/names';
import { checkProfileFields } from '@/domain/profile-fields';
import { buildProfile, readProfile, signUpRecords } from '@/domain/records';
import {
  confirmEmailCode,
  requestEmailChange,
  resendVerification,
  sendVerification,
  withAccountState,
} from './email-actions';
import { guarded, toBackendError } from './errors';
import type { ProfileStore } from './profile-store';
import { isResponsableClaim } from './users';

/**
 * Failures of the network or of the service, not of the account: reading the profile is tried
 * again (after 1 s, 2 s, 4 s… up to 30 s, sooner when the browser is back online) rather than
 * signing the member out.
 */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'auth/network-request-failed', 'resource-exhausted']);

/** Firebase Auth behind the port, behaving as the local adapter does. */
export function createFirebaseAuth(
  auth: Auth,
  profiles: ProfileStore,
  {
    profileRetryMs = 1_000,
    resetContinueUrl,
    resumeDeletion,
    remember = async () => {},
  }: {
    profileRetryMs?: number;
    /** Keeps the next sign-in for this tab or for the device (app.ts, rememberFor). */
    remember?: (where: 'tab' | 'device') => Promise<void>;
    /**
     * After a sign-in that finds no profile: finishes a deletion of this account that was cut off
     * once its profile was gone, and says so (account-deletion.ts). The sign-in then fails as for
     * an unknown account.
     */
    resumeDeletion?: (user: User) => Promise<boolean>;
    /**
     * Where the page of an e-mail's link sends the member back (our /Login): password reset,
     * address confirmation and change alike. Absent outside a browser.
     */
    resetContinueUrl?: string;
  } = {},
): AuthService {
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
      let stopWatching: Unsubscribe | null = null;
      // What was last emitted (null: signed out); undefined until the first emission.
      let lastEmitted: string | undefined;
      // The member shown, and whether their current ID token holds the responsable claim.
      let shown: { profile: UserProfile | null; claim: boolean; uid: string } | null = null;

      const emit = (profile: UserProfile | null) => {
        const key = JSON.stringify(profile);
        if (key === lastEmitted) return;
        lastEmitted = key;
        onChange(profile);
      };

      // Reads the current state rather than the event's user: a late event never resurrects an old session.
      const refresh = async () => {
        turn += 1;
        const mine = turn;
        const current = () => mine === turn && !stopped && signUpsInFlight === 0;
        if (!known || !current()) return;
        stopWatching?.();
        stopWatching = null;
        const user = auth.currentUser;
        // A visitor's anonymous account (used to reply) is no member: signed out, quietly.
        if (!user || user.isAnonymous) {
          shown = null;
          flagSignedOut();
          emit(null);
          return;
        }
        // The site's own flag says a member is here (a session from before it was written has none).
        if (flaggedMember() !== user.uid) flagSignedIn(user.uid, 'tab');
        const responsable = await isResponsableClaim(user);
        if (!current()) return;
        shown = { uid: user.uid, claim: responsable, profile: null };
        // Only the newest profile is emitted: an older one's account check may end after it.
        let latest = 0;
        const follow = (profile: UserProfile | null) => {
          if (!current()) return;
          const mine = (latest += 1);
          if (!profile) {
            console.error(`Aucun profil enregistré pour l'utilisateur ${user.uid}.`);
            return emit(null);
          }
          // The address and whether it is confirmed are the account's (the stored copy may lag).
          void withAccountState(user, profile, profiles).then((known) => {
            if (!current() || mine !== latest || shown?.uid !== user.uid) return;
            shown.profile = known;
            emit({ ...known, responsable: shown.claim });
          });
        };
        // A profile that cannot be read for now (the network dropped at start-up) is waited for:
        // the session stays unknown, and the read is tried again.
        let failures = 0;
        const later = (error: BackendError, again: () => void) => {
          const delay = Math.min(profileRetryMs * 2 ** failures, 30 * profileRetryMs);
          failures += 1;
          console.warn(`Lecture du profil de ${user.uid} impossible, nouvel essai dans ${delay} ms :`, error);
          const timer = setTimeout(retry, delay);
          function retry() {
            clearTimeout(timer);
            if (typeof window !== 'undefined') window.removeEventListener('online', retry);
            if (current()) again();
          }
          if (typeof window !== 'undefined') window.addEventListener('online', retry, { once: true });
          stopWatching = () => {
            clearTimeout(timer);
            if (typeof window !== 'undefined') window.removeEventListener('online', retry);
          };
        };
        const watch = profiles.watch?.bind(profiles);
        if (watch) {
          const start = () => {
            stopWatching = watch(user.uid, follow, (error) => {
              if (TRANSIENT.has(error.code)) return later(error, start);
              console.error(`Lecture du profil de ${user.uid} impossible :`, error);
              follow(null);
            });
          };
          start();
          return;
        }
        const read = async () => {
          let profile: UserProfile | null = null;
          try {
            profile = await profiles.read(user.uid);
          } catch (caught) {
            const error = toBackendError(caught);
            if (TRANSIENT.has(error.code)) return later(error, () => void read());
            console.error(`Lecture du profil de ${user.uid} impossible :`, error);
          }
          follow(profile);
        };
        await read();
      };

      const stopAuth = onAuthStateChanged(auth, () => {
        known = true;
        void refresh();
      });
      // A token renewed with another claim (a removed responsable's session asks for one at its
      // first refusal, refusal-check.ts) changes what is shown at once, with no new sign-in and
      // nothing read; the hourly renewal, with the same claim, changes nothing.
      const stopToken = onIdTokenChanged(auth, (user) => {
        if (!user || user.isAnonymous || shown?.uid !== user.uid) return;
        void isResponsableClaim(user).then((claim) => {
          if (stopped || shown?.uid !== user.uid || shown.claim === claim) return;
          shown.claim = claim;
          if (shown.profile) emit({ ...shown.profile, responsable: claim });
        });
      });
      const onSettled = () => void refresh();
      settledListeners.add(onSettled);
      return () => {
        stopped = true;
        stopAuth();
        stopToken();
        stopWatching?.();
        settledListeners.delete(onSettled);
      };
    },

    async signIn(email, password, options) {
      await guarded(() => remember(options?.remember ? 'device' : 'tab'));
      const { user } = await guarded(() => signInWithEmailAndPassword(auth, email.trim(), password));
      let profile: UserProfile | null;
      try {
        profile = await profiles.read(user.uid);
        // Only then, so that a sign-in costs one read: a deletion cut off before the profile went
        // leaves the member signed in, unable to post, until they ask for it again.
        if (!profile && (await resumeDeletion?.(user))) throw new BackendError('auth/user-not-found');
      } catch (error) {
        await signOutQuietly();
        throw toBackendError(error);
      }
      if (!profile) {
        await signOutQuietly();
        throw new BackendError('auth/profile-not-found');
      }
      flagSignedIn(user.uid, options?.remember ? 'device' : 'tab');
      return { ...(await withAccountState(user, profile, profiles)), responsable: await isResponsableClaim(user) };
    },

    async signUp({ email, password, profile: fields, ...given }) {
      // Refused before the account exists: the rules would refuse the profile anyway.
      if (isReservedName(fields)) throw new BackendError('profile/reserved-name');
      checkProfileFields(fields);
      // The texts accepted and a pupil's birth date (domain/consent.ts); the store writes the
      // server's time in place of this device's (the rules want request.time).
      const records = signUpRecords(fields.role, given, new Date());
      signUpsInFlight += 1;
      try {
        const { user } = await guarded(() => createUserWithEmailAndPassword(auth, email.trim(), password));
        // Firebase stores the address lower-cased; the profile keeps the same spelling.
        const profile = buildProfile(user.uid, user.email ?? email.trim(), fields, records);
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
        // The e-mail that confirms the address; failing to send it does not undo the account
        // (the banner offers « Renvoyer l'e-mail »).
        await sendVerification(auth, user, resetContinueUrl).catch((error: unknown) =>
          console.error('Envoi de l’e-mail de confirmation impossible :', error),
        );
        // The product sends a new member to the login page: the session ends signed out (whoever was in).
        await guarded(() => firebaseSignOut(auth));
        return readProfile(profile.id, { ...profile })!;
      } finally {
        signUpsInFlight -= 1;
        settle();
      }
    },

    async signOut() {
      const uid = auth.currentUser?.uid;
      await guarded(() => firebaseSignOut(auth));
      flagSignedOut(uid);
    },

    async changePassword(current, next) {
      await guarded(() => auth.authStateReady());
      const user = auth.currentUser;
      if (!user || user.isAnonymous || !user.email) throw new BackendError('auth/requires-login');
      // Firebase asks for a recent sign-in before a password change: proving the current password
      // is that sign-in, and refuses a wrong one (auth/wrong-password or auth/invalid-credential).
      await guarded(() => reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, current)));
      await guarded(() => updatePassword(user, next));
    },

    async sendPasswordReset(email) {
      // The Auth emulator accepts any address here; Firebase and the local adapter refuse a malformed one.
      if (!EMAIL_SHAPE.test(email.trim())) throw new BackendError('auth/invalid-email');
      // The e-mail is written in the language of the console's template chosen by this code.
      auth.languageCode = 'fr';
      try {
        await guarded(() =>
          sendPasswordResetEmail(auth, email.trim(), resetContinueUrl ? { url: resetContinueUrl } : undefined),
        );
      } catch (error) {
        // With e-mail enumeration protection off (the emulator, an older project), Firebase says
        // when no account exists: the port says nothing about it.
        if (error instanceof BackendError && error.code === 'auth/user-not-found') return;
        if (error instanceof BackendError && error.code === 'auth/missing-email')
          throw new BackendError('auth/invalid-email');
        throw error;
      }
    },

    async confirmPasswordReset(code, newPassword) {
      await guarded(() => firebaseConfirmPasswordReset(auth, code, newPassword));
    },

    async sendEmailVerification() {
      await resendVerification(auth, resetContinueUrl);
    },

    async confirmEmail(code) {
      await confirmEmailCode(auth, code);
      // When the session is this member's, their profile follows at once (a tutor's card with it).
      const user = auth.currentUser;
      if (user && !user.isAnonymous) {
        const profile = await profiles.read(user.uid).catch(() => null);
        if (profile) await withAccountState(user, profile, profiles);
      }
      // The session's member (if it is theirs) is read again: confirmed, maybe a new address.
      for (const listener of [...settledListeners]) listener();
    },

    async changeEmail(current, newEmail) {
      await requestEmailChange(auth, current, newEmail, resetContinueUrl);
    },

    async getIdToken() {
      return guarded(async () => {
        // At start-up the saved session is restored asynchronously.
        await auth.authStateReady();
        return auth.currentUser && !auth.currentUser.isAnonymous ? auth.currentUser.getIdToken() : null;
      });
    },
  };
}
