import { useEffect, useMemo, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import type { NewsCount } from '@/domain/news';
import { useBackendHandle } from './backend';

/** Nothing new (written here: domain/news.ts is the account menu's, not part of every page). */
const NOTHING: NewsCount = { messages: 0, replies: 0, questions: 0, seances: 0 };

/**
 * The member's news beside « Mon Compte », live: unread messages and what is new in the forums
 * (news-watch.ts, downloaded once the backend is: not part of any page's first paint). Nothing
 * while signed out or before the backend answers; never loads the backend itself: a member's
 * session has loaded it already.
 */
export function useNewsCount(user: UserProfile | null): NewsCount {
  const { loaded } = useBackendHandle();
  const reader = useNewsReader(user);
  // The count with whose it is: another member's (after a change of account) counts as nothing.
  const [news, setNews] = useState<{ uid: string; news: NewsCount } | null>(null);
  useEffect(() => {
    if (!reader) return;
    let stop: (() => void) | undefined;
    let active = true;
    void Promise.all([loaded, import('./news-watch')]).then(([backend, { watchNews }]) => {
      if (active) stop = watchNews(backend, reader, (counted) => setNews({ uid: reader.id, news: counted }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, reader]);
  return news && news.uid === user?.id ? news.news : NOTHING;
}

/**
 * The member as their news depend on them: the session follows the profile live, and a new object
 * for each change would watch (and read) everything again; this one changes only with what counts.
 */
export function useNewsReader<U extends UserProfile | null>(user: U): U {
  const key = user
    ? [user.id, user.role, user.suspendu, user.role === 'encadreur' ? `${user.statut}:${user.matiere}` : ''].join('|')
    : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => user, [key]);
}
