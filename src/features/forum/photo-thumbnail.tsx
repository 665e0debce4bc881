import { useRef, useState } from 'react';
import type { Photo } from '@/domain/photos';
import { thumbBox } from './photo-box';
import { useNearScreen, usePhotoSource } from './photo-source';
import { PHOTO_MISSING, enlargeLabel, showPhotoLabel } from './photo-texts';

interface PhotoThumbnailProps {
  photo: Photo;
  index: number;
  count: number;
  /** The phone spares data (useDataThrift): nothing loads before a tap. */
  thrift: boolean;
  onOpen: () => void;
}

/**
 * One thumbnail: a button in a box of fixed size that opens the photo full size. Its image loads
 * once the box comes near the screen; when the phone spares data, the button first says what the
 * image weighs (« Afficher la photo, 24 Ko ») and loads it on a tap, the same button then opening
 * the photo (the focus stays where it is).
 */
export function PhotoThumbnail({ photo, index, count, thrift, onOpen }: PhotoThumbnailProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [revealed, setRevealed] = useState(false);
  const waiting = thrift && !revealed;
  const near = useNearScreen(button, !thrift);
  const src = usePhotoSource(photo, 'thumb', revealed || (!thrift && near));
  const box = thumbBox(photo);

  if (src === 'missing') {
    return (
      <span
        style={box}
        className="flex items-center justify-center rounded-xl bg-slate-100 p-2 text-center text-xs text-slate-600"
      >
        {PHOTO_MISSING}
      </span>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      style={box}
      onClick={waiting ? () => setRevealed(true) : onOpen}
      aria-label={waiting ? undefined : enlargeLabel(index, count)}
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-slate-100 p-0 ring-1 ring-slate-200"
    >
      {waiting ? (
        <span className="px-2 text-center text-sm font-semibold text-brand-800">
          {showPhotoLabel(photo.thumbBytes)}
        </span>
      ) : src ? (
        <img
          src={src}
          alt=""
          width={box.width}
          height={box.height}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
    </button>
  );
}
