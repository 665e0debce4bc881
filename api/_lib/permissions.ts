import { allows, isApprovedTutorProfile, type Facts } from '../../src/domain/permission-table.js';
import { attachmentPublicIds, booleanField, stringField, type FirestoreFields } from './firestore-rest.js';

/*
 * Who deletes a forum file: the permission table's
 * answer (src/domain/permission-table.ts, docs/decisions/0022), the one file of src/ that api/
 * imports. It imports nothing itself, so the function, deployed without the rest of src/, takes
 * it along. Here, only the facts: read from Firestore's REST documents, as the caller sees them.
 */

/** A tutor account a responsable approved, not suspended (isApprovedTutorProfile). */
export function isApprovedTutor(profile: FirestoreFields | null): boolean {
  return (
    profile !== null &&
    isApprovedTutorProfile({
      role: stringField(profile, 'role'),
      statut: stringField(profile, 'statut'),
      suspendu: booleanField(profile, 'suspendu'),
    })
  );
}

export function holds(question: FirestoreFields | null, publicId: string): boolean {
  return question !== null && attachmentPublicIds(question).includes(publicId);
}

export interface Caller {
  uid: string;
  responsable: boolean;
}

/**
 * What the table needs to know of the caller: their stored profile, and whether they are
 * responsable — their token's claim AND their appointment `responsables/{uid}`, as firestore.rules
 * read it (isResponsable): a responsable removed since keeps the claim in a token issued before,
 * not the appointment (issue 32).
 */
function callerFacts(caller: Caller, callerProfile: FirestoreFields | null, appointed: boolean): Partial<Facts> {
  return {
    member: callerProfile !== null,
    suspended: booleanField(callerProfile, 'suspendu') === true,
    responsable: caller.responsable && appointed,
    approvedTutor: isApprovedTutor(callerProfile),
  };
}

/** What /api/deleteFile knows when it decides: who uploaded the file, and what it read as the caller. */
export interface FileDeletion {
  /** The uid the public id files the upload under (uploaderOf). */
  uploader: string;
  publicId: string;
  /** Read only when the caller is not the uploader: their profile, the named question, their deletion mark. */
  callerProfile?: FirestoreFields | null;
  question?: FirestoreFields | null;
  leaving?: boolean;
  /** Their appointment `responsables/{uid}` exists (read only when their token has the claim). */
  appointed?: boolean;
}

/**
 * The table's file.delete: the uploader, always; whoever may delete the question its author attached
 * it to (a responsable; an approved tutor, a pupil's question of the tutor–pupil forum), as
 * question.delete says (issue 32: the tutor's row lacked « a pupil's question »).
 */
export function mayDeleteFile(caller: Caller, deletion: FileDeletion): boolean {
  const { uploader, publicId, callerProfile = null, question = null, leaving = false, appointed = false } = deletion;
  return allows('file.delete', {
    ...callerFacts(caller, callerProfile, appointed),
    leaving,
    uploader: uploader === caller.uid,
    forum: stringField(question, 'pageId') ?? null,
    targetRole: stringField(question, 'role') ?? null,
    fileOfQuestion: holds(question, publicId) && stringField(question, 'userId') === uploader,
  });
}
