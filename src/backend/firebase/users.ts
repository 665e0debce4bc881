import type { Auth, User } from 'firebase/auth';
import { doc, getDoc, onSnapshot, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import type { Unsubscribe, UserService } from '@/backend/types';
import type { Acceptance, StoredProfile, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { isApprovedTutor } from '@/domain/permissions';
import { acceptanceChanges, ownProfileChanges } from '@/domain/profile-fields';
import { directoryCardOf, isListedTutor, readProfile, storedProfileOf } from '@/domain/records';
import { withSearchKey } from '@/domain/search-key';
import { guarded, toBackendError } from './errors';
import type { ProfileStore } from './profile-store';
import { setPupilEntryIn, subscribePupilNames } from './pupil-names';
import { queuedWrite } from './queued';

export const USERS = 'utilisateurs';
export const DIRECTORY = 'annuaire';

/** Profiles in `utilisateurs/{uid}`; `responsable` is read from the token, never from here. */
export function createFirestoreProfiles(db: Firestore): ProfileStore {
  return {
    async read(uid) {
      const snapshot = await guarded(() => getDoc(doc(db, USERS, uid)));
      // readProfile also accepts the legacy `quatier` field and refuses an unknown role.
      return snapshot.exists() ? readProfile(uid, snapshot.data()) : null;
    },
    async create(profile) {
      // The document keeps its `id` (= its key = the auth uid), as the spec's student record has one;
      // the rules can check it equals request.auth.uid. `cle` is the search key responsables search
      // members by (domain/search-key.ts); the rules check it follows from the name. A pupil's
      // full name and class go to the members-only record in the same batch (issue 33).
      const batch = writeBatch(db);
      // The texts accepted are dated by the server (the rules want request.time), not by the device.
      batch.set(doc(db, USERS, profile.id), withSearchKey(withServerDates(profile)));
      setPupilEntryIn(batch, db, profile);
      await guarded(() => batch.commit());
    },
    async followAccount(profile, account) {
      const { responsable: _token, ...stored } = { ...profile, ...account };
      const batch = writeBatch(db);
      batch.update(doc(db, USERS, profile.id), account);
      // A tutor confirming their address may enter the directory (isListedTutor): the card follows.
      stepDirectory(db, batch, stored);
      await guarded(() => batch.commit());
    },
    watch(uid, onChange, onError) {
      return onSnapshot(
        doc(db, USERS, uid),
        (snapshot) => onChange(snapshot.exists() ? readProfile(uid, snapshot.data()) : null),
        (error) => onError(toBackendError(error)),
      );
    },
  };
}

/** A profile's acceptances (domain/consent.ts) dated by the server when written. */
export function withServerDates<P extends StoredProfile>(profile: P): P {
  const dated: Record<string, unknown> = { ...profile };
  for (const text of ['consentement', 'charte'] as const) {
    const accepted = (profile as Partial<Record<typeof text, Acceptance>>)[text];
    if (accepted) dated[text] = { version: accepted.version, date: serverTimestamp() };
  }
  return dated as P;
}

/**
 * Whether the association made this account responsable, as its current ID token says (a custom
 * claim). A token issued before a removal still says so, up to an hour: the rules also want the
 * appointment `responsables/{uid}`, gone at once, and the session follows a fresh token at its
 * first refusal (refusal-check.ts).
 */
export async function isResponsableClaim(user: Pick<User, 'getIdTokenResult'>): Promise<boolean> {
  try {
    return (await user.getIdTokenResult()).claims.responsable === true;
  } catch (error) {
    console.error('Lecture des droits du compte impossible :', error);
    return false;
  }
}

/** The signed-in account's uid; refuses a signed-out visitor (an anonymous account is one). */
export async function requireUid(auth: Auth): Promise<string> {
  // At start-up the saved session is restored asynchronously.
  await guarded(() => auth.authStateReady());
  const user = auth.currentUser;
  if (!user || user.isAnonymous) throw new BackendError('auth/requires-login');
  return user.uid;
}

/** The signed-in member as the screens see them (with `responsable`), or null for a visitor. */
export async function currentProfile(auth: Auth, profiles: ProfileStore): Promise<UserProfile | null> {
  await guarded(() => auth.authStateReady());
  const user = auth.currentUser;
  if (!user || user.isAnonymous) return null;
  const profile = await profiles.read(user.uid);
  return profile && { ...profile, responsable: await isResponsableClaim(user) };
}

/** The signed-in member; an account without a profile counts as signed out. */
export async function requireProfile(auth: Auth, profiles: ProfileStore): Promise<UserProfile> {
  await requireUid(auth);
  const profile = await currentProfile(auth, profiles);
  if (!profile) throw new BackendError('auth/requires-login');
  return profile;
}

/**
 * The directory card of `profile` as it must be after a write: set when the tutor is listed,
 * deleted otherwise (firestore.rules, directoryInStep, checks both in the same batch).
 */
export function stepDirectory(db: Firestore, batch: ReturnType<typeof writeBatch>, profile: StoredProfile): void {
  if (profile.role !== 'encadreur') return; // only tutors ever have a card
  const card = doc(db, DIRECTORY, profile.id);
  if (isListedTutor(profile)) batch.set(card, directoryCardOf(profile));
  else batch.delete(card);
}

/**
 * Every UserService method but exportData and deleteAccount, which reach other collections
 * (member-data.ts, account-deletion.ts; index.ts joins them).
 */
export function createFirebaseUsers(
  db: Firestore,
  auth: Auth,
  profiles: ProfileStore,
): Omit<UserService, 'exportData' | 'deleteAccount'> {
  return {
    async get(uid) {
      // As in the rules (and the local adapter), a member reads their own profile only; a responsable any.
      const viewer = await currentProfile(auth, profiles).catch(() => null);
      if (!viewer || (viewer.id !== uid && !viewer.responsable)) throw new BackendError('permission-denied');
      return viewer.id === uid ? viewer : profiles.read(uid);
    },

    async setPhonePublic(publish) {
      const tutor = await requireProfile(auth, profiles);
      if (tutor.role !== 'encadreur' || !isApprovedTutor(tutor)) throw new BackendError('permission-denied');
      const { responsable: _token, ...stored } = { ...tutor, telephonePublic: publish };
      const batch = writeBatch(db);
      batch.update(doc(db, USERS, tutor.id), { telephonePublic: publish });
      stepDirectory(db, batch, stored);
      await queuedWrite(() => batch.commit(), 'numéro de téléphone dans l’annuaire');
    },

    async updateProfile(update) {
      const member = await requireProfile(auth, profiles);
      // An approved tutor changing subject waits for a responsable again (ownProfileChanges).
      const changes = ownProfileChanges(storedProfileOf(member), update);
      const stored = { ...storedProfileOf(member), ...changes } as StoredProfile;
      // The rules (directoryInStep) want a listed tutor's card rewritten, or deleted, in the same batch.
      const batch = writeBatch(db);
      batch.update(doc(db, USERS, member.id), changes);
      stepDirectory(db, batch, stored);
      // A pupil's class, as members read it, follows in the same batch (issue 33).
      setPupilEntryIn(batch, db, stored);
      await queuedWrite(() => batch.commit(), 'profil');
    },

    async acceptTexts(accepted) {
      const member = await requireProfile(auth, profiles);
      // Checked as the local adapter does; dated by the server, as the rules want (request.time).
      const changes = acceptanceChanges(member.role, accepted, new Date());
      const dated = Object.fromEntries(
        Object.entries(changes).map(([text, { version }]) => [text, { version, date: serverTimestamp() }]),
      );
      await queuedWrite(() => updateDoc(doc(db, USERS, member.id), dated), 'accord aux textes du site');
    },

    subscribePupilNames: subscribePupilNames(db),
  };
}

export type { Unsubscribe };
