import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PreparedPhoto } from '@/domain/photos';
import type { Upload } from './files';
import { uploadPhotoToCloudinary } from './photo-upload';

/*
 * Where there is no XMLHttpRequest (Node: the backend contract; a worker), the photo goes with
 * fetch, the same form: the file itself, named by its type, is checked here (jsdom's Blob does not
 * reach msw's XMLHttpRequest stand-in whole: photo-upload.test.ts checks the rest there).
 */

const SIGN_ENDPOINT = 'https://site.example/api/signUpload';
const UPLOAD_URL = 'https://api.cloudinary.com/v1_1/commission/image/upload';
const settings = {
  cloudName: 'commission',
  uploadPreset: 'forum-pdf',
  apiKey: '874837483274837',
  imagePreset: 'photos',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('uploadPhotoToCloudinary without XMLHttpRequest', () => {
  it('posts the photo’s bytes with fetch, named photo.webp or photo.jpg by its type', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
    const files: { name: string; type: string; bytes: number[] }[] = [];
    server.use(
      http.post(SIGN_ENDPOINT, () => HttpResponse.json({ ok: true, signature: 's', apiKey: settings.apiKey })),
      http.post(UPLOAD_URL, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        files.push({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] });
        return HttpResponse.json({ public_id: form.get('public_id'), version: 3, width: 800, height: 600, bytes: 3 });
      }),
    );
    const recorded: Upload[] = [];
    const deps = {
      settings,
      signUploadEndpoint: SIGN_ENDPOINT,
      getIdToken: async () => 'jeton',
      recorder: { prepare: async () => 'uidAwa', record: async (upload: Upload) => void recorded.push(upload) },
      remove: vi.fn(async () => true),
    };
    const photo = (type: string): PreparedPhoto => ({
      blob: new Blob([new Uint8Array([1, 2, 3])], { type }),
      thumb: new Blob([new Uint8Array([4])], { type }),
      width: 800,
      height: 600,
    });

    const sent = await uploadPhotoToCloudinary(photo('image/webp'), deps);
    await uploadPhotoToCloudinary(photo('image/jpeg'), deps);
    expect(files).toEqual([
      { name: 'photo.webp', type: 'image/webp', bytes: [1, 2, 3] },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: [1, 2, 3] },
    ]);
    expect(sent).toMatchObject({ width: 800, height: 600, bytes: 3, thumbBytes: 1 });
    expect(recorded.map((upload) => upload.attachment.fileName)).toEqual(['photo.webp', 'photo.jpg']);
    expect(deps.remove).not.toHaveBeenCalled();
  });
});
