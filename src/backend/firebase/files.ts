import type { WidgetFileService } from '@/backend/types';
import type { AppConfig } from '@/config';
import type { Attachment } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { UPLOAD_MAX_BYTES } from '@/domain/limits';
import { deliveredPhotoUrl, type Photo, type PreparedPhoto } from '@/domain/photos';
import { retryableImport } from '@/lib/retryable-import';
import { toBackendError } from './errors';
import { newPublicId, requestSignature } from './upload-signature';

export const WIDGET_SCRIPT_URL = 'https://upload-widget.cloudinary.com/latest/global/all.js';

// The little of Cloudinary's global `cloudinary` object used here (no types package exists).
interface WidgetResult {
  event?: string;
  info?: unknown;
}
interface UploadWidget {
  open(): void;
  close(options?: { quiet?: boolean }): void;
  destroy?(): unknown;
}
/** The widget asks for each upload's signature: it passes every parameter it will sign. */
export type UploadSignature = (callback: (signature: string) => void, paramsToSign: Record<string, unknown>) => void;
export interface CloudinaryGlobal {
  createUploadWidget(
    options: Record<string, unknown>,
    callback: (error: unknown, result: WidgetResult | undefined) => void,
  ): UploadWidget;
}

type FirebaseConfig = Extract<AppConfig, { backend: 'firebase' }>;

// The photos' uploader (issue 36), downloaded when a member first sends a photo: this chunk, which
// every signed-in screen loads, does not grow with it.
const photoUploader = retryableImport(() => import('./photo-upload'));

function widgetGlobal(): CloudinaryGlobal | undefined {
  return (globalThis as { cloudinary?: CloudinaryGlobal }).cloudinary;
}

/** A file the widget uploaded: the attachment, and the version Cloudinary gave it (its URL's `v…`). */
export interface Upload {
  attachment: Attachment;
  version: number;
}

/** Keeps each upload on record as its uploader's (file-records.ts). */
export interface UploadRecorder {
  /**
   * Before the widget opens: the uid the upload will be filed under. Refuses (signed out, rate
   * limit…) before any file is sent.
   */
  prepare(): Promise<string>;
  /** After the upload: records it as the member's (counted like a post). */
  record(upload: Upload): Promise<void>;
}

