import type { Photo } from '@/domain/photos';

/** The largest box a thumbnail takes in a list, in CSS pixels: THUMB_WIDTH images stay sharp at 2×. */
const BOX_WIDTH = 160;
const BOX_HEIGHT = 200;
/** The smallest side of the box: a finger's tap, and room for « Afficher la photo, 24 Ko ». */
const BOX_MIN = 96;

/**
 * The box of a photo's thumbnail, from its stored size: known before anything loads, so nothing
 * moves when the image arrives. A very long or very wide photo is cropped to the box (object-cover).
 */
export function thumbBox({ width, height }: Pick<Photo, 'width' | 'height'>): { width: number; height: number } {
  const scale = Math.min(1, BOX_WIDTH / width, BOX_HEIGHT / height);
  return {
    width: Math.max(BOX_MIN, Math.round(width * scale)),
    height: Math.max(BOX_MIN, Math.round(height * scale)),
  };
}
