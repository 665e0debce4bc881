import { awaitsAuthorisation } from '@/domain/authorisation';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { holdsPower, type GovernancePower } from '@/domain/permissions';

/**
 * Who acts, as the use cases need to know it. Each adapter answers from its own session (the local
 * one from this tab's session, Firebase from its Auth user and the profile in Firestore); the
 * refusals built on it are written once, here.
 */
export interface Acting {
  /** The signed-in member's profile (with `responsable`), or null for a visitor or an account without a profile. */
  viewer(): Promise<UserProfile | null>;
  /**
   * Whether the member's e-mail address is confirmed as the server will see it. Firebase reads the
   * account again before saying no (confirmed on another phone meanwhile) and refreshes the token
   * the rules read; the local backend reads the profile's `emailVerifie`.
   */
  emailConfirmed(viewer: UserProfile): Promise<boolean>;
}

/** The signed-in member; a visitor is asked to sign in. */
export async function requireUser(acting: Acting): Promise<UserProfile> {
  const viewer = await acting.viewer();
  if (!viewer) throw new BackendError('auth/requires-login');
  return viewer;
}

/** The signed-in member, who must not be suspended: asking, replying, editing, writing, reporting. */
export async function requirePoster(acting: Acting): Promise<UserProfile> {
  const viewer = await requireUser(acting);
  if (viewer.suspendu) throw new BackendError('account/suspended');
  return viewer;
}

/**
 * The signed-in member, not suspended, whose account does not wait for a parent's authorisation (a
 * pupil under 15, issue 33): asking, replying, writing a private message, joining a séance. A
 * waiting pupil still reports, follows, and links with a parent.
 */
export async function requirePublisher(acting: Acting): Promise<UserProfile> {
  const viewer = await requirePoster(acting);
  if (awaitsAuthorisation(viewer)) throw new BackendError('account/awaiting-authorisation');
  return viewer;
}

/**
 * A member holding this power of the Espace responsable (the table of permissions: a responsable,
 * appointed by the association; their account says so, never their profile).
 */
export async function requirePower(acting: Acting, power: GovernancePower): Promise<UserProfile> {
  const viewer = await requireUser(acting);
  if (!holdsPower(viewer, power)) throw new BackendError('permission-denied');
  return viewer;
}

/** Private messages need a confirmed address (firestore.rules read the token's email_verified). */
export async function requireConfirmedEmail(acting: Acting, viewer: UserProfile): Promise<void> {
  if (!(await acting.emailConfirmed(viewer))) throw new BackendError('account/unverified-email');
}
