import { unreadLabel, unreadPhrase } from './conversations.js';

/*
 * What is new for a member (issue 35): one shape, a notice with a kind, which « Quoi de neuf » on
 * the dashboard lists, the count beside « Mon Compte » adds up and the phone's notifications will
 * say. A kind is one entry of NOTICE_KINDS below (its words, where its count shows) and its source
 * (hooks/news-sources.ts: what it is computed from); nothing else names the kinds one by one.
 *
 * News is computed from the items and the member's own « seen » marks (docs/decisions/0025): a
 * reply after their last visit of its question, a message they have not opened, a séance they
 * joined that changed after they last looked. Nobody writes news into another member's store.
 */

export interface Notice {
  kind: NoticeKind;
  /** One per thing (a question's new replies, a correspondent's unread messages, a séance). */
  key: string;
  /** When it happened: the newest of what it stands for. */
  at: Date;
  /** How many things it stands for: 3 new replies on one question, 2 unread messages. */
  count: number;
  /** Who did it, as the screens name them (« Sylvie Eba »); '' when nobody in particular. */
  who: string;
  /** What it is about, in words: a question's text, a séance's day (« samedi 5 décembre 2026 »). */
  about: string;
  /** For a reply: whether the question is the member's own (« votre question »). */
  mine?: boolean;
  /** For a séance: whether the change is its cancellation. */
  cancelled?: boolean;
  /** The screen it opens. */
  href: string;
}

interface NoticeKindSpec {
  /** « 2 messages non lus »: the count as a screen reader says it, beside « Mon Compte ». */
  phrase: (count: number) => string;
  /** The line « Quoi de neuf » shows (and the phone's notification). */
  line: (notice: Notice) => string;
  /** What follows the line, smaller (the question, the message's first words), or ''. */
  detail: (notice: Notice) => string;
  /** Which link of the account menu carries its count, besides « Mon Compte » itself. */
  menu: 'dashboard' | 'questions';
}

/** « 3 nouvelles réponses »: said to screen readers (plain spaces, as the accessible names have them). */
const plural = (count: number, one: string, many: string) => `${unreadLabel(count)} ${count === 1 ? one : many}`;

/** The kinds of news, in the order they are said. */
export const NOTICE_KINDS = {
  message: {
    phrase: unreadPhrase,
    line: ({ who, count }) => (count === 1 ? `Nouveau message de ${who}` : `${count}\u00a0nouveaux messages de ${who}`),
    detail: ({ about }) => about,
    menu: 'dashboard',
  },
  reply: {
    phrase: (count) => plural(count, 'nouvelle réponse', 'nouvelles réponses'),
    line: ({ who, count, mine }) => {
      const question = mine ? 'votre question' : 'une question que vous suivez';
      return count === 1 ? `${who} a répondu à ${question}` : `${count}\u00a0nouvelles réponses à ${question}`;
    },
    detail: ({ about }) => about,
    menu: 'questions',
  },
  question: {
    phrase: (count) => plural(count, 'nouvelle question', 'nouvelles questions'),
    line: ({ who }) => (who ? `${who} a posé une question dans vos matières` : 'Nouvelle question dans vos matières'),
    detail: ({ about }) => about,
    menu: 'questions',
  },
  seance: {
    phrase: (count) => plural(count, 'changement de séance', 'changements de séances'),
    line: ({ about, cancelled }) => `La séance du ${about} ${cancelled ? 'est annulée' : 'a changé'}`,
    detail: () => '',
    menu: 'dashboard',
  },
} satisfies Record<string, NoticeKindSpec>;

export type NoticeKind = keyof typeof NOTICE_KINDS;

const KINDS = Object.keys(NOTICE_KINDS) as NoticeKind[];

/** How many of each kind: what the navigation bar shows, without the notices themselves. */
export type NewsCount = Readonly<Record<NoticeKind, number>>;

/** Nothing new. */
export const NO_NEWS: NewsCount = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<NoticeKind, number>;

/** The line of a notice, in French. */
export function noticeLine(notice: Notice): string {
  return NOTICE_KINDS[notice.kind].line(notice);
}

/** What follows the line of a notice, or ''. */
export function noticeDetail(notice: Notice): string {
  return NOTICE_KINDS[notice.kind].detail(notice);
}

/** The news, newest first (« Quoi de neuf »). */
export function newestFirst(notices: readonly Notice[]): Notice[] {
  return [...notices].sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Everything new, or what one link of the account menu carries. */
export function newsTotal(news: NewsCount, menu?: NoticeKindSpec['menu']): number {
  return KINDS.filter((kind) => !menu || NOTICE_KINDS[kind].menu === menu).reduce((sum, kind) => sum + news[kind], 0);
}

/**
 * « 2 messages non lus, 1 nouvelle réponse et 3 nouvelles questions », as a screen reader says
 * the count; with `menu`, only what that link of the account menu carries.
 */
export function newsPhrase(news: NewsCount, menu?: NoticeKindSpec['menu']): string {
  const parts = KINDS.filter((kind) => news[kind] > 0 && (!menu || NOTICE_KINDS[kind].menu === menu)).map((kind) =>
    NOTICE_KINDS[kind].phrase(news[kind]),
  );
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}` : (parts[0] ?? '');
}
