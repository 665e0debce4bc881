// @ts-check
// `npm run responsable -- <action> <adresse>`: the association appoints its responsables
// (docs/decisions/0010-trust-and-safety.md). The power is the custom claim `responsable: true` in
// the member's ID token, which only a service-account key can set: no screen, no document grants it.
// Everything the command says is here, in French, for the volunteer who types it; the Auth client is
// injected so the tests drive it against the Auth emulator (tests/emulator/responsable-command.test.ts).

/** Exit codes: the shell (and the tests) tell success, failure and a mistyped command apart. */
export const EXIT = Object.freeze({ ok: 0, echec: 1, usage: 2 });

const NBSP = '\u00a0';

export const USAGE = [
  'Nommer les responsables du site de la commission des études.',
  '',
  `Utilisation${NBSP}:`,
  '  npm run responsable -- ajouter prenom@exemple.cm   nomme responsable le compte de cette adresse',
  '  npm run responsable -- retirer prenom@exemple.cm   lui retire ce rôle et ferme ses sessions',
  '  npm run responsable -- lister                      affiche les adresses des responsables',
  '  npm run responsable -- aide                        affiche cette aide',
  '',
  `La commande utilise la clé du compte de service de l’association${NBSP}:`,
  '  GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json npm run responsable -- lister',
  'La personne doit d’abord s’inscrire sur le site avec son adresse e-mail.',
].join('\n');

/** A failure the command explains itself; `exitCode` says which kind. */
export class ResponsableError extends Error {
  /**
   * @param {string} message French, for the volunteer.
   * @param {number} [exitCode]
   */
  constructor(message, exitCode = EXIT.echec) {
    super(message);
    this.name = 'ResponsableError';
    this.exitCode = exitCode;
  }
}

/** A loose check, only to catch a mistyped command (« ajouter lister »…): Firebase has the last word. */
const looksLikeEmail = (/** @type {string} */ value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * What was typed, or why it cannot be run.
 * @param {readonly string[]} args
 * @returns {{ action: 'aide' } | { action: 'lister' } | { action: 'ajouter', email: string }
 *   | { action: 'retirer', email: string } | { usage: string }}
 */
export function parseArgs(args) {
  const [rawAction, ...rest] = args;
  const action = rawAction?.trim().toLowerCase();
  if (!action) return { usage: `Il manque l’action à faire.` };
  if (action === 'aide' || action === '--help' || action === '-h') return { action: 'aide' };
  if (action === 'lister') {
    if (rest.length > 0) return { usage: `«${NBSP}lister${NBSP}» ne prend pas d’adresse.` };
    return { action };
  }
  if (action === 'ajouter' || action === 'retirer') {
    if (rest.length === 0) {
      return { usage: `Il manque l’adresse e-mail${NBSP}: npm run responsable -- ${action} prenom@exemple.cm` };
    }
    if (rest.length > 1) return { usage: `Une seule adresse à la fois, s’il vous plaît.` };
    const email = (rest[0] ?? '').trim();
    if (!looksLikeEmail(email)) return { usage: `«${NBSP}${email}${NBSP}» n’est pas une adresse e-mail.` };
    return { action, email };
  }
  return {
    usage: `Action inconnue${NBSP}: «${NBSP}${rawAction}${NBSP}». Les actions sont ajouter, retirer, lister et aide.`,
  };
}

/**
 * What firebase-admin's errors mean for the volunteer.
 * @param {unknown} error
 * @param {string} [email]
 * @returns {ResponsableError}
 */
export function explain(error, email) {
  if (error instanceof ResponsableError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const detail = error instanceof Error ? error.message : String(error);
  switch (code) {
    case 'auth/user-not-found':
      return new ResponsableError(
        `Aucun compte n’utilise l’adresse ${email ?? ''}${NBSP}: la personne doit d’abord s’inscrire sur le site.`,
      );
    case 'auth/invalid-email':
      return new ResponsableError(`«${NBSP}${email ?? ''}${NBSP}» n’est pas une adresse e-mail valide.`, EXIT.usage);
    case 'app/invalid-credential':
    case 'auth/invalid-credential':
      return new ResponsableError(
        `Google refuse la clé du compte de service${NBSP}: elle a peut-être été supprimée dans la console ` +
          `Firebase. Générez-en une nouvelle (Paramètres du projet → Comptes de service → Générer une ` +
          `nouvelle clé privée).\nDétail${NBSP}: ${detail}`,
      );
    case 'auth/insufficient-permission':
      return new ResponsableError(
        `Cette clé n’a pas le droit de gérer les comptes du projet${NBSP}: utilisez la clé du compte de ` +
          `service «${NBSP}firebase-adminsdk${NBSP}» du bon projet.\nDétail${NBSP}: ${detail}`,
      );
    case 'auth/project-not-found':
    case 'auth/configuration-not-found':
      return new ResponsableError(
        `Projet Firebase introuvable, ou l’authentification n’y est pas activée${NBSP}: vérifiez ` +
          `l’identifiant du projet (FIREBASE_PROJECT_ID).\nDétail${NBSP}: ${detail}`,
      );
    case 'app/network-error':
    case 'app/network-timeout':
      return new ResponsableError(
        `Les serveurs de Google ne répondent pas${NBSP}: vérifiez la connexion Internet et réessayez.\nDétail${NBSP}: ${detail}`,
      );
    default:
      return new ResponsableError(`Échec inattendu${code ? ` (${code})` : ''}${NBSP}: ${detail}`);
  }
}

/**
 * @typedef {import('firebase-admin/auth').UserRecord} UserRecord
 * @typedef {Pick<import('firebase-admin/auth').Auth,
 *   'getUserByEmail' | 'setCustomUserClaims' | 'revokeRefreshTokens' | 'listUsers'>} ResponsableAuth
 * @typedef {{
 *   auth: ResponsableAuth | (() => Promise<ResponsableAuth>),
 *   out: (text: string) => void,
 *   err: (text: string) => void,
 * }} ResponsableDeps
 */

const isResponsable = (/** @type {UserRecord} */ user) => user.customClaims?.responsable === true;

/** @param {UserRecord} user */
const who = (user) => user.email ?? `le compte ${user.uid}`;

/**
 * @param {ResponsableAuth} auth
 * @param {string} email
 * @param {ResponsableDeps['out']} out
 */
async function ajouter(auth, email, out) {
  const user = await auth.getUserByEmail(email);
  const reconnect = `Pour voir l’Espace responsable, la personne doit se déconnecter puis se reconnecter sur le site.`;
  if (isResponsable(user)) {
    out(`${who(user)} est déjà responsable${NBSP}: rien à changer.\n${reconnect}`);
    return;
  }
  // Custom claims are replaced as a whole: keep whatever else the account carries.
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, responsable: true });
  out(`C’est fait${NBSP}: ${who(user)} est maintenant responsable.\n${reconnect}`);
}

