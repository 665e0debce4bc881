import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Photo } from '@/domain/photos';
import { useDataThrift } from '@/hooks/use-data-thrift';
import { retryableImport } from '@/lib/retryable-import';
import { smallButton } from './forum-styles';
import { PHOTOS, REMOVE, REMOVE_DESCRIPTION, REMOVING, removeLabel, removeTitle } from './photo-texts';
import { PhotoThumbnail } from './photo-thumbnail';

// The full-size dialog is downloaded on the first tap on a thumbnail: the lists do not carry it.
const loadViewer = retryableImport(() => import('./photo-viewer'));
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

interface PhotoGalleryProps {
  photos: readonly Photo[];
  /** The words of the question or reply: the alt text of its photos starts from them. */
  label: string;
  /** Takes one photo out of its post (and deletes its file): the caller's command, its errors its own. */
  onRemove?: (photo: Photo) => unknown;
  /** Whether the reader may take photos out (domain/permissions.ts decides, the caller asks). */
  canRemove?: boolean;
}

/**
 * The photos of a question or a reply, in lists and threads (issue 36): a thumbnail each, in a box
 * of fixed size, loaded once near the screen (or on a tap, when the phone spares data); a tap opens
 * it full size. « Retirer la photo 1 » for whoever may, after a confirmation.
 */
export function PhotoGallery({ photos, label, onRemove, canRemove = false }: PhotoGalleryProps) {
  const thrift = useDataThrift();
  const [open, setOpen] = useState<number | null>(null);
  // The photo asked about, by id: the live lists give new objects at each change.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const removed = useRef<string | null>(null);

  // Once a removed photo has left the post, the focus its « Retirer » had goes to the list.
  useEffect(() => {
    if (removed.current === null || photos.some((photo) => photo.publicId === removed.current)) return;
    removed.current = null;
    list.current?.focus();
  }, [photos]);

  if (photos.length === 0) return null;
  const mayRemove = canRemove && onRemove !== undefined;

  async function remove(photo: Photo) {
    setConfirming(null);
    if (!onRemove) return;
    setRemoving(photo.publicId);
    removed.current = photo.publicId;
    try {
      await onRemove(photo);
    } finally {
      setRemoving(null);
    }
  }

  const confirmingIndex = photos.findIndex((photo) => photo.publicId === confirming);
  const asked = photos[confirmingIndex];
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={PHOTOS}
        className="mt-3 flex flex-wrap items-start gap-3 focus:outline-none"
      >
        {photos.map((photo, index) => (
          <li key={photo.publicId || photo.url} className="flex flex-col items-start gap-1">
            <PhotoThumbnail
              photo={photo}
              index={index}
              count={photos.length}
              thrift={thrift}
              onOpen={() => setOpen(index)}
            />
            {mayRemove ? (
              <button
                type="button"
                disabled={removing !== null}
                onClick={() => setConfirming(photo.publicId)}
                aria-label={removeLabel(index)}
                className={`${smallButton} text-red-800 hover:bg-red-50`}
              >
                {removing === photo.publicId ? REMOVING : REMOVE}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={open} label={label} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={asked !== undefined}
        onClose={() => setConfirming(null)}
        title={removeTitle(Math.max(0, confirmingIndex))}
        description={REMOVE_DESCRIPTION}
        confirmLabel={REMOVE}
        onConfirm={() => asked && void remove(asked)}
      />
    </>
  );
}
