import { createHash } from 'node:crypto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from './_lib/http';
import { firebaseFakes, NOW, NOW_SECONDS, PROJECT, profile } from './_testing/firebase-fakes';
import { createSignUploadHandler } from './signUpload';

/*
 * /api/signUpload and the photos of issue 36: the browser posts them itself (no widget), with
 * exactly public_id, timestamp and upload_preset, the image preset; the PDFs' rules stay
 * (signUpload.test.ts).
 */

const SECRET = 'secret-cloudinary-ne-pas-montrer';
const API_KEY = '874837483274837';
const PRESET = 'forum-pdf-signe';
const IMAGE_PRESET = 'forum-photos-signe';
const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  CLOUDINARY_API_KEY: API_KEY,
  CLOUDINARY_API_SECRET: SECRET,
  CLOUDINARY_UPLOAD_PRESET: PRESET,
  CLOUDINARY_IMAGE_PRESET: IMAGE_PRESET,
};

const AWA = 'uidAwaEleve';
const JEAN = 'uidJeanEleve';
/** A photo as src/backend/firebase/upload-signature.ts names it: 32 hex digits, no extension. */
const AWA_PHOTO = `forum/${AWA}/0123456789abcdef0123456789abcdef`;
const AWA_PDF = `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf`;

/** What src/backend/firebase/photo-upload.ts asks to sign. */
const photoParams = (more: Record<string, unknown> = {}) => ({
  public_id: AWA_PHOTO,
  timestamp: NOW_SECONDS,
  upload_preset: IMAGE_PRESET,
  ...more,
});

const fakes = firebaseFakes();
const server = setupServer(...fakes.handlers);

beforeAll(async () => {
  await fakes.start();
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

async function sign(paramsToSign: unknown, uid = AWA, env: Env = ENV) {
  const request = new Request('https://site.example/api/signUpload', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await fakes.idToken(uid)}` },
    body: JSON.stringify({ paramsToSign }),
  });
  const response = await createSignUploadHandler({ env, now: () => NOW })(request);
  const body = (await response.json()) as { ok: boolean; error?: string; signature?: string; apiKey?: string };
  expect(JSON.stringify(body)).not.toContain(SECRET);
  if (response.status !== 200) expect(body).toEqual({ ok: false, error: expect.any(String) });
  return { status: response.status, body };
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('POST /api/signUpload, photos (issue 36)', () => {
  it('signs a photo into the caller’s own folder: public_id, timestamp and the image preset, nothing else', async () => {
    const { status, body } = await sign(photoParams());
    expect(status).toBe(200);
    const toSign = `public_id=${AWA_PHOTO}&timestamp=${NOW_SECONDS}&upload_preset=${IMAGE_PRESET}${SECRET}`;
    expect(body).toEqual({ ok: true, signature: sha1(toSign), apiKey: API_KEY });
    // Checked as for a PDF: the profile and the deletion mark, read as the caller.
    expect(fakes.firestoreCalls.map(({ path }) => path).sort()).toEqual([
      `comptesSupprimes/${AWA}`,
      `utilisateurs/${AWA}`,
    ]);
  });

  it('refuses a photo into another member’s folder (403)', async () => {
    const { status, body } = await sign(photoParams(), JEAN);
    expect(status).toBe(403);
    expect(body.error).toBe('Vous ne pouvez envoyer un fichier que dans votre propre dossier.');
  });

  it.each([
    ['the widget’s source', { source: 'uw' }],
    ['another source', { source: 'api' }],
    ['a folder', { folder: 'ailleurs' }],
    ['a transformation of its own', { transformation: 'c_scale,w_8000' }],
    ['overwrite', { overwrite: 'true' }],
    ['the PDFs’ preset', { upload_preset: PRESET }],
    ['no preset', { upload_preset: undefined }],
    ['a timestamp eleven minutes old', { timestamp: NOW_SECONDS - 11 * 60 }],
  ])('refuses a photo with %s (400)', async (_name, more) => {
    // JSON leaves out an undefined value: « no preset » sends none.
    expect((await sign(photoParams(more))).status).toBe(400);
  });

  it.each([
    ['an extension', `forum/${AWA}/0123456789abcdef0123456789abcdef.jpg`],
    ['a name too short', `forum/${AWA}/0123456789abcde`],
    ['a name too long', `forum/${AWA}/${'a'.repeat(65)}`],
    ['a sub-folder', `forum/${AWA}/photos/0123456789abcdef0123456789abcdef`],
    ['outside the forum’s folder', `photos/${AWA}/0123456789abcdef0123456789abcdef`],
  ])('refuses a photo’s public id with %s (400)', async (_name, publicId) => {
    expect((await sign(photoParams({ public_id: publicId }))).status).toBe(400);
  });

  it('still requires the PDFs’ preset for a PDF: the image preset does not sign one (400)', async () => {
    const pdf = { public_id: AWA_PDF, source: 'uw', timestamp: NOW_SECONDS };
    expect((await sign({ ...pdf, upload_preset: IMAGE_PRESET })).status).toBe(400);
    expect((await sign({ ...pdf, upload_preset: PRESET })).status).toBe(200);
  });

  it('refuses photos in French (503) where no image preset is configured, and still signs PDFs', async () => {
    const { CLOUDINARY_IMAGE_PRESET: _unset, ...pdfOnly } = ENV;
    expect(await sign(photoParams(), AWA, pdfOnly)).toEqual({
      status: 503,
      body: { ok: false, error: 'L’envoi de photos n’est pas configuré sur ce site.' },
    });
    const pdf = { public_id: AWA_PDF, source: 'uw', timestamp: NOW_SECONDS, upload_preset: PRESET };
    expect((await sign(pdf, AWA, pdfOnly)).status).toBe(200);
  });

  it('falls back on the site’s VITE_CLOUDINARY_IMAGE_PRESET', async () => {
    const { CLOUDINARY_IMAGE_PRESET: _unset, ...rest } = ENV;
    const env = { ...rest, VITE_CLOUDINARY_IMAGE_PRESET: IMAGE_PRESET };
    expect((await sign(photoParams(), AWA, env)).status).toBe(200);
  });
});