/**
 * @param {ResponsableAuth} auth
 * @param {string} email
 * @param {ResponsableDeps['out']} out
 */
async function retirer(auth, email, out) {
  const user = await auth.getUserByEmail(email);
  if (!isResponsable(user)) {
    out(`${who(user)} n’est pas responsable${NBSP}: rien à retirer.`);
    return;
  }
  const others = { ...user.customClaims };
  delete others.responsable;
  await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  // The ID token already issued stays valid until it expires (one hour at most); revoking the refresh
  // token stops its renewal, so the site signs the person out instead of handing a fresh one.
  await auth.revokeRefreshTokens(user.uid);
  out(
    `C’est fait${NBSP}: ${who(user)} n’est plus responsable.\n` +
      `Ses sessions sont fermées${NBSP}: au plus tard dans une heure, le site demandera à la personne ` +
      `de se reconnecter, et elle n’aura plus ce rôle.`,
  );
}

/**
 * @param {ResponsableAuth} auth
 * @param {ResponsableDeps['out']} out
 */
async function lister(auth, out) {
  /** @type {string[]} */
  const found = [];
  /** @type {string | undefined} */
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) if (isResponsable(user)) found.push(who(user));
    pageToken = page.pageToken;
  } while (pageToken);
  if (found.length === 0) {
    out(
      `Aucun responsable pour l’instant. Pour en nommer un${NBSP}:\n` +
        '  npm run responsable -- ajouter prenom@exemple.cm',
    );
    return;
  }
  found.sort((a, b) => a.localeCompare(b, 'fr'));
  const title = found.length === 1 ? '1 responsable' : `${found.length} responsables`;
  out([`${title}${NBSP}:`, ...found.map((email) => `  ${email}`)].join('\n'));
}

/**
 * Runs one command; never throws, never exits: returns the exit code.
 * @param {readonly string[]} args what followed `npm run responsable --`
 * @param {ResponsableDeps} deps
 * @returns {Promise<number>}
 */
export async function runResponsable(args, { auth, out, err }) {
  const parsed = parseArgs(args);
  if ('usage' in parsed) {
    err(`${parsed.usage}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (parsed.action === 'aide') {
    out(USAGE);
    return EXIT.ok;
  }
  const email = 'email' in parsed ? parsed.email : undefined;
  try {
    // Connected only now: « aide » and a mistyped command need no key.
    const client = typeof auth === 'function' ? await auth() : auth;
    if (parsed.action === 'lister') await lister(client, out);
    else if (parsed.action === 'ajouter') await ajouter(client, parsed.email, out);
    else await retirer(client, parsed.email, out);
    return EXIT.ok;
  } catch (error) {
    const failure = explain(error, email);
    err(failure.message);
    return failure.exitCode;
  }
}
