import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { PendingMark } from '@/components/marks';
import { HELPFUL_REPLY_LABEL, ResolvedMark } from '@/components/marks';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { Question, Reply } from '@/domain/entities';
import { ANONYMOUS_NAME, REPLY_MAX_LENGTH } from '@/domain/limits';
import { canDeleteReply, canMark, canReport } from '@/domain/permissions';
import type { Photo } from '@/domain/photos';
import { hasRoomForReply } from '@/domain/reply-room';
import { isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { AWAITING_AUTHORISATION_TEXT } from '@/lib/authorisation-texts';
import { formatDateTime } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { useForum } from './forum-context';
import { REPLIES_FULL, REPLY_DELETED, RESOLVED, SUSPENDED_FORUM, UNRESOLVED, forumErrorText } from './forum-messages';
import { smallButton } from './forum-styles';
import { ofAuthor, PersonName } from './person-name';
import { PhotoButtons, PhotoPlaceholder, takeFiles } from './photo-placeholder';
import { PostPhotos } from './post-photos';
import { useQuestionCommands } from './use-forum-questions';

// The photos' picker (and their compression) downloads when a member opens a reply form that takes them.
const PhotoPicker = lazy(() => import('./photo-picker').then((m) => ({ default: m.PhotoPicker })));

function ReplyForm({ question }: { question: Question }) {
  const { reply } = useQuestionCommands();
  const { forum, viewer } = useForum();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoBusy, setPhotoBusy] = useState(false);
  // A tutor's working, photographed (issue 36): members of the tutor–pupil forum only.
  const takesPhotos = forum.attachments && !!viewer;
  // The photos picked before the picker's code arrived; null until the first pick.
  const [picked, setPicked] = useState<File[] | null>(null);
  const photoId = useId();
  const send = useCommand(reply, 'Publication de la réponse impossible :', {
    written: (_question: Question, written: string, _photos?: readonly Photo[]) => ({
      what: 'votre réponse',
      text: written,
    }),
  });
  const tooLong = text.trim().length > REPLY_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    if (photoBusy) return;
    if (isBlank(text) && photos.length === 0) {
      setHint(
        takesPhotos
          ? 'Écrivez votre réponse ou joignez une photo avant de l’envoyer.'
          : 'Écrivez votre réponse avant de l’envoyer.',
      );
      return;
    }
    if (await send.run(question, text, photos)) {
      setText('');
      setPhotos([]);
      setPicked(null);
      setHint(null);
    }
  }

  const error = send.error ? forumErrorText('reply', send.error.code, { ...send.error, signedIn: !!viewer }) : null;
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <CountedTextarea
        label="Votre réponse"
        value={text}
        onChange={(value) => {
          setText(value);
          setHint(null);
        }}
        max={REPLY_MAX_LENGTH}
        rows={2}
        hint={
          hint ??
          (viewer ? null : `Vous n’êtes pas connecté\u00a0: votre réponse paraîtra sous le nom « ${ANONYMOUS_NAME} ».`)
        }
      />
      {takesPhotos && picked ? (
        <Suspense fallback={<PhotoPlaceholder />}>
          <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setPhotoBusy} initialFiles={picked} />
        </Suspense>
      ) : takesPhotos ? (
        // The picker's code downloads at a reply's first photo: twenty replies forms do not load it.
        <PhotoButtons id={photoId} disabled={false} onPick={(event) => setPicked(takeFiles(event))} />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end">
        <button type="submit" disabled={send.busy || photoBusy || tooLong} className={buttonClasses('secondary')}>
          {send.busy ? 'Envoi…' : 'Répondre'}
        </button>
      </div>
    </form>
  );
}

/**
 * One reply: who wrote it, when, the text; Supprimer for its author or a responsable, Signaler for
 * the others; « Marquer comme solution » (or « Retirer la solution ») for whoever may mark the
 * question « Résolue » (canMark: its author, a responsable).
 */
