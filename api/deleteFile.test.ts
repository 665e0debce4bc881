import { createHash } from 'node:crypto';
import { UnsecuredJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAllowedOrigins } from './_lib/cors';
import {
  deletionMark,
  firebaseFakes,
  NOW,
  NOW_SECONDS,
  PROJECT,
  profile,
  question,
  unsignedToken,
  type TokenOverrides,
} from './_testing/firebase-fakes';
import { createDeleteFileHandler, type Env } from './deleteFile';

const SECRET = 'secret-cloudinary-ne-pas-montrer';
const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  CLOUDINARY_CLOUD_NAME: 'commission',
  CLOUDINARY_API_KEY: '874837483274837',
  CLOUDINARY_API_SECRET: SECRET,
};
const DESTROY_URL = 'https://api.cloudinary.com/v1_1/commission/raw/destroy';

// People and documents, as Firestore's REST API returns them.
const AWA = 'uidAwaEleve';
const JEAN = 'uidJeanEleve';
/** A tutor a responsable approved. */
const MARIE = 'uidMarieEncadreur';
/** Signed up as « encadreur », waiting for approval: no tutor power. */
const PAUL = 'uidPaulEncadreur';
/**
 * Appointed by the association: the custom claim `responsable: true` in the token, and the
 * appointment `responsables/{uid}` (issue 32).
 */
const CLAIRE = 'uidClaireResponsable';
/** Uploads as /api/signUpload signs them: `forum/<uploader's uid>/<random>.pdf`. */
const PDF = `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf`;
const AWA_DRAFT = `forum/${AWA}/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.pdf`;
const JEAN_PDF = `forum/${JEAN}/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.pdf`;
const CLAIRE_PDF = `forum/${CLAIRE}/5c4b3a29-1807-4f6e-9d5c-4b3a2918f7e6.pdf`;
/** An attachment uploaded before signed uploads, with the unsigned preset: outside every member's folder. */
const LEGACY = 'forum/cours-ancien_x7k2p9.pdf';

/** The upload record of a file (src/backend/firebase/file-records.ts), keyed with '/' as '~'. */
const record = (owner: string, publicId: string, questionId: string | null) =>
  [
    `fichiers/${publicId.replaceAll('/', '~')}`,
    {
      fields: {
        owner: { stringValue: owner },
        publicId: { stringValue: publicId },
        questionId: questionId === null ? { nullValue: null } : { stringValue: questionId },
      },
    },
  ] as const;

const fakes = firebaseFakes();
let cloudinaryCalls: URLSearchParams[];
let cloudinaryAnswer: () => Response;

const server = setupServer(
  ...fakes.handlers,
  http.post(DESTROY_URL, async ({ request }) => {
    cloudinaryCalls.push(new URLSearchParams(await request.text()));
    return cloudinaryAnswer();
  }),
);

beforeAll(async () => {
  await fakes.start();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  // The records are there as the site writes them: the function must decide without trusting them.
  fakes.documents = new Map<string, unknown>([
    [`utilisateurs/${AWA}`, profile('eleve')],
    [`utilisateurs/${JEAN}`, profile('eleve')],
    [`utilisateurs/${MARIE}`, profile('encadreur', { statut: 'approuve' })],
    [`utilisateurs/${PAUL}`, profile('encadreur', { statut: 'en-attente' })],
    [`utilisateurs/${CLAIRE}`, profile('parent')],
    [`responsables/${CLAIRE}`, { fields: { email: { stringValue: 'claire.ondoa@example.cm' } } }],
    ['questions/q-awa', question(AWA, [PDF])],
    ['questions/q-jean', question(JEAN, [JEAN_PDF])],
    record(AWA, PDF, 'q-awa'),
    record(AWA, AWA_DRAFT, null),
    record(JEAN, JEAN_PDF, 'q-jean'),
  ]);
  fakes.firestoreCalls = [];
  cloudinaryCalls = [];
  cloudinaryAnswer = () => HttpResponse.json({ result: 'ok' });
});

