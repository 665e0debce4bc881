// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { BackendError } from '@/domain/errors';
import { UPLOAD_MAX_BYTES } from '@/domain/limits';
import {
  createCloudinaryFiles,
  WIDGET_SCRIPT_URL,
  type CloudinaryGlobal,
  type Upload,
  type UploadRecorder,
  type UploadSignature,
} from './files';

const ENDPOINT = 'https://site.example/api/deleteFile';
const SIGN_ENDPOINT = 'https://site.example/api/signUpload';
const UID = 'uidAwaEleve';
const cloudinary = {
  cloudName: 'commission',
  uploadPreset: 'forum-pdf',
  apiKey: '874837483274837',
  imagePreset: null,
};
const attachment = {
  url: 'https://res.cloudinary.com/commission/raw/upload/v1/cours.pdf',
  publicId: 'cours',
  fileName: 'cours.pdf',
};
const endpoints = { deleteFileEndpoint: ENDPOINT, signUploadEndpoint: SIGN_ENDPOINT };
/** A recorder that records nothing: the delete tests do not upload. */
const idle: UploadRecorder = { prepare: async () => UID, record: async () => {} };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('firebase files: delete through our server function', () => {
  const files = (token: string | null) => createCloudinaryFiles({ cloudinary, ...endpoints }, async () => token, idle);

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
  /** What the widget does before sending the file: asks our uploadSignature for a signature. */
  function widgetAsksSignature(params: Record<string, unknown>): Promise<string> {
    const uploadSignature = widgetOptions?.uploadSignature as UploadSignature;
    return new Promise((resolve) => uploadSignature(resolve, params));
  }
  /** The parameters the widget hands to uploadSignature: its options' preset and public id, its source and clock. */
  const paramsToSign = () => ({
    public_id: widgetOptions?.publicId,
    source: 'uw',
    timestamp: 1740823200,
    upload_preset: 'forum-pdf',
  });

  let recorded: Upload[];
  let recorder: UploadRecorder;
  beforeEach(() => {
    widget = { open: vi.fn<() => void>(), close: vi.fn<() => void>(), destroy: vi.fn<() => void>() };
    widgetOptions = undefined;
    for (const script of scripts()) script.remove();
    recorded = [];
    recorder = {
      prepare: async () => UID,
      record: async (upload) => {
        recorded.push(upload);
      },
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  const files = (settings: typeof cloudinary | null = cloudinary, token: string | null = 'id-token-awa') =>
    createCloudinaryFiles({ cloudinary: settings, ...endpoints }, async () => token, recorder);

  it('loads the widget script only when first asked, then opens a one-PDF widget signed into the member’s folder', async () => {
    const service = files();
    expect(scripts()).toHaveLength(0);

    const picked = service.pickAndUpload();
    await scriptSettles('load');
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    expect(widgetOptions).toMatchObject({
      cloudName: 'commission',
      apiKey: '874837483274837',
      uploadPreset: 'forum-pdf',
      publicId: expect.stringMatching(new RegExp(`^forum/${UID}/[0-9a-f]{32}\\.pdf$`)),
      uploadSignature: expect.any(Function),
      sources: ['local'],
      resourceType: 'raw',
      clientAllowedFormats: ['pdf'],
      maxFileSize: UPLOAD_MAX_BYTES,
      multiple: false,
      maxFiles: 1,
      language: 'fr',
    });
    const publicId = String(widgetOptions?.publicId);
    const url = `https://res.cloudinary.com/commission/raw/upload/v1740823201/${publicId}`;
    widgetCallback(null, {
      event: 'success',
      info: { secure_url: url, public_id: publicId, original_filename: 'cours' },
    });
    await expect(picked).resolves.toEqual({ url, publicId, fileName: 'cours.pdf' });
    // Recorded as the uploader's before it can be attached, with the version its URL carries.
    expect(recorded).toEqual([{ attachment: { url, publicId, fileName: 'cours.pdf' }, version: 1740823201 }]);

    // A second upload reuses the loaded script, with a public id of its own.
    const again = service.pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledTimes(2));
    expect(widgetOptions?.publicId).not.toBe(publicId);
    widgetCallback(null, { event: 'close' });
    await expect(again).resolves.toBeNull();
    expect(scripts()).toHaveLength(1);
  });

  it('has each upload signed by /api/signUpload with the member’s ID token', async () => {
    vi.stubGlobal('cloudinary', fakeCloudinary);
    let received: { authorization: string | null; body: unknown } | undefined;
    server.use(
      http.post(SIGN_ENDPOINT, async ({ request }) => {
        received = { authorization: request.headers.get('Authorization'), body: await request.json() };
        return HttpResponse.json({ ok: true, signature: 'abc123', apiKey: '874837483274837' });
      }),
    );
    const picked = files().pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());

    await expect(widgetAsksSignature(paramsToSign())).resolves.toBe('abc123');
    expect(received).toEqual({ authorization: 'Bearer id-token-awa', body: { paramsToSign: paramsToSign() } });
    widgetCallback(null, { event: 'close' });
    await expect(picked).resolves.toBeNull();
  });

  it.each([
    [403, 'Votre compte est suspendu : vous ne pouvez plus envoyer de fichier.', 'permission-denied'],
    [
      400,
      'L’heure de votre appareil est trop décalée : corrigez sa date et son heure, puis réessayez.',
      'invalid-argument',
    ],
    [401, 'Jeton d’identité invalide ou expiré.', 'auth/requires-login'],
    [500, 'Configuration du serveur incomplète : CLOUDINARY_UPLOAD_PRESET.', 'unavailable'],
  ])('closes the widget and fails in French when signing is refused (HTTP %i)', async (status, error, code) => {
    vi.stubGlobal('cloudinary', fakeCloudinary);
    server.use(http.post(SIGN_ENDPOINT, () => HttpResponse.json({ ok: false, error }, { status })));
    const picked = files()
      .pickAndUpload()
      .catch((failure: unknown) => failure);
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());

    const signed = vi.fn();
    (widgetOptions?.uploadSignature as UploadSignature)(signed, paramsToSign());

    const failure = await picked;
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ code, message: error });
    expect(signed).not.toHaveBeenCalled();
    expect(widget.close).toHaveBeenCalled();
    expect(recorded).toEqual([]);
  });

  it('fails as unavailable when the signing function cannot be reached, and as signed out without a token', async () => {
    vi.stubGlobal('cloudinary', fakeCloudinary);
    server.use(http.post(SIGN_ENDPOINT, () => HttpResponse.error()));
    const unreachable = files()
      .pickAndUpload()
      .catch((failure: unknown) => failure);
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    (widgetOptions?.uploadSignature as UploadSignature)(() => {}, paramsToSign());
    expect(await unreachable).toMatchObject({ name: 'BackendError', code: 'unavailable' });

    const called = vi.fn();
    server.use(http.post(SIGN_ENDPOINT, () => (called(), HttpResponse.json({}))));
    const signedOut = files(cloudinary, null)
      .pickAndUpload()
      .catch((failure: unknown) => failure);
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalledTimes(2));
    (widgetOptions?.uploadSignature as UploadSignature)(() => {}, paramsToSign());
    expect(await signedOut).toMatchObject({ code: 'auth/requires-login' });
    expect(called).not.toHaveBeenCalled();
  });

  it('opens nothing when the recorder refuses first (signed out, or too many uploads)', async () => {
    recorder.prepare = () => Promise.reject(new BackendError('rate/too-fast', undefined, { retryAfterSeconds: 20 }));
    await expect(files().pickAndUpload()).rejects.toMatchObject({ code: 'rate/too-fast', retryAfterSeconds: 20 });
    expect(scripts()).toHaveLength(0);
    expect(widgetOptions).toBeUndefined();
  });

  it('deletes an upload it could not record (it could never be attached), then says why', async () => {
    vi.stubGlobal('cloudinary', fakeCloudinary);
    const deleted: unknown[] = [];
    server.use(
      http.post(ENDPOINT, async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    recorder.record = () =>
      Promise.reject(new BackendError('rate/daily-limit', undefined, { retryAfterSeconds: 3600 }));
    const picked = files().pickAndUpload();
    await vi.waitFor(() => expect(widget.open).toHaveBeenCalled());
    const publicId = String(widgetOptions?.publicId);
    const url = `https://res.cloudinary.com/commission/raw/upload/v17/${publicId}`;
    widgetCallback(null, {
      event: 'success',
      info: { secure_url: url, public_id: publicId, original_filename: 'cours' },
    });

    await expect(picked).rejects.toMatchObject({ code: 'rate/daily-limit' });
    expect(deleted).toEqual([{ publicId }]);
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
    const publicId = String(widgetOptions?.publicId);
    widgetCallback(null, {
      event: 'success',
      info: {
        secure_url: `https://res.cloudinary.com/commission/raw/upload/v17/${publicId}`,
        public_id: publicId,
        version: 17,
        original_filename: 'TD.PDF',
      },
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
