import Dexie from 'dexie';
import type { AuthService, Unsubscribe } from '@/backend/types';
import { EMAIL_SHAPE as EMAIL } from '@/domain/email';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { isReservedName } from '@/domain/names';
import { RESET_CODE_LIFETIME_MS, resetEmail } from '@/domain/password-reset';
import { checkProfileFields } from '@/domain/profile-fields';
import { buildProfile, readProfile, signUpRecords } from '@/domain/records';
import type { LocalDatabase } from './db';
import { applyEmailCode, randomCode, sendEmailCode } from './email-actions';
import { subscribeLive } from './live';
import { deliverLocally } from './mailbox';
import { hashPassword, verifyPassword } from './password';
import { memberProfile, type LocalSession } from './session';

function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!EMAIL.test(normalised)) throw new BackendError('auth/invalid-email');
  return normalised;
}

/** Accounts in IndexedDB with the error codes of Firebase Auth, so screens cannot tell the difference. */
export function createLocalAuth(
  db: LocalDatabase,
  session: LocalSession,
  iterations?: number,
  now: () => Date = () => new Date(),
): AuthService {
  return {
    subscribe(onChange: (user: UserProfile | null) => void): Unsubscribe {
      let stopProfile: Unsubscribe | null = null;
      const follow = (uid: string | null) => {
        stopProfile?.();
        stopProfile = null;
        if (!uid) {
          onChange(null);
          return;
        }
        stopProfile = subscribeLive(
          () => memberProfile(db, uid),
          (profile) => {
            if (!profile) console.error(`Aucun profil enregistré pour l'utilisateur ${uid}.`);
            onChange(profile ?? null);
          },
          () => onChange(null),
        );
      };
      follow(session.currentUid);
      const stopSession = session.onChange(follow);
      return () => {
        stopSession();
        stopProfile?.();
      };
    },

    async signIn(email, password, options) {
      const account = await db.accounts.where('email').equals(normaliseEmail(email)).first();
      if (!account) throw new BackendError('auth/user-not-found');
      if (!(await verifyPassword(password, account))) throw new BackendError('auth/wrong-password');
      const profile = await memberProfile(db, account.uid);
      if (!profile) throw new BackendError('auth/profile-not-found');
      session.set(account.uid, { remember: options?.remember === true });
      return profile;
    },

    async signUp({ email, password, profile: fields, ...given }) {
      const normalised = normaliseEmail(email);
      if (password.length < PASSWORD_MIN_LENGTH) throw new BackendError('auth/weak-password');
      if (isReservedName(fields)) throw new BackendError('profile/reserved-name');
      checkProfileFields(fields);
      // The texts accepted, dated by this store's clock; a pupil's birth date (domain/consent.ts).
      const records = signUpRecords(fields.role, given, now());
      if ((await db.accounts.where('email').equals(normalised).count()) > 0) {
        throw new BackendError('auth/email-already-in-use');
      }
      const uid = crypto.randomUUID();
      const credentials = await hashPassword(password, iterations);
      const profile = buildProfile(uid, normalised, fields, records);
      try {
        await db.transaction('rw', db.accounts, db.users, async () => {
          await db.accounts.add({ uid, email: normalised, ...credentials, createdAt: new Date() });
          await db.users.add(profile);
        });
      } catch (error) {
        // The unique e-mail index also catches two tabs signing up with one address at once.
        if (error instanceof Dexie.ConstraintError) throw new BackendError('auth/email-already-in-use');
        throw error;
      }
      // As Firebase does at sign-up (firebase/auth.ts), the e-mail that confirms the address.
      await sendEmailCode(db, { uid, mode: 'verifyEmail', email: normalised }, now());
      // The product sends a new member to the login page: the tab ends signed out, whoever was in
      // (as on Firebase, where creating the account replaces the session).
      session.set(null);
      return readProfile(uid, { ...profile })!;
    },

    async signOut() {
      session.set(null);
    },

    async changePassword(current, next) {
      const uid = session.currentUid;
      const account = uid ? await db.accounts.get(uid) : undefined;
      if (!account) throw new BackendError('auth/requires-login');
      if (!(await verifyPassword(current, account))) throw new BackendError('auth/wrong-password');
      if (next.length < PASSWORD_MIN_LENGTH) throw new BackendError('auth/weak-password');
      await db.accounts.update(account.uid, await hashPassword(next, iterations));
    },

    async sendPasswordReset(email) {
      const normalised = normaliseEmail(email);
      const account = await db.accounts.where('email').equals(normalised).first();
      // No account: nothing is sent, and nothing said (the caller cannot tell the difference).
      if (!account) return;
      const code = randomCode();
      const sentAt = now();
      await db.transaction('rw', db.resetCodes, db.mailbox, async () => {
        await db.resetCodes.add({
          code,
          uid: account.uid,
          expiresAt: new Date(sentAt.getTime() + RESET_CODE_LIFETIME_MS),
        });
        await deliverLocally(db, { ...resetEmail(normalised, code), date: sentAt });
      });
    },

    async confirmPasswordReset(code, newPassword) {
      const reset = await db.resetCodes.get(code);
      if (!reset) throw new BackendError('auth/invalid-action-code');
      if (reset.expiresAt.getTime() <= now().getTime()) {
        await db.resetCodes.delete(code);
        throw new BackendError('auth/expired-action-code');
      }
      // Checked before the code is spent, so that the member may try a longer password with the same link.
      if (newPassword.length < PASSWORD_MIN_LENGTH) throw new BackendError('auth/weak-password');
      const credentials = await hashPassword(newPassword, iterations);
      await db.transaction('rw', db.resetCodes, db.accounts, async () => {
        // Single use, even when two tabs confirm at once: the one that deletes it first wins.
        if (!(await db.resetCodes.get(code))) throw new BackendError('auth/invalid-action-code');
        await db.resetCodes.delete(code);
        await db.accounts.update(reset.uid, credentials);
      });
    },

    async sendEmailVerification() {
      const user = await session.requireUser();
      if (user.emailVerifie) return;
      await sendEmailCode(db, { uid: user.id, mode: 'verifyEmail', email: user.email }, now());
    },

    async confirmEmail(code) {
      await applyEmailCode(db, code, now());
    },

    async changeEmail(current, newEmail) {
      const uid = session.currentUid;
      const account = uid ? await db.accounts.get(uid) : undefined;
      if (!account) throw new BackendError('auth/requires-login');
      if (!(await verifyPassword(current, account))) throw new BackendError('auth/wrong-password');
      const normalised = normaliseEmail(newEmail);
      const holder = await db.accounts.where('email').equals(normalised).first();
      if (holder) throw new BackendError('auth/email-already-in-use');
      await sendEmailCode(db, { uid: account.uid, mode: 'verifyAndChangeEmail', email: normalised }, now());
    },

    async getIdToken() {
      // Nothing on a server checks it in local mode: it only says who is signed in, in this tab.
      return session.currentUid ? `local:${session.currentUid}` : null;
    },
  };
}
