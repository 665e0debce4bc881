import { useId, useState, type FormEvent } from 'react';
import { errorCode, type Question } from '@/backend/types';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { ANONYMOUS_NAME, REPLIES_MAX, REPLY_MAX_LENGTH } from '@/domain/limits';
import { isBlank } from '@/domain/text';
import { useBackend } from '@/hooks/backend';
import { formatDateTime } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { useForum } from './forum-context';
import { REPLIES_FULL, forumErrorText } from './forum-messages';
import { PersonName } from './person-name';

function ReplyForm({ question }: { question: Question }) {
  const backend = useBackend();
  const { viewer } = useForum();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const tooLong = text.trim().length > REPLY_MAX_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    if (isBlank(text)) {
      setHint('Écrivez votre réponse avant de l’envoyer.');
      return;
    }
    setSending(true);
    try {
      await backend.questions.reply(question.id, text);
      setText('');
      setHint(null);
    } catch (failure) {
      console.error('Publication de la réponse impossible :', failure);
      setError(forumErrorText('reply', errorCode(failure)));
    } finally {
      setSending(false);
    }
  }

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
        hint={hint ?? (viewer ? null : `Vous n’êtes pas connecté\u00a0: votre réponse paraîtra sous le nom « ${ANONYMOUS_NAME} ».`)}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end">
        <button type="submit" disabled={sending || tooLong} className={buttonClasses('secondary')}>
          {sending ? 'Envoi…' : 'Répondre'}
        </button>
      </div>
    </form>
  );
}

/** The replies to a question, oldest first as a conversation reads, and the form to add one. */
export function Replies({ question }: { question: Question }) {
  const headingId = useId();
  const count = question.replies.length;
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-3">
      <h4 id={headingId} className="text-sm font-bold text-slate-700">
        {count === 0 ? 'Aucune réponse pour le moment' : count === 1 ? '1 réponse' : `${count} réponses`}
      </h4>
      {count > 0 ? (
        <ol className="mt-2 space-y-3">
          {question.replies.map((reply, index) => (
            <li key={`${index}-${reply.date.getTime()}`} className="rounded-xl bg-slate-50 px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <PersonName userId={reply.userId} name={reply.userName} role={reply.userRole} />
                <span className="text-xs text-slate-600">
                  {ROLE_LABELS[reply.userRole]} · {formatDateTime(reply.date)}
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{reply.reply}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {count >= REPLIES_MAX ? <p className="mt-3 text-sm text-slate-700">{REPLIES_FULL}</p> : <ReplyForm question={question} />}
    </section>
  );
}
