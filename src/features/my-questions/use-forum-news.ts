import { useCallback, useEffect, useState } from 'react';
import type { Question, UserProfile } from '@/domain/entities';
import { useBackend } from '@/hooks/backend';
import { watchForumNews, type ForumNewsState } from '@/hooks/forum-news';
import { useNewsReader } from '@/hooks/news-count';
import { usePagedList, type SubscribePages } from '@/hooks/paged-list';

/** What is new for the member in the forums, live (hooks/forum-news.ts): null until read. */
export function useForumNews(user: UserProfile): ForumNewsState | null {
  const backend = useBackend();
  const reader = useNewsReader(user);
  const [state, setState] = useState<ForumNewsState | null>(null);
  useEffect(() => watchForumNews(backend, reader, setState), [backend, reader]);
  return state;
}

/** The questions the member follows, the latest activity first, a page at a time, live. */
export function useFollowedQuestions(uid: string) {
  const { following } = useBackend();
  const subscribe = useCallback<SubscribePages<Question>>(
    (onChange, onError) => following.subscribeFollowed(uid, onChange, onError),
    [following, uid],
  );
  return usePagedList(subscribe, 'Les questions suivies n’ont pas pu être lues :');
}
