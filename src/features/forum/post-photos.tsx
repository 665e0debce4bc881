import { lazy, Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import type { Question, Reply } from '@/domain/entities';
import { canRemovePhoto } from '@/domain/permissions';
import type { Photo } from '@/domain/photos';
import { useCommand } from '@/hooks/use-command';
import { retryableImport } from '@/lib/retryable-import';
import { useForum } from './forum-context';
import { forumErrorText, PHOTO_REMOVED } from './forum-messages';
import { thumbBox } from './photo-box';
import { useQuestionCommands } from './use-forum-questions';

// The gallery's code arrives with the first post that has photos: a forum without any paints as before.
const loadGallery = retryableImport(() => import('./photo-gallery'));
const PhotoGallery = lazy(() => loadGallery().then((m) => ({ default: m.PhotoGallery })));

/** The thumbnails' boxes while the gallery's code arrives: the same sizes, so nothing moves. */
function PhotoBoxes({ photos }: { photos: readonly Photo[] }) {
  return (
    <ul aria-hidden="true" className="mt-3 flex flex-wrap items-start gap-3">
      {photos.map((photo) => (
        <li key={photo.publicId || photo.url} style={thumbBox(photo)} className="rounded-xl bg-slate-100" />
      ))}
    </ul>
  );
}

/**
 * The photos of a question (reply absent) or of one of its replies (issue 36), where the forum
 * shows the post: thumbnails, full size on a tap, and « Retirer la photo 1 » for the post's author
 * and the forum's moderators (canRemovePhoto). The alt text starts from the post's words.
 */
export function PostPhotos({ question, reply = null }: { question: Question; reply?: Reply | null }) {
  const { viewer, announce } = useForum();
  const commands = useQuestionCommands();
  const takeOut = useCommand(commands.removePhoto, 'Retrait de la photo impossible :');
  const photos = reply ? reply.photos : question.photos;
  if (photos.length === 0) return null;

  async function remove(photo: Photo) {
    if (await takeOut.run(question, reply, photo)) announce(PHOTO_REMOVED);
  }

  return (
    <>
      <Suspense fallback={<PhotoBoxes photos={photos} />}>
        <PhotoGallery
          photos={photos}
          label={reply ? reply.reply : question.question}
          canRemove={canRemovePhoto(viewer, question, reply, false)}
          onRemove={remove}
        />
      </Suspense>
      {takeOut.error ? (
        <div className="mt-2">
          <Alert tone="error">{forumErrorText('remove-photo', takeOut.error.code)}</Alert>
        </div>
      ) : null}
    </>
  );
}
