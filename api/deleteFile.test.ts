// @vitest-environment node
import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_JWKS_URL } from './_lib/verify-token';
import { createDeleteFileHandler, parseAllowedOrigins, type Env } from './deleteFile';

const PROJECT = 'demo-commission-etudes';
const NOW = new Date('2025-03-01T10:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const SECRET = 'secret-cloudinary-ne-pas-montrer';
const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  CLOUDINARY_CLOUD_NAME: 'commission',
  CLOUDINARY_API_KEY: '874837483274837',
  CLOUDINARY_API_SECRET: SECRET,
};
const FIRESTORE = `https://firestore.googleapis.com/v1/projects/${PROJECT}/databases/(default)/documents`;
const DESTROY_URL = 'https://api.cloudinary.com/v1_1/commission/raw/destroy';

// People and documents, as Firestore's REST API returns them.
const AWA = 'uid-awa-eleve';
const JEAN = 'uid-jean-eleve';
/** A tutor a responsable approved. */
const MARIE = 'uid-marie-encadreur';
/** Signed up as « encadreur », waiting for approval: no tutor power. */
const PAUL = 'uid-paul-encadreur';
/** Appointed by the association: the custom claim `responsable: true` in the token. */
const CLAIRE = 'uid-claire-responsable';
const PDF = 'forum/exercices-awa.pdf';
const JEAN_PDF = 'forum/cours-jean.pdf';
const DRAFT = 'forum/brouillon-jean.pdf';
const profile = (role: string, more: Record<string, unknown> = {}) => ({
  fields: {
    role: { stringValue: role },
    suspendu: { booleanValue: false },
    ...Object.fromEntries(
      Object.entries(more).map(([key, value]) => [key, typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value }]),
    ),
  },
});
const question = (userId: string, publicIds: string[], pageId = 'EncadreurEleve') => ({
  fields: {
    userId: { stringValue: userId },
    pageId: { stringValue: pageId },
    attachments: {
      arrayValue: {
        values: publicIds.map((publicId) => ({
          mapValue: { fields: { publicId: { stringValue: publicId }, fileName: { stringValue: 'x.pdf' } } },
        })),
      },
    },
  },
});
/** The upload record of a file (src/backend/firebase/file-records.ts), keyed with '/' as '~'. */
const record = (owner: string, publicId: string, questionId: string | null) => [
  `fichiers/${publicId.replaceAll('/', '~')}`,
  {
    fields: {
      owner: { stringValue: owner },
      publicId: { stringValue: publicId },
      questionId: questionId === null ? { nullValue: null } : { stringValue: questionId },
    },
  },
] as const;

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let publicJwk: JWK;
let documents: Map<string, unknown>;
let firestoreCalls: { path: string; authorization: string | null }[];
let cloudinaryCalls: URLSearchParams[];
let cloudinaryAnswer: () => Response;

const server = setupServer(
  http.get(GOOGLE_JWKS_URL, () => HttpResponse.json({ keys: [publicJwk] })),
  http.get(/^https:\/\/firestore\.googleapis\.com\/v1\/.*/, ({ request }) => {
    const path = decodeURIComponent(request.url.slice(FIRESTORE.length + 1));
    firestoreCalls.push({ path, authorization: request.headers.get('Authorization') });
    const document = documents.get(path);
    return document
      ? HttpResponse.json(document)
      : HttpResponse.json({ error: { code: 404, status: 'NOT_FOUND' } }, { status: 404 });
  }),
  http.post(DESTROY_URL, async ({ request }) => {
    cloudinaryCalls.push(new URLSearchParams(await request.text()));
    return cloudinaryAnswer();
  }),
);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'cle-1', alg: 'RS256', use: 'sig' };
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  documents = new Map<string, unknown>([
    [`utilisateurs/${AWA}`, profile('eleve')],
    [`utilisateurs/${JEAN}`, profile('eleve')],
    [`utilisateurs/${MARIE}`, profile('encadreur', { statut: 'approuve' })],
    [`utilisateurs/${PAUL}`, profile('encadreur', { statut: 'en-attente' })],
    [`utilisateurs/${CLAIRE}`, profile('parent')],
    ['questions/q-awa', question(AWA, [PDF])],
    ['questions/q-jean', question(JEAN, [JEAN_PDF])],
    record(AWA, PDF, 'q-awa'),
    record(JEAN, JEAN_PDF, 'q-jean'),
    record(JEAN, DRAFT, null),
  ]);
  firestoreCalls = [];
  cloudinaryCalls = [];
  cloudinaryAnswer = () => HttpResponse.json({ result: 'ok' });
});

