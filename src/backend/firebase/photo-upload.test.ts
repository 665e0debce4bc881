// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CloudinarySettings } from '@/config';
import { BackendError } from '@/domain/errors';
import type { PreparedPhoto } from '@/domain/photos';
import { createCloudinaryFiles, type Upload, type UploadRecorder } from './files';
import { PHOTO_NOT_SENT, PHOTOS_UNCONFIGURED } from './photo-upload';

/*
 * A photo sent to Cloudinary by the browser (issue 36), through the Firebase adapter's files service:
 * the uploader (photo-upload.ts) is imported on first use, signs with /api/signUpload, posts the
 * multipart form with XMLHttpRequest, records the upload, and deletes it when it cannot.
 */

const DELETE_ENDPOINT = 'https://site.example/api/deleteFile';
const SIGN_ENDPOINT = 'https://site.example/api/signUpload';
const UPLOAD_URL = 'https://api.cloudinary.com/v1_1/commission/image/upload';
const UID = 'uidAwaEleve';
const settings = {
  cloudName: 'commission',
  uploadPreset: 'forum-pdf',
  apiKey: '874837483274837',
  imagePreset: 'forum-photos',
};
const NOW = new Date('2025-03-01T10:00:00Z');
const PHOTO_ID = new RegExp(`^forum/${UID}/[0-9a-f]{32}$`);

/** A photo as lib/photo-compression.ts hands it over: its blob and its thumbnail. */
const prepared = (type = 'image/webp'): PreparedPhoto => ({
  blob: new Blob([new Uint8Array(2_000)], { type }),
  thumb: new Blob([new Uint8Array(240)], { type }),
  width: 1200,
  height: 1600,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let signed: unknown[];
let sent: Record<string, string>[];
let deleted: unknown[];
let recorded: Upload[];
let recorder: UploadRecorder;
/** What Cloudinary answers the upload (its JSON, echoing the public id it was sent). */
let cloudinaryAnswer: (publicId: string) => Response;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  signed = [];
  sent = [];
  deleted = [];
  recorded = [];
  recorder = {
    prepare: vi.fn(async () => UID),
    record: vi.fn(async (upload: Upload) => {
      recorded.push(upload);
    }),
  };
  cloudinaryAnswer = (publicId) =>
    HttpResponse.json({ public_id: publicId, version: 1740823201, width: 1200, height: 1600, bytes: 245_000 });
  server.use(
    http.post(SIGN_ENDPOINT, async ({ request }) => {
      signed.push({ authorization: request.headers.get('Authorization'), body: await request.json() });
      return HttpResponse.json({ ok: true, signature: 'signature-abc', apiKey: settings.apiKey });
    }),
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        fields[name] = typeof value === 'string' ? value : `fichier ${value.name} ${value.type} ${value.size}`;
      });
      sent.push(fields);
      return cloudinaryAnswer(fields.public_id ?? '');
    }),
    http.post(DELETE_ENDPOINT, async ({ request }) => {
      deleted.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
});
afterEach(() => vi.useRealTimers());

const files = (cloudinary: CloudinarySettings | null = settings, token: string | null = 'id-token-awa') =>
  createCloudinaryFiles(
    { cloudinary, deleteFileEndpoint: DELETE_ENDPOINT, signUploadEndpoint: SIGN_ENDPOINT },
    async () => token,
    recorder,
  );

