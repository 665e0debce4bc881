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

/** Before the first words of the last message when this member wrote it, as messaging apps say it. */
export const MINE_PREFIX = 'Vous\u00a0: ';

/**
 * One conversation: the correspondent, the first words of the last message either way (one line,
 * cut by the screen's width too), its date, and what is unread. Unread, the name and the words are
 * in bold and the count is said in words: never by colour alone.
 */
function ConversationItem({ conversation }: { conversation: Conversation }) {
  const { withId, withName, date, unread, preview, previewMine, pupilId } = conversation;
  const said = preview === null ? null : `${previewMine ? MINE_PREFIX : ''}${preview}`;
  const when = isoDay(date) ? formatDateTime(date) : 'Date invalide';
  const count = unread > 0 ? (unread === 1 ? '1 non lu' : `${unread} non lus`) : null;
  const Emphasis = unread > 0 ? 'strong' : 'span';
  return (
    <li>
      <Link
        to={`?${WITH_PARAM}=${encodeURIComponent(withId)}`}
        state={{ name: withName, pupilId }}
        aria-label={[withName, said, when, count].filter(Boolean).join(', ')}
        className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
      >
        <span className="min-w-0 flex-1">
          <Emphasis
            className={`block truncate ${unread > 0 ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
          >
            {withName}
          </Emphasis>
          {said === null ? null : (
            <Emphasis
              className={`block truncate text-sm ${unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
            >
              {said}
            </Emphasis>
          )}
          <span className="block text-xs text-slate-600">
            {isoDay(date) ? <time dateTime={date.toISOString()}>{when}</time> : when}
          </span>
        </span>
        {count === null ? null : (
          <span className="shrink-0 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">{count}</span>
        )}
      </Link>
    </li>
  );
}
