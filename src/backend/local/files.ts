import { canRemoveAttachment } from '@/domain/permissions';
import { checkPdfFile, hasPdfSignature } from '@/domain/pdf';
import { BackendError, type DeviceFileService } from '@/backend/types';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

const URL_PREFIX = 'local-file:';

/** Reads a file with progress events, as an upload would report them. */
function readWithProgress(file: File, onProgress?: (fraction: number) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Lecture du fichier impossible.'));
    reader.readAsArrayBuffer(file);
  });
}

/** PDF attachments kept as Blobs in IndexedDB; opened through object URLs. */
export function createLocalFiles(db: LocalDatabase, session: LocalSession): DeviceFileService {
  return {
    picker: 'device',

    async upload(file, onProgress) {
      const user = await session.requireUser();
      const problem = checkPdfFile(file);
      if (problem) throw new BackendError(problem === 'file/empty' ? 'file/not-pdf' : problem);
      const bytes = await readWithProgress(file, onProgress);
      if (!hasPdfSignature(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) {
        throw new BackendError('file/not-pdf');
      }
      const id = crypto.randomUUID();
      await db.files.add({
        id,
        fileName: file.name,
        ownerId: user.id,
        blob: new Blob([bytes], { type: 'application/pdf' }),
        createdAt: new Date(),
      });
      onProgress?.(1);
      return { url: `${URL_PREFIX}${id}`, publicId: id, fileName: file.name };
    },

    async resolveUrl(attachment) {
      if (!attachment.url.startsWith(URL_PREFIX)) return attachment.url;
      const record = await db.files.get(attachment.publicId);
      if (!record) throw new BackendError('not-found');
      return URL.createObjectURL(record.blob);
    },

    async remove(attachment, questionId) {
      try {
        const user = await session.requireUser();
        const question = await db.questions.get(questionId);
        if (question && !canRemoveAttachment(user, question)) throw new BackendError('permission-denied');
        await db.files.delete(attachment.publicId);
        return true;
      } catch (error) {
        console.error('Suppression du fichier impossible :', error);
        return false;
      }
    },
  };
}
