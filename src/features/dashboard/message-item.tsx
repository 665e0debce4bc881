import type { Message } from '@/domain/entities';
import { formatDateTime, isoDay } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';
import { ofName } from '@/lib/typography';

interface MessageItemProps {
  message: Message;
  deleting: boolean;
  /** Absent for a suspended member: they may not write. */
  onReply?: () => void;
  onDelete: () => void;
  onReport: () => void;
}

/** One received message: who wrote it, as what, when, the text, and Répondre / Supprimer / Signaler. */
export function MessageItem({ message, deleting, onReply, onDelete, onReport }: MessageItemProps) {
  const role = message.senderRole === 'Inconnu' ? 'Inconnu' : ROLE_LABELS[message.senderRole];
  const when = isoDay(message.date);
  return (
    <li>
      <article
        aria-label={`Message ${ofName(message.senderName)}`}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-bold text-slate-900">
            {message.senderName}{' '}
            <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{role}</span>
          </h3>
          <p className="text-sm text-slate-600">
            {when ? <time dateTime={message.date.toISOString()}>{formatDateTime(message.date)}</time> : 'Date invalide'}
          </p>
        </header>
        <p className="mt-3 break-words whitespace-pre-line text-slate-800">{message.text}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {onReply ? (
            <button
              type="button"
              onClick={onReply}
              aria-label={`Répondre à ${message.senderName}`}
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Répondre
            </button>
          ) : null}
          <button
            type="button"
            onClick={onDelete}
            disabled={deleting}
            aria-label={`Supprimer le message ${ofName(message.senderName)}`}
            className="inline-flex min-h-11 items-center rounded-full border border-red-300 px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {deleting ? 'Suppression…' : 'Supprimer'}
          </button>
          <button
            type="button"
            onClick={onReport}
            aria-label={`Signaler le message ${ofName(message.senderName)}`}
            className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Signaler
          </button>
        </div>
      </article>
    </li>
  );
}
