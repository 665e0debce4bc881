/*
 * Where the forum's files live on Cloudinary (docs/decisions/0018): each member uploads only under
 * `forum/<their uid>/`, because /api/signUpload signs nothing else and the upload presets are signed.
 * So a public id names its uploader, and that, not any record a client writes, says whose file it
 * is. Two kinds of upload (issue 36): a PDF, `forum/<uid>/<random>.pdf`, stored as a `raw` resource
 * (the extension is part of a raw public id); a photo, `forum/<uid>/<random>`, with no extension,
 * stored as an `image` (Cloudinary keeps an image's format beside its public id). Keep in step with
 * src/backend/firebase/upload-signature.ts (newPublicId, newPhotoPublicId), src/domain/photos.ts
 * and firestore.rules (fichiers, ownPhoto), by value: api/ is deployed without src/.
 */

/** The forum's own folder on Cloudinary: nothing outside it is ever deleted by /api/deleteFile. */
export const FORUM_FOLDER = 'forum';

// A Firebase uid (28 letters and digits; the emulators' too): no '/', no '.', so no `..`.
const UID = /^[A-Za-z0-9_-]{1,128}$/;
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
/** The name part of a new PDF: a random id the browser draws, and the PDF extension. */
const NEW_PDF_NAME = /^[A-Za-z0-9_-]{16,64}\.pdf$/;
/** The name part of a new photo: a random id the browser draws, nothing else (an image). */
const NEW_PHOTO_NAME = /^[A-Za-z0-9_-]{16,64}$/;

/** The uid a public id files its upload under (`forum/<uid>/<name>`), or null for any other id. */
export function uploaderOf(publicId: string): string | null {
  const parts = publicId.split('/');
  if (parts.length !== 3) return null;
  const [folder, uid, name] = parts as [string, string, string];
  return folder === FORUM_FOLDER && UID.test(uid) && NAME.test(name) ? uid : null;
}

const nameOf = (publicId: string) => publicId.split('/')[2] ?? '';

/** Whether `publicId` has the shape of a new PDF of the site (`forum/<uid>/<random>.pdf`). */
export function isNewUploadName(publicId: string): boolean {
  return uploaderOf(publicId) !== null && NEW_PDF_NAME.test(nameOf(publicId));
}

/** Whether `publicId` has the shape of a new photo of the site (`forum/<uid>/<random>`, no extension). */
export function isNewPhotoName(publicId: string): boolean {
  return uploaderOf(publicId) !== null && NEW_PHOTO_NAME.test(nameOf(publicId));
}

/**
 * How Cloudinary stores the file a public id names: `raw` for a PDF (its id ends in `.pdf`), `image`
 * for anything else the site uploads (a photo's id has no extension). Cloudinary's Upload API takes
 * the resource type in the address (`/raw/destroy`, `/image/destroy`): the wrong one finds nothing.
 */
export function resourceTypeOf(publicId: string): 'raw' | 'image' {
  return /\.pdf$/i.test(publicId) ? 'raw' : 'image';
}
