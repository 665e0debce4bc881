/**
 * Shared set-up of the Firestore rules suites (tests/rules/*.rules.test.ts, and the later ones):
 * finds a Firestore emulator, loads firestore.rules from disk into it, seeds the members' profiles
 * with the rules off, and gives each test one Firestore per kind of visitor.
 *
 * The emulator needs Java and is not on every machine: when none answers, the suites skip
 * (`describe.skipIf(!emulator)`) and say why on the console — except under CI=1, where they fail.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { withServerDates } from '@/backend/firebase/users';
import type { SignUpInput, StoredProfile } from '@/domain/entities';
import { buildProfile, signUpRecords } from '@/domain/records';
import { otherPeople, storedProfile } from '../setup/people';

/**
 * A demo-* project (the emulator never reaches a real one), one per test file: each file has its
 * own database and its own copy of the rules in the one emulator, so the files run side by side.
 */
export const PROJECT_ID = `demo-commission-etudes-${crypto.randomUUID().slice(0, 8)}`;
/** The project's rules; RULES_FILE=<path> tries another version of them (measuring a change). */
const RULES_FILE = process.env.RULES_FILE ?? new URL('../../firestore.rules', import.meta.url);
const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);
const PROBE_TIMEOUT_MS = 1_500;

export interface HostAndPort {
  host: string;
  port: number;
}

/** Where firebase.json puts the Firestore emulator (127.0.0.1:8080). */
function configuredHost(): string {
  try {
    const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as {
      emulators?: { firestore?: { host?: string; port?: number } };
    };
    const firestore = config.emulators?.firestore;
    return `${firestore?.host ?? '127.0.0.1'}:${firestore?.port ?? 8080}`;
  } catch {
    return '127.0.0.1:8080';
  }
}

function parseHost(value: string): HostAndPort | null {
  try {
    const url = new URL(`http://${value}`);
    const port = Number(url.port || '80');
    return url.hostname && Number.isInteger(port) ? { host: url.hostname.replace(/^\[|\]$/g, ''), port } : null;
  } catch {
    return null;
  }
}

