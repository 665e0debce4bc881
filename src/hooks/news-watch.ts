import type { Backend, Unsubscribe } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import type { NewsCount } from '@/domain/news';
import { hasUnseenChange } from '@/domain/seances';
import { watchForumNews } from './forum-news';

/**
 * The member's news, live: unread messages (one document), what is new in the forums
 * (forum-news.ts) and the séances they joined that changed since they saw them (the dashboard's
 * own list, « Mes séances »: one listener for both in Firestore's SDK). Downloaded once the backend is (news-count.ts): no page's first paint carries it.
 */
export function watchNews(backend: Backend, user: UserProfile, onChange: (news: NewsCount) => void): Unsubscribe {
  let messages = 0;
  let forum = { replies: 0, questions: 0 };
  let seances = 0;
  const emit = () => onChange({ messages, ...forum, seances });
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
  const stopSeances = backend.seances.subscribeMine(
    user.id,
    (items) => {
      seances = items.filter(({ seance, participation }) => hasUnseenChange(seance, participation)).length;
      emit();
    },
    (error) => console.error('Les changements de vos séances n’ont pas pu être lus :', error),
  );
  return () => {
    stopUnread();
    stopForum();
    stopSeances();
  };
}
