import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorCode, type Attachment, type Question } from '@/backend/types';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { Dialog } from '@/components/ui/dialog';
import { QUESTION_MAX_LENGTH } from '@/domain/limits';
import { canDeleteQuestion, canEditQuestion, canRemoveAttachment } from '@/domain/permissions';
import { isBlank } from '@/domain/text';
import { useBackend } from '@/hooks/backend';
import { formatDateTime, isoDay } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { ofName } from '@/lib/typography';
import { AttachmentLink } from './attachment-link';
import { useForum } from './forum-context';
import { ATTACHMENT_REMOVED, QUESTION_DELETED, QUESTION_EDITED, forumErrorText } from './forum-messages';
import { PersonName } from './person-name';
import { Replies } from './replies';

const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

interface QuestionCardProps {
  question: Question;
  /** Where focus goes once this question is gone (the list's heading). */
  onDeleted: () => void;
}

/** Who asked, as what, when: « Awa Ngono · Élève · 3e · 12 mars 2025 à 18:04 ». */
function QuestionMeta({ question }: { question: Question }) {
  const details = [ROLE_LABELS[question.role], question.classe, question.matiere].filter(Boolean).join(' · ');
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <PersonName userId={question.userId} name={question.userName} role={question.role} />
        <span className="text-sm text-slate-600">{details}</span>
      </p>
      <p className="text-sm text-slate-600">
        {isoDay(question.date) ? (
          <time dateTime={question.date.toISOString()}>{formatDateTime(question.date)}</time>
        ) : (
          'Date invalide'
        )}
      </p>
    </div>
  );
}

/**
 * One question of a forum: its author (a click writes to them), text, attachments, the author's
 * Modifier, Supprimer for whoever may (spec §6), and the replies.
 */
export function QuestionCard({ question, onDeleted }: QuestionCardProps) {
  const backend = useBackend();
  const { viewer, announce } = useForum();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(question.question);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'edit' | 'delete' | string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const headingId = useId();

  // Back from the edit form, the keyboard user lands on « Modifier » again.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const mayEdit = canEditQuestion(viewer, question);
  const mayDelete = canDeleteQuestion(viewer, question);
  const mayRemoveAttachment = canRemoveAttachment(viewer, question);

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (isBlank(draft)) {
      setError(forumErrorText('edit', 'invalid-argument'));
      return;
    }
    setBusy('edit');
    setError(null);
    try {
      await backend.questions.edit(question.id, draft);
      returnFocus.current = true;
      setEditing(false);
      announce(QUESTION_EDITED);
    } catch (failure) {
      console.error('Modification de la question impossible :', failure);
      setError(forumErrorText('edit', errorCode(failure)));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setConfirming(false);
    setBusy('delete');
    setError(null);
    try {
      // The files first, while the question still proves who may delete them (spec §8: a failed
      // file deletion is logged and does not stop the rest).
      await Promise.all(question.attachments.map((attachment) => backend.files.remove(attachment, question.id)));
      await backend.questions.remove(question.id);
      announce(QUESTION_DELETED);
      onDeleted();
    } catch (failure) {
      console.error('Suppression de la question impossible :', failure);
      setError(forumErrorText('delete', errorCode(failure)));
      setBusy(null);
    }
  }

  async function removeAttachment(attachment: Attachment) {
    setBusy(attachment.publicId);
    setError(null);
    try {
      await backend.files.remove(attachment, question.id);
      await backend.questions.removeAttachment(question.id, attachment);
      announce(ATTACHMENT_REMOVED);
    } catch (failure) {
      console.error('Retrait de la pièce jointe impossible :', failure);
      setError(forumErrorText('remove-attachment', errorCode(failure)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 id={headingId} className="sr-only">
          Question {ofName(question.userName)}
        </h3>
        <QuestionMeta question={question} />
        {editing ? (
          <form onSubmit={saveEdit} noValidate className="mt-3 space-y-3">
            <CountedTextarea label="Modifier la question" value={draft} onChange={setDraft} max={QUESTION_MAX_LENGTH} rows={4} />
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => {
                  returnFocus.current = true;
                  setEditing(false);
                  setError(null);
                }}
                className={buttonClasses('secondary')}
              >
                Annuler
              </button>
              <button type="submit" disabled={busy === 'edit' || draft.trim().length > QUESTION_MAX_LENGTH} className={buttonClasses('primary')}>
                {busy === 'edit' ? 'Enregistrement…' : 'Enregistrer'}
              </button>
            </div>
          </form>
        ) : question.question ? (
          <p className="mt-3 break-words whitespace-pre-line text-slate-900">{question.question}</p>
        ) : null}
        {question.attachments.length > 0 ? (
          <ul aria-label="Pièces jointes" className="mt-3 space-y-2">
            {question.attachments.map((attachment) => (
              <li key={attachment.publicId || attachment.url} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <AttachmentLink attachment={attachment} />
                {mayRemoveAttachment ? (
                  <button
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void removeAttachment(attachment)}
                    aria-label={`Retirer la pièce jointe ${attachment.fileName}`}
                    className={`${smallButton} text-red-800 hover:bg-red-50`}
                  >
                    {busy === attachment.publicId ? 'Retrait…' : 'Retirer'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {error ? (
          <div className="mt-3">
            <Alert tone="error">{error}</Alert>
          </div>
        ) : null}
        {(mayEdit || mayDelete) && !editing ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {mayEdit ? (
              <button
                ref={editButton}
                type="button"
                onClick={() => {
                  setDraft(question.question);
                  setEditing(true);
                  setError(null);
                }}
                className={`${smallButton} border border-slate-300 text-slate-900 hover:bg-slate-50`}
              >
                Modifier
              </button>
            ) : null}
            {mayDelete ? (
              <button
                type="button"
                disabled={busy === 'delete'}
                onClick={() => setConfirming(true)}
                className={`${smallButton} border border-red-300 text-red-800 hover:bg-red-50`}
              >
                {busy === 'delete' ? 'Suppression…' : 'Supprimer'}
              </button>
            ) : null}
          </div>
        ) : null}
        <Replies question={question} />
      </article>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={'Supprimer la question\u00a0?'}
        description="La question, ses réponses et ses pièces jointes seront supprimées pour tout le monde."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClasses('secondary')}>
            Annuler
          </button>
          <button type="button" onClick={() => void remove()} className={buttonClasses('primary', 'bg-red-700 hover:bg-red-800')}>
            Supprimer
          </button>
        </div>
      </Dialog>
    </li>
  );
}
