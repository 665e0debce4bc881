import { useEffect, useMemo, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import { useBackendHandle } from './backend';
import type { News } from './news-watch';

/**
 * The member's news, live (news-watch.ts, downloaded once the backend is: not part of any page's
 * first paint): with `list`, the notices themselves (« Quoi de neuf »), else their counts only
 * (the navigation bar). Null while signed out or before the backend answers; never loads the
 * backend itself: a member's session has loaded it already.
 */
export function useNews(user: UserProfile | null, list = false): News | null {
  const { loaded } = useBackendHandle();
  const reader = useNewsReader(user);
  // The news with whose they are: another member's (after a change of account) count as nothing.
  const [news, setNews] = useState<{ uid: string; news: News } | null>(null);
  useEffect(() => {
    if (!reader) return;
    let stop: (() => void) | undefined;
    let active = true;
    void Promise.all([loaded, import('./news-watch')]).then(([backend, { watchNews }]) => {
      if (active) stop = watchNews(backend, reader, (found) => setNews({ uid: reader.id, news: found }), { list });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, reader, list]);
  return news && news.uid === user?.id ? news.news : null;
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
