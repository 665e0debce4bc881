import { allows, isApprovedTutorProfile, type Facts } from '../../src/domain/permission-table.js';
import { attachmentPublicIds, booleanField, stringField, type FirestoreFields } from './firestore-rest.js';

/*
 * Who deletes a forum file (a PDF or a photo): the permission table's
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

/** The entries of a list field of maps (a question's `photos`, `replies`), as fields; others skipped. */
function mapsIn(fields: FirestoreFields | null | undefined, name: string): FirestoreFields[] {
  const values = fields?.[name]?.arrayValue?.values ?? [];
  return values.flatMap((value) => (value.mapValue ? [value.mapValue.fields ?? {}] : []));
}

/** The publicIds of a question's or a reply's `photos` (issue 36; entries of any other shape skipped). */
export function photoPublicIds(fields: FirestoreFields | null | undefined): string[] {
  return mapsIn(fields, 'photos').flatMap((photo) => {
    const publicId = stringField(photo, 'publicId');
    return publicId === undefined ? [] : [publicId];
  });
}

/**
 * Whether `publicId` is attached to the question by the author of the post that holds it: among the
 * question's PDFs or photos, its author being `uploader`; or among the photos of one of its replies
 * (stored in the question, `replies[]`), that reply's author being `uploader`. A file listed in
 * someone else's post (a forged list) counts for nothing.
 */
export function attachedByItsUploader(question: FirestoreFields | null, publicId: string, uploader: string): boolean {
  if (question === null) return false;
  const byAuthor = attachmentPublicIds(question).includes(publicId) || photoPublicIds(question).includes(publicId);
  if (byAuthor && stringField(question, 'userId') === uploader) return true;
  return mapsIn(question, 'replies').some(
    (reply) => stringField(reply, 'userId') === uploader && photoPublicIds(reply).includes(publicId),
  );
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
 * question.delete says (issue 32: the tutor's row lacked « a pupil's question »). A photo of a reply
 * (issue 36) is the reply's author's, in the question: the same people may delete it, since deleting
 * the question would take the reply with it. The fact `fileOfQuestion` covers both.
 */
export function mayDeleteFile(caller: Caller, deletion: FileDeletion): boolean {
  const { uploader, publicId, callerProfile = null, question = null, leaving = false, appointed = false } = deletion;
  return allows('file.delete', {
    ...callerFacts(caller, callerProfile, appointed),
    leaving,
    uploader: uploader === caller.uid,
    forum: stringField(question, 'pageId') ?? null,
    targetRole: stringField(question, 'role') ?? null,
    fileOfQuestion: attachedByItsUploader(question, publicId, uploader),
  });
}
