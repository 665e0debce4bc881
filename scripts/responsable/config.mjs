// @ts-check
// Where `npm run responsable` finds its key and its project, or what the volunteer must do first.
// Pure (environment and file reader injected), so the tests cover every message without a real key.
import { ResponsableError } from './commande.mjs';

const NBSP = '\u00a0';

const HOW_TO_GET_A_KEY = [
  `Pour l’obtenir${NBSP}: console Firebase → Paramètres du projet → Comptes de service → Générer une nouvelle clé privée.`,
  `Rangez le fichier téléchargé hors du dossier du site (par exemple dans vos Documents)${NBSP}: cette clé`,
  `donne tous les droits sur le projet, elle ne doit jamais être commitée ni envoyée par message.`,
  `Puis lancez la commande ainsi${NBSP}:`,
  '  GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json npm run responsable -- lister',
  `(Sous Windows PowerShell${NBSP}: $env:GOOGLE_APPLICATION_CREDENTIALS="C:\\chemin\\vers\\cle.json" puis npm run responsable -- lister.)`,
].join('\n');

/**
 * The fields of a service-account key the command needs.
 * @typedef {{ projectId: string | undefined, clientEmail: string, privateKey: string }} ServiceAccountKey
 * @typedef {{
 *   projectId: string,
 *   emulatorHost: string | null,
 *   firestoreEmulatorHost: string | null,
 *   serviceAccount: ServiceAccountKey | null,
 *   warnings: string[],
 * }} ResponsableSetup
 */

/**
 * @param {unknown} value
 * @returns {string | undefined}
 */
const nonEmpty = (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * @param {string} path
 * @param {(path: string | URL) => string} readFile
 * @returns {ServiceAccountKey}
 */
function readKey(path, readFile) {
  let text;
  try {
    text = readFile(path);
  } catch (error) {
    const code = typeof error === 'object' && error && 'code' in error ? ` (${String(error.code)})` : '';
    throw new ResponsableError(
      `Impossible de lire la clé «${NBSP}${path}${NBSP}»${code}${NBSP}: vérifiez le chemin donné dans ` +
        `GOOGLE_APPLICATION_CREDENTIALS.\n${HOW_TO_GET_A_KEY}`,
    );
  }
  /** @type {Record<string, unknown> | null} */
  let key = null;
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object') key = parsed;
  } catch {
    // said below
  }
  const clientEmail = nonEmpty(key?.client_email);
  const privateKey = nonEmpty(key?.private_key);
  if (!key || key.type !== 'service_account' || !clientEmail || !privateKey) {
    throw new ResponsableError(
      `Le fichier «${NBSP}${path}${NBSP}» n’est pas une clé de compte de service Firebase ` +
        `(un fichier JSON contenant "type": "service_account").\n${HOW_TO_GET_A_KEY}`,
    );
  }
  return { projectId: nonEmpty(key.project_id), clientEmail, privateKey };
}

/**
 * The project named in .firebaserc (`firebase use`), if any.
 * @param {string | URL} path
 * @param {(path: string | URL) => string} readFile
 * @returns {string | undefined}
 */
function firebasercDefault(path, readFile) {
  try {
    const rc = JSON.parse(readFile(path));
    return nonEmpty(rc?.projects?.default);
  } catch {
    return undefined;
  }
}

/**
 * With FIREBASE_AUTH_EMULATOR_HOST, firebase-admin talks to the Auth emulator and needs no key;
 * FIRESTORE_EMULATOR_HOST, read by firebase-admin too, sends its Firestore calls to that emulator.
 * The project: FIREBASE_PROJECT_ID, else GOOGLE_CLOUD_PROJECT, else the key's, else .firebaserc's default.
 * @param {Record<string, string | undefined>} env
 * @param {{ readFile: (path: string | URL) => string, firebasercPath: string | URL }} files
 * @returns {ResponsableSetup} or throws a ResponsableError saying what to do
 */
export function resolveSetup(env, { readFile, firebasercPath }) {
  const emulatorHost = nonEmpty(env.FIREBASE_AUTH_EMULATOR_HOST) ?? null;
  const firestoreEmulatorHost = nonEmpty(env.FIRESTORE_EMULATOR_HOST) ?? null;
  const keyPath = nonEmpty(env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!emulatorHost && !keyPath) {
    throw new ResponsableError(
      `Il manque la clé du compte de service de l’association${NBSP}: la variable ` +
        `GOOGLE_APPLICATION_CREDENTIALS doit donner le chemin du fichier (GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json).\n` +
        HOW_TO_GET_A_KEY,
    );
  }
  // On the emulator the key is not needed: it is not read, so a stale path cannot get in the way.
  const serviceAccount = !emulatorHost && keyPath ? readKey(keyPath, readFile) : null;
  const named = nonEmpty(env.FIREBASE_PROJECT_ID) ?? nonEmpty(env.GOOGLE_CLOUD_PROJECT);
  const projectId = named ?? serviceAccount?.projectId ?? firebasercDefault(firebasercPath, readFile);
  if (!projectId) {
    throw new ResponsableError(
      `Impossible de savoir quel projet Firebase modifier${NBSP}: donnez son identifiant avec ` +
        `FIREBASE_PROJECT_ID=identifiant-du-projet (console Firebase → Paramètres du projet → Général → ` +
        `«${NBSP}ID du projet${NBSP}»), ou utilisez la clé du compte de service du projet, qui le contient.`,
    );
  }
  /** @type {string[]} */
  const warnings = [];
  if (serviceAccount?.projectId && serviceAccount.projectId !== projectId) {
    warnings.push(
      `Attention${NBSP}: la clé appartient au projet «${NBSP}${serviceAccount.projectId}${NBSP}», mais la ` +
        `commande vise «${NBSP}${projectId}${NBSP}» (FIREBASE_PROJECT_ID ou GOOGLE_CLOUD_PROJECT).`,
    );
  }
  return { projectId, emulatorHost, firestoreEmulatorHost, serviceAccount, warnings };
}
