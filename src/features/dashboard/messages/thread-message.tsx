import { PendingMark, ResponsableMark, ValidatedTutorMark } from '@/components/marks';
import type { Message } from '@/domain/entities';
import { formatDateTime, isoDay } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { ofName } from '@/lib/typography';

interface ThreadMessageProps {
  message: Message;
  /** Sent by the member reading: shown on the right, with whether it was read. */
  mine: boolean;
  deleting: boolean;
  /** Absent for a suspended member: they may not write. */
  onReply?: () => void;
  onDelete: () => void;
  /** Absent when the member may not report it (canReport: a suspended member may not). */
  onReport?: () => void;
}

const action = 'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold';

/**
 * One message of a conversation. Received: who wrote it, as what, when, the text, and Répondre (to
 * the reply field) / Supprimer / Signaler. Sent: « Vous », when, the text, and « Lu » once opened.
 */
export function ThreadMessage({ message, mine, deleting, onReply, onDelete, onReport }: ThreadMessageProps) {
  const role = message.senderRole === 'Inconnu' ? 'Inconnu' : ROLE_LABELS[message.senderRole];
  const when = isoDay(message.date);
  const author = mine ? 'Vous' : message.senderName;
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <article
        aria-label={mine ? 'Votre message' : `Message ${ofName(message.senderName)}`}
        className={`w-full max-w-[34rem] rounded-2xl border p-3 shadow-sm sm:p-4 ${mine ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h4 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-bold text-slate-900">
            {author}
            {mine ? null : (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{role}</span>
            )}
            {/* As it stood when the message was written (docs/decisions/0019): a namesake has no mark. */}
            {!mine && message.senderResponsable ? <ResponsableMark /> : null}
            {!mine && message.senderValide ? <ValidatedTutorMark /> : null}
          </h4>
          <p className="text-sm text-slate-600">
            {when ? <time dateTime={message.date.toISOString()}>{formatDateTime(message.date)}</time> : 'Date invalide'}
          </p>
        </header>
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{message.text}</p>
        {mine ? (
          <p className="mt-1 text-right text-xs font-semibold text-slate-600">
            {message.pending ? <PendingMark /> : message.read ? 'Lu' : 'Envoyé'}
          </p>
        ) : (
          <div className="mt-3 flex flex-wrap gap-2">
            {onReply ? (
              <button
                type="button"
                onClick={onReply}
                aria-label={`Répondre à ${message.senderName}`}
                className={`${action} bg-brand-700 text-white hover:bg-brand-800`}
              >
                Répondre
              </button>
            ) : null}
            <button
              type="button"
              onClick={onDelete}
              disabled={deleting}
              aria-label={`Supprimer le message ${ofName(message.senderName)}`}
              className={`${action} border border-red-300 text-red-800 hover:bg-red-50 disabled:opacity-60`}
            >
              {deleting ? 'Suppression…' : 'Supprimer'}
            </button>
            {onReport ? (
              <button
                type="button"
                onClick={onReport}
                aria-label={`Signaler le message ${ofName(message.senderName)}`}
                className={`${action} text-slate-700 hover:bg-slate-100`}
              >
                Signaler
              </button>
            ) : null}
          </div>
        )}
      </article>
    </li>
  );
}
