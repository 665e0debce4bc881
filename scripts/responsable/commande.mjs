// @ts-check
// `npm run responsable -- <action> <adresse>`: the association appoints its responsables
// (docs/decisions/0010-trust-and-safety.md). The power is the custom claim `responsable: true` in
// the member's ID token AND the appointment `responsables/{uid}` in Firestore (issue 32), both
// written only with a service-account key: no screen, no client write grants either. The claim
// stays in a token issued before a removal (up to an hour); the document goes at once, so
// firestore.rules and /api/deleteFile stop a removed responsable at once.
// Everything the command says is here, in French, for the volunteer who types it; the Auth client
// and the appointments are injected so the tests drive them against the emulators
// (tests/emulator/responsable-command.test.ts).

/** Exit codes: the shell (and the tests) tell success, failure and a mistyped command apart. */
export const EXIT = Object.freeze({ ok: 0, echec: 1, usage: 2 });

const NBSP = '\u00a0';

export const USAGE = [
  'Nommer les responsables du site de la commission des études.',
  '',
  `Utilisation${NBSP}:`,
  '  npm run responsable -- ajouter prenom@exemple.cm   nomme responsable le compte de cette adresse',
  '  npm run responsable -- retirer prenom@exemple.cm   lui retire ce rôle aussitôt et ferme ses sessions',
  '  npm run responsable -- lister                      affiche les adresses des responsables',
  '  npm run responsable -- completer                   enregistre la nomination des responsables nommés',
  '                                                     avant cette version (une fois, après la mise à jour)',
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
 * @returns {{ action: 'aide' } | { action: 'lister' } | { action: 'completer' }
 *   | { action: 'ajouter', email: string } | { action: 'retirer', email: string } | { usage: string }}
 */
export function parseArgs(args) {
  const [rawAction, ...rest] = args;
  const action = rawAction?.trim().toLowerCase();
  if (!action) return { usage: `Il manque l’action à faire.` };
  if (action === 'aide' || action === '--help' || action === '-h') return { action: 'aide' };
  if (action === 'lister' || action === 'completer') {
    if (rest.length > 0) return { usage: `«${NBSP}${action}${NBSP}» ne prend pas d’adresse.` };
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
    usage: `Action inconnue${NBSP}: «${NBSP}${rawAction}${NBSP}». Les actions sont ajouter, retirer, lister, completer et aide.`,
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
    // Firestore (the appointments) answers with gRPC's numeric codes.
    case '7':
      return new ResponsableError(
        `Cette clé n’a pas le droit d’écrire dans la base Firestore du projet${NBSP}: utilisez la clé du ` +
          `compte de service «${NBSP}firebase-adminsdk${NBSP}» du bon projet.\nDétail${NBSP}: ${detail}`,
      );
    case '5':
      return new ResponsableError(
        `La base Firestore du projet est introuvable${NBSP}: créez-la d’abord (console Firebase → Firestore ` +
          `Database), comme le dit le guide de déploiement.\nDétail${NBSP}: ${detail}`,
      );
    case '16':
      return new ResponsableError(
        `Google refuse la clé du compte de service pour Firestore${NBSP}: générez-en une nouvelle (Paramètres ` +
          `du projet → Comptes de service → Générer une nouvelle clé privée).\nDétail${NBSP}: ${detail}`,
      );
    case '4':
    case '14':
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
 * The appointments `responsables/{uid}` (./nominations.mjs over Firestore).
 * @typedef {{
 *   has(uid: string): Promise<boolean>,
 *   write(uid: string, email: string | undefined): Promise<void>,
 *   remove(uid: string): Promise<void>,
 *   list(): Promise<{ uid: string, email: string | null }[]>,
 * }} Nominations
 * @typedef {{
 *   auth: ResponsableAuth | (() => Promise<ResponsableAuth>),
 *   nominations: Nominations | (() => Promise<Nominations>),
 *   out: (text: string) => void,
 *   err: (text: string) => void,
 * }} ResponsableDeps
 */

const isResponsable = (/** @type {UserRecord} */ user) => user.customClaims?.responsable === true;

/** @param {UserRecord} user */
const who = (user) => user.email ?? `le compte ${user.uid}`;

/**
 * Every account, a page at a time.
 * @param {ResponsableAuth} auth
 * @returns {AsyncGenerator<UserRecord>}
 */
async function* everyAccount(auth) {
  /** @type {string | undefined} */
  let pageToken;
  do {
    const page = await auth.listUsers(1000, pageToken);
    yield* page.users;
    pageToken = page.pageToken;
  } while (pageToken);
}

/**
 * Appoints; again on a responsable appointed before the appointments existed (claim without
 * document), writes what is missing, and their powers come back at once. Idempotent.
 * @param {ResponsableAuth} auth
 * @param {Nominations} nominations
 * @param {string} email
 * @param {ResponsableDeps['out']} out
 */
async function ajouter(auth, nominations, email, out) {
  const user = await auth.getUserByEmail(email);
  const claimed = isResponsable(user);
  const recorded = await nominations.has(user.uid);
  const reconnect = `Pour voir l’Espace responsable, la personne doit se déconnecter puis se reconnecter sur le site.`;
  if (claimed && recorded) {
    out(`${who(user)} est déjà responsable${NBSP}: rien à changer.\n${reconnect}`);
    return;
  }
  // Custom claims are replaced as a whole: keep whatever else the account carries.
  if (!claimed) await auth.setCustomUserClaims(user.uid, { ...user.customClaims, responsable: true });
  if (!recorded) await nominations.write(user.uid, user.email);
  out(
    claimed
      ? `C’est fait${NBSP}: la nomination de ${who(user)} est enregistrée${NBSP}; ses pouvoirs de responsable ` +
          `reprennent tout de suite, sans se reconnecter.`
      : `C’est fait${NBSP}: ${who(user)} est maintenant responsable.\n${reconnect}`,
  );
}

/**
 * @param {ResponsableAuth} auth
 * @param {Nominations} nominations
 * @param {string} email
 * @param {ResponsableDeps['out']} out
 */
async function retirer(auth, nominations, email, out) {
  const user = await auth.getUserByEmail(email);
  const claimed = isResponsable(user);
  const recorded = await nominations.has(user.uid);
  if (!claimed && !recorded) {
    out(`${who(user)} n’est pas responsable${NBSP}: rien à retirer.`);
    return;
  }
  // The appointment first: from this moment firestore.rules and /api/deleteFile refuse the person,
  // even with the ID token they hold, whose claim stays until it expires (one hour at most).
  if (recorded) await nominations.remove(user.uid);
  if (claimed) {
    const others = { ...user.customClaims };
    delete others.responsable;
    await auth.setCustomUserClaims(user.uid, Object.keys(others).length > 0 ? others : null);
  }
  // Revoking the refresh token stops that token's renewal: the site signs the person out at their
  // next refused action, or when the token expires, instead of handing a fresh one.
  await auth.revokeRefreshTokens(user.uid);
  out(
    `C’est fait${NBSP}: ${who(user)} n’est plus responsable. Ses pouvoirs s’arrêtent tout de suite.\n` +
      `Ses sessions sont fermées${NBSP}: à sa prochaine action de responsable, ou au plus tard dans une heure, ` +
      `le site demandera à la personne de se reconnecter, et elle n’aura plus ce rôle.`,
  );
}

/**
 * The responsables; and, apart, the accounts half appointed: the claim without the document (named
 * before the appointments existed: no power until `completer`), or the document without the claim.
 * @param {ResponsableAuth} auth
 * @param {Nominations} nominations
 * @param {ResponsableDeps['out']} out
 */
async function lister(auth, nominations, out) {
  const recorded = new Map((await nominations.list()).map((entry) => [entry.uid, entry.email]));
  /** @type {string[]} */
  const full = [];
  /** @type {string[]} */
  const claimOnly = [];
  /** Every account's uid, and whether it holds the claim. */
  const accounts = new Map();
  for await (const user of everyAccount(auth)) {
    accounts.set(user.uid, isResponsable(user));
    if (isResponsable(user)) (recorded.has(user.uid) ? full : claimOnly).push(who(user));
  }
  // An account deleted since leaves its document behind: it grants nothing (no token, no claim).
  const recordOnly = [...recorded]
    .filter(([uid]) => accounts.get(uid) !== true)
    .map(([uid, email]) =>
      accounts.has(uid) ? (email ?? `le compte ${uid}`) : `${email ?? uid} (compte supprimé, sans effet)`,
    );
  if (full.length === 0 && claimOnly.length === 0 && recordOnly.length === 0) {
    out(
      `Aucun responsable pour l’instant. Pour en nommer un${NBSP}:\n` +
        '  npm run responsable -- ajouter prenom@exemple.cm',
    );
    return;
  }
  const sorted = (/** @type {string[]} */ list) =>
    list.sort((a, b) => a.localeCompare(b, 'fr')).map((line) => `  ${line}`);
  const title = full.length === 1 ? '1 responsable' : `${full.length} responsables`;
  const lines =
    full.length > 0 ? [`${title}${NBSP}:`, ...sorted(full)] : ['Aucun responsable n’a ses pouvoirs pour l’instant.'];
  if (claimOnly.length > 0) {
    lines.push(
      '',
      `Nommés avant la mise à jour, sans nomination enregistrée (aucun pouvoir tant qu’elle manque)${NBSP}:`,
      ...sorted(claimOnly),
      `Pour les rétablir tous${NBSP}: npm run responsable -- completer (ou «${NBSP}ajouter${NBSP}» pour une adresse).`,
    );
  }
  if (recordOnly.length > 0) {
    lines.push(
      '',
      `Nomination enregistrée sans la marque du jeton, sans pouvoir${NBSP}:`,
      ...sorted(recordOnly),
      `Pour nommer${NBSP}: npm run responsable -- ajouter <adresse>${NBSP}; pour effacer${NBSP}: npm run responsable -- retirer <adresse>.`,
    );
  }
  out(lines.join('\n'));
}

/**
 * Brings over the responsables appointed before the appointments existed: every account holding
 * the claim gets its document, and its powers back at once. Idempotent.
 * @param {ResponsableAuth} auth
 * @param {Nominations} nominations
 * @param {ResponsableDeps['out']} out
 */
async function completer(auth, nominations, out) {
  const recorded = new Set((await nominations.list()).map((entry) => entry.uid));
  /** @type {string[]} */
  const done = [];
  for await (const user of everyAccount(auth)) {
    if (!isResponsable(user) || recorded.has(user.uid)) continue;
    await nominations.write(user.uid, user.email);
    done.push(who(user));
  }
  if (done.length === 0) {
    out(`Rien à compléter${NBSP}: chaque responsable a sa nomination enregistrée.`);
    return;
  }
  done.sort((a, b) => a.localeCompare(b, 'fr'));
  const title = done.length === 1 ? '1 nomination enregistrée' : `${done.length} nominations enregistrées`;
  out(
    [
      `${title}${NBSP}; leurs pouvoirs de responsable reprennent tout de suite${NBSP}:`,
      ...done.map((line) => `  ${line}`),
    ].join('\n'),
  );
}

/**
 * Runs one command; never throws, never exits: returns the exit code.
 * @param {readonly string[]} args what followed `npm run responsable --`
 * @param {ResponsableDeps} deps
 * @returns {Promise<number>}
 */
export async function runResponsable(args, { auth, nominations, out, err }) {
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
    const records = typeof nominations === 'function' ? await nominations() : nominations;
    if (parsed.action === 'lister') await lister(client, records, out);
    else if (parsed.action === 'completer') await completer(client, records, out);
    else if (parsed.action === 'ajouter') await ajouter(client, records, parsed.email, out);
    else await retirer(client, records, parsed.email, out);
    return EXIT.ok;
  } catch (error) {
    const failure = explain(error, email);
    err(failure.message);
    return failure.exitCode;
  }
}
