import { createHash } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firebaseFakes, NOW, NOW_SECONDS, PROJECT, profile, question } from './_testing/firebase-fakes';
import { createDeleteFileHandler, type Env } from './deleteFile';

/*
 * /api/deleteFile and the photos of issue 36: an image is destroyed as an image, a PDF as a raw
 * file, by the public id's shape; a moderator deletes a photo of the question's author or of a
 * reply's author, as it is stored in that question. The PDFs' cases are in deleteFile.test.ts.
 */

const SECRET = 'secret-cloudinary-ne-pas-montrer';
const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  CLOUDINARY_CLOUD_NAME: 'commission',
  CLOUDINARY_API_KEY: '874837483274837',
  CLOUDINARY_API_SECRET: SECRET,
};
const DESTROY = 'https://api.cloudinary.com/v1_1/commission/:type/destroy';

const AWA = 'uidAwaEleve';
const JEAN = 'uidJeanEleve';
const MARIE = 'uidMarieEncadreur';
const CLAIRE = 'uidClaireResponsable';
/** Photos as /api/signUpload signs them: no extension. */
const AWA_PHOTO = `forum/${AWA}/a1b2c3d4e5f60718293a4b5c6d7e8f90`;
const JEAN_PHOTO = `forum/${JEAN}/0123456789abcdef0123456789abcdef`;
const MARIE_PHOTO = `forum/${MARIE}/fedcba9876543210fedcba9876543210`;
const AWA_PDF = `forum/${AWA}/3f2a9c1e-8d4b-4e5a-9b7c-1d2e3f4a5b6c.pdf`;

/** A photo as a question or a reply stores it, in Firestore's REST shape. */
const photo = (publicId: string) => ({
  mapValue: {
    fields: {
      url: { stringValue: `https://res.cloudinary.com/commission/image/upload/v1700000000/${publicId}` },
      publicId: { stringValue: publicId },
      width: { integerValue: '1200' },
      height: { integerValue: '1600' },
      bytes: { integerValue: '245000' },
      thumbBytes: { integerValue: '24000' },
    },
  },
});
const photos = (publicIds: string[]) => ({ arrayValue: { values: publicIds.map(photo) } });
/** A reply as the question stores it (`replies[]`), with photos when it has some. */
const reply = (userId: string, publicIds: string[]) => ({
  mapValue: {
    fields: {
      id: { stringValue: `r-${userId}` },
      userId: { stringValue: userId },
      reply: { stringValue: '' },
      ...(publicIds.length > 0 && { photos: photos(publicIds) }),
    },
  },
});

/** A question of `author` (a pupil's unless `role` says) with its photos and replies. */
function questionWith(author: string, own: string[], replies: { userId: string; photos: string[] }[], role = 'eleve') {
  const base = question(author, [AWA_PDF], 'EncadreurEleve', role);
  return {
    fields: {
      ...base.fields,
      photos: photos(own),
      replies: { arrayValue: { values: replies.map((item) => reply(item.userId, item.photos)) } },
    },
  };
}

const fakes = firebaseFakes();
let destroyed: { type: string; params: URLSearchParams }[];
const server = setupServer(
  ...fakes.handlers,
  http.post(DESTROY, async ({ request, params }) => {
    destroyed.push({ type: String(params.type), params: new URLSearchParams(await request.text()) });
    return HttpResponse.json({ result: 'ok' });
  }),
);

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
    [`utilisateurs/${MARIE}`, profile('encadreur', { statut: 'approuve' })],
    [`utilisateurs/${CLAIRE}`, profile('parent')],
    [`responsables/${CLAIRE}`, { fields: { email: { stringValue: 'claire.ondoa@example.cm' } } }],
    // Awa asks with a photo; Jean replies with one, Marie too.
    [
      'questions/q-awa',
      questionWith(
        AWA,
        [AWA_PHOTO],
        [
          { userId: JEAN, photos: [JEAN_PHOTO] },
          { userId: MARIE, photos: [MARIE_PHOTO] },
        ],
      ),
    ],
    ['questions/q-vide', questionWith(AWA, [], [{ userId: JEAN, photos: [] }])],
  ]);
  fakes.firestoreCalls = [];
  destroyed = [];
});

