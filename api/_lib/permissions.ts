import { attachmentPublicIds, booleanField, stringField, type FirestoreFields } from './firestore-rest.js';

/*
 * Who moderates a question's attachments. api/ is deployed alone and imports nothing from src/:
 * these restate, for Firestore's REST documents, what the site and firestore.rules say — keep them
 * in step with src/domain/permissions.ts (managesAttachments, isApprovedTutor) and
 * src/domain/forums.ts (ATTACHMENT_FORUM).
 */

/** The forum where approved tutors moderate (ATTACHMENT_FORUM). */
const TUTOR_PUPIL_FORUM = 'EncadreurEleve';

/** A tutor account a responsable approved, not suspended (isApprovedTutor). */
export function isApprovedTutor(profile: FirestoreFields | null): boolean {
  return (
    stringField(profile, 'role') === 'encadreur' &&
    stringField(profile, 'statut') === 'approuve' &&
    booleanField(profile, 'suspendu') !== true
  );
}

export function holds(question: FirestoreFields | null, publicId: string): boolean {
  return question !== null && attachmentPublicIds(question).includes(publicId);
}

/**
 * Whether the caller manages this question's attachments (managesAttachments): its author, a
 * responsable, or an approved tutor in the tutor–pupil forum.
 */
export function managesAttachments(
  caller: { uid: string; responsable: boolean },
  callerProfile: FirestoreFields | null,
  question: FirestoreFields,
): boolean {
  if (stringField(question, 'userId') === caller.uid || caller.responsable) return true;
  return stringField(question, 'pageId') === TUTOR_PUPIL_FORUM && isApprovedTutor(callerProfile);
}
