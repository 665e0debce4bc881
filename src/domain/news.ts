import { unreadLabel, unreadPhrase } from './conversations';

/** What the navigation bar counts for a member (issue 25): unread messages, and news of the forums. */
export interface NewsCount {
  messages: number;
  /** New replies on the questions they follow. */
  replies: number;
  /** New questions of the subjects an approved tutor follows. */
  questions: number;
}

export function newsTotal(news: NewsCount): number {
  return news.messages + news.replies + news.questions;
}

/** « 2 messages non lus, 1 nouvelle réponse et 3 nouvelles questions », as a screen reader says the count. */
export function newsPhrase(news: NewsCount): string {
  const parts = [
    news.messages > 0 ? unreadPhrase(news.messages) : null,
    news.replies > 0
      ? `${unreadLabel(news.replies)} ${news.replies === 1 ? 'nouvelle réponse' : 'nouvelles réponses'}`
      : null,
    news.questions > 0
      ? `${unreadLabel(news.questions)} ${news.questions === 1 ? 'nouvelle question' : 'nouvelles questions'}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}

/** The forum's part alone: « 1 nouvelle réponse et 2 nouvelles questions ». */
export function forumNewsPhrase(news: NewsCount): string {
  return newsPhrase({ ...news, messages: 0 });
}
