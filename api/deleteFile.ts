/**
 * POST /api/deleteFile — deletes a forum attachment (a PDF stored as a Cloudinary raw resource).
 * The Cloudinary secret lives here, never in the browser. The caller proves who they are with their
 * Firebase ID token. Files belong to whoever uploaded them (docs/decisions/0010): each has an
 * upload record `fichiers/{publicId with '/' as '~'}` naming its owner and the one question it is
 * attached to. The file is deleted only when
 *   1. it is attached to the question named in the request, the record binds it to that question
 *      and to its author, and the caller manages that question's attachments (its author, a
 *      responsable, or an approved tutor in the tutor–pupil forum); or
 *   2. the caller uploaded it and it is attached to nothing (a draft's file).
 * No role deletes an arbitrary public id. Deployed as a Vercel Node function (Web signature), and
 * served by Vite in development (api/_dev/vite-plugin.ts). Imports nothing from src/: deployed alone.
 *
 * Same-origin only by default. When the site is hosted elsewhere (Firebase Hosting) than the
 * function (Vercel), ALLOWED_ORIGINS lists the sites' exact origins, comma-separated: those get CORS
 * headers (preflight included); any other origin gets none, and its browser withholds the answer.
 */
import { CloudinaryError, destroyRaw, type CloudinaryCredentials } from './_lib/cloudinary.js';
import { createFirestoreReader, FirestoreUnavailableError, stringField } from './_lib/firestore-rest.js';
import { fileRecordId, holds, managesAttachments } from './_lib/permissions.js';
import { createTokenVerifier, InvalidTokenError, type Caller, type FetchLike } from './_lib/verify-token.js';

export type Env = Record<string, string | undefined>;

export interface DeleteFileDeps {
  /** Server-side variables (process.env on Vercel, loadEnv(mode, cwd, '') under Vite). */
  env: Env;
  fetch?: FetchLike;
  now?: () => Date;
}

export type DeleteFileHandler = (request: Request) => Promise<Response>;

const PUBLIC_ID_MAX_LENGTH = 300;
const QUESTION_ID_MAX_LENGTH = 300;
const BODY_MAX_LENGTH = 10_000;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function reply(status: number, error?: string, headers: Record<string, string> = {}): Response {
  return Response.json(error === undefined ? { ok: true } : { ok: false, error }, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

type Input = { publicId: string; questionId?: string } | { problem: string };

async function readInput(request: Request): Promise<Input> {
  const text = await request.text();
  if (text.length > BODY_MAX_LENGTH) return { problem: 'Requête trop volumineuse.' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: 'Le corps de la requête doit être du JSON.' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problem: 'Le corps de la requête doit être un objet JSON.' };
  }
  const { publicId, questionId } = body as Record<string, unknown>;
  if (typeof publicId !== 'string' || publicId.trim() === '' || publicId.length > PUBLIC_ID_MAX_LENGTH) {
    return { problem: `« publicId » doit être un texte non vide d’au plus ${PUBLIC_ID_MAX_LENGTH} caractères.` };
  }
  // The spec only promises { publicId }: no questionId (absent, null or '') is allowed.
  if (questionId === undefined || questionId === null || questionId === '') return { publicId };
  if (
    typeof questionId !== 'string' ||
    questionId.length > QUESTION_ID_MAX_LENGTH ||
    questionId.includes('/')
  ) {
    return { problem: '« questionId » doit être un identifiant de question.' };
  }
  return { publicId, questionId };
}

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * ALLOWED_ORIGINS as a set of origins (`https://host[:port]`, a trailing slash tolerated), or null
 * when it is unset or blank. Entries that are not an origin (a path, a wildcard…) are left out,
 * with a warning naming them.
 */
export function parseAllowedOrigins(value: string | undefined): ReadonlySet<string> | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/\/$/, ''))
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const origins = new Set<string>();
  const rejected: string[] = [];
  for (const entry of entries) {
    let origin: string | null = null;
    try {
      const url = new URL(entry);
      const web = url.protocol === 'https:' || url.protocol === 'http:';
      // Browsers send the host in lower case: so is it compared.
      if (web && url.origin === entry.toLowerCase()) origin = url.origin;
    } catch {
      // not a URL at all
    }
    if (origin) origins.add(origin);
    else rejected.push(entry);
  }
  if (rejected.length > 0) {
    console.warn(`deleteFile : ALLOWED_ORIGINS ignore ce qui n’est pas une origine (https://hôte[:port]) : ${rejected.join(', ')}`);
  }
  return origins;
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const merged = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) merged.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: merged });
}

/**
 * Adds CORS for the allowed origins around the handler. A preflight (OPTIONS) from an allowed
 * origin gets 204 and the permissions of a POST with a bearer token; any answer to an allowed
 * origin names it in Access-Control-Allow-Origin. Other origins get the plain answers.
 */
function withCors(handler: DeleteFileHandler, origins: ReadonlySet<string> | null): DeleteFileHandler {
  if (origins === null) return handler;
  return async (request) => {
    const origin = request.headers.get('Origin');
    const allowed = origin !== null && origins.has(origin);
    if (allowed && request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Authorization, Content-Type',
          'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
          Vary: 'Origin',
        },
      });
    }
    const response = await handler(request);
    // The answer depends on Origin once origins are listed, allowed or not.
    return withHeaders(response, allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' });
  };
}

