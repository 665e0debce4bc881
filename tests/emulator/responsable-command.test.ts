/**
 * `npm run responsable`, the command by which the association appoints its responsables, against a
 * real Firebase Auth emulator (tests/setup/auth-emulator.global.ts). Accounts are made and signed in
 * over the emulator's REST API, as the site's members would; the claim is read from their ID token.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXIT, runResponsable } from '../../scripts/responsable/commande.mjs';
import { resolveSetup } from '../../scripts/responsable/config.mjs';

const host = inject('authEmulatorHost');
if (!host) console.warn(`Tests de la commande responsable ignorés : ${inject('authEmulatorSkipReason')}`);

const PROJECT_ID = 'demo-commission-etudes';
const API_KEY = 'demo-api-key';
const PASSWORD = 'secret-123';
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NBSP = '\u00a0';

/** The emulator keeps accounts for the whole run (and across runs when reused): fresh addresses. */
let counter = 0;
const freshEmail = (label: string) => `${label}.${Date.now().toString(36)}.${(counter += 1)}@exemple.cm`;

async function identityToolkit<T>(method: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${method}: ${json.error?.message ?? response.status}`);
  return json;
}

/** Signs up on the "site" (the emulator's REST API); returns the account's id. */
async function signUp(email: string): Promise<string> {
  return (await identityToolkit<{ localId: string }>('signUp', { email, password: PASSWORD })).localId;
}

/** Signs in again, as « se déconnecter puis se reconnecter », and reads the new ID token's claims. */
async function claimsAtSignIn(email: string): Promise<Record<string, unknown>> {
  const { idToken } = await identityToolkit<{ idToken: string }>('signInWithPassword', { email, password: PASSWORD });
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

async function signIn(email: string): Promise<string> {
  return (await identityToolkit<{ idToken: string }>('signInWithPassword', { email, password: PASSWORD })).idToken;
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!host)('npm run responsable, against the Auth emulator', () => {
  let app: App;
  let auth: Auth;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(() => {
    // firebase-admin reads this variable on every request: it then needs no key.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host!;
    app = initializeApp({ projectId: PROJECT_ID }, `responsable-test-${Date.now()}`);
    auth = getAuth(app);
  });

  afterAll(async () => {
    await deleteApp(app);
    if (previousHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousHost;
  });

  /** Runs the command as the volunteer types it; returns what it printed and its exit code. */
  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runResponsable(args, { auth, out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('appoints a member: their next sign-in carries responsable: true, and they are told to sign in again', async () => {
    const email = freshEmail('awa');
    await signUp(email);
    expect((await claimsAtSignIn(email)).responsable).toBeUndefined();

    const result = await run('ajouter', email);

    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain(`${email} est maintenant responsable`);
    expect(result.out).toContain('se déconnecter puis se reconnecter');
    expect((await claimsAtSignIn(email)).responsable).toBe(true);
  });

  it('finds the account whatever the case of the address typed', async () => {
    const email = freshEmail('casse');
    await signUp(email);

    expect((await run('ajouter', email.toUpperCase())).code).toBe(EXIT.ok);
    expect((await claimsAtSignIn(email)).responsable).toBe(true);
  });

  it('lists the responsables’ addresses, and only theirs', async () => {
    const [first, second, member] = [freshEmail('liste1'), freshEmail('liste2'), freshEmail('membre')];
    await Promise.all([signUp(first), signUp(second), signUp(member)]);
    await run('ajouter', first);
    await run('ajouter', second);

    const result = await run('lister');

    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toMatch(/^\d+ responsables\u00a0:/);
    expect(result.out).toContain(`  ${first}`);
    expect(result.out).toContain(`  ${second}`);
    expect(result.out).not.toContain(member);
  });

  it('removes the role, ends the sessions, and the address leaves the list', async () => {
    const email = freshEmail('retrait');
    await signUp(email);
    await run('ajouter', email);
    const session = await signIn(email);
    expect(await auth.verifyIdToken(session, true)).toMatchObject({ responsable: true });
    // Revocation counts in whole seconds: the session must be older than the removal.
    await after(1_100);

    const result = await run('retirer', email);

    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain(`${email} n’est plus responsable`);
    expect(result.out).toContain('au plus tard dans une heure');
    expect((await claimsAtSignIn(email)).responsable).toBeUndefined();
    // The session opened while responsable is revoked: the site will have to sign in again.
    // (The emulator does not refuse a revoked refresh token as Google does; the revocation time shows.)
    await expect(auth.verifyIdToken(session, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    expect((await run('lister')).out).not.toContain(email);
  });

  it('keeps the account’s other claims when adding and when removing', async () => {
    const email = freshEmail('autres');
    const uid = await signUp(email);
    await auth.setCustomUserClaims(uid, { commission: 'etudes', niveau: 3 });

    await run('ajouter', email);
    expect(await claimsAtSignIn(email)).toMatchObject({ commission: 'etudes', niveau: 3, responsable: true });

    await run('retirer', email);
    const claims = await claimsAtSignIn(email);
    expect(claims).toMatchObject({ commission: 'etudes', niveau: 3 });
    expect(claims.responsable).toBeUndefined();
  });

  it('says when there is nothing to do, without failing', async () => {
    const email = freshEmail('deja');
    await signUp(email);

    const notYet = await run('retirer', email);
    expect(notYet.code).toBe(EXIT.ok);
    expect(notYet.out).toContain(`${email} n’est pas responsable${NBSP}: rien à retirer.`);

    await run('ajouter', email);
    const again = await run('ajouter', email);
    expect(again.code).toBe(EXIT.ok);
    expect(again.out).toContain(`${email} est déjà responsable`);
    expect((await claimsAtSignIn(email)).responsable).toBe(true);
  });

  it('refuses an address nobody signed up with, in French, with exit code 1', async () => {
    const email = freshEmail('inconnu');

    for (const action of ['ajouter', 'retirer']) {
      const result = await run(action, email);
      expect(result.code).toBe(EXIT.echec);
      expect(result.err).toBe(
        `Aucun compte n’utilise l’adresse ${email}${NBSP}: la personne doit d’abord s’inscrire sur le site.`,
      );
    }
  });

  it('answers a mistyped command with the usage and exit code 2, touching no account', async () => {
    const email = freshEmail('usage');
    await signUp(email);
    const cases: [string[], string][] = [
      [[], 'Il manque l’action à faire.'],
      [['ajouter'], `Il manque l’adresse e-mail${NBSP}: npm run responsable -- ajouter prenom@exemple.cm`],
      [['retirer', email, email], 'Une seule adresse à la fois'],
      [['ajouter', 'awa'], `«${NBSP}awa${NBSP}» n’est pas une adresse e-mail.`],
      [['lister', email], `«${NBSP}lister${NBSP}» ne prend pas d’adresse.`],
      [['nommer', email], `Action inconnue${NBSP}: «${NBSP}nommer${NBSP}».`],
    ];
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(EXIT.usage);
      expect(result.err).toContain(message);
      expect(result.err).toContain('npm run responsable -- ajouter prenom@exemple.cm');
      expect(result.out).toBe('');
    }
    expect((await claimsAtSignIn(email)).responsable).toBeUndefined();
  });

  it('prints its usage on « aide », needing no connection', async () => {
    const out: string[] = [];
    const auth = () => Promise.reject(new Error('aide ne doit pas se connecter'));
    const code = await runResponsable(['aide'], { auth, out: (text) => out.push(text), err: () => {} });

    expect(code).toBe(EXIT.ok);
    expect(out.join('\n')).toContain('npm run responsable -- retirer prenom@exemple.cm');
    expect(out.join('\n')).toContain('GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json');
  });

  describe('the real entry point, as `node scripts/responsable.mjs`', () => {
    /** The environment of a volunteer's terminal: nothing Firebase-related but what is given. */
    function runNode(
      args: string[],
      env: Record<string, string>,
      command = 'node',
      prefix = ['scripts/responsable.mjs'],
    ) {
      const clean = { ...process.env };
      for (const name of [
        'FIREBASE_AUTH_EMULATOR_HOST',
        'GOOGLE_APPLICATION_CREDENTIALS',
        'FIREBASE_PROJECT_ID',
        'GOOGLE_CLOUD_PROJECT',
        'GCLOUD_PROJECT',
      ]) {
        delete clean[name];
      }
      return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          command,
          [...prefix, ...args],
          { cwd: REPO_ROOT, env: { ...clean, ...env } },
          (error, stdout, stderr) => {
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
          },
        );
      });
    }

    it('appoints and lists on the emulator, with no key', async () => {
      const email = freshEmail('noeud');
      await signUp(email);
      const env = { FIREBASE_AUTH_EMULATOR_HOST: host!, FIREBASE_PROJECT_ID: PROJECT_ID };

      const added = await runNode(['ajouter', email], env);
      expect(added).toMatchObject({ code: 0 });
      expect(added.stdout).toContain(`${email} est maintenant responsable`);
      expect(added.stderr).toContain(`Projet Firebase${NBSP}: ${PROJECT_ID} (émulateur Auth ${host})`);
      expect((await claimsAtSignIn(email)).responsable).toBe(true);

      const listed = await runNode(['lister'], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(`  ${email}`);

      const unknown = await runNode(['retirer', freshEmail('personne')], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('la personne doit d’abord s’inscrire sur le site.');
    });

    it('explains where the key comes from when none is given (exit code 1)', async () => {
      const result = await runNode(['lister'], {});

      expect(result.code).toBe(1);
      expect(result.stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json');
      expect(result.stderr).toContain('Paramètres du projet → Comptes de service → Générer une nouvelle clé privée');
      expect(result.stderr).toContain('ne doit jamais être commitée');
    });

    it('is the command package.json names: npm run responsable -- aide', async () => {
      const result = await runNode(['aide'], {}, 'npm', ['run', '--silent', 'responsable', '--']);

      expect(result.code).toBe(0);
      expect(result.stdout).toContain('npm run responsable -- lister');
    });
  });
});

describe('where the command finds its key and its project', () => {
  const KEY = JSON.stringify({
    type: 'service_account',
    project_id: 'projet-de-la-cle',
    client_email: 'firebase-adminsdk@projet-de-la-cle.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----\n',
  });
  /** Files as on the volunteer's disk: the key, and perhaps a .firebaserc. */
  const files = (disk: Record<string, string>) => ({
    firebasercPath: '/site/.firebaserc',
    readFile: (path: string | URL) => {
      const text = disk[String(path)];
      if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return text;
    },
  });
  const firebaserc = JSON.stringify({ projects: { default: 'projet-firebaserc' } });
  const withKey = { GOOGLE_APPLICATION_CREDENTIALS: '/cles/cle.json' };

  it('takes FIREBASE_PROJECT_ID, else GOOGLE_CLOUD_PROJECT, else the key’s, else .firebaserc’s default', () => {
    const disk = files({ '/cles/cle.json': KEY, '/site/.firebaserc': firebaserc });
    const project = (env: Record<string, string>) => resolveSetup({ ...withKey, ...env }, disk).projectId;

    expect(project({ FIREBASE_PROJECT_ID: 'a', GOOGLE_CLOUD_PROJECT: 'b' })).toBe('a');
    expect(project({ GOOGLE_CLOUD_PROJECT: 'b' })).toBe('b');
    expect(project({})).toBe('projet-de-la-cle');
    const emulator = resolveSetup({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, disk);
    expect(emulator).toMatchObject({ projectId: 'projet-firebaserc', serviceAccount: null });
  });

  it('reads the key and warns when it belongs to another project', () => {
    const setup = resolveSetup({ ...withKey, FIREBASE_PROJECT_ID: 'autre' }, files({ '/cles/cle.json': KEY }));

    expect(setup.serviceAccount).toMatchObject({ projectId: 'projet-de-la-cle', clientEmail: expect.any(String) });
    expect(setup.warnings.join('\n')).toContain(`la clé appartient au projet «${NBSP}projet-de-la-cle${NBSP}»`);
  });

  it('explains a missing key, an unreadable one, a file that is not a key, and a missing project', () => {
    const failure = (env: Record<string, string>, disk: Record<string, string>) => {
      try {
        resolveSetup(env, files(disk));
      } catch (error) {
        return error as Error & { exitCode: number };
      }
      throw new Error('resolveSetup should have refused');
    };

    const noKey = failure({}, {});
    expect(noKey.exitCode).toBe(EXIT.echec);
    expect(noKey.message).toContain('GOOGLE_APPLICATION_CREDENTIALS=/chemin/vers/cle.json');
    expect(noKey.message).toContain('Générer une nouvelle clé privée');
    expect(noKey.message).toContain('jamais être commitée');

    expect(failure(withKey, {}).message).toContain(`Impossible de lire la clé «${NBSP}/cles/cle.json${NBSP}» (ENOENT)`);
    expect(failure(withKey, { '/cles/cle.json': '{"type":"authorized_user"}' }).message).toContain(
      'n’est pas une clé de compte de service Firebase',
    );
    expect(failure({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, {}).message).toContain(
      'FIREBASE_PROJECT_ID=identifiant-du-projet',
    );
  });
});
