import { BackendError, type ErrorCode } from '@/domain/errors';
import { PHOTO_LONG_SIDE, PHOTO_MAX_BYTES, THUMB_WIDTH, type PreparedPhoto } from '@/domain/photos';

/*
 * A photo of an exercise made light in the browser, before it leaves the phone (issue 36): a
 * 4,000 × 3,000 JPEG of 4 MB becomes a 1,600-pixel WebP (or JPEG) of 200–350 KB where a page stays
 * legible, and a thumbnail THUMB_WIDTH wide. This module is downloaded only when a member starts
 * attaching (the pickers import() it): nothing of it before the forum's first paint.
 */

/** What one photo may weigh as it leaves the phone: over it, it is encoded again, lower. */
export const PHOTO_BUDGET_BYTES = 400_000;

/**
 * The qualities tried in turn until the photo fits PHOTO_BUDGET_BYTES. 0.8 keeps the strokes of a
 * handwritten page sharp; a page full of fine print or a grainy photo may need the lower rungs.
 */
export const QUALITY_LADDER: readonly number[] = [0.8, 0.7, 0.6, 0.5, 0.4];

/** A thumbnail is looked at, not read: lower quality, a few tens of kilobytes. */
export const THUMB_QUALITY = 0.6;

/** The formats asked of the browser, in order: WebP where it encodes it (not older Safari), else JPEG. */
const FORMATS = ['image/webp', 'image/jpeg'] as const;
type Format = (typeof FORMATS)[number];

/**
 * The code of a file that does not decode as an image (checkPhotoFile names it too, before
 * decoding); the picker words any failure of preparePhoto itself.
 */
export const NOT_DECODED: ErrorCode = 'file/not-image';

export interface Size {
  width: number;
  height: number;
}

/** The size of `width` × `height` with its long side at most `longSide`: never larger, ratio kept. */
export function fitWithin(width: number, height: number, longSide = PHOTO_LONG_SIDE): Size {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A thumbnail's size: THUMB_WIDTH wide (narrower photos stay as they are), ratio kept. */
export function thumbnailSize(width: number, height: number): Size {
  const scale = Math.min(1, THUMB_WIDTH / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The sizes to draw through from `from` down to `to`, the last being `to`: each step at most halves
 * the picture. A browser that scales in one step by 2.5 or 5 samples too few pixels (Safari
 * ignores imageSmoothingQuality), and thin pen strokes break up; halving keeps them whole.
 */
export function downscaleSteps(from: Size, to: Size): Size[] {
  const steps: Size[] = [];
  let { width, height } = from;
  while (width / 2 > to.width && height / 2 > to.height) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  steps.push(to);
  return steps;
}

/** Encodes the picture as `type` at `quality`; the Blob's type says what the browser really made. */
export type Encode = (type: Format, quality: number) => Promise<Blob>;

/**
 * The photo encoded down QUALITY_LADDER until it weighs at most `maxBytes`: WebP when the browser
 * makes it (one that cannot answers with a PNG), JPEG otherwise. When even the last rung is
 * heavier, the lightest made is kept (the caller decides whether it is too heavy).
 */
export async function encodeWithin(
  encode: Encode,
  maxBytes = PHOTO_BUDGET_BYTES,
  ladder: readonly number[] = QUALITY_LADDER,
): Promise<{ blob: Blob; type: Format }> {
  let type: Format = FORMATS[0];
  let lightest: Blob | null = null;
  for (const quality of ladder) {
    let blob = await encode(type, quality);
    if (blob.type !== type && type === 'image/webp') {
      type = 'image/jpeg';
      blob = await encode(type, quality);
    }
    if (blob.type !== type) throw new BackendError('unavailable', `Le navigateur n’encode pas ${type}.`);
    if (!lightest || blob.size < lightest.size) lightest = blob;
    if (blob.size <= maxBytes) return { blob, type };
  }
  if (!lightest) throw new BackendError('invalid-argument', 'Aucune qualité à essayer.');
  return { blob: lightest, type };
}

// ── The browser's part: decoding, drawing, encoding ──────────────────────────────────────────

type Surface = OffscreenCanvas | HTMLCanvasElement;

interface Decoded extends Size {
  source: CanvasImageSource;
  /** Frees the decoded pixels; called again, does nothing. */
  release: () => void;
}

const once = (task: () => void) => {
  let done = false;
  return () => {
    if (!done) task();
    done = true;
  };
};

const notDecoded = (cause?: unknown) =>
  new BackendError(NOT_DECODED, 'Cette image ne se décode pas.', cause === undefined ? undefined : { cause });

/**
 * The picture, turned as the camera held it (EXIF orientation). createImageBitmap first; a
 * browser that refuses its options (older Safari) or lacks it decodes through an <img>, which
 * applies the orientation by itself. A file neither decodes is not an image the site can show.
 */
async function decode(file: File): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: once(() => bitmap.close()) };
    } catch {
      // Either the option is unknown here or the bytes are not an image: the <img> tells which.
    }
  }
  if (typeof Image === 'undefined') throw notDecoded();
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch (cause) {
    URL.revokeObjectURL(url);
    throw notDecoded(cause);
  }
  return {
    source: image,
    width: image.naturalWidth,
    height: image.naturalHeight,
    release: once(() => {
      URL.revokeObjectURL(url);
      image.src = '';
    }),
  };
}

