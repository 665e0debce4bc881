import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { BackendError, errorCode } from '@/domain/errors';
import { checkPhotoFile, PHOTOS_MAX, type Photo, type PreparedPhoto } from '@/domain/photos';
import { useBackend } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { retryableImport } from '@/lib/retryable-import';
import { useForum } from './forum-context';
import { forumErrorText } from './forum-messages';
import { smallButton } from './forum-styles';
import { PhotoButtons, takeFiles } from './photo-placeholder';
import {
  PENDING_PHOTOS,
  PHOTO_TOO_DETAILED,
  PHOTO_UNREADABLE,
  PHOTOS_LEFT_OUT,
  PREPARING,
  REMOVE,
  pendingPhotoNumber,
  UPLOADING,
  photoProblemText,
  photoSize,
  photoUploadErrorText,
  removeLabel,
} from './photo-texts';
import { PickerError, UploadProgress } from './upload-progress';

// The compression (canvas, encoders) is downloaded when the member first picks a photo.
const loadCompression = retryableImport(() => import('@/lib/photo-compression'));

interface PhotoPickerProps {
  photos: readonly Photo[];
  onChange: (photos: Photo[]) => void;
  /** Told when a photo is being prepared or sent, so the post is not sent half-way. */
  onBusyChange: (busy: boolean) => void;
  /** Photos already picked (before this code downloaded): prepared and sent at once. */
  initialFiles?: readonly File[];
}

/** A photo on its way: being made light, then sent (its preview and weight shown). */
type Stage = { step: 'preparing' } | { step: 'uploading'; preview: string; bytes: number; progress: number };

/** What went wrong while preparing, in the member's words: not a picture, too heavy still, or the download. */
function preparationText(error: unknown): string {
  if (errorCode(error) === 'file/too-large') return PHOTO_TOO_DETAILED;
  if (error instanceof BackendError) return PHOTO_UNREADABLE;
  // The compression's code did not download (a dropped connection).
  return photoUploadErrorText('unavailable');
}

/**
 * Photos for a question or a reply of the tutor–pupil forum (issue 36), beside the PDFs:
 * « Prendre une photo » (the camera) or « Choisir une photo » (the gallery, several at once). Each
 * is checked, made light on the phone (lib/photo-compression.ts), shown with its weight, then
 * sent into the member's own folder; « Retirer » takes it out and deletes its file. A failure says
 * so and touches nothing else: the text typed is the form's, the photos sent stay.
 */