function ReplyItem({ question, reply }: { question: Question; reply: Reply }) {
  const { removeReply, mark } = useQuestionCommands();
  const { viewer, announce, report } = useForum();
  const [confirming, setConfirming] = useState(false);
  const remove = useCommand(removeReply, 'Suppression de la réponse impossible :');
  const marking = useCommand(mark, 'Marque « Résolue » impossible :');
  const mayDelete = canDeleteReply(viewer, reply);
  const mayReport = canReport(viewer, reply.userId);
  const mayMark = canMark(viewer, 'resolue', question);
  const helpful = question.resolue === reply.id;
  const whose = ofAuthor(reply);

  async function confirm() {
    setConfirming(false);
    if (await remove.run(question, reply)) announce(REPLY_DELETED);
  }

  async function toggleHelpful() {
    if (await marking.run(question, 'resolue', helpful ? null : reply.id)) announce(helpful ? UNRESOLVED : RESOLVED);
  }

  const error = remove.error
    ? forumErrorText('delete-reply', remove.error.code)
    : marking.error
      ? forumErrorText('mark', marking.error.code)
      : null;
  return (
    <li
      className={
        helpful ? 'rounded-xl bg-emerald-50 px-3 py-2 ring-2 ring-emerald-600' : 'rounded-xl bg-slate-50 px-3 py-2'
      }
    >
      {helpful ? (
        <p className="mb-1">
          <ResolvedMark label={HELPFUL_REPLY_LABEL} />
        </p>
      ) : null}
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <PersonName
          userId={reply.userId}
          name={reply.userName}
          role={reply.userRole}
          validated={reply.encadreurValide}
          responsable={reply.responsable}
        />
        <span className="text-xs text-slate-600">
          {ROLE_LABELS[reply.userRole]} · {formatDateTime(reply.date)}
        </span>
        {reply.pending ? <PendingMark /> : null}
      </p>
      {reply.reply ? <p className="mt-1 break-words whitespace-pre-line text-slate-800">{reply.reply}</p> : null}
      <PostPhotos question={question} reply={reply} />
      {error ? (
        <div className="mt-2">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {mayDelete || mayReport || mayMark ? (
        <div className="mt-1 flex flex-wrap gap-1">
          {mayMark ? (
            <button
              type="button"
              disabled={marking.busy}
              onClick={() => void toggleHelpful()}
              className={`${smallButton} px-3 text-emerald-900 hover:bg-emerald-100`}
            >
              {helpful ? 'Retirer la solution' : 'Marquer comme solution'}{' '}
              <span className="sr-only">la réponse {whose}</span>
            </button>
          ) : null}
          {mayDelete ? (
            <button
              type="button"
              disabled={remove.busy}
              onClick={() => setConfirming(true)}
              className={`${smallButton} px-3 text-red-800 hover:bg-red-50`}
            >
              {remove.busy ? 'Suppression…' : 'Supprimer'} <span className="sr-only">la réponse {whose}</span>
            </button>
          ) : null}
          {mayReport ? (
            <button
              type="button"
              onClick={() =>
                report(
                  { type: 'reponse', questionId: question.id, replyId: reply.id, pageId: question.pageId },
                  `la réponse ${whose}`,
                )
              }
              className={`${smallButton} px-3 text-slate-700 hover:bg-slate-100`}
            >
              Signaler <span className="sr-only">la réponse {whose}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={'Supprimer la réponse\u00a0?'}
        description={`La réponse ${whose} sera supprimée pour tout le monde.`}
        confirmLabel="Supprimer"
        onConfirm={() => void confirm()}
      />
    </li>
  );
}

/** The replies in the order they are shown: the one that helped first, then oldest first. */
export function orderedReplies(question: Question): Reply[] {
  const helpful = question.replies.filter((reply) => reply.id === question.resolue);
  return [...helpful, ...question.replies.filter((reply) => reply.id !== question.resolue)];
}

/**
 * The replies to a question, oldest first as a conversation reads, the one that helped its author
 * (« Résolue ») at the top, and the form to add one.
 */
export function Replies({ question, level = 4 }: { question: Question; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const { viewer } = useForum();
  const headingId = useId();
  const count = question.replies.length;
  return (
    // A group, not a region: a page of twenty questions would hold twenty landmarks of the same
    // name (« Aucune réponse pour le moment »), which screen readers cannot tell apart.
    <div role="group" aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <Heading id={headingId} className="text-sm font-bold text-slate-700">
        {count === 0 ? 'Aucune réponse pour le moment' : count === 1 ? '1 réponse' : `${count} réponses`}
      </Heading>
      {count > 0 ? (
        <ol className="mt-2 space-y-3">
          {orderedReplies(question).map((reply) => (
            <ReplyItem key={reply.id} question={question} reply={reply} />
          ))}
        </ol>
      ) : null}
      {!hasRoomForReply(viewer, question) ? (
        <p className="mt-3 text-sm text-slate-700">{REPLIES_FULL}</p>
      ) : viewer?.suspendu ? (
        <p className="mt-3 text-sm text-slate-700">{SUSPENDED_FORUM}</p>
      ) : viewer && awaitsAuthorisation(viewer) ? (
        <p className="mt-3 text-sm text-slate-700">{AWAITING_AUTHORISATION_TEXT}</p>
      ) : (
        <ReplyForm question={question} />
      )}
    </div>
  );
}
