/**
 * `npm run responsable`, the command by which the association appoints its responsables, against a
 * real Firebase Auth emulator (tests/setup/auth-emulator.global.ts) and a Firestore emulator
 * (tests/setup/firestore-emulator.global.ts), where it records the appointments `responsables/{uid}`.
 * Accounts are made and signed in over the Auth emulator's REST API, as the site's members would;
 * the claim is read from their ID token. Last, issue 32 from end to end: the real firestore.rules
 * refuse a token issued before `retirer`, though its claim still says responsable.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deleteApp as deleteClientApp, type FirebaseApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, setLogLevel, writeBatch, type Firestore as ClientFirestore } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuth, createFirebaseApp, createFirestore } from '@/backend/firebase/app';
import { recordIn } from '@/backend/firebase/journal';
import { stepDirectory, USERS } from '@/backend/firebase/users';
import type { FirebaseSettings } from '@/config';
import type { JournalAction, StoredProfile, UserProfile } from '@/domain/entities';
import { buildProfile } from '@/domain/records';
import { searchKey, withSearchKey } from '@/domain/search-key';
import { EXIT, explain, runResponsable, type Nominations } from '../../scripts/responsable/commande.mjs';
import { resolveSetup } from '../../scripts/responsable/config.mjs';
import { firestoreNominations, NOMINATIONS } from '../../scripts/responsable/nominations.mjs';
import { otherPeople, storedProfile } from '../setup/people';

const host = inject('authEmulatorHost');
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST?.trim() || null;
if (!host) console.warn(`Tests de la commande responsable ignorés : ${inject('authEmulatorSkipReason')}`);
else if (!firestoreHost)
  console.warn(
    'Tests de la commande responsable ignorés : aucun émulateur Firestore (voir tests/setup/firestore-emulator.global.ts).',
  );

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

describe.skipIf(!host || !firestoreHost)('npm run responsable, against the Auth and Firestore emulators', () => {
  let app: App;
  let auth: Auth;
  let db: Firestore;
  let nominations: Nominations;
  const previousHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(() => {
    // firebase-admin reads this variable on every request: it then needs no key (and
    // FIRESTORE_EMULATOR_HOST, set by the global setup, for Firestore).
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host!;
    app = initializeApp({ projectId: PROJECT_ID }, `responsable-test-${Date.now()}`);
    auth = getAuth(app);
    db = getFirestore(app);
    nominations = firestoreNominations(db);
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
    const code = await runResponsable(args, {
      auth,
      nominations,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** The appointment the rules read, as the command left it (null: none). */
  async function appointment(uid: string) {
    const snapshot = await db.collection(NOMINATIONS).doc(uid).get();
    return snapshot.exists ? snapshot.data()! : null;
  }

  /** A responsable appointed before issue 32: the claim only, as the command set it then. */
  async function appointedTheOldWay(email: string): Promise<string> {
    const uid = await signUp(email);
    await auth.setCustomUserClaims(uid, { responsable: true });
    return uid;
  }

  it('appoints a member: their next sign-in carries responsable: true, and they are told to sign in again', async () => {
    const email = freshEmail('awa');
    const uid = await signUp(email);
    expect((await claimsAtSignIn(email)).responsable).toBeUndefined();
    expect(await appointment(uid)).toBeNull();

    const result = await run('ajouter', email);

    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain(`${email} est maintenant responsable`);
    expect(result.out).toContain('se déconnecter puis se reconnecter');
    expect((await claimsAtSignIn(email)).responsable).toBe(true);
    // The appointment the rules want beside the claim (issue 32), with the address and the date.
    expect(await appointment(uid)).toEqual({ email, depuis: expect.anything() });
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
    const uid = await signUp(email);
    await run('ajouter', email);
    const session = await signIn(email);
    expect(await auth.verifyIdToken(session, true)).toMatchObject({ responsable: true });
    // Revocation counts in whole seconds: the session must be older than the removal.
    await after(1_100);

    const result = await run('retirer', email);

    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain(`${email} n’est plus responsable. Ses pouvoirs s’arrêtent tout de suite.`);
    expect(result.out).toContain('au plus tard dans une heure');
    expect(await appointment(uid)).toBeNull();
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

  describe('responsables appointed before the appointments were recorded (issue 32)', () => {
    it('lists them apart, with what to run', async () => {
      const [current, old] = [freshEmail('actuel'), freshEmail('ancien')];
      await signUp(current);
      await run('ajouter', current);
      await appointedTheOldWay(old);

      const { code, out } = await run('lister');

      expect(code).toBe(EXIT.ok);
      const [listed, apart] = out.split('\n\n');
      expect(listed).toContain(`  ${current}`);
      expect(listed).not.toContain(old);
      expect(apart).toContain(`sans nomination enregistrée (aucun pouvoir tant qu’elle manque)${NBSP}:`);
      expect(apart).toContain(`  ${old}`);
      expect(apart).toContain('npm run responsable -- completer');
    });

    it('brings every one of them over with « completer », once', async () => {
      const [first, second] = [freshEmail('ancien1'), freshEmail('ancien2')];
      const uids = [await appointedTheOldWay(first), await appointedTheOldWay(second)];

      const done = await run('completer');

      expect(done.code).toBe(EXIT.ok);
      expect(done.out).toMatch(/^\d+ nominations? enregistrées?\u00a0; leurs pouvoirs de responsable reprennent/);
      expect(done.out).toContain(`  ${first}`);
      expect(done.out).toContain(`  ${second}`);
      for (const uid of uids) expect(await appointment(uid)).not.toBeNull();
      expect((await run('completer')).out).toBe(
        `Rien à compléter${NBSP}: chaque responsable a sa nomination enregistrée.`,
      );
      expect((await run('lister')).out).not.toContain('sans nomination enregistrée');
    });

    it('brings one over with « ajouter » again, keeping the claim and needing no new sign-in', async () => {
      const email = freshEmail('ancien3');
      const uid = await appointedTheOldWay(email);

      const result = await run('ajouter', email);

      expect(result.code).toBe(EXIT.ok);
      expect(result.out).toBe(
        `C’est fait${NBSP}: la nomination de ${email} est enregistrée${NBSP}; ses pouvoirs de responsable ` +
          'reprennent tout de suite, sans se reconnecter.',
      );
      expect(await appointment(uid)).toEqual({ email, depuis: expect.anything() });
      expect((await claimsAtSignIn(email)).responsable).toBe(true);
      expect((await run('ajouter', email)).out).toContain(`${email} est déjà responsable`);
    });

    it('removes one of them too (the claim without appointment)', async () => {
      const email = freshEmail('ancien4');
      await appointedTheOldWay(email);

      expect((await run('retirer', email)).out).toContain(`${email} n’est plus responsable`);
      expect((await claimsAtSignIn(email)).responsable).toBeUndefined();
    });
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
    const code = await runResponsable(['aide'], {
      auth,
      nominations: auth,
      out: (text) => out.push(text),
      err: () => {},
    });

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
        'FIRESTORE_EMULATOR_HOST',
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

    /** A terminal pointed at the emulators (`npm run emulators`): no key needed. */
    const emulators = () => ({
      FIREBASE_AUTH_EMULATOR_HOST: host!,
      FIRESTORE_EMULATOR_HOST: firestoreHost!,
      FIREBASE_PROJECT_ID: PROJECT_ID,
    });

    it('appoints and lists on the emulators, with no key', async () => {
      const email = freshEmail('noeud');
      const uid = await signUp(email);
      const env = emulators();

      const added = await runNode(['ajouter', email], env);
      expect(added).toMatchObject({ code: 0 });
      expect(added.stdout).toContain(`${email} est maintenant responsable`);
      expect(added.stderr).toContain(
        `Projet Firebase${NBSP}: ${PROJECT_ID} (émulateurs Auth ${host}, Firestore ${firestoreHost})`,
      );
      expect((await claimsAtSignIn(email)).responsable).toBe(true);
      expect(await appointment(uid)).toEqual({ email, depuis: expect.anything() });

      const listed = await runNode(['lister'], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(`  ${email}`);

      const unknown = await runNode(['retirer', freshEmail('personne')], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('la personne doit d’abord s’inscrire sur le site.');
    });

    // Issue 32, from end to end: the command removes a responsable signed in on the site; the ID
    // token they hold, issued before, still says responsable (and stays valid up to an hour), yet
    // the real firestore.rules refuse what it asks. Raw writes, shaped as the site's
    // (src/backend/firebase/governance.ts), from the browser SDK signed in on the Auth emulator.
    describe('a token issued before « retirer »', () => {
      const run = `${Date.now().toString(36)}${(counter += 1)}`;
      const settings: FirebaseSettings = {
        apiKey: API_KEY,
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        appId: '1:000000000000:web:0000000000000000',
        authEmulatorHost: host ?? undefined,
        firestoreEmulatorHost: firestoreHost ?? undefined,
      };
      const tutors = [`encadreur-a-${run}`, `encadreur-b-${run}`];
      const pupils = [`eleve-a-${run}`, `eleve-b-${run}`];
      const clientApp = `responsable-retire-${run}`;

      beforeAll(async () => {
        // The refusals below are expected: the SDK need not log them.
        setLogLevel('silent');
        // The emulator judges the client's writes with the repository's firestore.rules.
        const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
          method: 'PUT',
          body: JSON.stringify({
            rules: {
              files: [
                {
                  name: 'firestore.rules',
                  content: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
                },
              ],
            },
          }),
        });
        expect(response.ok, await response.text()).toBe(true);
        // Two tutors waiting for a responsable, two pupils: one of each before the removal, one after.
        for (const uid of tutors) await db.doc(`${USERS}/${uid}`).set(withSearchKey(storedProfile('encadreur', uid)));
        for (const uid of pupils) await db.doc(`${USERS}/${uid}`).set(withSearchKey(storedProfile('eleve', uid)));
      });

      let createdApp: FirebaseApp | undefined;
      afterAll(async () => {
        if (createdApp) await deleteClientApp(createdApp);
      });

      /** What a responsable's act writes: the profile and its search key, the directory card, the journal line. */
      function govern(
        client: ClientFirestore,
        by: UserProfile,
        uid: string,
        changes: Partial<StoredProfile>,
        action: JournalAction,
        before: StoredProfile,
      ) {
        const after = { ...before, ...changes } as StoredProfile;
        const batch = writeBatch(client);
        batch.update(doc(client, USERS, uid), { ...changes, cle: searchKey(after) });
        stepDirectory(client, batch, after);
        recordIn(client, batch, by, action, { id: uid, name: `${after.prenom} ${after.nom}` });
        return batch.commit();
      }
      const approve = (client: ClientFirestore, by: UserProfile, uid: string) =>
        govern(client, by, uid, { statut: 'approuve' }, 'encadreur-approuve', storedProfile('encadreur', uid));
      const suspend = (client: ClientFirestore, by: UserProfile, uid: string) =>
        govern(client, by, uid, { suspendu: true }, 'membre-suspendu', storedProfile('eleve', uid));

      it('is refused by firestore.rules when approving a waiting tutor and suspending a pupil', async () => {
        const email = freshEmail('claire');
        const uid = await signUp(email);
        const profile = buildProfile(uid, email, otherPeople.responsable.profile);
        await db.doc(`${USERS}/${uid}`).set(withSearchKey(profile));
        const by = { ...profile, responsable: true } as UserProfile;

        // The association appoints her with its command; she signs in on the site.
        expect((await runNode(['ajouter', email], emulators())).code).toBe(0);
        createdApp = createFirebaseApp(settings, clientApp);
        const auth = createAuth(createdApp, settings, 'memory');
        const client = createFirestore(createdApp, settings);
        const { user } = await signInWithEmailAndPassword(auth, email, PASSWORD);
        const token = await user.getIdToken();
        expect((await user.getIdTokenResult()).claims.responsable).toBe(true);

        // With the claim and the appointment: allowed.
        await approve(client, by, tutors[0]!);
        await suspend(client, by, pupils[0]!);

        // Revocation counts in whole seconds: the session must be older than the removal.
        await after(1_100);
        const removed = await runNode(['retirer', email], emulators());
        expect(removed.code, removed.stderr).toBe(0);

        // The same token, issued before the removal, its claim still there…
        expect(await user.getIdToken()).toBe(token);
        expect((await user.getIdTokenResult()).claims.responsable).toBe(true);
        // … refused by the rules, for both acts.
        await expect(approve(client, by, tutors[1]!)).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(suspend(client, by, pupils[1]!)).rejects.toMatchObject({ code: 'permission-denied' });
        expect((await db.doc(`${USERS}/${tutors[1]}`).get()).get('statut')).toBe('en-attente');
        expect((await db.doc(`${USERS}/${pupils[1]}`).get()).get('suspendu')).toBe(false);
        expect(await user.getIdToken()).toBe(token);
      });
    });

    it('wants both emulators or neither, touching no account', async () => {
      const email = freshEmail('sans-firestore');
      await signUp(email);
      const { FIRESTORE_EMULATOR_HOST: _unused, ...authOnly } = emulators();

      const result = await runNode(['ajouter', email], authOnly);

      expect(result.code).toBe(1);
      expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST est défini sans FIRESTORE_EMULATOR_HOST');
      expect((await claimsAtSignIn(email)).responsable).toBeUndefined();

      // The other way round (a variable left over in the terminal), with a key: nothing is done either.
      const stray = await runNode(['lister'], {
        FIRESTORE_EMULATOR_HOST: firestoreHost!,
        GOOGLE_APPLICATION_CREDENTIALS: '/cles/introuvable.json',
        FIREBASE_PROJECT_ID: PROJECT_ID,
      });
      expect(stray.code).toBe(1);
      expect(stray.stderr).toContain('FIRESTORE_EMULATOR_HOST est défini sans FIREBASE_AUTH_EMULATOR_HOST');
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

describe('what the command says of a Firestore failure (the appointments)', () => {
  it('names the key, the missing database or the network, in French', () => {
    const grpc = (code: number) => Object.assign(new Error(`${code} GRPC`), { code });

    expect(explain(grpc(7)).message).toContain('n’a pas le droit d’écrire dans la base Firestore du projet');
    expect(explain(grpc(5)).message).toContain('La base Firestore du projet est introuvable');
    expect(explain(grpc(16)).message).toContain('Google refuse la clé du compte de service pour Firestore');
    expect(explain(grpc(14)).message).toContain('Les serveurs de Google ne répondent pas');
    expect(explain(grpc(7)).exitCode).toBe(EXIT.echec);
  });
});
