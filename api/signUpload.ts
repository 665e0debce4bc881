/**
 * POST /api/signUpload — signs the parameters of one upload of Cloudinary's upload widget, so that
 * each member uploads only into their own folder `forum/<uid>/` (docs/decisions/0018). The upload
 * preset is signed: without this signature, nothing reaches the Cloudinary account.
 *
 * Body `{ paramsToSign: { … } }`, as the widget hands them to its `uploadSignature` function. Signed
 * only when the caller's Firebase ID token is valid, their profile exists and is not suspended, no
 * deletion of their account has started, and the parameters are exactly what the site's widget
 * sends (api/_lib/upload-params.ts): `public_id` of the form `forum/<caller's uid>/<random>.pdf`, a
 * `timestamp` close to the server's clock, the configured `upload_preset`, `source: 'uw'`. Answers
 * `{ ok: true, signature, apiKey }`, or `{ ok: false, error }` like /api/deleteFile.
 * Imports nothing from src/: deployed alone.
 */
import { createServerAccess, readingFirestore, type ServerDeps } from './_lib/caller.js';
import { signParams } from './_lib/cloudinary.js';
import { parseAllowedOrigins, withCors } from './_lib/cors.js';
import { booleanField } from './_lib/firestore-rest.js';
import { createPostEndpoint, readJsonObject, reply, vercelEntries, type Handler } from './_lib/http.js';
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
