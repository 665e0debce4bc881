/*
 * Test stand-ins for what api/ functions talk to: Google's keys (a real RS256 key pair made in the
 * test, so real tokens are verified) and Firestore's REST API (documents kept in a map, every read
 * recorded with the token it came with). Used by api/*.test.ts only; .vercelignore keeps it out of
 * deployments.
 */
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { GOOGLE_JWKS_URL } from '../_lib/verify-token';

export const PROJECT = 'demo-commission-etudes';
export const NOW = new Date('2025-03-01T10:00:00Z');
export const NOW_SECONDS = NOW.getTime() / 1000;
export const FIRESTORE = `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents`;

export interface TokenOverrides {
  aud?: string;
  iss?: string;
  exp?: number;
  key?: CryptoKey;
  claims?: Record<string, unknown>;
}

/** A profile `utilisateurs/{uid}` as Firestore's REST API returns it. */
export function profile(role: string, more: Record<string, string | boolean> = {}) {
  return {
    fields: {
      role: { stringValue: role },
      suspendu: { booleanValue: false },
      ...Object.fromEntries(
        Object.entries(more).map(([key, value]) => [
          key,
          typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value },
        ]),
      ),
    },
  };
}

/** A question with these attachments (a pupil's unless `role` says), as Firestore's REST API returns it. */
export function question(userId: string, publicIds: string[], pageId = 'EncadreurEleve', role = 'eleve') {
  return {
    fields: {
      userId: { stringValue: userId },
      pageId: { stringValue: pageId },
      role: { stringValue: role },
      attachments: {
        arrayValue: {
          values: publicIds.map((publicId) => ({
            mapValue: { fields: { publicId: { stringValue: publicId }, fileName: { stringValue: 'x.pdf' } } },
          })),
        },
      },
    },
  };
}

/** The deletion mark `comptesSupprimes/{uid}` (its date only). */
export const deletionMark = { fields: { date: { timestampValue: '2025-03-01T09:59:00Z' } } };

export function unsignedToken(uid: string): string {
  return new UnsecuredJWT({ auth_time: NOW_SECONDS - 60 })
    .setSubject(uid)
    .setAudience(PROJECT)
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(NOW_SECONDS - 60)
    .setExpirationTime(NOW_SECONDS + 3600)
    .encode();
}

export interface FirebaseFakes {
  /** Firestore's documents by path (`questions/q1`); set them before each test. */
  documents: Map<string, unknown>;
  /** Every Firestore read, with the Authorization it came with. */
  firestoreCalls: { path: string; authorization: string | null }[];
  /** msw handlers for Google's keys and Firestore's REST API. */
  handlers: HttpHandler[];
  /** Makes the key pairs (in beforeAll). */
  start(): Promise<void>;
  /** A key Google does not list. */
  otherKey(): CryptoKey;
  /** A Firebase ID token for `uid`, signed like Google's unless overridden. */
  idToken(uid: string, overrides?: TokenOverrides): Promise<string>;
}

/** Google and Firestore for one test file: call `start()` in beforeAll, set `documents` in beforeEach. */
export function firebaseFakes(): FirebaseFakes {
  let signingKey: CryptoKey;
  let otherKey: CryptoKey;
  let publicJwk: JWK;
  const fakes: FirebaseFakes = {
    documents: new Map<string, unknown>(),
    firestoreCalls: [],
    handlers: [
      http.get(GOOGLE_JWKS_URL, () => HttpResponse.json({ keys: [publicJwk] })),
      http.get(/^https:\/\/firestore\.googleapis\.com\/v1\/.*/, ({ request }) => {
        const path = decodeURIComponent(request.url.slice(FIRESTORE.length + 1));
        fakes.firestoreCalls.push({ path, authorization: request.headers.get('Authorization') });
        const document = fakes.documents.get(path);
        return document
          ? HttpResponse.json(document)
          : HttpResponse.json({ error: { code: 404, status: 'NOT_FOUND' } }, { status: 404 });
      }),
    ],
    async start() {
      const pair = await generateKeyPair('RS256');
      signingKey = pair.privateKey;
      otherKey = (await generateKeyPair('RS256')).privateKey;
      publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'cle-1', alg: 'RS256', use: 'sig' };
    },
    otherKey: () => otherKey,
    idToken(uid, overrides = {}) {
      return new SignJWT({ auth_time: NOW_SECONDS - 60, ...overrides.claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'cle-1', typ: 'JWT' })
        .setSubject(uid)
        .setAudience(overrides.aud ?? PROJECT)
        .setIssuer(overrides.iss ?? `https://securetoken.google.com/${PROJECT}`)
        .setIssuedAt(NOW_SECONDS - 60)
        .setExpirationTime(overrides.exp ?? NOW_SECONDS + 3600)
        .sign(overrides.key ?? signingKey);
    },
  };
  return fakes;
}
