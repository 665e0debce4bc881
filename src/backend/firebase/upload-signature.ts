import { BackendError, type ErrorCode } from '@/domain/errors';

/*
 * Signed uploads (docs/decisions/0018): the Cloudinary preset is signed, and /api/signUpload signs
 * an upload only into the signed-in member's own folder `forum/<uid>/`. The public id is drawn here,
 * the signature asked there, for each file the widget sends and each photo (photo-upload.ts).
 */

/** The folder of the forum's uploads on Cloudinary; each member's files under `forum/<uid>/`. */
export const FORUM_FOLDER = 'forum';

/** 32 hex digits drawn at random: the name part of an upload's public id. */
function randomName(): string {
  // getRandomValues, not randomUUID: it also exists outside secure contexts (a phone on the LAN in dev).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A fresh public id for one PDF of member `uid`: `forum/<uid>/<32 hex digits>.pdf`. Raw files
 * keep their public id as is, extension included: with `.pdf`, Cloudinary delivers the file as a
 * PDF (opened in the browser's viewer) whatever was sent, never as a page.
 */
export function newPublicId(uid: string): string {
  return `${FORUM_FOLDER}/${uid}/${randomName()}.pdf`;
}

/**
 * A fresh public id for one photo of member `uid` (issue 36): `forum/<uid>/<32 hex digits>`, with no
 * extension. An image's public id has none (Cloudinary keeps its format beside it), and that is how
 * /api/signUpload and /api/deleteFile tell a photo from a PDF (api/_lib/public-ids.ts).
 */
export function newPhotoPublicId(uid: string): string {
  return `${FORUM_FOLDER}/${uid}/${randomName()}`;
}

/** Whether `publicId` lies in member `uid`'s own folder, where /api/deleteFile lets them delete it. */
export function isOwnUpload(publicId: string, uid: string): boolean {
  return publicId.startsWith(`${FORUM_FOLDER}/${uid}/`);
}

/** How a refusal of the signing function reaches the screens. */
function codeOf(status: number): ErrorCode {
  if (status === 401) return 'auth/requires-login';
  if (status === 403) return 'permission-denied';
  if (status === 400) return 'invalid-argument';
  return 'unavailable';
}

/**
 * Asks `endpoint` to sign the parameters the widget hands over, with the member's ID token; resolves
 * with the signature. Rejects with a BackendError worded in French (the server's own words when it
 * gave some): auth/requires-login, permission-denied, invalid-argument (a clock far off), unavailable.
 */
export async function requestSignature(
  endpoint: string,
  idToken: string | null,
  paramsToSign: Record<string, unknown>,
): Promise<string> {
  if (!idToken) throw new BackendError('auth/requires-login', 'Connectez-vous pour envoyer un fichier.');
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paramsToSign }),
    });
  } catch (error) {
    throw new BackendError('unavailable', 'Le serveur qui autorise les envois ne répond pas : réessayez.', {
      cause: error,
    });
  }
  const body = (await response.json().catch(() => null)) as {
    ok?: unknown;
    signature?: unknown;
    error?: unknown;
  } | null;
  if (response.ok && body?.ok === true && typeof body.signature === 'string') return body.signature;
  const said = typeof body?.error === 'string' ? body.error : null;
  throw new BackendError(
    codeOf(response.status),
    said ?? `L’envoi du fichier n’a pas été autorisé (HTTP ${response.status}).`,
  );
}
