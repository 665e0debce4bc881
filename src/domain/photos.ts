/*
 * Photos of exercises in the tutor–pupil forum (issue 36, docs/decisions/0033-photos.md): a
 * question or a reply carries up to PHOTOS_MAX photos besides a question's PDFs. The browser
 * compresses each one before it leaves the phone (lib/photo-compression.ts); Cloudinary delivers
 * them resized (thumbnails of THUMB_WIDTH, full size at most PHOTO_LONG_SIDE); in local mode they
 * are Blobs in IndexedDB. Kept in step, by value, with firestore.rules (ownPhoto) and
 * api/_lib/public-ids.ts (image public ids).
 */

/** Most photos one question, or one reply, may carry. */
export const PHOTOS_MAX = 4;

/** The long side of a photo as it leaves the phone, in pixels: a page stays legible. */
export const PHOTO_LONG_SIDE = 1_600;

/** The width of a thumbnail in lists and threads, in pixels (its box is fixed: no layout shift). */
export const THUMB_WIDTH = 320;

/**
 * The heaviest compressed photo accepted, in bytes: a 1,600-pixel page weighs 200–350 KB; more
 * means the compression failed. firestore.rules checks it on each stored photo.
 */
export const PHOTO_MAX_BYTES = 1_000_000;

/** The heaviest photo a member may pick on their phone (before compression), in bytes. */
export const PHOTO_SOURCE_MAX_BYTES = 40_000_000;

/** A photo as a question or a reply stores it (the same keys in both backends). */
export interface Photo {
  /**
   * Where it is delivered as uploaded: `https://res.cloudinary.com/<cloud>/image/upload/v<version>/<publicId>`
   * (Cloudinary), or `local-file:<id>` (local mode, a Blob in IndexedDB).
   */
  url: string;
  /** Cloudinary: `forum/<uploader's uid>/<random>` (no extension: an image); local: the record's id. */
  publicId: string;
  /** Its size in pixels once compressed (the long side at most PHOTO_LONG_SIDE). */
  width: number;
  height: number;
  /** What it weighs as sent, in bytes (at most PHOTO_MAX_BYTES). */
  bytes: number;
  /** What its thumbnail weighs, measured when it was compressed: « Afficher la photo, 24 Ko ». */
  thumbBytes: number;
}

/** A photo compressed in the browser, ready to upload (lib/photo-compression.ts makes it). */
export interface PreparedPhoto {
  /** The photo, long side at most PHOTO_LONG_SIDE, WebP or JPEG. */
  blob: Blob;
  /** Its thumbnail, THUMB_WIDTH wide, same format (kept in local mode; its size shown everywhere). */
  thumb: Blob;
  width: number;
  height: number;
}

export type PhotoProblem = 'file/not-image' | 'file/too-large' | 'file/empty';

/** Checks what can be known of a picked file before decoding it: its type and size. */
export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'file/not-image';
  if (file.size === 0) return 'file/empty';
  if (file.size > PHOTO_SOURCE_MAX_BYTES) return 'file/too-large';
  return null;
}

/** Whether a stored value has the shape of a Photo (what a reader keeps; anything else is dropped). */
export function isPhoto(value: unknown): value is Photo {
  if (!value || typeof value !== 'object') return false;
  const { url, publicId, width, height, bytes, thumbBytes } = value as Record<string, unknown>;
  const size = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n > 0;
  return (
    typeof url === 'string' &&
    typeof publicId === 'string' &&
    size(width) &&
    size(height) &&
    size(bytes) &&
    size(thumbBytes)
  );
}

/** The photos of a stored question or reply: the well-formed ones, PHOTOS_MAX at most. */
export function readPhotos(value: unknown): Photo[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isPhoto)
    .slice(0, PHOTOS_MAX)
    .map(({ url, publicId, width, height, bytes, thumbBytes }) => ({
      url,
      publicId,
      width,
      height,
      bytes,
      thumbBytes,
    }));
}

const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(v\d+\/.+)$/;

/**
 * The address of a Cloudinary photo resized on delivery: 'thumb' THUMB_WIDTH wide, 'full' at most
 * PHOTO_LONG_SIDE; `f_auto,q_auto` lets Cloudinary choose the lightest format and quality the phone
 * reads. Any other address (local mode) is returned as it is.
 */
export function deliveredPhotoUrl(url: string, size: 'thumb' | 'full'): string {
  const match = CLOUDINARY_UPLOAD.exec(url);
  if (!match) return url;
  const resize = size === 'thumb' ? `w_${THUMB_WIDTH},c_limit` : `w_${PHOTO_LONG_SIDE},h_${PHOTO_LONG_SIDE},c_limit`;
  return `${match[1]}${resize},f_auto,q_auto/${match[2]}`;
}

/** « 245 Ko », « 1,2 Mo »: a size as the member reads it (1 Ko = 1,000 bytes, as phones count data). */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${bytes}\u00a0o`;
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1_000))}\u00a0Ko`;
  return `${(Math.round(bytes / 100_000) / 10).toLocaleString('fr-FR')}\u00a0Mo`;
}

/**
 * Whether taking one photo out would leave its post showing nothing: a question with no text, no
 * PDF and no other photo, or a reply with no text and no other photo (firestore.rules refuse it too).
 */
export function photoRemovalLeavesEmpty(post: {
  text: string;
  attachments?: readonly unknown[];
  photos: readonly Photo[];
}): boolean {
  return post.text.trim() === '' && (post.attachments?.length ?? 0) === 0 && post.photos.length <= 1;
}

/**
 * The stored files a question shows, or one of its replies (replyId): what deleting it must delete
 * first, while the post still proves who may delete them (api/deleteFile.ts): a question's PDFs and
 * photos and its replies' photos; a reply's photos.
 */
export function postedFiles(
  question: {
    attachments: readonly { publicId: string; url: string }[];
    photos: readonly Photo[];
    replies: readonly { id: string; photos: readonly Photo[] }[];
  },
  replyId: string | null = null,
): { publicId: string; url: string }[] {
  if (replyId !== null) return [...(question.replies.find((reply) => reply.id === replyId)?.photos ?? [])];
  return [...question.attachments, ...question.photos, ...question.replies.flatMap((reply) => reply.photos)];
}
