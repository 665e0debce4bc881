import type { DeviceFileService } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { checkPdfFile, hasPdfSignature } from '@/domain/pdf';
import { managesAttachments } from '@/domain/permissions';
import { deliveredPhotoUrl, PHOTO_LONG_SIDE, PHOTO_MAX_BYTES } from '@/domain/photos';
import { readQuestion } from '@/domain/question-records';
import type { LocalDatabase } from './db';
import { countPost } from './rate';
import type { LocalSession } from './session';

const URL_PREFIX = 'local-file:';

/** The link of a stored file, as its attachment carries it (resolveUrl opens it). */
export function fileUrl(id: string): string {
  return `${URL_PREFIX}${id}`;
}

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

/**
 * PDF attachments kept as Blobs in IndexedDB; opened through object URLs. Each belongs to whoever
 * uploaded it (a stored owner, as a public id `forum/<uid>/…` says on Cloudinary), and is attached
 * to at most one question.
 */
export function createLocalFiles(db: LocalDatabase, session: LocalSession): DeviceFileService {
  /**
   * Whether `user` may delete this file now (the rule of api/deleteFile.ts, docs/decisions/0018):
   * its uploader, wherever it is attached; or, when it is attached to the question named (or to one
   * of its replies, issue 36) and the author of that question (or reply) uploaded it, whoever
   * manages that question's attachments.
   */
  async function mayDelete(user: UserProfile, publicId: string, questionId: string): Promise<boolean> {
    const file = await db.files.get(publicId);
    if (!file) return false;
    if (file.ownerId === user.id) return true;
    const named = questionId ? await db.questions.get(questionId) : undefined;
    if (!named) return false;
    const question = readQuestion(named.id, { ...named });
    const holds = (post: { attachments?: readonly { publicId: string }[]; photos: readonly { publicId: string }[] }) =>
      [...(post.attachments ?? []), ...post.photos].some((item) => item.publicId === publicId);
    // Its poster's file: the question's author's in the question, a reply's author's in that reply.
    const poster = holds(question) ? question.userId : question.replies.find(holds)?.userId;
    return poster !== undefined && file.ownerId === poster && managesAttachments(user, question);
  }

  const photoUrls = new Map<string, string>();

  return {
    picker: 'device',

    async upload(file, onProgress) {
      const user = await session.requirePoster();
      const problem = checkPdfFile(file);
      if (problem) throw new BackendError(problem === 'file/empty' ? 'file/not-pdf' : problem);
      const bytes = await readWithProgress(file, onProgress);
      if (!hasPdfSignature(new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength)))) {
        throw new BackendError('file/not-pdf');
      }
      const id = crypto.randomUUID();
      const createdAt = new Date();
      // Counted like a post, as on Firebase (firestore.rules, fichiers): refused, it stores nothing.
      await db.transaction('rw', db.limits, db.files, async () => {
        await countPost(db, user.id, 'membre', createdAt);
        await db.files.add({
          id,
          fileName: file.name,
          ownerId: user.id,
          questionId: null,
          blob: new Blob([bytes], { type: 'application/pdf' }),
          createdAt,
        });
      });
      onProgress?.(1);
      return { url: fileUrl(id), publicId: id, fileName: file.name };
    },

    async uploadPhoto(photo, onProgress) {
      const user = await session.requirePoster();
      const { blob, thumb, width, height } = photo;
      // What the browser's compression makes (lib/photo-compression.ts), as firestore.rules bound it.
      const fits = (side: number, max: number) => Number.isInteger(side) && side > 0 && side <= max;
      if (
        !/^image\/(webp|jpeg)$/.test(blob.type) ||
        blob.size === 0 ||
        blob.size > PHOTO_MAX_BYTES ||
        thumb.size === 0 ||
        !fits(width, PHOTO_LONG_SIDE) ||
        !fits(height, PHOTO_LONG_SIDE)
      ) {
        throw new BackendError('invalid-argument');
      }
      const id = crypto.randomUUID();
      const createdAt = new Date();
      await db.transaction('rw', db.limits, db.files, async () => {
        await countPost(db, user.id, 'membre', createdAt);
        const fileName = blob.type === 'image/webp' ? 'photo.webp' : 'photo.jpg';
        await db.files.add({ id, fileName, ownerId: user.id, questionId: null, blob, thumb, createdAt });
      });
      onProgress?.(1);
      return { url: fileUrl(id), publicId: id, width, height, bytes: blob.size, thumbBytes: thumb.size };
    },

    async photoSource(photo, size) {
      if (!photo.url.startsWith(URL_PREFIX)) return deliveredPhotoUrl(photo.url, size);
      const key = `${photo.publicId}:${size}`;
      const known = photoUrls.get(key);
      if (known) return known;
      const stored = await db.files.get(photo.publicId);
      if (!stored) throw new BackendError('not-found');
      // One object URL per photo and size for the page's life: the lists show the same photo often.
      const url = URL.createObjectURL(size === 'thumb' ? (stored.thumb ?? stored.blob) : stored.blob);
      photoUrls.set(key, url);
      return url;
    },

    async resolveUrl(attachment) {
      if (!attachment.url.startsWith(URL_PREFIX)) return attachment.url;
      const stored = await db.files.get(attachment.publicId);
      if (!stored) throw new BackendError('not-found');
      return URL.createObjectURL(stored.blob);
    },

    async remove(attachment, questionId) {
      try {
        const user = await session.requireUser();
        if (!(await mayDelete(user, attachment.publicId, questionId))) throw new BackendError('permission-denied');
        await db.files.delete(attachment.publicId);
        for (const size of ['thumb', 'full']) {
          const url = photoUrls.get(`${attachment.publicId}:${size}`);
          if (url) URL.revokeObjectURL(url);
          photoUrls.delete(`${attachment.publicId}:${size}`);
        }
        return true;
      } catch (error) {
        console.error('Suppression du fichier impossible :', error);
        return false;
      }
    },
  };
}