/** The uploaded file, from the widget's 'success' info. */
function toUpload(info: unknown): Upload | null {
  const {
    secure_url: url,
    public_id: publicId,
    original_filename: name,
    version,
  } = (info ?? {}) as Record<string, unknown>;
  if (typeof url !== 'string' || typeof publicId !== 'string') return null;
  const base = typeof name === 'string' && name.trim() !== '' ? name.trim() : 'document';
  const fromUrl = Number(/\/v(\d+)\//.exec(url)?.[1]);
  const uploadVersion = typeof version === 'number' ? version : fromUrl;
  if (!Number.isInteger(uploadVersion) || uploadVersion <= 0) return null;
  // Raw uploads report the name without its extension.
  return {
    attachment: { url, publicId, fileName: /\.pdf$/i.test(base) ? base : `${base}.pdf` },
    version: uploadVersion,
  };
}

/**
 * Uploads PDFs through the Cloudinary widget (its script is fetched on first use only) and photos
 * straight from the browser (photo-upload.ts, fetched on first use too), each upload signed by our
 * server function /api/signUpload into the member's own folder `forum/<uid>/`, and deletes both
 * through /api/deleteFile; both functions hold the Cloudinary secret and check the caller's right
 * (docs/decisions/0018). Each upload is recorded as its uploader's (file-records.ts) before it can
 * be attached.
 */
export function createCloudinaryFiles(
  config: Pick<FirebaseConfig, 'cloudinary' | 'deleteFileEndpoint' | 'signUploadEndpoint'>,
  getIdToken: () => Promise<string | null>,
  recorder: UploadRecorder,
): WidgetFileService {
  let loading: Promise<CloudinaryGlobal> | null = null;

  function loadWidget(): Promise<CloudinaryGlobal> {
    const ready = widgetGlobal();
    if (ready) return Promise.resolve(ready);
    loading ??= new Promise<CloudinaryGlobal>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = WIDGET_SCRIPT_URL;
      script.async = true;
      const fail = () => {
        script.remove();
        loading = null; // a later click may try again, e.g. once back online
        reject(new BackendError('unavailable', 'Le module d’envoi de fichiers n’a pas pu être chargé.'));
      };
      script.addEventListener('load', () => {
        const api = widgetGlobal();
        if (api) resolve(api);
        else fail();
      });
      script.addEventListener('error', fail);
      document.head.append(script);
    });
    return loading;
  }

  // A PDF or a photo: the function reads what it is, and whose, from the public id alone.
  async function remove(file: Pick<Attachment, 'publicId' | 'url'>, questionId: string): Promise<boolean> {
    try {
      const token = await getIdToken();
      if (!token) throw new BackendError('auth/requires-login');
      const response = await fetch(config.deleteFileEndpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        // A draft's file ('' for the question) is named alone: its uploader deletes it by its public id.
        body: JSON.stringify(questionId ? { publicId: file.publicId, questionId } : { publicId: file.publicId }),
      });
      if (!response.ok) console.error(`Suppression du fichier refusée (HTTP ${response.status}).`);
      return response.ok;
    } catch (error) {
      console.error('Suppression du fichier impossible :', error);
      return false;
    }
  }

  return {
    picker: 'widget',

    async pickAndUpload() {
      const settings = config.cloudinary;
      if (!settings) throw new BackendError('unavailable', 'Cloudinary n’est pas configuré.');
      // Signed in, allowed to post now: refused here, before a file is sent for nothing.
      const uid = await recorder.prepare();
      const api = await loadWidget();
      const upload = await new Promise<Upload | null>((resolve, reject) => {
        let settled = false;
        let widget: UploadWidget | undefined;
        const settle = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          outcome();
          widget?.close({ quiet: true });
          void Promise.resolve(widget?.destroy?.()).catch(() => undefined);
        };
        // Refused or unreachable: the widget would wait for a signature forever, so it is closed.
        const uploadSignature: UploadSignature = (callback, paramsToSign) => {
          void getIdToken()
            .then((token) => requestSignature(config.signUploadEndpoint, token, paramsToSign))
            .then(callback, (error: unknown) => settle(() => reject(toBackendError(error))));
        };
        try {
          widget = api.createUploadWidget(
            {
              cloudName: settings.cloudName,
              apiKey: settings.apiKey,
              uploadPreset: settings.uploadPreset,
              // One widget per upload: a fresh id in the member's folder, which /api/signUpload checks.
              publicId: newPublicId(uid),
              uploadSignature,
              sources: ['local'],
              resourceType: 'raw',
              clientAllowedFormats: ['pdf'],
              maxFileSize: UPLOAD_MAX_BYTES,
              multiple: false,
              maxFiles: 1,
              language: 'fr',
            },
            (error, result) => {
              // The widget shows its own errors and lets the user retry or close.
              if (error) console.error('Envoi du fichier impossible :', error);
              else if (result?.event === 'success') {
                const uploaded = toUpload(result.info);
                if (uploaded) settle(() => resolve(uploaded));
                else console.error('Réponse inattendue du module d’envoi :', result.info);
              } else if (result?.event === 'close') settle(() => resolve(null));
            },
          );
          widget.open();
        } catch (error) {
          settled = true;
          const failure = toBackendError(error);
          const code = failure.code === 'unknown' ? 'unavailable' : failure.code;
          reject(new BackendError(code, failure.message, { cause: error }));
        }
      });
      if (!upload) return null;
      try {
        await recorder.record(upload);
      } catch (error) {
        // Not on record, it could never be attached: its uploader deletes it rather than leave it behind.
        await remove(upload.attachment, '');
        throw error;
      }
      return upload.attachment;
    },

    async uploadPhoto(photo: PreparedPhoto, onProgress?: (fraction: number) => void): Promise<Photo> {
      let module: Awaited<ReturnType<typeof photoUploader>>;
      try {
        module = await photoUploader();
      } catch (error) {
        throw new BackendError('unavailable', 'Le module d’envoi de photos n’a pas pu être chargé : réessayez.', {
          cause: error,
        });
      }
      return module.uploadPhotoToCloudinary(photo, {
        settings: config.cloudinary,
        signUploadEndpoint: config.signUploadEndpoint,
        getIdToken,
        recorder,
        // An upload that could not be recorded is attached to nothing: its uploader deletes it.
        remove: (file) => remove(file, ''),
        ...(onProgress && { onProgress }),
      });
    },

    // Cloudinary resizes on delivery (f_auto, q_auto): nothing to ask anyone.
    photoSource: (photo: Photo, size: 'thumb' | 'full') => Promise.resolve(deliveredPhotoUrl(photo.url, size)),

    remove,
  };
}