const idToken = (uid: string, overrides: TokenOverrides = {}) =>
  fakes.idToken(uid, { ...overrides, claims: { ...(uid === CLAIRE && { responsable: true }), ...overrides.claims } });

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
  it('lets a pupil delete their own upload, attached to their question or not, without reading anything', async () => {
    const { status, body } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(AWA)));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    expect((await call(post({ publicId: AWA_DRAFT }, await idToken(AWA)))).status).toBe(200);
    // The public id says whose file it is: no record, no question needed.
    expect(fakes.firestoreCalls).toEqual([]);

    expect(cloudinaryCalls).toHaveLength(2);
    const sent = cloudinaryCalls[0]!;
    expect(sent.get('public_id')).toBe(PDF);
    expect(sent.get('api_key')).toBe(ENV.CLOUDINARY_API_KEY);
    expect(sent.get('timestamp')).toBe(String(NOW_SECONDS));
    expect(sent.has('api_secret')).toBe(false);
    const signed = `invalidate=true&public_id=${PDF}&timestamp=${NOW_SECONDS}${SECRET}`;
    expect(sent.get('signature')).toBe(createHash('sha1').update(signed).digest('hex'));
  });

  it('lets an approved tutor delete a file attached to a pupil’s question of the tutor–pupil forum, read as the tutor', async () => {
    const token = await idToken(MARIE);
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, token));
    expect(status).toBe(200);
    expect(cloudinaryCalls[0]?.get('public_id')).toBe(PDF);
    // Everything is read as the caller, so the rules apply to them; no upload record is read.
    expect(fakes.firestoreCalls).toEqual(
      expect.arrayContaining([
        { path: 'questions/q-awa', authorization: `Bearer ${token}` },
        { path: `utilisateurs/${MARIE}`, authorization: `Bearer ${token}` },
        { path: `comptesSupprimes/${MARIE}`, authorization: `Bearer ${token}` },
      ]),
    );
    expect(fakes.firestoreCalls.some(({ path }) => path.startsWith('fichiers/'))).toBe(false);
  });

  it('lets a responsable delete a file attached to any question, their appointment read as them', async () => {
    fakes.documents.set('questions/q-awa', question(AWA, [PDF], 'ParentEncadreur'));
    const token = await idToken(CLAIRE);
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, token));
    expect(status).toBe(200);
    expect(fakes.firestoreCalls).toContainEqual({ path: `responsables/${CLAIRE}`, authorization: `Bearer ${token}` });
  });

  it('reads no appointment for a caller whose token has no claim', async () => {
    await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)));
    expect(fakes.firestoreCalls.some(({ path }) => path.startsWith('responsables/'))).toBe(false);
  });

  // Issue 32: `npm run responsable -- retirer` deletes the appointment first; the claim stays in a
  // token issued before (up to an hour), and proves nothing alone.
  it('refuses a responsable removed since, the claim still in their token (403)', async () => {
    fakes.documents.delete(`responsables/${CLAIRE}`);
    const token = await idToken(CLAIRE);
    const { status, body } = await call(post({ publicId: PDF, questionId: 'q-awa' }, token));
    expect(status).toBe(403);
    expect(body).toEqual({ ok: false, error: 'Vous n’avez pas le droit de supprimer ce fichier.' });
    expect(cloudinaryCalls).toHaveLength(0);
    // Still their own files, as any member.
    expect((await call(post({ publicId: CLAIRE_PDF }, token))).status).toBe(200);
  });

  describe('issue 23: whoever writes records, only the uploader or a moderator of the question deletes (403)', () => {
    it('refuses a member who wrote a record naming themselves for a file they never uploaded', async () => {
      // Jean writes `fichiers/…` for an old attachment and for Awa's draft, as its owner, attached nowhere.
      for (const publicId of [LEGACY, AWA_DRAFT, 'autre-dossier/contrat.pdf']) {
        fakes.documents.set(...record(JEAN, publicId, null));
        const { status } = await call(post({ publicId }, await idToken(JEAN)));
        expect(status, publicId).toBe(403);
      }
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('never deletes a public id outside the forum’s folder, whatever the role', async () => {
      const outside = [
        LEGACY,
        'autre-dossier/contrat.pdf',
        'sample',
        `forum/${AWA}`,
        `forum/${AWA}/../x.pdf`,
        `forum/${AWA}/a/b.pdf`,
        `Forum/${AWA}/x.pdf`,
      ];
      for (const uid of [AWA, MARIE, CLAIRE]) {
        for (const publicId of outside) {
          fakes.documents.set('questions/q-awa', question(AWA, [publicId]));
          const { status, body } = await call(post({ publicId, questionId: 'q-awa' }, await idToken(uid)));
          expect(status, `${uid} ${publicId}`).toBe(403);
          expect(body.error).toBe('Seuls les fichiers du forum (dossier « forum/ ») peuvent être supprimés ici.');
        }
      }
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('refuses another member’s file unless it is attached to that member’s question and the caller moderates it', async () => {
      const refused: [string, string, { publicId: string; questionId?: string }][] = [
        ['a pupil, without a question', JEAN, { publicId: PDF }],
        ['a pupil, naming its question', JEAN, { publicId: PDF, questionId: 'q-awa' }],
        ['an approved tutor, without a question', MARIE, { publicId: AWA_DRAFT }],
        ['a responsable, without a question', CLAIRE, { publicId: AWA_DRAFT }],
        [
          'an approved tutor, naming a question that does not hold it',
          MARIE,
          { publicId: AWA_DRAFT, questionId: 'q-awa' },
        ],
        ['a tutor waiting for approval', PAUL, { publicId: PDF, questionId: 'q-awa' }],
        ['anyone, naming a question that does not exist', CLAIRE, { publicId: PDF, questionId: 'q-disparue' }],
      ];
      for (const [name, uid, input] of refused) {
        const { status, body } = await call(post(input, await idToken(uid)));
        expect(status, name).toBe(403);
        expect(body).toEqual({ ok: false, error: 'Vous n’avez pas le droit de supprimer ce fichier.' });
      }
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('refuses a file attached to a question of someone else than its uploader (a forged attachment list)', async () => {
      // Jean writes Awa's file into his own question, then asks as its author; then a tutor is asked to.
      fakes.documents.set('questions/q-jean', question(JEAN, [JEAN_PDF, PDF]));
      expect((await call(post({ publicId: PDF, questionId: 'q-jean' }, await idToken(JEAN)))).status).toBe(403);
      expect((await call(post({ publicId: PDF, questionId: 'q-jean' }, await idToken(MARIE)))).status).toBe(403);
      expect((await call(post({ publicId: PDF, questionId: 'q-jean' }, await idToken(CLAIRE)))).status).toBe(403);
      expect(cloudinaryCalls).toHaveLength(0);
    });

    it('refuses a responsable or a tutor who started deleting their account, except for their own files', async () => {
      fakes.documents.set(`comptesSupprimes/${CLAIRE}`, deletionMark);
      fakes.documents.set(`comptesSupprimes/${MARIE}`, deletionMark);
      expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(CLAIRE)))).status).toBe(403);
      expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
      expect(cloudinaryCalls).toHaveLength(0);

      expect((await call(post({ publicId: CLAIRE_PDF }, await idToken(CLAIRE)))).status).toBe(200);
      expect(cloudinaryCalls.map((sent) => sent.get('public_id'))).toEqual([CLAIRE_PDF]);
    });
  });

  it('refuses an approved tutor in the parent–tutor forum, and a suspended one anywhere', async () => {
    fakes.documents.set('questions/q-awa', question(AWA, [PDF], 'ParentEncadreur'));
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
    fakes.documents.set('questions/q-awa', question(AWA, [PDF]));
    fakes.documents.set(`utilisateurs/${MARIE}`, profile('encadreur', { statut: 'approuve', suspendu: true }));
    expect((await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)))).status).toBe(403);
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
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await idToken(MARIE)));
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
      ['with a token signed by another key', () => idToken(AWA, { key: fakes.otherKey() })],
      ['with an unsigned token', async () => unsignedToken(AWA)],
    ])('%s', async (_name, makeToken) => {
      const { status, body, headers } = await call(post({ publicId: PDF, questionId: 'q-awa' }, await makeToken()));
      expect(status).toBe(401);
      expect(body.ok).toBe(false);
      expect(headers.get('WWW-Authenticate')).toBe('Bearer');
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
    const { status } = await call(post({ publicId: AWA_DRAFT }, await idToken(AWA)), {
      ...rest,
      VITE_FIREBASE_PROJECT_ID: PROJECT,
    });
    expect(status).toBe(200);
  });
});

