import type { AppConfig } from '@/config';
import { UPLOAD_MAX_BYTES } from '@/domain/limits';
import type { Attachment } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import type { WidgetFileService } from '@/backend/types';
import { toBackendError } from './errors';

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
export interface CloudinaryGlobal {
  createUploadWidget(
    options: Record<string, unknown>,
    callback: (error: unknown, result: WidgetResult | undefined) => void,
  ): UploadWidget;
}

type FirebaseConfig = Extract<AppConfig, { backend: 'firebase' }>;

function widgetGlobal(): CloudinaryGlobal | undefined {
  return (globalThis as { cloudinary?: CloudinaryGlobal }).cloudinary;
}

/** A file the widget uploaded: the attachment, and the version Cloudinary gave it (its URL's `v…`). */
export interface Upload {
  attachment: Attachment;
  version: number;
}

/** The uploaded file, from the widget's 'success' info. */
function toUpload(info: unknown): Upload | null {
  const { secure_url: url, public_id: publicId, original_filename: name, version } = (info ?? {}) as Record<string, unknown>;
  if (typeof url !== 'string' || typeof publicId !== 'string') return null;
  const base = typeof name === 'string' && name.trim() !== '' ? name.trim() : 'document';
  const fromUrl = Number(/\/v(\d+)\//.exec(url)?.[1]);
  const uploadVersion = typeof version === 'number' ? version : fromUrl;
  if (!Number.isInteger(uploadVersion) || uploadVersion <= 0) return null;
  // Raw uploads report the name without its extension.
  return { attachment: { url, publicId, fileName: /\.pdf$/i.test(base) ? base : `${base}.pdf` }, version: uploadVersion };
}

/**
 * Uploads through the Cloudinary widget (its script is fetched on first use only) and deletes
 * through our own server function, which holds the Cloudinary secret and checks the caller's right.
 * Each upload is recorded as its uploader's (`recordUpload`, file-records.ts) before it can be attached.
 */
export function createCloudinaryFiles(
  config: Pick<FirebaseConfig, 'cloudinary' | 'deleteFileEndpoint'>,
  getIdToken: () => Promise<string | null>,
  recordUpload: (upload: Upload) => Promise<void> = async () => {},
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

  return {
    picker: 'widget',

    async pickAndUpload() {
      const settings = config.cloudinary;
      if (!settings) throw new BackendError('unavailable', 'Cloudinary n’est pas configuré.');
      const api = await loadWidget();
      const upload = await new Promise<Upload | null>((resolve, reject) => {
        let settled = false;
        let widget: UploadWidget | undefined;
        const finish = (uploaded: Upload | null) => {
          if (settled) return;
          settled = true;
          resolve(uploaded);
          widget?.close({ quiet: true });
          void Promise.resolve(widget?.destroy?.()).catch(() => undefined);
        };
        try {
          widget = api.createUploadWidget(
            {
              cloudName: settings.cloudName,
              uploadPreset: settings.uploadPreset,
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
                if (uploaded) finish(uploaded);
                else console.error('Réponse inattendue du module d’envoi :', result.info);
              } else if (result?.event === 'close') finish(null);
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
      await recordUpload(upload);
      return upload.attachment;
    },

    async remove(attachment, questionId) {
      try {
        const token = await getIdToken();
        if (!token) throw new BackendError('auth/requires-login');
        const response = await fetch(config.deleteFileEndpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          // A draft's file ('' for the question) is named alone: the function checks it is attached nowhere.
          body: JSON.stringify(questionId ? { publicId: attachment.publicId, questionId } : { publicId: attachment.publicId }),
        });
        if (!response.ok) console.error(`Suppression du fichier refusée (HTTP ${response.status}).`);
        return response.ok;
      } catch (error) {
        console.error('Suppression du fichier impossible :', error);
        return false;
      }
    },
  };
}
