import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserProfile } from '@/domain/entities';
import { useFlash } from '@/hooks/use-flash';
import { ConversationList, WITH_PARAM } from './conversation-list';
import { ConversationThread } from './conversation-thread';

/**
 * « Messages privés » on a dashboard: the member's conversations, one per correspondent, or the
 * one open (?avec=…), so that a conversation has its own address (back button, reload). One at a
 * time at every width: a phone of 360 px shows the same as a desk.
 */
export function MessagesSection({ user }: { user: UserProfile }) {
  const [params] = useSearchParams();
  const withId = params.get(WITH_PARAM);
  const [flash, showFlash] = useFlash();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="messages-prives">
      <h2 id="messages-prives" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        Messages privés
      </h2>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p
        role="status"
        className={
          flash
            ? 'mt-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900'
            : 'sr-only'
        }
      >
        {flash}
      </p>
      {withId && withId !== user.id ? (
        <ConversationThread key={withId} user={user} withId={withId} onFlash={showFlash} />
      ) : (
        <ConversationList user={user} />
      )}
    </section>
  );
}