/** A canvas of this size: an OffscreenCanvas where there is one (no element made), else a <canvas>. */
function surface({ width, height }: Size): Surface {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** Draws `source` onto a new canvas of `size`, smoothed as well as the browser can. */
function drawn(source: CanvasImageSource, size: Size): Surface {
  const canvas = surface(size);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new BackendError('unavailable', 'Pas de dessin 2D dans ce navigateur.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  // A transparent PNG becomes white, not black, once it is a JPEG: a page stays a page.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

/** Frees a canvas's pixels at once (Safari keeps them until collected, and caps the total). */
function free(canvas: Surface) {
  canvas.width = 0;
  canvas.height = 0;
}

/** `source` scaled to `to` through downscaleSteps, each intermediate canvas freed once drawn from. */
function scaled(source: CanvasImageSource, from: Size, to: Size): Surface {
  let canvas: Surface | null = null;
  for (const step of downscaleSteps(from, to)) {
    const next = drawn(canvas ?? source, step);
    if (canvas) free(canvas);
    canvas = next;
  }
  // downscaleSteps ends with `to`: there was at least one step.
  return canvas!;
}

function encoder(canvas: Surface): Encode {
  return (type, quality) => {
    if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new BackendError('unavailable', 'Encodage impossible.'))),
        type,
        quality,
      ),
    );
  };
}

/**
 * A picked photo made ready to upload: turned upright, its long side at most PHOTO_LONG_SIDE (never
 * enlarged), WebP or JPEG within PHOTO_BUDGET_BYTES, with its thumbnail in the same format.
 * Throws BackendError NOT_DECODED for a file that is not an image, 'file/too-large' when even the
 * lowest quality weighs more than PHOTO_MAX_BYTES.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const decoded = await decode(file);
  let photo: Surface | null = null;
  let thumb: Surface | null = null;
  try {
    if (decoded.width === 0 || decoded.height === 0) throw notDecoded();
    const size = fitWithin(decoded.width, decoded.height);
    photo = scaled(decoded.source, decoded, size);
    decoded.release(); // the full-size pixels (48 MB for 12 megapixels) go before encoding
    const { blob, type } = await encodeWithin(encoder(photo));
    if (blob.size > PHOTO_MAX_BYTES) throw new BackendError('file/too-large', `Photo de ${blob.size} octets.`);
    thumb = scaled(photo, size, thumbnailSize(size.width, size.height));
    const thumbBlob = await encoder(thumb)(type, THUMB_QUALITY);
    return { blob, thumb: thumbBlob, width: size.width, height: size.height };
  } finally {
    decoded.release();
    if (photo) free(photo);
    if (thumb) free(thumb);
  }
}
