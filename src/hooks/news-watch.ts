import type { Backend, Unsubscribe } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import type { NewsCount } from '@/domain/news';
import { watchForumNews } from './forum-news';

/**
 * The member's news, live: unread messages (one document) and what is new in the forums
 * (forum-news.ts). Downloaded once the backend is (news-count.ts): no page's first paint carries it.
 */
export function watchNews(backend: Backend, user: UserProfile, onChange: (news: NewsCount) => void): Unsubscribe {
  let messages = 0;
  let forum = { replies: 0, questions: 0 };
  const emit = () => onChange({ messages, ...forum });
  const stopUnread = backend.messages.subscribeUnread(
    user.id,
    (count) => {
      messages = count;
      emit();
    },
    (error) => console.error('Le nombre de messages non lus n’a pas pu être lu :', error),
  );
  const stopForum = watchForumNews(backend, user, ({ news }) => {
    forum = news;
    emit();
  });
  return () => {
    stopUnread();
    stopForum();
  };
}
