import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { SelectField } from '@/components/ui/field';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { Attachment } from '@/domain/entities';
import { QUESTION_MAX_LENGTH } from '@/domain/limits';
import type { Photo } from '@/domain/photos';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { AWAITING_AUTHORISATION_TEXT } from '@/lib/authorisation-texts';
import { paths } from '@/lib/paths';
import { frenchTypography } from '@/lib/typography';
import { AttachmentPlaceholder } from './attachment-placeholder';
import { useForum } from './forum-context';
import { NO_SUBJECT, QUESTION_ADDED, SUSPENDED_FORUM, forumErrorText, loginRequiredText } from './forum-messages';
import { PhotoButtons, PhotoPlaceholder, takeFiles } from './photo-placeholder';
import { useDraft } from './use-draft';
import { useQuestionCommands } from './use-forum-questions';

// The pickers (Cloudinary's loader, the photos' compression) are not part of the forum's first paint.
const AttachmentPicker = lazy(() => import('./attachment-picker').then((m) => ({ default: m.AttachmentPicker })));
const PhotoPicker = lazy(() => import('./photo-picker').then((m) => ({ default: m.PhotoPicker })));

/**
 * « Poser une question ». Everyone sees the form; a visitor who is not signed in is told to log in
 * when sending, and the text waits in this tab until they come back. Blank text is not sent
 * (unless a PDF or a photo is attached on the tutor–pupil forum); on success the form empties and the
 * banner says so.
 */
export function AskForm() {
  const commands = useQuestionCommands();
  const { forum, viewer, announce } = useForum();
  const [text, setText] = useDraft(`forum:${forum.pageId}`);
  // A tutor asks in their own subject unless they choose another.
  const ownSubject = viewer?.role === 'encadreur' && SUBJECT_LABELS.includes(viewer.matiere) ? viewer.matiere : '';
  const [chosenSubject, setSubject] = useState<string | null>(null);
  const subject = chosenSubject ?? ownSubject;
  const subjectField = useRef<HTMLSelectElement>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoBusy, setPhotoBusy] = useState(false);
  // The photos picked before the picker's code arrived; null until the first pick.
  const [picked, setPicked] = useState<File[] | null>(null);
  const photoId = useId();
  const [hint, setHint] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const ask = useCommand(commands.ask, 'Publication de la question impossible :', {
    written: (question) => ({ what: 'votre question', text: question.question }),
  });
  const area = useRef<HTMLTextAreaElement>(null);
  const tooLong = text.trim().length > QUESTION_MAX_LENGTH;
  const code = signedOut ? 'auth/requires-login' : ask.error?.code;
  const error = signedOut
    ? loginRequiredText('ask')
    : ask.error
      ? forumErrorText('ask', ask.error.code, ask.error)
      : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (ask.busy || uploading || photoBusy) return;
    ask.reset();
    setSignedOut(!viewer);
    if (!viewer) return;
    if (isBlank(text) && attachments.length === 0 && photos.length === 0) {
      setHint(
        forum.attachments
          ? 'Écrivez votre question, ou joignez un PDF ou une photo, avant de la publier.'
          : 'Écrivez votre question avant de la publier.',
      );
      area.current?.focus();
      return;
    }
    if (forum.subjects && !subject) {
      setHint(NO_SUBJECT);
      subjectField.current?.focus();
      return;
    }
    const matiere = forum.subjects ? subject : null;
    if (await ask.run({ pageId: forum.pageId, question: text, attachments, photos, matiere })) {
      setText('');
      setAttachments([]);
      setPhotos([]);
      setPicked(null);
      setSubject(null);
      setHint(null);
      announce(QUESTION_ADDED);
    } else {
      area.current?.focus();
    }
  }

  // Suspended, or a pupil under 15 waiting for a parent (issue 33): why there is no form, and where to go.
  const blocked = viewer?.suspendu
    ? { text: SUSPENDED_FORUM, to: paths.contact, link: 'Contacter la commission' }
    : viewer && awaitsAuthorisation(viewer)
      ? { text: AWAITING_AUTHORISATION_TEXT, to: paths.dashboard.eleve, link: 'Mon tableau de bord' }
      : null;
  if (blocked) {
    return (
      <section
        aria-labelledby="poser-question"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="poser-question" className="text-xl font-bold text-slate-900">
          Poser une question
        </h2>
        <p className="mt-2 text-slate-700">
          {blocked.text}{' '}
          <Link to={blocked.to} className="font-semibold text-brand-800 underline">
            {blocked.link}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="poser-question"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="poser-question" className="text-xl font-bold text-slate-900">
        Poser une question
      </h2>
      {viewer ? null : (
        <p className="mt-1 text-sm text-slate-700">
          Lire et répondre est ouvert à tous&nbsp;; pour poser une question,{' '}
          <Link to={paths.login} state={{ returnTo: forum.path }} className="font-semibold text-brand-800 underline">
            connectez-vous
          </Link>
          .
        </p>
      )}
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {forum.subjects ? (
          <SelectField
            ref={subjectField}
            label="Matière de la question"
            required
            placeholder="Choisissez la matière"
            options={SUBJECT_LABELS.map((label) => ({ value: label, label }))}
            value={subject}
            invalid={hint === NO_SUBJECT}
            hint={hint === NO_SUBJECT ? NO_SUBJECT : 'Les encadreurs de cette matière verront votre question.'}
            onChange={(event) => {
              setSubject(event.target.value);
              if (hint === NO_SUBJECT) setHint(null);
            }}
          />
        ) : null}
        <CountedTextarea
          label="Votre question"
          value={text}
          onChange={(value) => {
            setText(value);
            setHint(null);
          }}
          max={QUESTION_MAX_LENGTH}
          rows={4}
          placeholder={frenchTypography(forum.placeholder)}
          hint={hint === NO_SUBJECT ? null : hint}
          textareaRef={area}
        />
        {forum.attachments ? (
          <Suspense fallback={<AttachmentPlaceholder />}>
            <AttachmentPicker attachments={attachments} onChange={setAttachments} onBusyChange={setUploading} />
          </Suspense>
        ) : null}
        {forum.attachments && viewer && picked ? (
          <Suspense fallback={<PhotoPlaceholder />}>
            <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setPhotoBusy} initialFiles={picked} />
          </Suspense>
        ) : forum.attachments && viewer ? (
          // The picker's code downloads at the first photo, which it then receives: nothing picked is lost.
          <PhotoButtons id={photoId} disabled={false} onPick={(event) => setPicked(takeFiles(event))} />
        ) : null}
        {error ? (
          <Alert tone="error">
            {error}
            {code === 'auth/requires-login' ? (
              <>
                {' '}
                <Link to={paths.login} state={{ returnTo: forum.path }} className="font-semibold underline">
                  Se connecter
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={ask.busy || uploading || photoBusy || tooLong}
            className={buttonClasses('primary')}
          >
            {ask.busy ? 'Publication…' : 'Publier la question'}
          </button>
        </div>
      </form>
    </section>
  );
}
