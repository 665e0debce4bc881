import {
  applyActionCode,
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendEmailVerification as firebaseSendEmailVerification,
  verifyBeforeUpdateEmail,
  type ActionCodeSettings,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMAIL_SHAPE } from '@/domain/email';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { guarded } from './errors';
import type { ProfileStore } from './profile-store';

/**
 * Confirming an address on Firebase (issue 15): the e-mails come from Firebase Auth, in French
 * (the console's templates, chosen by `languageCode`), their links lead to /MotDePasse (the
 * console's custom action URL). The token's `email_verified` is what firestore.rules trust; the
 * profile keeps a copy for what the rules cannot read from another member's token (the directory,
 * docs/decisions/0013).
 */

function settings(continueUrl: string | undefined): ActionCodeSettings | undefined {
  return continueUrl ? { url: continueUrl } : undefined;
}

/** The signed-in member's account; refuses a visitor (an anonymous account is one). */
async function requireAccount(auth: Auth): Promise<User> {
  await guarded(() => auth.authStateReady());
  const user = auth.currentUser;
  if (!user || user.isAnonymous || !user.email) throw new BackendError('auth/requires-login');
  return user;
}

/** Sends `user` the e-mail that confirms their address, in French. */
export async function sendVerification(auth: Auth, user: User, continueUrl?: string): Promise<void> {
  auth.languageCode = 'fr';
  await guarded(() => firebaseSendEmailVerification(user, settings(continueUrl)));
}

/** « Renvoyer l'e-mail »: nothing is sent when the address was confirmed meanwhile (in another tab). */
export async function resendVerification(auth: Auth, continueUrl?: string): Promise<void> {
  const user = await requireAccount(auth);
  await guarded(() => user.reload());
  if (user.emailVerified) return;
  await sendVerification(auth, user, continueUrl);
}

/**
 * Reads the account again (its address, whether confirmed) and gets a token that says so, for the
 * rules. A session the change of address ended (Firebase revokes it) is signed out: the member
 * signs in again with the new address.
 */
export async function reloadAccount(auth: Auth): Promise<void> {
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return;
  try {
    await user.reload();
    await user.getIdToken(true);
  } catch (error) {
    console.warn('Session à rouvrir après la confirmation de l’adresse :', error);
    await auth.signOut().catch(() => undefined);
  }
}

/** The link's code: confirms the address, or makes the new one the account's. */
export async function confirmEmailCode(auth: Auth, code: string): Promise<void> {
  await guarded(() => applyActionCode(auth, code));
  await reloadAccount(auth);
}

/** Re-authenticates with the current password, then sends the link to the new address. */
export async function requestEmailChange(
  auth: Auth,
  current: string,
  newEmail: string,
  continueUrl?: string,
): Promise<void> {
  const user = await requireAccount(auth);
  const address = newEmail.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(address)) throw new BackendError('auth/invalid-email');
  await guarded(() => reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, current)));
  auth.languageCode = 'fr';
  await guarded(() => verifyBeforeUpdateEmail(user, address, settings(continueUrl)));
}

/**
 * The profile as the screens see it: its address and whether it is confirmed are the account's.
 * When the stored copy is behind (the link was followed, maybe elsewhere), it is brought in step
 * (with a listed tutor's directory card); a failure is logged and tried again next time.
 */
export async function withAccountState(user: User, profile: UserProfile, profiles: ProfileStore): Promise<UserProfile> {
  const accountOf = () => ({ email: user.email ?? profile.email, emailVerifie: user.emailVerified });
  const inStep = (account: ReturnType<typeof accountOf>) =>
    account.email === profile.email && account.emailVerifie === profile.emailVerifie;
  if (inStep(accountOf())) return profile;
  try {
    // This session's view of the account may be the stale one (confirmed on a phone meanwhile):
    // read it again, and get a token that says what it now is (the rules compare with the token).
    await user.reload();
    const account = accountOf();
    if (inStep(account)) return profile;
    await user.getIdToken(true);
    await profiles.followAccount?.(profile, account);
  } catch (error) {
    console.error('Mise à jour de l’adresse du profil impossible :', error);
  }
  return { ...profile, ...accountOf() };
}
