import { isNewPhotoName, isNewUploadName, uploaderOf } from './public-ids.js';

/*
 * Which upload parameters /api/signUpload signs. Two senders, each with its exact set:
 * - a PDF, sent by Cloudinary's upload widget. Created with `uploadSignature: (callback,
 *   params_to_sign) => …`, it hands over every upload parameter it will send except file,
 *   cloud_name, resource_type and api_key (never signed): for the widget of
 *   src/backend/firebase/files.ts that is `timestamp` (its clock, in seconds), `source: 'uw'` (added
 *   by the widget itself), `upload_preset` and `public_id` (from its `uploadPreset` and `publicId`
 *   options);
 * - a photo (issue 36), posted by the browser itself (src/backend/firebase/photo-upload.ts): exactly
 *   `public_id`, `timestamp` and `upload_preset`, the image preset. No `source`: no widget.
 * Any other parameter would change what is uploaded (folder, overwrite, eager, notification_url…):
 * refused rather than signed.
 */
export const SIGNED_PARAMS = ['public_id', 'source', 'timestamp', 'upload_preset'] as const;

/**
 * How far the sender's timestamp may be from the server's clock. Cloudinary accepts a signature for
 * an hour after its timestamp; this bounds a future one too, and leaves room for a phone whose clock
 * was set by hand a few minutes off.
 */
export const TIMESTAMP_TOLERANCE_SECONDS = 10 * 60;

export interface UploadRules {
  /** The caller's uid: the only folder they may upload into. */
  uid: string;
  /** The PDFs' upload preset (signed, raw, PDF only, no overwrite: docs/deploiement.md, step 8). */
  preset: string;
  /** The photos' upload preset (signed, images, 1,600 pixels at most: api/signUpload.ts); null: none. */
  imagePreset: string | null;
  now: Date;
}

export type UploadCheck = { params: Record<string, string> } | { status: 400 | 403 | 503; problem: string };

const allowed = new Set<string>(SIGNED_PARAMS);

/** The words of a site without image uploads, here and in the browser (BackendError 'unavailable'). */
export const PHOTOS_UNCONFIGURED = 'L’envoi de photos n’est pas configuré sur ce site.';

/**
 * The parameters to sign, as strings, or why they are not signed: 400, 403 for another's folder, 503
 * for a photo when the site has no image preset (a state of the server, not a fault of the request:
 * the browser reads it as 'unavailable', what the port promises then).
 */
export function checkUploadParams(input: unknown, rules: UploadRules): UploadCheck {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { status: 400, problem: '« paramsToSign » doit être un objet JSON.' };
  }
  const entries = Object.entries(input as Record<string, unknown>);
  const unknown = entries.map(([name]) => name).filter((name) => !allowed.has(name));
  if (unknown.length > 0) {
    return { status: 400, problem: `Paramètres d’envoi non acceptés : ${unknown.slice(0, 5).join(', ')}.` };
  }
  const params: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      params[name] = String(value);
    else return { status: 400, problem: `« ${name} » doit être un texte ou un nombre.` };
  }

  const publicId = params.public_id;
  if (publicId === undefined) return { status: 400, problem: '« public_id » est obligatoire.' };
  const uploader = uploaderOf(publicId);
  if (uploader !== null && uploader !== rules.uid) {
    return { status: 403, problem: 'Vous ne pouvez envoyer un fichier que dans votre propre dossier.' };
  }
  // The public id says what is sent: `.pdf`, a PDF by the widget; no extension, a photo.
  const kind = isNewUploadName(publicId) ? 'pdf' : isNewPhotoName(publicId) ? 'photo' : null;
  if (uploader === null || kind === null) {
    return {
      status: 400,
      problem:
        '« public_id » doit avoir la forme forum/<votre identifiant>/<identifiant aléatoire>.pdf (un PDF) ou forum/<votre identifiant>/<identifiant aléatoire> (une photo).',
    };
  }
  if (kind === 'photo' && rules.imagePreset === null) return { status: 503, problem: PHOTOS_UNCONFIGURED };

  const timestamp = params.timestamp;
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp)) {
    return { status: 400, problem: '« timestamp » doit être un nombre de secondes.' };
  }
  if (Math.abs(Number(timestamp) - rules.now.getTime() / 1000) > TIMESTAMP_TOLERANCE_SECONDS) {
    return {
      status: 400,
      problem: 'L’heure de votre appareil est trop décalée : corrigez sa date et son heure, puis réessayez.',
    };
  }
  // Required, and the one of its kind: without a preset a signed upload would escape its limits, and
  // each preset holds those of its kind (a PDF never goes through the image preset, nor the reverse).
  const preset = kind === 'pdf' ? rules.preset : rules.imagePreset;
  if (params.upload_preset !== preset) {
    return {
      status: 400,
      problem: `«\u00a0upload_preset\u00a0» doit être celui du site pour ${kind === 'pdf' ? 'les PDF' : 'les photos'}.`,
    };
  }
  if (kind === 'pdf' && params.source !== undefined && params.source !== 'uw') {
    return { status: 400, problem: '« source » ne peut valoir que « uw » (le widget d’envoi).' };
  }
  if (kind === 'photo' && params.source !== undefined) {
    return { status: 400, problem: '« source » n’est pas accepté pour une photo (elle est envoyée sans le widget).' };
  }
  return { params };
}
