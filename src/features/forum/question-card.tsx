import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import type { Attachment, Question } from '@/domain/entities';
import { QUESTION_MAX_LENGTH } from '@/domain/limits';
import {
  canDeleteQuestion,
  canEditQuestion,
  canFollow,
  canReport,
  leavesQuestionEmpty,
  managesAttachments,
} from '@/domain/permissions';
import { isBlank } from '@/domain/text';
import { useCommand } from '@/hooks/use-command';
import { AttachmentLink } from './attachment-link';
import { FollowButton } from './follow-button';
import { useForum } from './forum-context';
import {
  ATTACHMENT_REMOVED,
  LAST_ATTACHMENT_HINT,
  QUESTION_DELETED,
  QUESTION_EDITED,
  forumErrorText,
  type ForumAction,
} from './forum-messages';
import { smallButton } from './forum-styles';
import { ofAuthor } from './person-name';
import { PostPhotos } from './post-photos';
import { QuestionMeta } from './question-meta';
import { Replies } from './replies';
import { useQuestionCommands } from './use-forum-questions';

interface QuestionCardProps {
  question: Question;
  /** Where focus goes once this question is gone (the list's heading). */
  onDeleted: () => void;
  /** Its heading's level: 3 under the forum's « Questions », 2 on the question's own page. */
  level?: 2 | 3;
}

/** The element id of a question: /EncadreurEleve#question-<id> opens the forum on it. */
export function questionAnchor(id: string): string {
  return `question-${id}`;
}

/**
 * One question of a forum: its author (a click writes to them), text, attachments, the author's
 * Modifier, Supprimer and Retirer for whoever may (domain/permissions.ts), Signaler for the other
 * members, and the replies.
 */
