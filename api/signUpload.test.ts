import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from './_lib/http';
import { deletionMark, firebaseFakes, NOW, NOW_SECONDS, PROJECT, profile } from './_testing/firebase-fakes';
import { createSignUploadHandler } from './signUpload';

const SECRET = 'secret-cloudinary-ne-pas-montrer';
const API_KEY = '874837483274837';
const PRESET = 'forum-pdf-signe';
const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  CLOUDINARY_API_KEY: API_KEY,
  CLOUDINARY_API_SECRET: SECRET,
  CLOUDINARY_UPLOAD_PRESET: PRESET,
};

const AWA = 'uidAwaEleve';
const JEAN = 'uidJeanEleve';
/** A signed-out visitor's anonymous account: a token, no profile. */
const VISITOR = 'uidVisiteurAnonyme';
const AWA_ID = `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf`;

/** What the site's widget hands to `uploadSignature` (src/backend/firebase/files.ts). */
const widgetParams = (more: Record<string, unknown> = {}) => ({
  public_id: AWA_ID,
  source: 'uw',
  timestamp: NOW_SECONDS,
  upload_preset: PRESET,
  ...more,
});

const fakes = firebaseFakes();
const server = setupServer(...fakes.handlers);

beforeAll(async () => {
  await fakes.start();
  // Cloudinary is never called to sign: any request to it would fail the test.
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  fakes.documents = new Map<string, unknown>([
    [`utilisateurs/${AWA}`, profile('eleve')],
    [`utilisateurs/${JEAN}`, profile('eleve')],
  ]);
  fakes.firestoreCalls = [];
});

