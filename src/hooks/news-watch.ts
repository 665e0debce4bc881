import type { Backend, Unsubscribe } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { newestFirst, newsTotal, NO_NEWS, type NewsCount, type Notice, type NoticeKind } from '@/domain/news';
import { NEWS_SOURCES, type NewsPart, type SourceOptions } from './news-sources';

/** What is new for a member: how many of each kind, in all, and (when listed) the notices, newest first. */
export interface News {
  count: NewsCount;
  total: number;
  notices: Notice[];
  /** Whether every source has answered (or COMPLETE_AFTER_MS passed): only then is « nothing » known. */
  complete: boolean;
}

/** How long a source that never answers (a failed read, logged) may hold « Quoi de neuf » waiting. */
export const COMPLETE_AFTER_MS = 6_000;

/**
 * The member's news, live, from every source of news-sources.ts (unread messages, the forums, the
 * séances they joined: the dashboard's own lists, one listener for both in Firestore's SDK).
 * Downloaded once the backend is (news-count.ts): no page's first paint carries it.
 */
export function watchNews(
  backend: Backend,
  user: UserProfile,
  onChange: (news: News) => void,
  options: SourceOptions = { list: false },
): Unsubscribe {
  const parts: (NewsPart | null)[] = NEWS_SOURCES.map(() => null);
  let late = false;
  const emit = () => {
    const count: Record<NoticeKind, number> = { ...NO_NEWS };
    const notices: Notice[] = [];
    for (const part of parts) {
      if (!part) continue;
      for (const [kind, news] of Object.entries(part) as [NoticeKind, NonNullable<NewsPart[NoticeKind]>][]) {
        count[kind] = news.count;
        notices.push(...news.notices);
      }
    }
    const complete = late || parts.every((part) => part !== null);
    onChange({ count, total: newsTotal(count), notices: newestFirst(notices), complete });
  };
  const timer = setTimeout(() => {
    late = true;
    emit();
  }, COMPLETE_AFTER_MS);
  const stops = NEWS_SOURCES.map((source, index) =>
    source(
      backend,
      user,
      (part) => {
        parts[index] = part;
        emit();
      },
      options,
    ),
  );
  return () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}