export function QuestionCard({ question, onDeleted, level = 3 }: QuestionCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const commands = useQuestionCommands();
  const { viewer, announce, report } = useForum();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(question.question);
  // The text just saved, shown until the forum's live list brings it (a moment later, longer on a
  // slow connection): the old text must not come back under « modifiée avec succès ».
  // Once the list has moved on, it has the last word (a write refused later brings the old text back).
  const [saved, setSaved] = useState<{ text: string; replaces: string } | null>(null);
  if (saved && saved.replaces !== question.question) setSaved(null);
  const text = saved ? saved.text : question.question;
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const headingId = useId();

  const edit = useCommand(commands.edit, 'Modification de la question impossible :', {
    written: (_question, text) => ({ what: 'la modification de votre question', text }),
  });
  const remove = useCommand(commands.deleteQuestion, 'Suppression de la question impossible :');
  const takeOut = useCommand(commands.removeAttachment, 'Retrait de la pièce jointe impossible :');
  const failed: [ForumAction, typeof edit.error][] = [
    ['edit', edit.error],
    ['delete', remove.error],
    ['remove-attachment', takeOut.error],
  ];
  const [action, error] = failed.find(([, failure]) => failure) ?? [];
  const errorText = hint ?? (action && error ? forumErrorText(action, error.code, error) : null);

  // Back from the edit form, the keyboard user lands on « Modifier » again, in the same commit
  // (a passive effect could leave the focus on the page for a moment).
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const mayEdit = canEditQuestion(viewer, question);
  const mayDelete = canDeleteQuestion(viewer, question);
  const mayManageFiles = managesAttachments(viewer, question);
  const lastOne = leavesQuestionEmpty(question);
  const mayReport = canReport(viewer, question.userId);
  const mayFollow = canFollow(viewer);

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (isBlank(draft)) {
      setHint(forumErrorText('edit', 'invalid-argument'));
      return;
    }
    setHint(null);
    if (await edit.run(question, draft)) {
      setSaved({ text: draft.trim(), replaces: question.question });
      returnFocus.current = true;
      setEditing(false);
      announce(QUESTION_EDITED);
    }
  }

  async function deleteQuestion() {
    setConfirming(false);
    if (await remove.run(question)) {
      announce(QUESTION_DELETED);
      onDeleted();
    }
  }

  async function removeAttachment(attachment: Attachment) {
    setRemoving(attachment.publicId);
    if (await takeOut.run(question, attachment)) announce(ATTACHMENT_REMOVED);
    setRemoving(null);
  }

  return (
    <li>
      <article
        id={questionAnchor(question.id)}
        tabIndex={-1}
        aria-labelledby={headingId}
        className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-2 focus:outline-brand-500 sm:p-5"
      >
        <Heading id={headingId} className="sr-only">
          Question {ofAuthor(question)}
        </Heading>
        <QuestionMeta question={question} />
        {editing ? (
          <form onSubmit={saveEdit} noValidate className="mt-3 space-y-3">
            <CountedTextarea
              label="Modifier la question"
              value={draft}
              onChange={setDraft}
              max={QUESTION_MAX_LENGTH}
              rows={4}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => {
                  returnFocus.current = true;
                  setEditing(false);
                  setHint(null);
                  edit.reset();
                }}
                className={buttonClasses('secondary')}
              >
                Annuler
              </button>
              <button
                type="submit"
                disabled={edit.busy || draft.trim().length > QUESTION_MAX_LENGTH}
                className={buttonClasses('primary')}
              >
                {edit.busy ? 'Enregistrement…' : 'Enregistrer'}
              </button>
            </div>
          </form>
        ) : text ? (
          <p className="mt-3 break-words whitespace-pre-line text-slate-900">{text}</p>
        ) : null}
        {question.attachments.length > 0 ? (
          <ul aria-label="Pièces jointes" className="mt-3 space-y-2">
            {question.attachments.map((attachment) => (
              <li key={attachment.publicId || attachment.url} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <AttachmentLink attachment={attachment} />
                {mayManageFiles && !lastOne ? (
                  <button
                    type="button"
                    disabled={removing !== null || takeOut.busy}
                    onClick={() => void removeAttachment(attachment)}
                    aria-label={`Retirer la pièce jointe ${attachment.fileName}`}
                    className={`${smallButton} text-red-800 hover:bg-red-50`}
                  >
                    {removing === attachment.publicId ? 'Retrait…' : 'Retirer'}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <PostPhotos question={question} />
        {mayManageFiles && lastOne && mayDelete ? (
          <p className="mt-2 text-sm text-slate-600">{LAST_ATTACHMENT_HINT}</p>
        ) : null}
        {errorText ? (
          <div className="mt-3">
            <Alert tone="error">{errorText}</Alert>
          </div>
        ) : null}
        {(mayEdit || mayDelete || mayReport || mayFollow) && !editing ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {mayFollow ? <FollowButton question={question} /> : null}
            {mayEdit ? (
              <button
                ref={editButton}
                type="button"
                onClick={() => {
                  setDraft(text);
                  setEditing(true);
                  setHint(null);
                  edit.reset();
                }}
                className={`${smallButton} border border-slate-300 text-slate-900 hover:bg-slate-50`}
              >
                Modifier
              </button>
            ) : null}
            {mayDelete ? (
              <button
                type="button"
                disabled={remove.busy}
                onClick={() => setConfirming(true)}
                className={`${smallButton} border border-red-300 text-red-800 hover:bg-red-50`}
              >
                {remove.busy ? 'Suppression…' : 'Supprimer'}
              </button>
            ) : null}
            {mayReport ? (
              <button
                type="button"
                onClick={() =>
                  report(
                    { type: 'question', questionId: question.id, pageId: question.pageId },
                    `la question ${ofAuthor(question)}`,
                  )
                }
                className={`${smallButton} text-slate-700 hover:bg-slate-100`}
              >
                Signaler <span className="sr-only">la question {ofAuthor(question)}</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <Replies question={question} level={level === 2 ? 3 : 4} />
      </article>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={'Supprimer la question\u00a0?'}
        description="La question, ses réponses et ses pièces jointes seront supprimées pour tout le monde."
        confirmLabel="Supprimer"
        onConfirm={() => void deleteQuestion()}
      />
    </li>
  );
}