async function remove(uid: string, body: { publicId: string; questionId?: string }) {
  const token = await fakes.idToken(uid, { claims: uid === CLAIRE ? { responsable: true } : {} });
  const request = new Request('https://site.example/api/deleteFile', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const response = await createDeleteFileHandler({ env: ENV, now: () => NOW })(request);
  expect(JSON.stringify(await response.clone().json())).not.toContain(SECRET);
  return response.status;
}

describe('POST /api/deleteFile, photos (issue 36)', () => {
  it('destroys a photo as an image and a PDF as a raw file, each signed with invalidate=true', async () => {
    expect(await remove(AWA, { publicId: AWA_PHOTO })).toBe(200);
    expect(await remove(AWA, { publicId: AWA_PDF })).toBe(200);
    expect(destroyed.map(({ type, params }) => [type, params.get('public_id')])).toEqual([
      ['image', AWA_PHOTO],
      ['raw', AWA_PDF],
    ]);
    const sent = destroyed[0]!.params;
    const signed = `invalidate=true&public_id=${AWA_PHOTO}&timestamp=${NOW_SECONDS}${SECRET}`;
    expect(sent.get('invalidate')).toBe('true');
    expect(sent.get('signature')).toBe(createHash('sha1').update(signed).digest('hex'));
    expect(sent.has('api_secret')).toBe(false);
  });

  it('lets the uploader delete their photo anywhere, reading nothing', async () => {
    expect(await remove(JEAN, { publicId: JEAN_PHOTO })).toBe(200);
    expect(await remove(JEAN, { publicId: JEAN_PHOTO, questionId: 'q-vide' })).toBe(200);
    expect(fakes.firestoreCalls).toEqual([]);
    expect(destroyed.map(({ type }) => type)).toEqual(['image', 'image']);
  });

  it('lets a moderator delete the photo of a pupil’s reply, and of the question’s author', async () => {
    // An approved tutor, in a pupil's question of the tutor–pupil forum; a responsable.
    expect(await remove(MARIE, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(200);
    expect(await remove(CLAIRE, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(200);
    expect(await remove(MARIE, { publicId: AWA_PHOTO, questionId: 'q-awa' })).toBe(200);
    expect(await remove(CLAIRE, { publicId: MARIE_PHOTO, questionId: 'q-awa' })).toBe(200);
    expect(destroyed.map(({ type, params }) => [type, params.get('public_id')])).toEqual([
      ['image', JEAN_PHOTO],
      ['image', JEAN_PHOTO],
      ['image', AWA_PHOTO],
      ['image', MARIE_PHOTO],
    ]);
  });

  it('refuses a photo the named question does not hold, or holds in a post of someone else than its uploader (403)', async () => {
    // Not in that question (its reply by Jean has no photo).
    expect(await remove(MARIE, { publicId: JEAN_PHOTO, questionId: 'q-vide' })).toBe(403);
    expect(await remove(CLAIRE, { publicId: JEAN_PHOTO, questionId: 'q-vide' })).toBe(403);
    // Forged lists: Jean's photo in Awa's own photos, Awa's photo in Jean's reply.
    fakes.documents.set('questions/q-awa', questionWith(AWA, [JEAN_PHOTO], [{ userId: JEAN, photos: [AWA_PHOTO] }]));
    expect(await remove(MARIE, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(403);
    expect(await remove(CLAIRE, { publicId: AWA_PHOTO, questionId: 'q-awa' })).toBe(403);
    // Another member, even naming the question that holds the photo.
    expect(await remove(AWA, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(403);
    expect(destroyed).toEqual([]);
  });

  it('refuses an approved tutor a reply’s photo in a tutor’s question, which they may not delete (403)', async () => {
    fakes.documents.set(
      'questions/q-awa',
      questionWith(AWA, [], [{ userId: JEAN, photos: [JEAN_PHOTO] }], 'encadreur'),
    );
    expect(await remove(MARIE, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(403);
    expect(await remove(CLAIRE, { publicId: JEAN_PHOTO, questionId: 'q-awa' })).toBe(200);
  });
});
