import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@/domain/limits';
import { BackendError } from '@/domain/errors';
import { createCloudinaryFiles, WIDGET_SCRIPT_URL, type CloudinaryGlobal, type Upload } from './files';

const ENDPOINT = 'https://site.example/api/deleteFile';
const cloudinary = { cloudName: 'commission', uploadPreset: 'forum-pdf' };
const attachment = {
  url: 'https://res.cloudinary.com/commission/raw/upload/v1/cours.pdf',
  publicId: 'cours',
  fileName: 'cours.pdf',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('firebase files: delete through our server function', () => {
  const files = (token: string | null) =>
    createCloudinaryFiles({ cloudinary, deleteFileEndpoint: ENDPOINT }, async () => token);

  it('posts the public id and question id with the user’s ID token, and reports success', async () => {
    let received: { authorization: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        received = {
          authorization: request.headers.get('Authorization'),
          type: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await files('id-token-123').remove(attachment, 'q1')).toBe(true);
    expect(received).toEqual({
      authorization: 'Bearer id-token-123',
      type: 'application/json',
      body: { publicId: 'cours', questionId: 'q1' },
    });
  });

  it('returns false and logs, without throwing, on a server error or a network failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(ENDPOINT, () => new HttpResponse(null, { status: 500 })));
    expect(await files('t').remove(attachment, 'q1')).toBe(false);
    server.use(http.post(ENDPOINT, () => HttpResponse.error()));
    expect(await files('t').remove(attachment, 'q1')).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('returns false without calling the server when nobody is signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const called = vi.fn();
    server.use(http.post(ENDPOINT, () => (called(), HttpResponse.json({}))));
    expect(await files(null).remove(attachment, 'q1')).toBe(false);
    expect(called).not.toHaveBeenCalled();
  });
});

describe('firebase files: upload through the Cloudinary widget', () => {
  type Callback = Parameters<CloudinaryGlobal['createUploadWidget']>[1];
  let widgetOptions: Record<string, unknown> | undefined;
  let widgetCallback: Callback;
  let widget: { open: Mock<() => void>; close: Mock<() => void>; destroy: Mock<() => void> };
  const fakeCloudinary: CloudinaryGlobal = {
    createUploadWidget(options, callback) {
      widgetOptions = options;
      widgetCallback = callback;
      return widget;
    },
  };

  const scripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === WIDGET_SCRIPT_URL);
  /** Plays the browser's part: the injected script loads (defining the global) or fails. */
  async function scriptSettles(outcome: 'load' | 'error') {
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    if (outcome === 'load') vi.stubGlobal('cloudinary', fakeCloudinary);
    scripts()[0]!.dispatchEvent(new Event(outcome));
  }

  beforeEach(() => {
    widget = { open: vi.fn<() => void>(), close: vi.fn<() => void>(), destroy: vi.fn<() => void>() };
    widgetOptions = undefined;
    for (const script of scripts()) script.remove();
  });
  afterEach(() => vi.unstubAllGlobals());

  let recorded: Upload[];
  beforeEach(() => (recorded = []));
  const files = (settings: typeof cloudinary | null = cloudinary) =>
    createCloudinaryFiles({ cloudinary: settings, deleteFileEndpoint: ENDPOINT }, async () => 't', async (upload) => {
      recorded.push(upload);
    });

  it('loads the widget script only when first asked, then opens a one-PDF widget and returns the upload', async () => {
    const service = files();
    expect(scripts()).toHaveLength(0);

    const picked = service.pickAndUpload();
    await scriptSettles('load');
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    expect(widgetOptions).toMatchObject({
      cloudName: 'commission',
      uploadPreset: 'forum-pdf',
      sources: ['local'],
      resourceType: 'raw',
      clientAllowedFormats: ['pdf'],
      maxFileSize: UPLOAD_MAX_BYTES,
      multiple: false,
      maxFiles: 1,
      language: 'fr',
    });
    widgetCallback(null, {
      event: 'success',
      info: { secure_url: attachment.url, public_id: 'forum/cours', original_filename: 'cours' },
    });
    await expect(picked).resolves.toEqual({ url: attachment.url, publicId: 'forum/cours', fileName: 'cours.pdf' });
    // Recorded as the uploader's before it can be attached, with the version its URL carries.
    expect(recorded).toEqual([{ attachment: { url: attachment.url, publicId: 'forum/cours', fileName: 'cours.pdf' }, version: 1 }]);

    // A second upload reuses the loaded script.
    const again = service.pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledTimes(2));
    widgetCallback(null, { event: 'close' });
    await expect(again).resolves.toBeNull();
    expect(scripts()).toHaveLength(1);
  });

  it('keeps a file name that already ends in .pdf, and ignores a failed attempt the user then closes', async () => {
    vi.stubGlobal('cloudinary', fakeCloudinary);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const picked = files().pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    widgetCallback('Fichier trop volumineux', undefined);
    widgetCallback(null, { event: 'close' });
    await expect(picked).resolves.toBeNull();

    const second = files().pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledTimes(2));
    widgetCallback(null, {
      event: 'success',
      info: { secure_url: 'https://res.cloudinary.com/commission/raw/upload/v17/p', public_id: 'p', version: 17, original_filename: 'TD.PDF' },
    });
    await expect(second).resolves.toMatchObject({ fileName: 'TD.PDF' });
    expect(recorded.map((upload) => upload.version)).toEqual([17]);
  });

  it('is unavailable when the script cannot load, and tries again on the next call', async () => {
    const service = files();
    const failed = service.pickAndUpload().catch((error: unknown) => error);
    await scriptSettles('error');
    const error = await failed;
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(scripts()).toHaveLength(0);

    const retried = service.pickAndUpload();
    await scriptSettles('load');
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    widgetCallback(null, { event: 'close' });
    await expect(retried).resolves.toBeNull();
  });

  it('is unavailable, without loading anything, when Cloudinary is not configured', async () => {
    await expect(files(null).pickAndUpload()).rejects.toMatchObject({ name: 'BackendError', code: 'unavailable' });
    expect(scripts()).toHaveLength(0);
  });
});