describe('firebase files: photos sent to Cloudinary by the browser', () => {
  it('signs exactly public_id, timestamp and the image preset, posts the photo with them, records it and returns the Photo', async () => {
    const progress: number[] = [];
    const photo = await files().uploadPhoto(prepared(), (fraction) => progress.push(fraction));

    const publicId = photo.publicId;
    expect(publicId).toMatch(PHOTO_ID);
    const timestamp = Math.floor(NOW.getTime() / 1000);
    expect(signed).toEqual([
      {
        authorization: 'Bearer id-token-awa',
        body: { paramsToSign: { public_id: publicId, timestamp, upload_preset: 'forum-photos' } },
      },
    ]);
    // jsdom's Blob reaches msw's XMLHttpRequest stand-in without its name and bytes (a browser
    // sends both): the file itself is checked on the fetch path, photo-upload.node.test.ts.
    expect(sent).toEqual([
      {
        file: expect.stringMatching(/^fichier .* image\/webp \d+$/),
        api_key: settings.apiKey,
        timestamp: String(timestamp),
        public_id: publicId,
        upload_preset: 'forum-photos',
        signature: 'signature-abc',
      },
    ]);
    const url = `https://res.cloudinary.com/commission/image/upload/v1740823201/${publicId}`;
    // Its size as Cloudinary stored it; its thumbnail's as measured in the browser.
    expect(photo).toEqual({ url, publicId, width: 1200, height: 1600, bytes: 245_000, thumbBytes: 240 });
    expect(recorded).toEqual([{ attachment: { url, publicId, fileName: 'photo.webp' }, version: 1740823201 }]);
    expect(progress.at(-1)).toBe(1);
    expect(deleted).toEqual([]);
  });

  it('names a JPEG photo.jpg, and draws a fresh public id for each photo', async () => {
    const service = files();
    const first = await service.uploadPhoto(prepared('image/jpeg'));
    const second = await service.uploadPhoto(prepared('image/jpeg'));
    expect(first.publicId).not.toBe(second.publicId);
    expect(recorded.map((upload) => upload.attachment.fileName)).toEqual(['photo.jpg', 'photo.jpg']);
    expect(sent[0]?.file).toMatch(/ image\/jpeg \d+$/);
  });

  it('is unavailable, in French and before anything is asked or sent, without an image preset', async () => {
    const failure = files({ ...settings, imagePreset: null }).uploadPhoto(prepared());
    await expect(failure).rejects.toEqual(new BackendError('unavailable', PHOTOS_UNCONFIGURED));
    await expect(files(null).uploadPhoto(prepared())).rejects.toMatchObject({ code: 'unavailable' });
    expect(recorder.prepare).not.toHaveBeenCalled();
    expect([signed, sent]).toEqual([[], []]);
  });

  it('sends nothing when the recorder refuses first (signed out, too many uploads)', async () => {
    recorder.prepare = () => Promise.reject(new BackendError('rate/too-fast', undefined, { retryAfterSeconds: 20 }));
    await expect(files().uploadPhoto(prepared())).rejects.toMatchObject({ code: 'rate/too-fast' });
    expect([signed, sent]).toEqual([[], []]);
  });

  it('sends nothing to Cloudinary when /api/signUpload refuses, and says why in its words', async () => {
    const error = 'Votre compte est suspendu : vous ne pouvez plus envoyer de fichier.';
    server.use(http.post(SIGN_ENDPOINT, () => HttpResponse.json({ ok: false, error }, { status: 403 })));
    await expect(files().uploadPhoto(prepared())).rejects.toMatchObject({ code: 'permission-denied', message: error });
    server.use(
      http.post(SIGN_ENDPOINT, () => HttpResponse.json({ ok: false, error: PHOTOS_UNCONFIGURED }, { status: 503 })),
    );
    await expect(files().uploadPhoto(prepared())).rejects.toMatchObject({
      code: 'unavailable',
      message: PHOTOS_UNCONFIGURED,
    });
    expect(sent).toEqual([]);
    expect(recorded).toEqual([]);
  });

  it.each([
    ['the network fails', () => HttpResponse.error()],
    ['Cloudinary refuses', () => HttpResponse.json({ error: { message: 'Invalid Signature' } }, { status: 401 })],
    ['Cloudinary answers something else', () => HttpResponse.json({ public_id: 'ailleurs', version: 1 })],
  ])('fails as unavailable, in French, recording nothing, when %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    cloudinaryAnswer = answer;
    const failure = await files()
      .uploadPhoto(prepared())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code: 'unavailable', message: PHOTO_NOT_SENT });
    expect(recorded).toEqual([]);
  });

  it('deletes a photo it could not record (it could never be attached), then says why', async () => {
    recorder.record = () =>
      Promise.reject(new BackendError('rate/daily-limit', undefined, { retryAfterSeconds: 3600 }));
    await expect(files().uploadPhoto(prepared())).rejects.toMatchObject({ code: 'rate/daily-limit' });
    expect(deleted).toEqual([{ publicId: expect.stringMatching(PHOTO_ID) }]);
    expect(deleted[0]).toEqual({ publicId: sent[0]?.public_id });
  });

  it('deletes, unrecorded, a photo Cloudinary stored bigger than a post may hold', async () => {
    cloudinaryAnswer = (publicId) =>
      HttpResponse.json({ public_id: publicId, version: 7, width: 4000, height: 3000, bytes: 4_000_000 });
    await expect(files().uploadPhoto(prepared())).rejects.toMatchObject({ code: 'file/too-large' });
    expect(recorded).toEqual([]);
    expect(deleted).toEqual([{ publicId: sent[0]?.public_id }]);
  });
});

describe('firebase files: photos shown and deleted', () => {
  const photo = {
    url: 'https://res.cloudinary.com/commission/image/upload/v1740823201/forum/uidAwaEleve/0123456789abcdef0123456789abcdef',
    publicId: 'forum/uidAwaEleve/0123456789abcdef0123456789abcdef',
    width: 1200,
    height: 1600,
    bytes: 245_000,
    thumbBytes: 24_000,
  };

  it('shows a photo resized by Cloudinary on delivery: a thumbnail, or full size', async () => {
    const service = files();
    await expect(service.photoSource(photo, 'thumb')).resolves.toBe(
      'https://res.cloudinary.com/commission/image/upload/w_320,c_limit,f_auto,q_auto/v1740823201/forum/uidAwaEleve/0123456789abcdef0123456789abcdef',
    );
    await expect(service.photoSource(photo, 'full')).resolves.toBe(
      'https://res.cloudinary.com/commission/image/upload/w_1600,h_1600,c_limit,f_auto,q_auto/v1740823201/forum/uidAwaEleve/0123456789abcdef0123456789abcdef',
    );
  });

  it('deletes a photo through /api/deleteFile by its public id, naming its question', async () => {
    expect(await files().remove(photo, 'q1')).toBe(true);
    expect(deleted).toEqual([{ publicId: photo.publicId, questionId: 'q1' }]);
  });
});
