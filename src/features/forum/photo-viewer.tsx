import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Photo } from '@/domain/photos';
import { usePhotoSource } from './photo-source';
import {
  CLOSE,
  LOADING_PHOTO,
  NEW_TAB,
  NEXT,
  OPEN_FULL,
  PHOTO_MISSING,
  PREVIOUS,
  photoAlt,
  photoNumber,
} from './photo-texts';

interface PhotoViewerProps {
  photos: readonly Photo[];
  /** The photo shown first. */
  index: number;
  /** The words of the question or reply: the photos' alt text starts from them. */
  label: string;
  onClose: () => void;
}

/**
 * A post's photos full size, one at a time, in the site's dialog (focus kept inside, Escape
 * closes, focus back on the thumbnail that opened it). « Photo précédente » and « Photo suivante »
 * go round, so that neither is ever disabled under the finger or the focus. Downloaded on the
 * first tap on a thumbnail: the lists do not carry it.
 */
export function PhotoViewer({ photos, index, label, onClose }: PhotoViewerProps) {
  const [current, setCurrent] = useState(index);
  const count = photos.length;
  const shown = Math.min(current, count - 1);
  const photo = photos[shown];
  const step = (by: number) => setCurrent((shown + by + count) % count);
  const src = usePhotoSource(photo ?? EMPTY, 'full', !!photo);

  return (
    <Dialog open onClose={onClose} title={photoNumber(shown, count)}>
      {photo ? <FullPhoto photo={photo} src={src} alt={photoAlt(shown, count, label)} /> : null}
      {count > 1 ? (
        <>
          {/* The title changes with the photo; this says so to a screen reader. */}
          <p aria-live="polite" className="sr-only">
            {photoNumber(shown, count)}
          </p>
          <div className="mt-4 flex justify-between gap-2">
            <button type="button" onClick={() => step(-1)} className={buttonClasses('secondary')}>
              {PREVIOUS}
            </button>
            <button type="button" onClick={() => step(1)} className={buttonClasses('secondary')}>
              {NEXT}
            </button>
          </div>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {/* The photo alone, where a computer's reader can enlarge it beyond the dialog. */}
        {src && src !== 'missing' ? (
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="flex-1 text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {OPEN_FULL}
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        ) : null}
        <button type="button" onClick={onClose} className={buttonClasses('primary')}>
          {CLOSE}
        </button>
      </div>
    </Dialog>
  );
}

/** What the hooks are given once no photo is left (the post lost them while the dialog was open). */
const EMPTY: Photo = { url: '', publicId: '', width: 1, height: 1, bytes: 1, thumbBytes: 1 };

/**
 * One photo at most PHOTO_LONG_SIDE, in a box of its own proportions (its stored width and
 * height), as wide as the dialog allows and at most 65 % of the screen's height: nothing moves
 * when it arrives.
 */
function FullPhoto({ photo, src, alt }: { photo: Photo; src: string | null; alt: string }) {
  if (src === 'missing') {
    return <p className="rounded-lg bg-slate-100 p-6 text-center text-sm text-slate-700">{PHOTO_MISSING}</p>;
  }
  if (!src) {
    return (
      <div
        aria-busy="true"
        style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
        className="mx-auto max-h-[60vh] w-full animate-pulse rounded-lg bg-slate-100"
      >
        <span className="sr-only">{LOADING_PHOTO}</span>
      </div>
    );
  }
  return (
    <img
      key={src}
      src={src}
      alt={alt}
      width={photo.width}
      height={photo.height}
      decoding="async"
      className="mx-auto max-h-[60vh] w-auto rounded-lg bg-slate-100"
    />
  );
}