function idToken(
  uid: string,
  overrides: { aud?: string; iss?: string; exp?: number; key?: CryptoKey; claims?: Record<string, unknown> } = {},
) {
  const claims = uid === CLAIRE ? { responsable: true } : {};
  return new SignJWT({ auth_time: NOW_SECONDS - 60, ...claims, ...overrides.claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'cle-1', typ: 'JWT' })
    .setSubject(uid)
    .setAudience(overrides.aud ?? PROJECT)
    .setIssuer(overrides.iss ?? `https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(NOW_SECONDS - 60)
    .setExpirationTime(overrides.exp ?? NOW_SECONDS + 3600)
    .sign(overrides.key ?? signingKey);
}

function post(body: unknown, token?: string, raw = false): Request {
  return new Request('https://site.example/api/deleteFile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

async function call(request: Request, env: Env = ENV) {
  const response = await createDeleteFileHandler({ env, now: () => NOW })(request);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { ok: boolean; error?: string };
  expect(JSON.stringify(body)).not.toContain(SECRET);
  return { status: response.status, body, headers: response.headers };
}

describe('POST /api/deleteFile', () => {
  it('lets a pupil delete a file attached to their own question', async () => {
    const token = await idToken(AWA);
    const { status, body } = await call(post({ publicId: PDF, questionId: 'q-awa' }, token));

    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    // Everything is read as the caller, so the rules apply to them.
    expect(firestoreCalls).toEqual(
      expect.arrayContaining([
        { path: 'fichiers/forum~exercices-awa.pdf', authorization: `Bearer ${token}` },
        { path: 'questions/q-awa', authorization: `Bearer ${token}` },
      ]),
    );
    expect(cloudinaryCalls).toHaveLength(1);
    const sent = cloudinaryCalls[0]!;
    expect(sent.get('public_id')).toBe(PDF);
    expect(sent.get('api_key')).toBe(ENV.CLOUDINARY_API_KEY);
    expect(sent.get('timestamp')).toBe(String(NOW_SECONDS));
    expect(sent.has('api_secret')).toBe(false);
    const signed = `invalidate=true&public_id=${PDF}&timestamp=${NOW_SECONDS}${SECRET}`;
    expect(sent.get('signature')).toBe(createHash('sha1').update(signed).digest('hex'));
  });

  it('lets an approved tutor delete a file attached to a pupil’s question of the tutor–pupil forum', async () => {
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)));
    expect(status).toBe(200);
    expect(cloudinaryCalls[0]?.get('public_id')).toBe(PDF);
  });

  it('lets a responsable delete a file attached to any question', async () => {
    documents.set('questions/q-awa', question(AWA, [PDF], 'ParentEncadreur'));
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(CLAIRE)));
    expect(status).toBe(200);
  });

  it('lets the uploader delete their own file while it is attached to nothing (a draft’s)', async () => {
    const { status } = await call(post({ publicId: DRAFT }, await idToken(JEAN)));
    expect(status).toBe(200);
    expect(cloudinaryCalls[0]?.get('public_id')).toBe(DRAFT);
  });

  it('lets the uploader delete their file once the question no longer holds it', async () => {
    documents.set('questions/q-jean', question(JEAN, []));
    const { status } = await call(post({ publicId: JEAN_PDF }, await idToken(JEAN)));
    expect(status).toBe(200);
  });

  describe('the attacks of issue 13 (403)', () => {
    it('refuses a pupil who put a victim’s publicId in their own question and names that question', async () => {
      // Jean writes Awa's file into his own question (a forged document), then asks as its author.
      documents.set('questions/q-jean', question(JEAN, [JEAN_PDF, PDF]));
      const { status } = await call(post({ publicId: PDF, questionId: 'q-jean' }, await idToken(JEAN)));
      expect(status).toBe(403);
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('refuses a self-declared « encadreur » deleting a file attached to nothing, or to someone’s question', async () => {
      for (const input of [{ publicId: DRAFT }, { publicId: PDF }, { publicId: PDF, questionId: 'q-awa' }]) {
        const { status } = await call(post(input, await idToken(PAUL)));
        expect(status).toBe(403);
      }
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('refuses any role a publicId that has no upload record (an arbitrary file of the account)', async () => {
      for (const uid of [MARIE, CLAIRE, AWA]) {
        const { status } = await call(post({ publicId: 'autre-dossier/contrat.pdf' }, await idToken(uid)));
        expect(status).toBe(403);
      }
      expect(cloudinaryCalls).toHaveLength(0);
    });
  });

  it('refuses an approved tutor in the parent–tutor forum, and a suspended one anywhere', async () => {
    documents.set('questions/q-awa', question(AWA, [PDF], 'ParentEncadreur'));
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
    documents.set('questions/q-awa', question(AWA, [PDF]));
    documents.set(`utilisateurs/${MARIE}`, profile('encadreur', { statut: 'approuve', suspendu: true }));
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
  });

  it('refuses a responsable deleting someone else’s file attached to nothing', async () => {
    const { status } = await call(post({ publicId: DRAFT }, await idToken(CLAIRE)));
    expect(status).toBe(403);
  });

  it('refuses a file whose record binds it to another question, or to someone else than the author', async () => {
    documents.set(record(AWA, PDF, 'q-autre')[0], record(AWA, PDF, 'q-autre')[1]);
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)))).status).toBe(403);
    documents.set(record(JEAN, PDF, 'q-awa')[0], record(JEAN, PDF, 'q-awa')[1]);
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
    expect(cloudinaryCalls).toHaveLength(0);
  });

  it('counts a file Cloudinary no longer has as deleted', async () => {
    cloudinaryAnswer = () => HttpResponse.json({ result: 'not found' });
    const { status, body } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)));
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
  });

  it('answers 502 when Cloudinary refuses, and logs why without the secret', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    cloudinaryAnswer = () => HttpResponse.json({ error: { message: 'Invalid Signature' } }, { status: 401 });
    const { status, body } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)));
    expect(status).toBe(502);
    expect(body).toEqual({ ok: false, error: 'La suppression du fichier a échoué.' });
    expect(String(logged.mock.calls.flat())).toContain('Invalid Signature');
    expect(JSON.stringify(logged.mock.calls, (_k, v: unknown) => (v instanceof Error ? v.message : v))).not.toContain(
      SECRET,
    );
  });

  it('answers 502 when Cloudinary cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cloudinaryAnswer = () => HttpResponse.error();
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)));
    expect(status).toBe(502);
  });

  it('answers 502, deleting nothing, when Firestore fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(/^https:\/\/firestore\.googleapis\.com\//, () => new HttpResponse(null, { status: 503 })));
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)));
    expect(status).toBe(502);
    expect(cloudinaryCalls).toHaveLength(0);
  });

  describe('refuses an unauthenticated caller (401)', () => {
    it.each([
      ['without an Authorization header', async () => undefined],
      ['with a garbage token', async () => 'pas-un-jeton'],
      ['with an expired token', () => idToken(AWA, { exp: NOW_SECONDS - 1 })],
      ['with a token for another project', () => idToken(AWA, { aud: 'autre-projet' })],
      ['with a token from another issuer', () => idToken(AWA, { iss: 'https://securetoken.google.com/autre-projet' })],
      ['with a token signed by another key', () => idToken(AWA, { key: otherKey })],
      ['with an unsigned token', async () => unsignedToken(AWA)],
    ])('%s', async (_name, makeToken) => {
      const { status, body, headers } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await makeToken()));
      expect(status).toBe(401);
      expect(body.ok).toBe(false);
      expect(headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(cloudinaryCalls).toHaveLength(0);
    });
  });

  describe('refuses a caller without the right (403)', () => {
    it.each([
      ["a pupil, on another pupil's question", JEAN, { publicId: PDF, questionId: 'q-awa' }],
      ['a tutor waiting for approval, on a pupil’s question', PAUL, { publicId: PDF, questionId: 'q-awa' }],
      ['the author, for a file not attached to the question', AWA, { publicId: 'forum/autre.pdf', questionId: 'q-awa' }],
      ['the author, without saying which question', AWA, { publicId: PDF }],
      ['the author, with an empty questionId', AWA, { publicId: PDF, questionId: '' }],
      ['a pupil, on a question that does not exist', AWA, { publicId: PDF, questionId: 'q-disparue' }],
    ])('%s', async (_name, uid, input) => {
      const { status, body } = await call(post(input, await idToken(uid)));
      expect(status).toBe(403);
      expect(body).toEqual({ ok: false, error: 'Vous n’avez pas le droit de supprimer ce fichier.' });
      expect(cloudinaryCalls).toHaveLength(0);
    });
  });

  describe('refuses a malformed request (400)', () => {
    it.each([
      ['invalid JSON', '{ "publicId": ', true],
      ['a JSON array', '[]', true],
      ['no publicId', { questionId: 'q-awa' }, false],
      ['an empty publicId', { publicId: '', questionId: 'q-awa' }, false],
      ['a blank publicId', { publicId: '   ' }, false],
      ['a too long publicId', { publicId: 'x'.repeat(301) }, false],
      ['a publicId that is not text', { publicId: 42 }, false],
      ['a questionId that is not text', { publicId: PDF, questionId: 7 }, false],
      ['a questionId that is a path', { publicId: PDF, questionId: 'q-awa/../x' }, false],
    ])('%s', async (_name, body, raw) => {
      const answer = await call(post(body, await idToken(MARIE), raw));
      expect(answer.status).toBe(400);
      expect(answer.body.ok).toBe(false);
      expect(answer.body.error).toBeTruthy();
      expect(cloudinaryCalls).toHaveLength(0);
    });
  });

  it('answers 405 with Allow: POST to any other method', async () => {
    const { status, body, headers } = await call(new Request('https://site.example/api/deleteFile'));
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
    expect(body.ok).toBe(false);
  });

  it('answers 500 naming the missing server variables, never their values', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = { CLOUDINARY_CLOUD_NAME: 'commission', CLOUDINARY_API_SECRET: SECRET };
    const { status, body } = await call(post({ publicId: PDF }, await idToken(MARIE)), env);
    expect(status).toBe(500);
    expect(body.error).toContain('FIREBASE_PROJECT_ID');
    expect(body.error).toContain('CLOUDINARY_API_KEY');
    expect(body.error).not.toContain('CLOUDINARY_API_SECRET');
    expect(body.error).not.toContain('commission');
    expect(JSON.stringify(logged.mock.calls)).not.toContain(SECRET);
    expect(cloudinaryCalls).toHaveLength(0);
  });

  it("falls back on the site's VITE_FIREBASE_PROJECT_ID", async () => {
    const { FIREBASE_PROJECT_ID: _unused, ...rest } = ENV;
    const { status } = await call(post({ publicId: DRAFT }, await idToken(JEAN)), {
      ...rest,
      VITE_FIREBASE_PROJECT_ID: PROJECT,
    });
    expect(status).toBe(200);
  });
});

function unsignedToken(uid: string) {
  return new UnsecuredJWT({ auth_time: NOW_SECONDS - 60 })
    .setSubject(uid)
    .setAudience(PROJECT)
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(NOW_SECONDS - 60)
    .setExpirationTime(NOW_SECONDS + 3600)
    .encode();
}

describe('with the Firebase emulators (development)', () => {
  const emulatorEnv = { ...ENV, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

  it("accepts the Auth emulator's unsigned tokens and reads the Firestore emulator over http", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    const prefix = `/v1/projects/${PROJECT}/databases/(default)/documents/`;
    server.use(
      http.get(/^http:\/\/127\.0\.0\.1:8080\/v1\/projects\/.*/, ({ request }) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        seen.push(path);
        const document = documents.get(path.slice(prefix.length));
        return document ? HttpResponse.json(document) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const { status } = await call(post({ publicId: DRAFT }, unsignedToken(JEAN)), emulatorEnv);
    expect(status).toBe(200);
    expect(seen).toEqual([`${prefix}fichiers/forum~brouillon-jean.pdf`]);
  });

  it('still checks the claims of an unsigned token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stale = new UnsecuredJWT({})
      .setSubject(MARIE)
      .setAudience(PROJECT)
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setIssuedAt(NOW_SECONDS - 7200)
      .setExpirationTime(NOW_SECONDS - 3600)
      .encode();
    const { status } = await call(post({ publicId: DRAFT }, stale), emulatorEnv);
    expect(status).toBe(401);
  });
});

describe('CORS, when the site is hosted elsewhere (ALLOWED_ORIGINS)', () => {
  const SITE = 'https://commission-etudes.web.app';
  const OTHER_SITE = 'https://commission-etudes.firebaseapp.com';
  const corsEnv: Env = { ...ENV, ALLOWED_ORIGINS: ` ${SITE}/ ,${OTHER_SITE}` };
  const CORS_HEADERS = [
    'access-control-allow-origin',
    'access-control-allow-methods',
    'access-control-allow-headers',
    'access-control-max-age',
    'access-control-allow-credentials',
  ];

  function preflight(origin: string): Request {
    return new Request('https://commission-etudes.vercel.app/api/deleteFile', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
  }

  function from(origin: string, request: Request): Request {
    const headers = new Headers(request.headers);
    headers.set('Origin', origin);
    return new Request(request, { headers });
  }

  const corsHeadersOf = (headers: Headers) => CORS_HEADERS.filter((name) => headers.has(name));

  it('answers the preflight of an allowed origin with 204 and the permissions of this POST', async () => {
    for (const origin of [SITE, OTHER_SITE]) {
      const response = await createDeleteFileHandler({ env: corsEnv, now: () => NOW })(preflight(origin));
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST');
      expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type');
      expect(response.headers.get('Access-Control-Max-Age')).toBe('600');
      expect(response.headers.get('Vary')).toBe('Origin');
      expect(response.headers.has('Access-Control-Allow-Credentials')).toBe(false);
    }
    expect(cloudinaryCalls).toHaveLength(0);
  });

  it('names an allowed origin on every answer to it, success or refusal', async () => {
    const deleted = await call(from(SITE, post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA))), corsEnv);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
    expect(deleted.headers.get('Vary')).toBe('Origin');

    const refused = await call(from(SITE, post({ publicId: PDF, questionId: 'q-awa' }, await idToken(JEAN))), corsEnv);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(SITE);

    const anonymous = await call(from(SITE, post({ publicId: PDF })), corsEnv);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  });

  it('lets the site read a 500 naming the missing variables', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const env = { ALLOWED_ORIGINS: SITE };
    const handler = createDeleteFileHandler({ env, now: () => NOW });
    expect((await handler(preflight(SITE))).status).toBe(204);
    const { status, headers } = await call(from(SITE, post({ publicId: PDF })), env);
    expect(status).toBe(500);
    expect(headers.get('Access-Control-Allow-Origin')).toBe(SITE);
  });

  it('gives another origin no CORS header: its browser withholds the answer', async () => {
    const evil = 'https://commission-etudes.web.app.evil.example';
    const response = await createDeleteFileHandler({ env: corsEnv, now: () => NOW })(preflight(evil));
    expect(response.status).toBe(405);
    expect(corsHeadersOf(response.headers)).toEqual([]);

    const { status, headers } = await call(from(evil, post({ publicId: DRAFT }, await idToken(JEAN))), corsEnv);
    // The request itself is handled as any other (a browser sends it only after a preflight).
    expect(status).toBe(200);
    expect(corsHeadersOf(headers)).toEqual([]);
    expect(headers.get('Vary')).toBe('Origin');
  });

  it('without ALLOWED_ORIGINS, stays same-origin: no preflight, no CORS header', async () => {
    for (const env of [ENV, { ...ENV, ALLOWED_ORIGINS: '  ' }]) {
      const response = await createDeleteFileHandler({ env, now: () => NOW })(preflight(SITE));
      expect(response.status).toBe(405);
      expect(corsHeadersOf(response.headers)).toEqual([]);
      const { status, headers } = await call(from(SITE, post({ publicId: DRAFT }, await idToken(JEAN))), env);
      expect(status).toBe(200);
      expect(corsHeadersOf(headers)).toEqual([]);
      expect(headers.has('Vary')).toBe(false);
    }
  });

  it('ignores, with a warning, entries that are not exact origins', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { ...ENV, ALLOWED_ORIGINS: `*, ${SITE}/forum, commission-etudes.web.app, ${OTHER_SITE}` };
    const handler = createDeleteFileHandler({ env, now: () => NOW });
    expect(String(warned.mock.calls.flat())).toContain(`*, ${SITE}/forum, commission-etudes.web.app`);
    expect((await handler(preflight(SITE))).headers.has('Access-Control-Allow-Origin')).toBe(false);
    expect((await handler(preflight('https://anything.example'))).status).toBe(405);
    expect((await handler(preflight(OTHER_SITE))).headers.get('Access-Control-Allow-Origin')).toBe(OTHER_SITE);
  });
});

describe('parseAllowedOrigins', () => {
  it('reads a comma-separated list of exact origins', () => {
    expect(parseAllowedOrigins(undefined)).toBeNull();
    expect(parseAllowedOrigins(' , ')).toBeNull();
    expect([...parseAllowedOrigins('https://A.web.app/, http://localhost:5173')!]).toEqual([
      'https://a.web.app',
      'http://localhost:5173',
    ]);
  });
});
