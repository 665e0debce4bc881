import { useEffect, useMemo, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import type { NewsCount } from '@/domain/news';
import { useBackendHandle } from './backend';
import { useUnreadCount } from './unread';

/**
 * The member's news, live: unread messages (one document) and what is new in the forums
 * (forum-news.ts, downloaded once the backend is: not part of any page's first paint). Zero while
 * signed out or before the backend answers; never loads the backend itself.
 */
export function useNewsCount(user: UserProfile | null): NewsCount {
  const messages = useUnreadCount(user?.id ?? null);
  const { loaded } = useBackendHandle();
  const reader = useNewsReader(user);
  const [forum, setForum] = useState<{ uid: string; replies: number; questions: number } | null>(null);
  useEffect(() => {
    if (!reader) return;
    let stop: (() => void) | undefined;
    let active = true;
    void Promise.all([loaded, import('./forum-news')]).then(([backend, { watchForumNews }]) => {
      if (!active) return;
      stop = watchForumNews(backend, reader, ({ news }) => setForum({ uid: reader.id, ...news }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, reader]);
  const mine = forum && forum.uid === user?.id ? forum : null;
  return { messages, replies: mine?.replies ?? 0, questions: mine?.questions ?? 0 };
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
