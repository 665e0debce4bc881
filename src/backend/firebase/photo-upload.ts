import type { CloudinarySettings } from '@/config';
import { BackendError } from '@/domain/errors';
import { PHOTO_LONG_SIDE, PHOTO_MAX_BYTES, type Photo, type PreparedPhoto } from '@/domain/photos';
import type { UploadRecorder } from './files';
import { newPhotoPublicId, requestSignature } from './upload-signature';

/*
 * A photo of the forum (issue 36) sent to Cloudinary by the browser itself, without the widget: it
 * was compressed in the browser already (lib/photo-compression.ts), there is nothing to pick. As a
 * PDF: the member's own folder, signed by /api/signUpload (public_id, timestamp, the image preset:
 * api/_lib/upload-params.ts), recorded in `fichiers` as theirs (counted like a post), deleted again
 * when it cannot be recorded (docs/decisions/0018). files.ts imports this module on first use only:
 * nothing of it is downloaded before a member attaches a photo.
 */

/** What `uploadPhotoToCloudinary` needs: the site's settings, the signing function, the member. */
export interface PhotoUploadDeps {
  /** Cloudinary's settings; photos need the image preset (null: « pas configuré »). */
  settings: CloudinarySettings | null;
  signUploadEndpoint: string;
  getIdToken: () => Promise<string | null>;
  recorder: UploadRecorder;
  /** Deletes an upload that could not be recorded (its uploader's right: files.ts, `remove`). */
  remove: (file: { publicId: string; url: string }) => Promise<boolean>;
  /** The fraction of the photo sent so far, from 0 to 1 (a slow phone network shows it moving). */
  onProgress?: (fraction: number) => void;
  now?: () => Date;
}

export const PHOTOS_UNCONFIGURED = 'L’envoi de photos n’est pas configuré sur ce site.';
export const PHOTO_NOT_SENT = 'La photo n’a pas pu être envoyée : vérifiez votre connexion, puis réessayez.';
const PHOTO_TOO_LARGE = 'La photo reste trop lourde une fois compressée : essayez-en une autre.';

/** How long a photo may take to leave the phone before the member is told to try again. */
const UPLOAD_TIMEOUT_MS = 120_000;

interface Answer {
  status: number;
  body: unknown;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs the form with XMLHttpRequest, the one browser API that reports an upload's progress; where
 * there is none (Node: the backend contract, a worker), with fetch. Rejects on a network failure only.
 */
function post(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<Answer> {
  if (typeof XMLHttpRequest === 'undefined') {
    return fetch(url, { method: 'POST', body: form }).then(async (response) => ({
      status: response.status,
      body: parse(await response.text()),
    }));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.timeout = UPLOAD_TIMEOUT_MS;
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
    }
    request.addEventListener('load', () => resolve({ status: request.status, body: parse(request.responseText) }));
    for (const failure of ['error', 'abort', 'timeout'] as const) {
      request.addEventListener(failure, () => reject(new Error(`Envoi à Cloudinary interrompu (${failure}).`)));
    }
    request.send(form);
  });
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** What Cloudinary says it stored (its upload answer), when it is the photo asked for. */
function stored(
  body: unknown,
  publicId: string,
): { version: number; width: number; height: number; bytes: number } | null {
  const { public_id: id, version, width, height, bytes } = (body ?? {}) as Record<string, unknown>;
  if (id !== publicId || !positive(version) || !positive(width) || !positive(height) || !positive(bytes)) return null;
  return { version, width, height, bytes };
}

/**
 * Uploads a compressed photo as the signed-in member's and records it: the Photo to attach to one
 * question or reply. Refuses before anything is sent as the recorder does (signed out, suspended,
 * rate limit), then as /api/signUpload does (requestSignature's French errors); 'unavailable' when
 * the site has no image preset, or when Cloudinary cannot be reached or refuses (PHOTO_NOT_SENT:
 * whatever the member typed stays, the screen says to try again).
 */
export async function uploadPhotoToCloudinary(prepared: PreparedPhoto, deps: PhotoUploadDeps): Promise<Photo> {
  const { settings, recorder, onProgress, now = () => new Date() } = deps;
  const preset = settings?.imagePreset;
  if (!settings || !preset) throw new BackendError('unavailable', PHOTOS_UNCONFIGURED);

  // Signed in, allowed to post now: refused here, before a byte is sent for nothing.
  const uid = await recorder.prepare();
  const publicId = newPhotoPublicId(uid);
  // Exactly what /api/signUpload signs for a photo; the form sends the same values beside the file.
  const params = { public_id: publicId, timestamp: Math.floor(now().getTime() / 1000), upload_preset: preset };
  const signature = await requestSignature(deps.signUploadEndpoint, await deps.getIdToken(), params);

  const fileName = prepared.blob.type === 'image/webp' ? 'photo.webp' : 'photo.jpg';
  const form = new FormData();
  form.append('file', prepared.blob, fileName);
  form.append('api_key', settings.apiKey);
  form.append('timestamp', String(params.timestamp));
  form.append('public_id', publicId);
  form.append('upload_preset', preset);
  form.append('signature', signature);

  const endpoint = `https://api.cloudinary.com/v1_1/${encodeURIComponent(settings.cloudName)}/image/upload`;
  let answer: Answer;
  try {
    answer = await post(endpoint, form, onProgress);
  } catch (error) {
    throw new BackendError('unavailable', PHOTO_NOT_SENT, { cause: error });
  }
  const upload = answer.status >= 200 && answer.status < 300 ? stored(answer.body, publicId) : null;
  if (!upload) {
    console.error(`Cloudinary a refusé la photo (HTTP ${answer.status}) :`, answer.body);
    throw new BackendError('unavailable', PHOTO_NOT_SENT);
  }
  onProgress?.(1);

  // The address firestore.rules expect of a photo (ownPhoto): the version, the public id, nothing else.
  const url = `https://res.cloudinary.com/${settings.cloudName}/image/upload/v${upload.version}/${publicId}`;
  try {
    // Stored bigger than a post may hold (a client that skipped the compression, a preset without
    // its incoming transformation): it could never be attached.
    if (upload.bytes > PHOTO_MAX_BYTES || Math.max(upload.width, upload.height) > PHOTO_LONG_SIDE) {
      throw new BackendError('file/too-large', PHOTO_TOO_LARGE);
    }
    await recorder.record({ attachment: { url, publicId, fileName }, version: upload.version });
  } catch (error) {
    // Not on record, it could never be attached: its uploader deletes it rather than leave it behind.
    await deps.remove({ publicId, url });
    throw error;
  }
  const { width, height, bytes } = upload;
  return { url, publicId, width, height, bytes, thumbBytes: prepared.thumb.size };
}