/** Builds the handler from explicit dependencies (tests inject env, fetch and the clock). */
export function createDeleteFileHandler(deps: DeleteFileDeps): DeleteFileHandler {
  return withCors(createSameOriginHandler(deps), parseAllowedOrigins(deps.env.ALLOWED_ORIGINS));
}

function createSameOriginHandler(deps: DeleteFileDeps): DeleteFileHandler {
  const { env, fetch: fetchImpl, now = () => new Date() } = deps;
  const projectId = read(env, 'FIREBASE_PROJECT_ID') ?? read(env, 'VITE_FIREBASE_PROJECT_ID');
  const cloudName = read(env, 'CLOUDINARY_CLOUD_NAME');
  const apiKey = read(env, 'CLOUDINARY_API_KEY');
  const apiSecret = read(env, 'CLOUDINARY_API_SECRET');
  const missing = [
    ...(projectId ? [] : ['FIREBASE_PROJECT_ID']),
    ...(cloudName ? [] : ['CLOUDINARY_CLOUD_NAME']),
    ...(apiKey ? [] : ['CLOUDINARY_API_KEY']),
    ...(apiSecret ? [] : ['CLOUDINARY_API_SECRET']),
  ];
  if (!projectId || !cloudName || !apiKey || !apiSecret) {
    return async (request) => {
      if (request.method !== 'POST') return reply(405, 'Méthode non autorisée : utilisez POST.', { Allow: 'POST' });
      console.error(`deleteFile : variables serveur manquantes : ${missing.join(', ')}`);
      return reply(500, `Configuration du serveur incomplète : ${missing.join(', ')}.`);
    };
  }

  const credentials: CloudinaryCredentials = { cloudName, apiKey, apiSecret };
  // Development only (see README): the emulators' tokens are unsigned, their Firestore plain http.
  const authEmulatorHost = read(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (authEmulatorHost) console.warn('deleteFile : émulateur Auth configuré, jetons non signés acceptés.');
  const verify = createTokenVerifier({ projectId, now, acceptEmulatorTokens: !!authEmulatorHost, fetch: fetchImpl });
  const getDocument = createFirestoreReader({
    projectId,
    emulatorHost: read(env, 'FIRESTORE_EMULATOR_HOST'),
    fetch: fetchImpl,
  });

  /** The rule of this function (see the top of the file), read through Firestore as the caller. */
  async function mayDelete(caller: Caller, token: string, publicId: string, questionId?: string): Promise<boolean> {
    const record = await getDocument('fichiers', fileRecordId(publicId), token);
    if (!record || stringField(record, 'publicId') !== publicId) return false;
    const owner = stringField(record, 'owner');
    const boundTo = stringField(record, 'questionId');

    if (questionId !== undefined) {
      const [question, profile] = await Promise.all([
        getDocument('questions', questionId, token),
        getDocument('utilisateurs', caller.uid, token),
      ]);
      if (question && holds(question, publicId)) {
        // Attached to the question named: bound to it, uploaded by its author, and the caller manages it.
        return boundTo === questionId && owner === stringField(question, 'userId') && managesAttachments(caller, profile, question);
      }
    }
    // Otherwise only its uploader, and only once it is attached to nothing.
    if (owner !== caller.uid) return false;
    if (!boundTo) return true;
    return !holds(await getDocument('questions', boundTo, token), publicId);
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'POST') return reply(405, 'Méthode non autorisée : utilisez POST.', { Allow: 'POST' });

    const token = bearerToken(request.headers.get('Authorization'));
    if (!token) return reply(401, 'Connexion requise.', { 'WWW-Authenticate': 'Bearer' });
    let caller: Caller;
    try {
      caller = await verify(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        return reply(401, 'Jeton d’identité invalide ou expiré.', { 'WWW-Authenticate': 'Bearer' });
      }
      console.error('deleteFile : clés de Google indisponibles :', error);
      return reply(502, 'Vérification de l’identité impossible pour le moment.');
    }

    const input = await readInput(request);
    if ('problem' in input) return reply(400, input.problem);

    try {
      if (!(await mayDelete(caller, token, input.publicId, input.questionId))) {
        return reply(403, 'Vous n’avez pas le droit de supprimer ce fichier.');
      }
    } catch (error) {
      if (!(error instanceof FirestoreUnavailableError)) throw error;
      console.error('deleteFile :', error);
      return reply(502, 'Vérification des droits impossible pour le moment.');
    }

    try {
      await destroyRaw(credentials, input.publicId, { now: now(), fetch: fetchImpl });
    } catch (error) {
      if (!(error instanceof CloudinaryError)) throw error;
      console.error('deleteFile :', error);
      return reply(502, 'La suppression du fichier a échoué.');
    }
    return reply(200);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      console.error('deleteFile : erreur inattendue :', error);
      return reply(500, 'Erreur interne du serveur.');
    }
  };
}

// Vercel entry points: one handler, built on first use from the deployment's variables.
let fromProcessEnv: DeleteFileHandler | undefined;
function handleWithProcessEnv(request: Request): Promise<Response> {
  fromProcessEnv ??= createDeleteFileHandler({ env: process.env });
  return fromProcessEnv(request);
}
export const POST = handleWithProcessEnv;
// Other methods reach the same handler, which answers 405 with `Allow: POST`.
export const GET = handleWithProcessEnv;
export const PUT = handleWithProcessEnv;
export const PATCH = handleWithProcessEnv;
export const DELETE = handleWithProcessEnv;
// The CORS preflight, when ALLOWED_ORIGINS is set (405 otherwise, like any other method).
export const OPTIONS = handleWithProcessEnv;
