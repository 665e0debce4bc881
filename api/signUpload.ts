/**
 * POST /api/signUpload — signs the parameters of one upload to Cloudinary, so that each member
 * uploads only into their own folder `forum/<uid>/` (docs/decisions/0018). The upload presets are
 * signed: without this signature, nothing reaches the Cloudinary account.
 *
 * Body `{ paramsToSign: { … } }`: a PDF's, as Cloudinary's upload widget hands them to its
 * `uploadSignature` function; a photo's (issue 36), as src/backend/firebase/photo-upload.ts sends
 * them. Signed only when the caller's Firebase ID token is valid, their profile exists and is not
 * suspended, no deletion of their account has started, and the parameters are exactly what the site
 * sends (api/_lib/upload-params.ts): `public_id` of the form `forum/<caller's uid>/<random>.pdf` (a
 * PDF) or `forum/<caller's uid>/<random>` (a photo), a `timestamp` close to the server's clock, the
 * configured preset of that kind as `upload_preset`, and `source: 'uw'` for the widget's PDFs only.
 * Answers `{ ok: true, signature, apiKey }`, or `{ ok: false, error }` like /api/deleteFile.
 *
 * The photos' preset, CLOUDINARY_IMAGE_PRESET (or the site's VITE_CLOUDINARY_IMAGE_PRESET), is
 * optional: without it, photos are refused (503, « L’envoi de photos n’est pas configuré sur ce
 * site. ») and PDFs signed as before. In Cloudinary's console (docs/deploiement.md, step 8 bis) it
 * must be, as far as Cloudinary's documentation says what a preset holds:
 * - **Signed**: each photo then needs this function's signature, as each PDF does;
 * - its allowed formats **jpg, webp, png** (`allowed_formats`: what the browser's compression
 *   makes, and PNG for a browser that encodes nothing else); anything else is refused by Cloudinary;
 * - an **incoming transformation** `c_limit,w_1600,h_1600`: Cloudinary stores the transformed
 *   image only, so nothing kept exceeds PHOTO_LONG_SIDE (1,600 pixels) even when a client skips
 *   the browser's compression; the width, height and bytes it answers are the stored image's;
 * - *Overwrite* off, as the PDFs' (a signed public id is fresh; nothing replaces a file).
 * Not verified, so not relied on: a size limit. Cloudinary's own guidance is that a preset cannot
 * limit a file's size; should the console offer one, 1,000,000 bytes (PHOTO_MAX_BYTES) is the value.
 * The size is bounded by the compression in the browser, the incoming transformation (pixels), and
 * firestore.rules, which refuse a stored photo over PHOTO_MAX_BYTES. Nor is the resource type bound
 * by the signature (it is in the upload's address, not among the signed parameters): the presets'
 * allowed formats are what keep a PDF out of the image preset and a photo out of the PDFs'.
 * Imports nothing from src/: deployed alone.
 */
import { createServerAccess, readingFirestore, type ServerDeps } from './_lib/caller.js';
import { signParams } from './_lib/cloudinary.js';
import { parseAllowedOrigins, withCors } from './_lib/cors.js';
import { booleanField } from './_lib/firestore-rest.js';
import { createPostEndpoint, readJsonObject, readVariable, reply, vercelEntries, type Handler } from './_lib/http.js';
import { checkUploadParams } from './_lib/upload-params.js';

export type SignUploadDeps = ServerDeps;
export type SignUploadHandler = Handler;

const NAME = 'signUpload';

/** Builds the handler from explicit dependencies (tests inject env, fetch and the clock). */
export function createSignUploadHandler(deps: SignUploadDeps): SignUploadHandler {
  const { env, fetch: fetchImpl, now = () => new Date() } = deps;
  const variables = [
    { name: 'FIREBASE_PROJECT_ID', fallback: 'VITE_FIREBASE_PROJECT_ID' },
    { name: 'CLOUDINARY_API_KEY' },
    { name: 'CLOUDINARY_API_SECRET' },
    // The site's preset is the one it names (VITE_…) unless the server is told otherwise.
    { name: 'CLOUDINARY_UPLOAD_PRESET', fallback: 'VITE_CLOUDINARY_UPLOAD_PRESET' },
  ] as const;
  // Optional (issue 36): without an image preset, the site sends PDFs only.
  const imagePreset =
    readVariable(env, 'CLOUDINARY_IMAGE_PRESET') ?? readVariable(env, 'VITE_CLOUDINARY_IMAGE_PRESET') ?? null;
  const endpoint = createPostEndpoint(NAME, env, variables, (values) => {
    const access = createServerAccess(NAME, { env, fetch: fetchImpl, now }, values.FIREBASE_PROJECT_ID);

    return async (request) => {
      const authenticated = await access.authenticate(request);
      if (authenticated instanceof Response) return authenticated;
      const { caller, token } = authenticated;
      const read = await readJsonObject(request);
      if ('problem' in read) return reply(400, read.problem);

      const check = checkUploadParams(read.body.paramsToSign, {
        uid: caller.uid,
        preset: values.CLOUDINARY_UPLOAD_PRESET,
        imagePreset,
        now: now(),
      });
      if ('problem' in check) return reply(check.status, check.problem);

      const refusal = await readingFirestore(NAME, async () => {
        const [profile, leaving] = await Promise.all([
          access.getDocument('utilisateurs', caller.uid, token),
          access.getDocument('comptesSupprimes', caller.uid, token),
        ]);
        // As firestore.rules' file records: a member (a profile, no deletion started), not suspended.
        if (profile === null) return 'Seuls les membres inscrits peuvent envoyer un fichier.';
        if (leaving !== null) return 'La suppression de votre compte est en cours : plus aucun envoi n’est possible.';
        if (booleanField(profile, 'suspendu') === true)
          return 'Votre compte est suspendu : vous ne pouvez plus envoyer de fichier.';
        return null;
      });
      if (refusal instanceof Response) return refusal;
      if (refusal !== null) return reply(403, refusal);

      const signature = signParams(check.params, values.CLOUDINARY_API_SECRET);
      return reply(200, undefined, {}, { signature, apiKey: values.CLOUDINARY_API_KEY });
    };
  });
  return withCors(endpoint, parseAllowedOrigins(env.ALLOWED_ORIGINS, NAME));
}

// Vercel's entry points, one per method, all the same handler (api/_lib/http.ts).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = vercelEntries((env) => createSignUploadHandler({ env }));
