/*
 * Where the forum's files live on Cloudinary (docs/decisions/0018): each member uploads only under
 * `forum/<their uid>/`, because /api/signUpload signs nothing else and the upload preset is signed.
 * So a public id names its uploader, and that, not any record a client writes, says whose file it
 * is. Keep in step with src/backend/firebase/files.ts (newPublicId) and firestore.rules (fichiers).
 */

/** The forum's own folder on Cloudinary: nothing outside it is ever deleted by /api/deleteFile. */
export const FORUM_FOLDER = 'forum';

// A Firebase uid (28 letters and digits; the emulators' too): no '/', no '.', so no `..`.
const UID = /^[A-Za-z0-9_-]{1,128}$/;
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
/** The name part of a new upload: a random id the browser draws (a UUID), and the PDF extension. */
const NEW_NAME = /^[A-Za-z0-9_-]{16,64}\.pdf$/;

/** The uid a public id files its upload under (`forum/<uid>/<name>`), or null for any other id. */
export function uploaderOf(publicId: string): string | null {
  const parts = publicId.split('/');
  if (parts.length !== 3) return null;
  const [folder, uid, name] = parts as [string, string, string];
  return folder === FORUM_FOLDER && UID.test(uid) && NAME.test(name) ? uid : null;
}

/** Whether `publicId` has the shape of a new upload of the site (`forum/<uid>/<random>.pdf`). */
export function isNewUploadName(publicId: string): boolean {
  return uploaderOf(publicId) !== null && NEW_NAME.test(publicId.split('/')[2] ?? '');
}
