import {
  deleteField,
  doc,
  FieldPath,
  onSnapshot,
  updateDoc,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import type { UserService } from '@/backend/types';
import type { StoredProfile } from '@/domain/entities';
import { errorCode } from '@/domain/errors';
import { isMinorRole, pupilEntry, readPupilNames } from '@/domain/minors';
import { guarded, toBackendError } from './errors';

/**
 * The members-only record of the pupils' full names and classes (issue 33, src/domain/minors.ts):
 * one document, `noms/eleves` = { noms: { <uid>: { nom, classe } }, dernier: <uid> }, so that a
 * forum screen costs a member one read more, whatever the number of authors. firestore.rules let
 * only members with a profile read it, and each write change one entry (`dernier`) to exactly what
 * that pupil's profile says after the batch.
 */
export const PUPIL_NAMES = 'noms';
export const PUPILS = 'eleves';

export const pupilNamesRef = (db: Firestore) => doc(db, PUPIL_NAMES, PUPILS);

/**
 * In `batch`, the pupil's entry as their profile will be after it (sign-up, a change of class, a
 * name a responsable corrected); nothing for anyone else. The entry is replaced whole.
 */
export function setPupilEntryIn(batch: WriteBatch, db: Firestore, profile: StoredProfile): void {
  if (!isMinorRole(profile.role)) return;
  batch.set(
    pupilNamesRef(db),
    { noms: { [profile.id]: pupilEntry(profile) }, dernier: profile.id },
    { mergeFields: [new FieldPath('noms', profile.id), 'dernier'] },
  );
}

/** The member deleting their account takes their entry out (none, or no record yet: nothing to do). */
export async function removePupilEntry(db: Firestore, uid: string): Promise<void> {
  try {
    await guarded(() => updateDoc(pupilNamesRef(db), new FieldPath('noms', uid), deleteField(), 'dernier', uid));
  } catch (error) {
    if (errorCode(error) !== 'not-found') throw error;
  }
}

/** Every pupil's name and class, live: one document read, then its changes. Refused to a visitor. */
export const subscribePupilNames =
  (db: Firestore): UserService['subscribePupilNames'] =>
  (onChange, onError) =>
    onSnapshot(
      pupilNamesRef(db),
      (snapshot) => onChange(readPupilNames(snapshot.data())),
      (error) => onError?.(toBackendError(error)),
    );
