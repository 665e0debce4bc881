/**
 * POST /api/deleteFile — deletes a forum file: a PDF (a Cloudinary raw resource) or a photo (an image,
 * issue 36), each destroyed as its type, which its public id tells (resourceTypeOf).
 * The Cloudinary secret lives here, never in the browser. The caller proves who they are with their
 * Firebase ID token. Whose file it is comes from its public id, never from a record a client wrote
 * (docs/decisions/0018): uploads are signed by /api/signUpload only under `forum/<uploader's uid>/`.
 * The file is deleted only when it is under `forum/` (nothing else of the Cloudinary account, ever)
 * and
 *   1. the caller is its uploader, wherever it is attached; or
 *   2. it is attached to the question named in the request by the author of the post holding it
 *      (the question's PDFs and photos, uploaded by its author; a reply's photos, uploaded by that
 *      reply's author, `replies[].userId`), and the caller may delete that question (a responsable —
 *      the token's claim and the appointment `responsables/{uid}`, as in firestore.rules —, or an
 *      approved tutor, a pupil's question of the tutor–pupil forum), and has not started deleting
 *      their account (then only their own files).
 * Both are rows of the permission table (file.delete, src/domain/permission-table.ts), which
 * api/_lib/permissions.ts reads. Deployed as a Vercel Node function (Web signature), and served by
 * Vite in development (api/_dev/vite-plugin.ts). Deployed alone: of src/ it takes that table only.
 */
import {
  createServerAccess,
  readingFirestore,
  type Authenticated,
  type ServerAccess,
  type ServerDeps,
} from './_lib/caller.js';
import { CloudinaryError, destroy } from './_lib/cloudinary.js';
import { parseAllowedOrigins, withCors } from './_lib/cors.js';
import { createPostEndpoint, readJsonObject, reply, vercelEntries, type Handler } from './_lib/http.js';
import { mayDeleteFile } from './_lib/permissions.js';
import { resourceTypeOf, uploaderOf } from './_lib/public-ids.js';

export type { Env } from './_lib/http.js';
export type DeleteFileDeps = ServerDeps;
export type DeleteFileHandler = Handler;

const NAME = 'deleteFile';
const PUBLIC_ID_MAX_LENGTH = 300;
const QUESTION_ID_MAX_LENGTH = 300;

type Input = { publicId: string; questionId?: string } | { problem: string };

async function readInput(request: Request): Promise<Input> {
  const read = await readJsonObject(request);
  if ('problem' in read) return read;
  const { publicId, questionId } = read.body;
  if (typeof publicId !== 'string' || publicId.trim() === '' || publicId.length > PUBLIC_ID_MAX_LENGTH) {
    return { problem: `« publicId » doit être un texte non vide d’au plus ${PUBLIC_ID_MAX_LENGTH} caractères.` };
  }
  // The spec only promises { publicId }: no questionId (absent, null or '') is allowed.
  if (questionId === undefined || questionId === null || questionId === '') return { publicId };
  if (typeof questionId !== 'string' || questionId.length > QUESTION_ID_MAX_LENGTH || questionId.includes('/')) {
    return { problem: '« questionId » doit être un identifiant de question.' };
  }
  return { publicId, questionId };
}

/** Rule 2 of the top of the file, read through Firestore as the caller. */
async function moderatorMayDelete(
  access: ServerAccess,
  { caller, token }: Authenticated,
  publicId: string,
  uploader: string,
  questionId: string,
): Promise<boolean> {
  const [question, callerProfile, leaving, appointment] = await Promise.all([
    access.getDocument('questions', questionId, token),
    access.getDocument('utilisateurs', caller.uid, token),
    access.getDocument('comptesSupprimes', caller.uid, token),
    // The claim alone outlives a removal (issue 32): the appointment, read only for a claim-holder.
    caller.responsable ? access.getDocument('responsables', caller.uid, token) : Promise.resolve(null),
  ]);
  // A member deleting their account keeps no power over others' files (as in firestore.rules).
  return mayDeleteFile(caller, {
    uploader,
    publicId,
    callerProfile,
    question,
    leaving: leaving !== null,
    appointed: appointment !== null,
  });
}

/** Builds the handler from explicit dependencies (tests inject env, fetch and the clock). */
export function createDeleteFileHandler(deps: DeleteFileDeps): DeleteFileHandler {
  const { env, fetch: fetchImpl, now = () => new Date() } = deps;
  const variables = [
    { name: 'FIREBASE_PROJECT_ID', fallback: 'VITE_FIREBASE_PROJECT_ID' },
    { name: 'CLOUDINARY_CLOUD_NAME' },
    { name: 'CLOUDINARY_API_KEY' },
    { name: 'CLOUDINARY_API_SECRET' },
  ] as const;
  const endpoint = createPostEndpoint(NAME, env, variables, (values) => {
    const credentials = {
      cloudName: values.CLOUDINARY_CLOUD_NAME,
      apiKey: values.CLOUDINARY_API_KEY,
      apiSecret: values.CLOUDINARY_API_SECRET,
    };
    const access = createServerAccess(NAME, { env, fetch: fetchImpl, now }, values.FIREBASE_PROJECT_ID);

    return async (request) => {
      const authenticated = await access.authenticate(request);
      if (authenticated instanceof Response) return authenticated;
      const input = await readInput(request);
      if ('problem' in input) return reply(400, input.problem);

      const uploader = uploaderOf(input.publicId);
      if (uploader === null) {
        return reply(403, 'Seuls les fichiers du forum (dossier « forum/ ») peuvent être supprimés ici.');
      }
      // Rule 1 needs nothing read: the public id names the uploader.
      if (!mayDeleteFile(authenticated.caller, { uploader, publicId: input.publicId })) {
        const allowed =
          input.questionId !== undefined &&
          (await readingFirestore(NAME, () =>
            moderatorMayDelete(access, authenticated, input.publicId, uploader, input.questionId!),
          ));
        if (allowed instanceof Response) return allowed;
        if (!allowed) return reply(403, 'Vous n’avez pas le droit de supprimer ce fichier.');
      }

      try {
        const resource = { publicId: input.publicId, resourceType: resourceTypeOf(input.publicId) };
        await destroy(credentials, resource, { now: now(), fetch: fetchImpl });
      } catch (error) {
        if (!(error instanceof CloudinaryError)) throw error;
        console.error(`${NAME} :`, error);
        return reply(502, 'La suppression du fichier a échoué.');
      }
      return reply(200);
    };
  });
  return withCors(endpoint, parseAllowedOrigins(env.ALLOWED_ORIGINS, NAME));
}

// Vercel's entry points, one per method, all the same handler (api/_lib/http.ts).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = vercelEntries((env) => createDeleteFileHandler({ env }));