/** True when an HTTP server answers at host:port within the probe timeout (the emulator says "Ok"). */
async function answers({ host, port }: HostAndPort): Promise<boolean> {
  const name = host.includes(':') ? `[${host}]` : host;
  try {
    const response = await fetch(`http://${name}:${port}/`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

const fromEnv = process.env.FIRESTORE_EMULATOR_HOST?.trim() || null;
/** The address probed: FIRESTORE_EMULATOR_HOST (set by `firebase emulators:exec`), else firebase.json's. */
export const EMULATOR_ADDRESS = fromEnv ?? configuredHost();
const target = parseHost(EMULATOR_ADDRESS);

/** The Firestore emulator to test against, or null when none answers. */
export const emulator: HostAndPort | null = target && (await answers(target)) ? target : null;

/** Why the rules suites are skipped ('' when they run). */
export const skipReason = emulator
  ? ''
  : `Tests des règles Firestore ignorés : aucun émulateur Firestore joignable sur ${EMULATOR_ADDRESS}` +
    `${fromEnv ? ' (FIRESTORE_EMULATOR_HOST)' : ''}. Installez le paquet ` +
    '« google-cloud-cli-firestore-emulator » du Google Cloud SDK (Java 17 suffit) : les tests le démarrent seuls ; ou lancez ' +
    `« npx firebase emulators:exec --only firestore --project ${PROJECT_ID} "npm run test:rules" » (Java 21).`;

// Asked for by name and not there: that is a broken set-up, not a machine without Java.
if (!emulator && fromEnv) {
  throw new Error(`FIRESTORE_EMULATOR_HOST=${fromEnv} est défini mais aucun émulateur Firestore n'y répond.`);
}
// Under CI the rules suites must run, never skip (the global setup already failed if it could not start one).
if (!emulator && process.env.CI) throw new Error(skipReason);
if (!emulator) console.warn(skipReason);

// ── The people the suites use ───────────────────────────────────────────────────────────────────

/**
 * The members of the suites. `tutor` signed up as encadreur and waits for approval (no tutor
 * power); `moderator` is a tutor a responsable approved; `responsable` is a parent the association
 * appointed (the custom claim in their token, and its document `responsables/{uid}`).
 */
export type Member = 'pupil' | 'parent' | 'tutor' | 'stranger' | 'moderator' | 'responsable';

export interface Person {
  uid: string;
  email: string;
  profile: StoredProfile;
}

/** The usual members confirmed their address (docs/decisions/0013): their token says so, their profile too. */
function person(uid: string, profile: StoredProfile): Person {
  return { uid, email: profile.email, profile: { ...profile, emailVerifie: true } };
}

/** The members with a profile: one of each role (tests/setup/people.ts), a second pupil, an approved tutor, a responsable. */
export const members: Record<Member, Person> = {
  pupil: person('uid-awa-ngono', storedProfile('eleve', 'uid-awa-ngono')),
  parent: person('uid-marie-atangana', storedProfile('parent', 'uid-marie-atangana')),
  tutor: person('uid-paul-essomba', storedProfile('encadreur', 'uid-paul-essomba')),
  // A member who is neither sender nor recipient of the seeded messages.
  stranger: person(
    'uid-jean-mballa',
    buildProfile('uid-jean-mballa', otherPeople.stranger.email, otherPeople.stranger.profile),
  ),
  moderator: person('uid-sylvie-eba', {
    ...buildProfile('uid-sylvie-eba', otherPeople.moderator.email, otherPeople.moderator.profile),
    statut: 'approuve',
  } as StoredProfile),
  responsable: person(
    'uid-claire-ondoa',
    buildProfile('uid-claire-ondoa', otherPeople.responsable.email, otherPeople.responsable.profile),
  ),
};

/** The token claims each member's account carries: only the responsable's was set by the association. */
export const CLAIMS: Partial<Record<Member, Record<string, unknown>>> = { responsable: { responsable: true } };

/**
 * Where the association records an appointment (`npm run responsable -- ajouter`), beside the
 * claim: the rules want both (issue 32). `retirer` deletes it first.
 */
export const APPOINTMENTS = 'responsables';

/** The appointment of the usual responsable, as the command writes it. */
export function appointmentOf(member: Member): Record<string, DocumentData> {
  return { [`${APPOINTMENTS}/${members[member].uid}`]: { email: members[member].email, depuis: new Date(0) } };
}

/** A member as their posts name them: their profile, and « Responsable » when the association appointed them. */
export function authorOf(member: Member): StoredProfile & { responsable: boolean } {
  return { ...members[member].profile, responsable: CLAIMS[member]?.responsable === true };
}

/** What every usual member's token says besides: the address was confirmed (the link was followed). */
export const VERIFIED = { email_verified: true } as const;

/** A signed-out visitor who replies: a Firebase anonymous account, without profile. */
export const visitor = { uid: 'uid-visiteur-anonyme' };

/** A signed-in account whose profile was never written. */
export const withoutProfile = { uid: 'uid-sans-profil', email: 'sans.profil@example.cm' };

/** A user id with neither account nor profile. */
export const UNKNOWN_UID = 'uid-inconnu';

/**
 * A new member's profile as the Firebase adapter writes it at sign-up (without the search key):
 * the fields of `input`, and what the sign-up records (signUpRecords, domain/consent.ts: the texts
 * accepted, dated by the server; a pupil's birth date and authorisation, as of `at`).
 */
export function signUpProfile(
  uid: string,
  email: string,
  input: Omit<SignUpInput, 'email' | 'password'>,
  at = new Date(),
): StoredProfile {
  const records = signUpRecords(input.profile.role, input, at);
  return withServerDates(buildProfile(uid, email, input.profile, records));
}

// ── The environment ─────────────────────────────────────────────────────────────────────────────

export interface RulesWorld {
  env: RulesTestEnvironment;
  /**
   * One Firestore per kind of visitor, fresh for each test; `signedOut` has no auth at all,
   * `visitor` is an anonymous account (how a signed-out visitor replies).
   */
  db: Record<Member | 'signedOut' | 'visitor', Firestore>;
  /** A Firestore signed in as any uid, with that e-mail (and these claims) in its token. */
  as(uid: string, email?: string, claims?: Record<string, unknown>): Firestore;
  /** Writes documents with the rules off (test fixtures). */
  seed(documents: Record<string, DocumentData>): Promise<void>;
  /** Deletes documents with the rules off: what the association's command or an admin removes. */
  unseed(...paths: string[]): Promise<void>;
}

const owners = new WeakMap<Firestore, string>();

function signedInAs(db: Firestore, uid: string): Firestore {
  owners.set(db, uid);
  return db;
}

/** Who a test Firestore is signed in as (null: signed out). */
export function uidOf(db: Firestore): string | null {
  return owners.get(db) ?? null;
}

/** The modular SDK accepts the compat instance the test contexts hand out. */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Each Firestore made on first use only: every one is a separate app talking to the emulator. */
function lazily<K extends string>(makers: Record<K, () => Firestore>): Record<K, Firestore> {
  const made = {} as Record<K, Firestore>;
  for (const key of Object.keys(makers) as K[]) {
    let value: Firestore | undefined;
    Object.defineProperty(made, key, { enumerable: true, get: () => (value ??= makers[key]()) });
  }
  return made;
}

/**
 * Registers the hooks of a rules suite, inside its `describe.skipIf(!emulator)`: loads the rules
 * once, and before each test empties the database, seeds the members' profiles and the
 * responsable's appointment.
 * The returned object is filled in by the hooks: read its fields inside tests only.
 */
export function useRulesEnvironment(): RulesWorld {
  const world = {} as RulesWorld;

  beforeAll(async () => {
    if (!emulator) throw new Error(skipReason);
    world.env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...emulator, rules: readFileSync(RULES_FILE, 'utf8') },
    });
    world.seed = (documents) =>
      world.env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        for (const [path, data] of Object.entries(documents)) await setDoc(doc(db, path), data);
      });
    world.unseed = (...paths) =>
      world.env.withSecurityRulesDisabled(async (context) => {
        const db = firestoreOf(context);
        for (const path of paths) await deleteDoc(doc(db, path));
      });
    world.as = (uid, email, claims = {}) =>
      signedInAs(firestoreOf(world.env.authenticatedContext(uid, { ...(email && { email }), ...claims })), uid);
  });

  beforeEach(async () => {
    await world.env.clearFirestore();
    await world.seed({
      ...Object.fromEntries(Object.values(members).map(({ uid, profile }) => [`utilisateurs/${uid}`, profile])),
      // The responsable is appointed as the association's command does it: claim and document.
      ...appointmentOf('responsable'),
    });
    const signedIn = (member: Member) => () =>
      world.as(members[member].uid, members[member].email, { ...VERIFIED, ...CLAIMS[member] });
    world.db = lazily({
      pupil: signedIn('pupil'),
      parent: signedIn('parent'),
      tutor: signedIn('tutor'),
      stranger: signedIn('stranger'),
      moderator: signedIn('moderator'),
      responsable: signedIn('responsable'),
      visitor: () => world.as(visitor.uid, undefined, { firebase: { sign_in_provider: 'anonymous' } }),
      signedOut: () => firestoreOf(world.env.unauthenticatedContext()),
    });
  });

  afterAll(async () => {
    await world.env?.cleanup();
  });

  return world;
}