function post(body: unknown, token?: string, raw = false): Request {
  return new Request('https://site.example/api/signUpload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

async function call(request: Request, env: Env = ENV) {
  const response = await createSignUploadHandler({ env, now: () => NOW })(request);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { ok: boolean; error?: string; signature?: string; apiKey?: string };
  expect(JSON.stringify(body)).not.toContain(SECRET);
  // A refusal never carries a signature.
  if (response.status !== 200) expect(body).toEqual({ ok: false, error: expect.any(String) });
  return { status: response.status, body, headers: response.headers };
}

const sign = async (paramsToSign: unknown, uid = AWA) => call(post({ paramsToSign }, await fakes.idToken(uid)));

describe('POST /api/signUpload', () => {
  it('signs the widget’s parameters as Cloudinary documents it, after reading the caller’s profile and deletion mark as them', async () => {
    const token = await fakes.idToken(AWA);
    const { status, body } = await call(post({ paramsToSign: widgetParams() }, token));

    expect(status).toBe(200);
    // Sorted by name, `name=value` joined with '&', the secret appended, SHA-1 in hex.
    const toSign = `public_id=${AWA_ID}&source=uw&timestamp=${NOW_SECONDS}&upload_preset=${PRESET}${SECRET}`;
    expect(body).toEqual({ ok: true, signature: createHash('sha1').update(toSign).digest('hex'), apiKey: API_KEY });
    expect(fakes.firestoreCalls).toEqual(
      expect.arrayContaining([
        { path: `utilisateurs/${AWA}`, authorization: `Bearer ${token}` },
        { path: `comptesSupprimes/${AWA}`, authorization: `Bearer ${token}` },
      ]),
    );
  });

  it('signs a timestamp sent as text, a little off the server’s clock, and without `source`', async () => {
    const { source: _source, ...withoutSource } = widgetParams({ timestamp: String(NOW_SECONDS - 9 * 60) });
    const { status, body } = await sign(withoutSource);
    expect(status).toBe(200);
    const toSign = `public_id=${AWA_ID}&timestamp=${NOW_SECONDS - 9 * 60}&upload_preset=${PRESET}${SECRET}`;
    expect(body.signature).toBe(createHash('sha1').update(toSign).digest('hex'));
  });

  it('refuses another member’s folder (403)', async () => {
    const { status, body } = await sign(widgetParams(), JEAN);
    expect(status).toBe(403);
    expect(body.error).toBe('Vous ne pouvez envoyer un fichier que dans votre propre dossier.');
  });

  it.each([
    ['a folder', { folder: 'ailleurs' }],
    ['overwrite', { overwrite: 'true' }],
    ['an eager transformation', { eager: 'w_400' }],
    ['a notification URL', { notification_url: 'https://evil.example/hook' }],
    ['a delivery type', { type: 'private' }],
    ['tags', { tags: 'x' }],
  ])('refuses a parameter the site’s widget never sends: %s (400)', async (_name, more) => {
    const { status, body } = await sign(widgetParams(more));
    expect(status).toBe(400);
    expect(body.error).toContain(Object.keys(more)[0]);
  });

  it.each([
    ['no public_id', { public_id: undefined }],
    ['an old-style public id, outside every member’s folder', { public_id: 'forum/cours.pdf' }],
    ['another folder', { public_id: `autre/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf` }],
    ['a name with another extension', { public_id: `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.html` }],
    ['a name chosen by hand', { public_id: `forum/${AWA}/cours.pdf` }],
    ['a sub-folder', { public_id: `forum/${AWA}/x/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf` }],
    ['a climb out of the folder', { public_id: `forum/${AWA}/../3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf` }],
    ['a public id that is not text', { public_id: { $ne: '' } }],
  ])('refuses %s (400)', async (_name, more) => {
    const params = widgetParams(more);
    if (more.public_id === undefined) delete (params as { public_id?: unknown }).public_id;
    expect((await sign(params)).status).toBe(400);
  });

  it.each([
    ['eleven minutes old', NOW_SECONDS - 11 * 60],
    ['eleven minutes ahead', NOW_SECONDS + 11 * 60],
    ['in milliseconds', NOW.getTime()],
    ['not a number', 'maintenant'],
    ['negative', -1],
  ])('refuses a timestamp %s (400)', async (_name, timestamp) => {
    expect((await sign(widgetParams({ timestamp }))).status).toBe(400);
  });

  it('says the device’s clock is off when the timestamp is stale', async () => {
    const { body } = await sign(widgetParams({ timestamp: NOW_SECONDS - 3600 }));
    expect(body.error).toBe(
      'L’heure de votre appareil est trop décalée : corrigez sa date et son heure, puis réessayez.',
    );
  });

  it('refuses another upload preset, or none (the preset holds the PDF-only, size and no-overwrite limits) (400)', async () => {
    expect((await sign(widgetParams({ upload_preset: 'ml_default' }))).status).toBe(400);
    const { upload_preset: _preset, ...withoutPreset } = widgetParams();
    expect((await sign(withoutPreset)).status).toBe(400);
  });

  it('refuses another source than the widget (400)', async () => {
    expect((await sign(widgetParams({ source: 'api' }))).status).toBe(400);
  });

  it('refuses a suspended member, a member deleting their account, and an account without profile (403)', async () => {
    fakes.documents.set(`utilisateurs/${JEAN}`, profile('eleve', { suspendu: true }));
    const jean = widgetParams({ public_id: `forum/${JEAN}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf` });
    expect(await sign(jean, JEAN)).toMatchObject({
      status: 403,
      body: { error: 'Votre compte est suspendu : vous ne pouvez plus envoyer de fichier.' },
    });

    fakes.documents.set(`comptesSupprimes/${AWA}`, deletionMark);
    expect(await sign(widgetParams())).toMatchObject({
      status: 403,
      body: { error: 'La suppression de votre compte est en cours : plus aucun envoi n’est possible.' },
    });

    const visitor = widgetParams({ public_id: `forum/${VISITOR}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf` });
    expect(await sign(visitor, VISITOR)).toMatchObject({
      status: 403,
      body: { error: 'Seuls les membres inscrits peuvent envoyer un fichier.' },
    });
  });

  it.each([
    ['without an Authorization header', async () => undefined],
    ['with a garbage token', async () => 'pas-un-jeton'],
    ['with an expired token', () => fakes.idToken(AWA, { exp: NOW_SECONDS - 1 })],
    ['with a token signed by another key', () => fakes.idToken(AWA, { key: fakes.otherKey() })],
  ])('refuses a caller %s (401), reading nothing', async (_name, makeToken) => {
    const { status, headers } = await call(post({ paramsToSign: widgetParams() }, await makeToken()));
    expect(status).toBe(401);
    expect(headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(fakes.firestoreCalls).toEqual([]);
  });

  it.each([
    ['invalid JSON', '{ "paramsToSign": ', true],
    ['no paramsToSign', { params: widgetParams() }, false],
    ['paramsToSign as a list', { paramsToSign: [AWA_ID] }, false],
  ])('refuses a malformed request: %s (400)', async (_name, body, raw) => {
    expect((await call(post(body, await fakes.idToken(AWA), raw))).status).toBe(400);
  });

  it('answers 502, signing nothing, when Firestore fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(/^https:\/\/firestore\.googleapis\.com\//, () => new HttpResponse(null, { status: 503 })));
    expect((await sign(widgetParams())).status).toBe(502);
  });

  it('answers 405 with Allow: POST to any other method', async () => {
    const { status, headers } = await call(new Request('https://site.example/api/signUpload'));
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
  });

  it('answers 500 naming the missing server variables, never their values', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, body } = await call(post({ paramsToSign: widgetParams() }, await fakes.idToken(AWA)), {
      CLOUDINARY_API_SECRET: SECRET,
    });
    expect(status).toBe(500);
    expect(body.error).toBe(
      'Configuration du serveur incomplète : FIREBASE_PROJECT_ID, CLOUDINARY_API_KEY, CLOUDINARY_UPLOAD_PRESET.',
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain(SECRET);
  });

  it('falls back on the site’s VITE_CLOUDINARY_UPLOAD_PRESET and VITE_FIREBASE_PROJECT_ID', async () => {
    const env = {
      CLOUDINARY_API_KEY: API_KEY,
      CLOUDINARY_API_SECRET: SECRET,
      VITE_CLOUDINARY_UPLOAD_PRESET: PRESET,
      VITE_FIREBASE_PROJECT_ID: PROJECT,
    };
    expect((await call(post({ paramsToSign: widgetParams() }, await fakes.idToken(AWA)), env)).status).toBe(200);
  });

  it('answers an allowed origin’s preflight like /api/deleteFile (ALLOWED_ORIGINS)', async () => {
    const site = 'https://commission-etudes.web.app';
    const handler = createSignUploadHandler({ env: { ...ENV, ALLOWED_ORIGINS: site }, now: () => NOW });
    const preflight = new Request('https://commission-etudes.vercel.app/api/signUpload', {
      method: 'OPTIONS',
      headers: { Origin: site, 'Access-Control-Request-Method': 'POST' },
    });
    const response = await handler(preflight);
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(site);
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type');
  });
});