describe('with the Firebase emulators (development)', () => {
  const emulatorEnv = {
    ...ENV,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  };

  it("accepts the Auth emulator's unsigned tokens and reads the Firestore emulator over http", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    const prefix = `/v1/projects/${PROJECT}/databases/(default)/documents/`;
    server.use(
      http.get(/^http:\/\/127\.0\.0\.1:8080\/v1\/projects\/.*/, ({ request }) => {
        const path = decodeURIComponent(new URL(request.url).pathname);
        seen.push(path);
        const document = fakes.documents.get(path.slice(prefix.length));
        return document ? HttpResponse.json(document) : HttpResponse.json({}, { status: 404 });
      }),
    );
    const { status } = await call(post({ publicId: PDF, questionId: 'q-awa' }, unsignedToken(MARIE)), emulatorEnv);
    expect(status).toBe(200);
    expect(seen.sort()).toEqual([
      `${prefix}comptesSupprimes/${MARIE}`,
      `${prefix}questions/q-awa`,
      `${prefix}utilisateurs/${MARIE}`,
    ]);
  });

  it('still checks the claims of an unsigned token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stale = new UnsecuredJWT({})
      .setSubject(AWA)
      .setAudience(PROJECT)
      .setIssuer(`https://securetoken.google.com/${PROJECT}`)
      .setIssuedAt(NOW_SECONDS - 7200)
      .setExpirationTime(NOW_SECONDS - 3600)
      .encode();
    const { status } = await call(post({ publicId: AWA_DRAFT }, stale), emulatorEnv);
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

    const { status, headers } = await call(from(evil, post({ publicId: AWA_DRAFT }, await idToken(AWA))), corsEnv);
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
      const { status, headers } = await call(from(SITE, post({ publicId: AWA_DRAFT }, await idToken(AWA))), env);
      expect(status).toBe(200);
      expect(corsHeadersOf(headers)).toEqual([]);
      expect(headers.has('Vary')).toBe(false);
    }
  });

  it('ignores, with a warning, entries that are not exact origins', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const env = { ...ENV, ALLOWED_ORIGINS: `*, ${SITE}/forum, commission-etudes.web.app, ${OTHER_SITE}` };
    const handler = createDeleteFileHandler({ env, now: () => NOW });
    expect(String(warned.mock.calls.flat())).toContain(`deleteFile : ALLOWED_ORIGINS ignore`);
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
