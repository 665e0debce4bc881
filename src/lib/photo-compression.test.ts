import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import {
  NOT_DECODED,
  PHOTO_BUDGET_BYTES,
  QUALITY_LADDER,
  downscaleSteps,
  encodeWithin,
  fitWithin,
  preparePhoto,
  thumbnailSize,
  type Encode,
} from './photo-compression';

/** A Blob of `size` bytes, of `type`. */
const bytes = (size: number, type: string) => new Blob([new Uint8Array(size)], { type });

describe('fitWithin', () => {
  it('brings the long side down to 1,600 pixels, keeping the ratio, landscape or portrait', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1816)).toEqual({ width: 1600, height: 721 });
  });

  it('never enlarges a smaller photo, and never goes under one pixel', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 1600)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(20_000, 4)).toEqual({ width: 1600, height: 1 });
  });
});

describe('thumbnailSize', () => {
  it('is 320 pixels wide, narrower photos kept as they are', () => {
    expect(thumbnailSize(1600, 1200)).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize(1200, 1600)).toEqual({ width: 320, height: 427 });
    expect(thumbnailSize(200, 100)).toEqual({ width: 200, height: 100 });
  });
});

describe('downscaleSteps', () => {
  it('halves at most at each step and ends on the size asked', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1600, height: 1200 })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1600, height: 1200 },
    ]);
    expect(downscaleSteps({ width: 1600, height: 1200 }, { width: 320, height: 240 })).toEqual([
      { width: 800, height: 600 },
      { width: 400, height: 300 },
      { width: 320, height: 240 },
    ]);
  });

  it('draws once when the size does not change, or shrinks by less than half', () => {
    expect(downscaleSteps({ width: 800, height: 600 }, { width: 800, height: 600 })).toEqual([
      { width: 800, height: 600 },
    ]);
    expect(downscaleSteps({ width: 3000, height: 2000 }, { width: 1600, height: 1067 })).toEqual([
      { width: 1600, height: 1067 },
    ]);
  });
});

describe('encodeWithin', () => {
  /** A browser whose encoder weighs `weights[quality]`, and makes WebP unless told not to. */
  function browser(weights: Record<number, number>, { webp = true } = {}) {
    return vi.fn<Encode>(async (type, quality) => {
      const made = type === 'image/webp' && !webp ? 'image/png' : type;
      return bytes(weights[quality] ?? 1, made);
    });
  }

  it('keeps the first WebP within 400,000 bytes, at quality 0.8 when it fits', async () => {
    const encode = browser({ 0.8: 250_000 });
    const { blob, type } = await encodeWithin(encode);
    expect(type).toBe('image/webp');
    expect(blob.size).toBe(250_000);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith('image/webp', 0.8);
  });

  it('goes down the ladder until the photo fits the budget', async () => {
    const encode = browser({ 0.8: 700_000, 0.7: 520_000, 0.6: PHOTO_BUDGET_BYTES, 0.5: 300_000 });
    const { blob } = await encodeWithin(encode);
    expect(blob.size).toBe(PHOTO_BUDGET_BYTES);
    expect(encode.mock.calls.map(([, quality]) => quality)).toEqual([0.8, 0.7, 0.6]);
  });

  it('falls back to JPEG when the browser answers WebP with another type, and stays with it', async () => {
    const encode = browser({ 0.8: 450_000, 0.7: 350_000 }, { webp: false });
    const { blob, type } = await encodeWithin(encode);
    expect(type).toBe('image/jpeg');
    expect(blob.type).toBe('image/jpeg');
    expect(encode.mock.calls).toEqual([
      ['image/webp', 0.8],
      ['image/jpeg', 0.8],
      ['image/jpeg', 0.7],
    ]);
  });

  it('keeps the lightest when even the last rung is too heavy', async () => {
    const heavy = Object.fromEntries(QUALITY_LADDER.map((quality) => [quality, 2_000_000 * quality]));
    const { blob } = await encodeWithin(browser(heavy));
    expect(blob.size).toBe(2_000_000 * QUALITY_LADDER.at(-1)!);
  });

  it('refuses when the browser encodes neither WebP nor JPEG', async () => {
    const encode = vi.fn<Encode>(async () => bytes(10, 'image/png'));
    await expect(encodeWithin(encode)).rejects.toBeInstanceOf(BackendError);
  });
});

/*
 * preparePhoto in a stand-in browser: createImageBitmap and OffscreenCanvas as the page would
 * find them, recording what is drawn, encoded and freed. Whether real bytes come out light
 * enough is checked in a real browser (the photos' journey: 4,000 × 3,000, 4 MB, ≤ 400 KB).
 */
describe('preparePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  function standInBrowser({ decodes = true } = {}) {
    const canvases: FakeCanvas[] = [];
    const bitmap = { width: 4000, height: 3000, close: vi.fn() };
    class FakeCanvas {
      drawn: { width: number; height: number }[] = [];
      constructor(
        public width: number,
        public height: number,
      ) {
        canvases.push(this);
      }
      getContext() {
        return {
          fillRect: () => undefined,
          drawImage: (_source: unknown, _x: number, _y: number, width: number, height: number) =>
            this.drawn.push({ width, height }),
        };
      }
      // Heavier for more pixels and a higher quality, as an encoder is.
      async convertToBlob({ type, quality }: { type: string; quality: number }) {
        return bytes(Math.round(this.width * this.height * quality * 0.3), type);
      }
    }
    const createImageBitmap = vi.fn(async () => {
      if (!decodes) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return bitmap;
    });
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    return { canvases, bitmap, createImageBitmap };
  }

  const jpeg = () => new File([new Uint8Array(4_000_000)], 'page.jpg', { type: 'image/jpeg' });

  it('turns the photo upright, scales it to 1,600 pixels in halving steps, fits the budget and makes a thumbnail', async () => {
    const { canvases, bitmap, createImageBitmap } = standInBrowser();
    const prepared = await preparePhoto(jpeg());
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(prepared).toMatchObject({ width: 1600, height: 1200 });
    expect(prepared.blob.type).toBe('image/webp');
    expect(prepared.blob.size).toBeLessThanOrEqual(PHOTO_BUDGET_BYTES);
    expect(prepared.thumb.type).toBe('image/webp');
    expect(prepared.thumb.size).toBeLessThan(prepared.blob.size);
    expect(canvases.map(({ drawn }) => drawn[0])).toEqual([
      { width: 2000, height: 1500 },
      { width: 1600, height: 1200 },
      { width: 800, height: 600 },
      { width: 400, height: 300 },
      { width: 320, height: 240 },
    ]);
    // The decoded picture is closed and every canvas emptied: a phone's memory is small.
    expect(bitmap.close).toHaveBeenCalled();
    expect(canvases.every((canvas) => canvas.width === 0 && canvas.height === 0)).toBe(true);
  });

  it('refuses a file that does not decode as an image', async () => {
    standInBrowser({ decodes: false });
    const error = await preparePhoto(jpeg()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe(NOT_DECODED);
  });
});
