import { isNewUploadName, uploaderOf } from './public-ids.js';

/*
 * Which upload parameters /api/signUpload signs. Cloudinary's upload widget, created with
 * `uploadSignature: (callback, params_to_sign) => …`, hands over every upload parameter it will send
 * except file, cloud_name, resource_type and api_key (never signed): for the widget of
 * src/backend/firebase/files.ts that is `timestamp` (its clock, in seconds), `source: 'uw'` (added by
 * the widget itself), `upload_preset` and `public_id` (from its `uploadPreset` and `publicId` options).
 * Any other parameter would change what is uploaded (folder, overwrite, eager, notification_url…):
 * refused rather than signed.
 */
export const SIGNED_PARAMS = ['public_id', 'source', 'timestamp', 'upload_preset'] as const;

/**
 * How far the widget's timestamp may be from the server's clock. Cloudinary accepts a signature for
 * an hour after its timestamp; this bounds a future one too, and leaves room for a phone whose clock
 * was set by hand a few minutes off.
 */
export const TIMESTAMP_TOLERANCE_SECONDS = 10 * 60;

export interface UploadRules {
  /** The caller's uid: the only folder they may upload into. */
  uid: string;
  /** The configured upload preset (signed, raw, PDF only, 15 MB, no overwrite: docs/deploiement.md, step 8). */
  preset: string;
  now: Date;
}

export type UploadCheck = { params: Record<string, string> } | { status: 400 | 403; problem: string };

const allowed = new Set<string>(SIGNED_PARAMS);

/** The parameters to sign, as strings, or why they are not signed (400, or 403 for another's folder). */
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
  if (uploader === null || !isNewUploadName(publicId)) {
    return {
      status: 400,
      problem: '« public_id » doit avoir la forme forum/<votre identifiant>/<identifiant aléatoire>.pdf.',
    };
  }

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
  // Required: without a preset, a signed upload would escape its limits (PDF only, 15 MB, no overwrite).
  if (params.upload_preset !== rules.preset) {
    return { status: 400, problem: '« upload_preset » doit être celui du site.' };
  }
  if (params.source !== undefined && params.source !== 'uw') {
    return { status: 400, problem: '« source » ne peut valoir que « uw » (le widget d’envoi).' };
  }
  return { params };
}
