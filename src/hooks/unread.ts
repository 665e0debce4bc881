import { useEffect, useState } from 'react';
import { useBackendHandle } from './backend';

// Its own module: the navigation bar, in every page's first paint, needs this and nothing else of
// the messages' hooks (commands, French catalogues, paged lists).

/**
 * How many messages the signed-in member (`uid`, null when signed out) has not opened, live: 0
 * while signed out or before the backend answers. Never loads the backend itself: a member's
 * session has loaded it already.
 */
export function useUnreadCount(uid: string | null): number {
  const { loaded } = useBackendHandle();
  // The count with whose it is: another member's (after a change of account) counts as 0.
  const [unread, setUnread] = useState<{ uid: string; count: number } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let active = true;
    void loaded.then((backend) => {
      if (!active) return;
      stop = backend.messages.subscribeUnread(
        uid,
        (count) => setUnread({ uid, count }),
        (error) => console.error('Le nombre de messages non lus n’a pas pu être lu :', error),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, uid]);
  return unread && unread.uid === uid ? unread.count : 0;
}
