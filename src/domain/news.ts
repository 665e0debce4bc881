import { unreadLabel, unreadPhrase } from './conversations';

/**
 * What the navigation bar counts for a member: unread messages, news of the forums (issue 25), and
 * the séances they joined that were changed or cancelled since they last looked (issue 26).
 */
export interface NewsCount {
  messages: number;
  /** New replies on the questions they follow. */
  replies: number;
  /** New questions of the subjects an approved tutor follows. */
  questions: number;
  /** Séances they joined whose time, place or state changed, not yet seen on their dashboard. */
  seances: number;
}

export function newsTotal(news: NewsCount): number {
  return news.messages + news.replies + news.questions + news.seances;
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
    news.seances > 0 ? seancesPhrase(news.seances) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}

/** « 1 changement de séance », « 2 changements de séances ». */
export function seancesPhrase(count: number): string {
  return count === 1 ? `${unreadLabel(1)} changement de séance` : `${unreadLabel(count)} changements de séances`;
}

/** The forum's part alone: « 1 nouvelle réponse et 2 nouvelles questions ». */
export function forumNewsPhrase(news: NewsCount): string {
  return newsPhrase({ ...news, messages: 0, seances: 0 });
}
