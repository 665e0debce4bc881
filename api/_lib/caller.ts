import { createFirestoreReader, FirestoreUnavailableError, type FirestoreFields } from './firestore-rest.js';
import { bearerToken, readVariable, reply, type Env } from './http.js';
import { createTokenVerifier, InvalidTokenError, type Caller, type FetchLike } from './verify-token.js';

/** What a function is built from (tests inject env, fetch and the clock). */
export interface ServerDeps {
  /** Server-side variables (process.env on Vercel, loadEnv(mode, cwd, '') under Vite). */
  env: Env;
  fetch?: FetchLike;
  now?: () => Date;
}

/** A caller whose Firebase ID token was verified, and that token (Firestore is read with it). */
export interface Authenticated {
  caller: Caller;
  token: string;
}

export interface ServerAccess {
  /** The verified caller, or the 401/502 to answer. */
  authenticate(request: Request): Promise<Authenticated | Response>;
  /** One document read as the caller (the rules apply to them): its fields, or null. */
  getDocument(collection: string, id: string, token: string): Promise<FirestoreFields | null>;
}

/**
 * Identity and reads without a service account (docs/decisions/0005): the ID token is checked
 * against Google's public keys, and Firestore is read over REST with the caller's own token.
 * Development only (docs/developpement.md): with FIREBASE_AUTH_EMULATOR_HOST the Auth emulator's unsigned tokens
 * are accepted; with FIRESTORE_EMULATOR_HOST Firestore is read over plain http there.
 */
export function createServerAccess(name: string, deps: ServerDeps, projectId: string): ServerAccess {
  const { env, fetch: fetchImpl, now = () => new Date() } = deps;
  const authEmulatorHost = readVariable(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  if (authEmulatorHost) console.warn(`${name} : émulateur Auth configuré, jetons non signés acceptés.`);
  const verify = createTokenVerifier({ projectId, now, acceptEmulatorTokens: !!authEmulatorHost, fetch: fetchImpl });
  const getDocument = createFirestoreReader({
    projectId,
    emulatorHost: readVariable(env, 'FIRESTORE_EMULATOR_HOST'),
    fetch: fetchImpl,
  });

  async function authenticate(request: Request): Promise<Authenticated | Response> {
    const token = bearerToken(request.headers.get('Authorization'));
    if (!token) return reply(401, 'Connexion requise.', { 'WWW-Authenticate': 'Bearer' });
    try {
      return { caller: await verify(token), token };
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        return reply(401, 'Jeton d’identité invalide ou expiré.', { 'WWW-Authenticate': 'Bearer' });
      }
      console.error(`${name} : clés de Google indisponibles :`, error);
      return reply(502, 'Vérification de l’identité impossible pour le moment.');
    }
  }

  return { authenticate, getDocument };
}

/** Runs the reads of a decision; Firestore failing is a logged 502 (nothing was done). */
export async function readingFirestore<T>(name: string, reads: () => Promise<T>): Promise<T | Response> {
  try {
    return await reads();
  } catch (error) {
    if (!(error instanceof FirestoreUnavailableError)) throw error;
    console.error(`${name} :`, error);
    return reply(502, 'Vérification des droits impossible pour le moment.');
  }
}