export function PhotoPicker({ photos, onChange, onBusyChange, initialFiles = [] }: PhotoPickerProps) {
  const { files } = useBackend();
  const { viewer } = useForum();
  const [stage, setStage] = useState<Stage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useCommand(async (prepared: PreparedPhoto, keep: (photo: Photo) => void) => {
    const progress = (fraction: number) =>
      setStage((now) => (now?.step === 'uploading' ? { ...now, progress: fraction } : now));
    keep(await files.uploadPhoto(prepared, progress));
  }, 'Envoi de la photo impossible :');
  // The photos as they are now, for a pick of several files and a removal during an upload.
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  // publicId → object URL of the thumbnail this picker made: the preview, freed once it is gone.
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    const kept = new Set(photos.map((photo) => photo.publicId));
    // Revoking twice does nothing: the map keeps the few it had, the list never shows them again.
    for (const [publicId, url] of previews) if (!kept.has(publicId)) URL.revokeObjectURL(url);
  }, [photos, previews]);
  const made = useRef(previews);
  useEffect(() => {
    made.current = previews;
  }, [previews]);
  useEffect(() => () => made.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const id = useId();
  const chooser = useRef<HTMLInputElement>(null);

  const busy = stage !== null;
  const full = photos.length >= PHOTOS_MAX;
  const error = problem ?? (send.error ? photoUploadErrorText(send.error.code, send.error) : null);

  /** One photo checked, prepared and sent; false when it failed (the reason is shown). */
  async function addOne(file: File): Promise<boolean> {
    const refused = checkPhotoFile(file);
    if (refused) {
      setProblem(photoProblemText(refused));
      return false;
    }
    onBusyChange(true);
    setStage({ step: 'preparing' });
    try {
      let prepared: PreparedPhoto;
      try {
        prepared = await (await loadCompression()).preparePhoto(file);
      } catch (caught) {
        console.error('Préparation de la photo impossible :', caught);
        setProblem(preparationText(caught));
        return false;
      }
      const preview = URL.createObjectURL(prepared.thumb);
      setStage({ step: 'uploading', preview, bytes: prepared.blob.size, progress: 0 });
      const sent: { photo: Photo | null } = { photo: null };
      await send.run(prepared, (photo) => (sent.photo = photo));
      if (!sent.photo) {
        URL.revokeObjectURL(preview);
        return false;
      }
      const { publicId } = sent.photo;
      setPreviews((known) => new Map(known).set(publicId, preview));
      const next = [...latest.current, sent.photo];
      latest.current = next;
      onChange(next);
      return true;
    } finally {
      setStage(null);
      onBusyChange(false);
    }
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    await add(takeFiles(event));
  }

  async function add(picked: readonly File[]) {
    if (picked.length === 0) return;
    send.reset();
    setProblem(null);
    if (!viewer) {
      setProblem(forumErrorText('attach', 'auth/requires-login'));
      return;
    }
    const room = Math.max(0, PHOTOS_MAX - latest.current.length);
    for (const file of picked.slice(0, room)) {
      if (!(await addOne(file))) return;
    }
    if (picked.length > room) setProblem(PHOTOS_LEFT_OUT);
  }

  // The photos picked before this picker's code arrived (PhotoButtons in a reply form), once.
  const handed = useRef(initialFiles);
  useEffect(() => {
    const picked = handed.current;
    handed.current = [];
    if (picked.length > 0) void add(picked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: `add` reads refs.
  }, []);

  function remove(photo: Photo) {
    const next = latest.current.filter((kept) => kept.publicId !== photo.publicId);
    latest.current = next;
    onChange(next);
    // Not in any post yet: its uploader may delete the stored file (a failure is only logged).
    void files.remove(photo, '');
    // Its « Retirer » is gone: the focus goes back to the gallery's button.
    chooser.current?.focus();
  }

  const uploading = stage?.step === 'uploading' ? stage : null;
  return (
    <div>
      <PhotoButtons
        id={id}
        disabled={busy || full}
        full={full}
        onPick={(event) => void pick(event)}
        chooser={chooser}
      />
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p role="status" className={stage?.step === 'preparing' ? 'mt-2 text-sm text-slate-700' : 'sr-only'}>
        {stage?.step === 'preparing' ? PREPARING : uploading ? UPLOADING : ''}
      </p>
      {uploading ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <Preview url={uploading.preview} />
          <span>{photoSize(uploading.bytes)}</span>
          <UploadProgress fraction={uploading.progress} label={UPLOADING} />
        </div>
      ) : null}
      <PickerError text={error} />
      {photos.length > 0 ? (
        <ul aria-label={PENDING_PHOTOS} className="mt-3 space-y-2">
          {photos.map((photo, index) => (
            <li key={photo.publicId} className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
              <Preview url={previews.get(photo.publicId) ?? null} />
              <span className="text-slate-800">
                <span className="sr-only">{pendingPhotoNumber(index)}</span>
                {photoSize(photo.bytes)}
              </span>
              <button
                type="button"
                onClick={() => remove(photo)}
                aria-label={removeLabel(index)}
                className={`${smallButton} ml-auto text-red-800 hover:bg-red-50`}
              >
                {REMOVE}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A photo's preview in a fixed box (its thumbnail, made on the phone); an empty box without one. */
function Preview({ url }: { url: string | null }) {
  return (
    <span className="block size-16 shrink-0 overflow-hidden rounded-lg bg-slate-200">
      {url ? <img src={url} alt="" width={64} height={64} className="h-full w-full object-cover" /> : null}
    </span>
  );
}
