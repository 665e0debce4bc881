import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The raster images that scripts/images.mjs draws (node scripts/images.mjs): link previews at the
 * 1200×630 size Open Graph and WhatsApp expect, and the web app manifest's icons. Read from their
 * PNG header: the signature, then the IHDR chunk whose data (bytes 16–23) holds width and height.
 * Node environment, as the other tests/config files: jsdom's URL is not one node:fs accepts.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// WhatsApp drops a preview image much above 300 KB.
const PREVIEW_LIMIT = 300 * 1024;

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url));

function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const previews = [
  'public/og/accueil.png',
  'public/og/blog.png',
  'public/og/commissions.png',
  'public/og/encadreurs.png',
  'public/og/compte.png',
  'public/og-image.png',
];

const images: [string, number, number][] = [
  ...previews.map((path): [string, number, number] => [path, 1200, 630]),
  ['public/icons/icon-192.png', 192, 192],
  ['public/icons/icon-512.png', 512, 512],
  ['public/icons/maskable-512.png', 512, 512],
];

describe('generated images', () => {
  it.each(images)('%s is a PNG of %i×%i px', (path, width, height) => {
    const bytes = read(path);
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect(pngSize(bytes)).toEqual({ width, height });
  });

  it.each(previews)('%s stays under 300 KB', (path) => {
    expect(read(path).length).toBeLessThan(PREVIEW_LIMIT);
  });

  it('the default preview is the home page one', () => {
    expect(read('public/og-image.png').equals(read('public/og/accueil.png'))).toBe(true);
  });
});
