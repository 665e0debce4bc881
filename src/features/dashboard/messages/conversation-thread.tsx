import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ReportingDialog } from '@/components/sending/dialogs';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Message, UserProfile } from '@/domain/entities';
import { canReport } from '@/domain/permissions';
import { messageErrorText } from '@/lib/message-errors';
import { ofName, parentsMayRead } from '@/lib/typography';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';
import { useDeleteMessage, useMarkRead, useThread } from './use-messages';

export const DELETED = 'Message supprimé avec succès !';

interface ConversationThreadProps {
  user: UserProfile;
  /** The correspondent's user id. */
  withId: string;
  onFlash: (message: string) => void;
}

/**
 * One conversation: both sides, oldest at the top, the newest page first (« Voir les messages
 * précédents » reads older ones), live; opening it marks the messages received as read. The
 * recipient deletes or reports a message received; a deleted message leaves the thread on both
 * sides. The reply field sits at the bottom.
 */
export function ConversationThread({ user, withId, onFlash }: ConversationThreadProps) {
  const thread = useThread(user.id, withId);
  useMarkRead(user.id, withId, thread.items);
  const location = useLocation();
  const ordered = useMemo(() => [...thread.items].reverse(), [thread.items]);
  const state = location.state as { name?: string; pupilId?: string | null } | null;
  const name =
    state?.name ?? thread.items.find((message) => message.from === withId)?.senderName ?? 'votre correspondant';
  // A conversation of an adult and a pupil: their linked parents may read it, and both are told (issue 33).
  const pupilName = state?.pupilId === user.id ? user.prenom : state?.pupilId === withId ? name : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLOListElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const deletion = useDeleteMessage();
  const error = deletion.error ? messageErrorText('delete', deletion.error.code) : null;

  // Opening a conversation takes the keyboard user to it.
  useEffect(() => heading.current?.focus(), []);

  // The newest message in view, as messaging apps do, when the conversation opens and when one arrives.
  const newest = thread.items[0]?.id;
  useLayoutEffect(() => {
    const list = scroller.current;
    if (list && newest) list.scrollTop = list.scrollHeight;
  }, [newest]);

  async function remove(message: Message) {
    setDeleting(message.id);
    if (await deletion.run(message.id)) {
      // The message and its buttons are gone: keep the keyboard user in the conversation.
      heading.current?.focus();
      onFlash(DELETED);
    }
    setDeleting(null);
  }

  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <Link
        to="?"
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←&nbsp;</span>Toutes les conversations
      </Link>
      <h3 ref={heading} tabIndex={-1} className="mt-1 text-xl font-bold focus:outline-none">
        Conversation avec {name}
      </h3>
      {pupilName ? (
        <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {parentsMayRead(pupilName)}
        </p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {thread.status === 'error' ? (
        <div className="mt-3">
          <Alert tone="error">{messageErrorText('read', thread.error.code)}</Alert>
        </div>
      ) : null}
      {thread.status === 'loading' ? <Spinner label="Chargement de la conversation…" /> : null}
      {thread.hasMore ? (
        <div className="mt-4 flex justify-center">
          <button type="button" onClick={thread.more} className={buttonClasses('secondary')}>
            Voir les messages précédents
          </button>
        </div>
      ) : null}
      {thread.status === 'ready' && ordered.length === 0 ? (
        <p className="mt-4 text-slate-700">Aucun message dans cette conversation pour le moment.</p>
      ) : null}
      {ordered.length > 0 ? (
        // A scrollable list must take focus, so that a keyboard user scrolls it (axe: scrollable-region-focusable).
        <ol
          ref={scroller}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`Messages avec ${name}`}
          className="mt-4 max-h-[60vh] space-y-3 overflow-y-auto rounded-xl bg-slate-50 p-3"
        >
          {ordered.map((message) => (
            <ThreadMessage
              key={message.id}
              message={message}
              mine={message.from === user.id}
              deleting={deleting === message.id}
              onReply={user.suspendu ? undefined : () => field.current?.focus()}
              onDelete={() => void remove(message)}
              onReport={canReport(user, message.from) ? () => setReporting(message) : undefined}
            />
          ))}
        </ol>
      ) : null}
      <ReplyForm user={user} recipient={{ id: withId, name }} fieldRef={field} onSent={onFlash} />
      {reporting ? (
        <ReportingDialog
          target={{ type: 'message', messageId: reporting.id }}
          what={`le message ${ofName(reporting.senderName)}`}
          onSent={onFlash}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </div>
  );
}
