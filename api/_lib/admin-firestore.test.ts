import { exportPKCS8, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { firestoreFake, type FirestoreFake } from '../_testing/firestore-fake';
import {
  AdminFirestoreError,
  createAdminFirestore,
  decodeValue,
  fieldPath,
  readAdminCredentials,
  type ServiceAccount,
} from './admin-firestore';

const PROJECT = 'demo-commission-etudes';
const EMAIL = 'notifications@demo-commission-etudes.iam.gserviceaccount.com';
const T0 = new Date('2025-03-01T10:00:00Z');

let account: ServiceAccount;
let google: FirestoreFake;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  account = { client_email: EMAIL, private_key: await exportPKCS8(pair.privateKey), project_id: PROJECT };
  google = firestoreFake({
    projectId: PROJECT,
    origin: 'https://firestore.googleapis.com',
    serviceAccount: { email: EMAIL, publicKey: pair.publicKey },
  });
  google.set('utilisateurs/u1', { role: 'eleve' });
});

describe('readAdminCredentials', () => {
  it('takes the service account’s JSON key, or the emulator (which wins), and never repeats a bad value', () => {
    const json = JSON.stringify(account);
    expect(readAdminCredentials({ FIREBASE_SERVICE_ACCOUNT: json })).toEqual({
      credentials: { serviceAccount: account },
    });
    expect(readAdminCredentials({ FIREBASE_SERVICE_ACCOUNT: json, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual(
      {
        credentials: { emulatorHost: '127.0.0.1:8080' },
      },
    );
    expect(readAdminCredentials({})).toEqual({ problem: 'FIREBASE_SERVICE_ACCOUNT manquante' });
    const bad = readAdminCredentials({ FIREBASE_SERVICE_ACCOUNT: '{"private_key":"-----BEGIN secret' });
    expect(bad).toEqual({ problem: expect.stringMatching(/^FIREBASE_SERVICE_ACCOUNT illisible/) });
    expect(JSON.stringify(bad)).not.toContain('secret');
  });
});

describe('createAdminFirestore', () => {
  it('exchanges a signed assertion for an access token once, and again five minutes before it expires', async () => {
    let now = T0;
    const db = createAdminFirestore({
      projectId: PROJECT,
      credentials: { serviceAccount: account },
      fetch: google.fetch,
      now: () => now,
    });
    const before = google.tokensIssued;
    // Side by side, the first requests share one exchange.
    const [first] = await Promise.all([db.get('utilisateurs/u1'), db.get('utilisateurs/u1'), db.get('absent/x')]);
    expect(first).toEqual({ id: 'u1', path: 'utilisateurs/u1', data: { role: 'eleve' } });
    expect(google.tokensIssued - before).toBe(1);
    now = new Date(T0.getTime() + 54 * 60_000); // the token (3599 s) has more than 5 minutes left
    await db.get('utilisateurs/u1');
    expect(google.tokensIssued - before).toBe(1);
    now = new Date(T0.getTime() + 55 * 60_000);
    await db.get('utilisateurs/u1');
    expect(google.tokensIssued - before).toBe(2);
    const last = google.calls.at(-1)!;
    expect(last.url).toBe(
      `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents/utilisateurs/u1`,
    );
    expect(last.authorization).toBe(`Bearer ya29.jeton-${google.tokensIssued}`);
  });

  it('speaks to the emulator over http as its owner', async () => {
    const emulator = firestoreFake({ projectId: PROJECT, origin: 'http://firestore.invalid:8080' });
    const db = createAdminFirestore({
      projectId: PROJECT,
      credentials: { emulatorHost: 'firestore.invalid:8080' },
      fetch: emulator.fetch,
    });
    expect(await db.createIfAbsent('envois/a', { le: T0, n: 2 })).toBe(true);
    expect(await db.createIfAbsent('envois/a', { le: T0, n: 3 })).toBe(false);
    expect(emulator.get('envois/a')).toEqual({ le: T0, n: 2 });
    expect(emulator.calls.every(({ authorization }) => authorization === 'Bearer owner')).toBe(true);
  });

  it('fails with AdminFirestoreError when Firestore cannot be reached or refuses', async () => {
    const down = createAdminFirestore({
      projectId: PROJECT,
      credentials: { emulatorHost: 'x:1' },
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.get('a/b')).rejects.toBeInstanceOf(AdminFirestoreError);
    const refusing = createAdminFirestore({
      projectId: PROJECT,
      credentials: { emulatorHost: 'x:1' },
      fetch: async () => Response.json({ error: { code: 500 } }, { status: 500 }),
    });
    await expect(refusing.query({ collection: 'a' })).rejects.toThrow(/HTTP 500/);
  });
});

describe('values and field paths', () => {
  it('decodes what Firestore’s REST API returns', () => {
    expect(
      decodeValue({
        mapValue: {
          fields: {
            texte: { stringValue: 'Bonjour' },
            le: { timestampValue: '2025-03-01T10:00:00.5Z' },
            oui: { booleanValue: true },
            nombre: { integerValue: '42' },
            rien: { nullValue: null },
            liste: { arrayValue: { values: [{ stringValue: 'a' }] } },
            vide: { arrayValue: {} },
          },
        },
      }),
    ).toEqual({
      texte: 'Bonjour',
      le: new Date('2025-03-01T10:00:00.500Z'),
      oui: true,
      nombre: 42,
      rien: null,
      liste: ['a'],
      vide: [],
    });
  });

  it('quotes a segment that is not a plain identifier', () => {
    expect(fieldPath('uid')).toBe('uid');
    expect(fieldPath(['suivies', 'aB3_x'])).toBe('suivies.aB3_x');
    expect(fieldPath(['suivies', '0aB-c'])).toBe('suivies.`0aB-c`');
    expect(fieldPath(['suivies', 'a`b'])).toBe('suivies.`a\\`b`');
  });
});
