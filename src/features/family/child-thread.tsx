import { useEffect, useId, useMemo, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { Message } from '@/domain/entities';
import { useBackend } from '@/hooks/backend';
import { formatDateTime } from '@/lib/dates';
import { ROLE_LABELS } from '@/lib/roles';

/**
 * One conversation of a child with an adult, as their linked parent reads it (issue 33): read only,
 * oldest first, shown on demand (each message read costs a read).
 */
export function ChildThread({ conversationId, adultName }: { conversationId: string; adultName: string }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className={buttonClasses('ghost', 'px-0')}
      >
        {open ? 'Masquer la conversation' : 'Lire la conversation'}
        <span className="sr-only"> avec {adultName}</span>
      </button>
      <div id={panel}>{open ? <Messages conversationId={conversationId} /> : null}</div>
    </div>
  );
}

function Messages({ conversationId }: { conversationId: string }) {
  const { families } = useBackend();
  const [state, setState] = useState<{ items: Message[]; hasMore: boolean; more: () => void } | 'error' | null>(null);
  useEffect(() => {
    const pages = families.subscribeChildThread(
      conversationId,
      (items, hasMore) => setState({ items, hasMore, more: () => pages.more() }),
      (error) => {
        console.error('Conversation non lue :', error);
        setState('error');
      },
    );
    return pages;
  }, [families, conversationId]);
  const ordered = useMemo(() => (state && state !== 'error' ? [...state.items].reverse() : []), [state]);

  if (state === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800">
        Cette conversation n’a pas pu être chargée. Rechargez la page pour réessayer.
      </p>
    );
  }
  if (!state) return <p className="text-sm text-slate-600">Chargement…</p>;
  return (
    <div className="mt-2 rounded-xl border border-slate-200 p-3">
      <p className="text-xs text-slate-600">Lecture seule&nbsp;: vous ne pouvez pas écrire dans cette conversation.</p>
      {state.hasMore ? (
        <button type="button" onClick={state.more} className={buttonClasses('secondary', 'mt-2')}>
          Voir les messages précédents
        </button>
      ) : null}
      <ol className="mt-2 space-y-2">
        {ordered.map((message) => (
          <li key={message.id} className="rounded-lg bg-slate-50 p-2">
            <p className="text-xs text-slate-600">
              {message.senderName}
              {message.senderRole === 'Inconnu' ? '' : ` · ${ROLE_LABELS[message.senderRole]}`} ·{' '}
              <time dateTime={message.date.toISOString()}>{formatDateTime(message.date)}</time>
            </p>
            <p className="break-words whitespace-pre-line text-slate-800">{message.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
