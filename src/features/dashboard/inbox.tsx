import { useMemo, useRef, useState } from 'react';
import type { Message, UserProfile } from '@/domain/entities';
import { MessageBox } from '@/components/message-box';
import { ReportDialog } from '@/components/report-dialog';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteMessage, useInbox, useMessageSender } from '@/hooks/messages';
import { useReportSender } from '@/hooks/reports';
import { useFlash } from '@/hooks/use-flash';
import { MESSAGE_SENT, messageErrorText } from '@/lib/message-errors';
import { REPORT_SENT } from '@/lib/report-errors';
import { ofName } from '@/lib/typography';
import { MessageItem } from './message-item';

export const DELETED = 'Message supprimé avec succès !';

/**
 * The messages the member received, live and newest first, each with Répondre (a modal message
 * box to the sender) and Supprimer. Success is announced and fades after a few seconds.
 */
export function Inbox({ user }: { user: UserProfile }) {
  const inbox = useInbox(user.id);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [reporting, setReporting] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const messageSender = useMessageSender(replyTo?.from ?? null);
  const reportTarget = useMemo(() => (reporting ? { type: 'message' as const, messageId: reporting.id } : null), [reporting]);
  const reportSender = useReportSender(reportTarget);
  const deletion = useDeleteMessage();
  const [flash, showFlash] = useFlash();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = deletion.error ? messageErrorText('delete', deletion.error.code) : null;

  async function remove(message: Message) {
    setDeleting(message.id);
    if (await deletion.run(message.id)) {
      // The item and its buttons are gone: keep the keyboard user in the inbox.
      heading.current?.focus();
      showFlash(DELETED);
    }
    setDeleting(null);
  }

  const count = inbox.items.length;
  return (
    <section aria-labelledby="messages-recus">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="messages-recus" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Messages reçus
        </h2>
        {inbox.status === 'ready' && count > 0 ? (
          <p className="text-sm text-slate-600">
            {inbox.hasMore ? `Les ${count} plus récents` : count === 1 ? '1 message' : `${count} messages`}
          </p>
        ) : null}
      </div>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={flash ? 'mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900' : 'sr-only'}
      >
        {flash}
      </p>
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      {inbox.status === 'error' ? (
        <div className="mt-3">
          <Alert tone="error">{messageErrorText('read', inbox.error.code)}</Alert>
        </div>
      ) : null}
      {inbox.status === 'loading' ? <Spinner label="Chargement de vos messages…" /> : null}
      {inbox.status === 'ready' && count === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          Aucun message reçu pour le moment.
        </p>
      ) : null}
      {count > 0 ? (
        <ul className="mt-4 space-y-4">
          {inbox.items.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              deleting={deleting === message.id}
              onReply={user.suspendu ? undefined : () => setReplyTo(message)}
              onDelete={() => void remove(message)}
              onReport={() => setReporting(message)}
            />
          ))}
        </ul>
      ) : null}
      {inbox.hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={inbox.more} className={buttonClasses('secondary')}>
            Voir plus
          </button>
        </div>
      ) : null}
      {replyTo ? (
        <MessageBox
          mode="reply"
          recipientName={replyTo.senderName}
          {...messageSender}
          onSent={() => showFlash(MESSAGE_SENT)}
          onClose={() => setReplyTo(null)}
        />
      ) : null}
      {reporting ? (
        <ReportDialog
          what={`le message ${ofName(reporting.senderName)}`}
          {...reportSender}
          onSent={() => showFlash(REPORT_SENT)}
          onClose={() => setReporting(null)}
        />
      ) : null}
    </section>
  );
}
