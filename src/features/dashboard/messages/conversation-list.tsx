import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Conversation, UserProfile } from '@/domain/entities';
import { formatDateTime, isoDay } from '@/lib/dates';
import { messageErrorText } from '@/lib/message-errors';
import { useConversations } from './use-messages';

/** The search parameter naming the open conversation: ?avec=<the correspondent's user id>. */
export const WITH_PARAM = 'avec';

export const NO_MESSAGES = 'Aucun message reçu pour le moment.';

/** The member's conversations, the latest first, live, a page at a time; each opens its thread. */
export function ConversationList({ user }: { user: UserProfile }) {
  const list = useConversations(user.id);
  const count = list.items.length;
  return (
    <div className="mt-4">
      {list.status === 'error' ? <Alert tone="error">{messageErrorText('read', list.error.code)}</Alert> : null}
      {list.status === 'loading' ? <Spinner label="Chargement de vos conversations…" /> : null}
      {list.status === 'ready' && count === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          {NO_MESSAGES}
        </p>
      ) : null}
      {count > 0 ? (
        <ul
          aria-label="Conversations"
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          {list.items.map((conversation) => (
            <ConversationItem key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={list.more} className={buttonClasses('secondary')}>
            Voir plus
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { withId, withName, date, unread } = conversation;
  return (
    <li>
      <Link
        to={`?${WITH_PARAM}=${encodeURIComponent(withId)}`}
        state={{ name: withName }}
        className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
      >
        <span className="min-w-0 flex-1">
          <span
            className={`block truncate ${unread > 0 ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
          >
            {withName}
          </span>
          <span className="block text-sm text-slate-600">
            {isoDay(date) ? <time dateTime={date.toISOString()}>{formatDateTime(date)}</time> : 'Date invalide'}
          </span>
        </span>
        {unread > 0 ? (
          <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            {unread === 1 ? '1 non lu' : `${unread} non lus`}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
