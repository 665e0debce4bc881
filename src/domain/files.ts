/**
 * Uploaded files belong to whoever uploaded them: each upload leaves a record, keyed by the
 * file's public id, naming its owner and the one question it is attached to (null until then).
 * Firestore document ids cannot hold '/', which Cloudinary public ids may (folders): it is written
 * '~' in the key. firestore.rules and api/deleteFile.ts compute the same key.
 */
export function fileRecordId(publicId: string): string {
  return publicId.replaceAll('/', '~');
}

/** Cloudinary public ids the site accepts: letters, digits, '_', '-', '.', and '/' between folders. */
export function isValidPublicId(publicId: string): boolean {
  return publicId.length <= 200 && /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(publicId);
}
