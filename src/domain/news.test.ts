import { describe, expect, it } from 'vitest';
import { newestFirst, newsPhrase, newsTotal, NO_NEWS, noticeLine, type NewsCount, type Notice } from './news';

const count = (some: Partial<NewsCount>): NewsCount => ({ ...NO_NEWS, ...some });

const notice = (some: Partial<Notice> & Pick<Notice, 'kind'>): Notice => ({
  key: `${some.kind}:1`,
  at: new Date('2026-11-28T10:00:00Z'),
  count: 1,
  who: '',
  about: '',
  href: '/',
  ...some,
});

describe('the news of the navigation bar', () => {
  it('counts every kind: unread messages, the forums’ new replies and questions, the séances changed or cancelled', () => {
    expect(newsTotal(count({ message: 2, reply: 1, question: 3, seance: 2 }))).toBe(8);
    expect(newsTotal(NO_NEWS)).toBe(0);
  });

  it('counts what each link of the account menu carries: the dashboard’s, the forums’', () => {
    const news = count({ message: 2, reply: 1, question: 3, seance: 1 });
    expect(newsTotal(news, 'dashboard')).toBe(3);
    expect(newsTotal(news, 'questions')).toBe(4);
    expect(newsPhrase(news, 'questions')).toBe('1 nouvelle réponse et 3 nouvelles questions');
    expect(newsPhrase(news, 'dashboard')).toBe('2 messages non lus et 1 changement de séance');
  });

  it('says them in French, singular or plural, joined by « et »', () => {
    expect(newsPhrase(count({ message: 1 }))).toBe('1 message non lu');
    expect(newsPhrase(count({ reply: 1 }))).toBe('1 nouvelle réponse');
    expect(newsPhrase(count({ message: 2, reply: 3 }))).toBe('2 messages non lus et 3 nouvelles réponses');
    expect(newsPhrase(count({ message: 2, reply: 1, question: 1 }))).toBe(
      '2 messages non lus, 1 nouvelle réponse et 1 nouvelle question',
    );
    expect(newsPhrase(NO_NEWS)).toBe('');
    expect(newsPhrase(count({ message: 1, seance: 2 }))).toBe('1 message non lu et 2 changements de séances');
    expect(newsPhrase(count({ seance: 1 }))).toBe('1 changement de séance');
  });
});

describe('a notice', () => {
  it('says who did what, in French', () => {
    expect(noticeLine(notice({ kind: 'reply', who: 'Sylvie Eba', mine: true }))).toBe(
      'Sylvie Eba a répondu à votre question',
    );
    expect(noticeLine(notice({ kind: 'reply', who: 'Sylvie Eba', count: 3, mine: false }))).toBe(
      '3\u00a0nouvelles réponses à une question que vous suivez',
    );
    expect(noticeLine(notice({ kind: 'message', who: 'Paul Essomba' }))).toBe('Nouveau message de Paul Essomba');
    expect(noticeLine(notice({ kind: 'message', who: 'Paul Essomba', count: 2 }))).toBe(
      '2\u00a0nouveaux messages de Paul Essomba',
    );
    expect(noticeLine(notice({ kind: 'question', who: 'Awa N.' }))).toBe(
      'Awa N. a posé une question dans vos matières',
    );
    expect(noticeLine(notice({ kind: 'seance', about: 'samedi 5 décembre 2026' }))).toBe(
      'La séance du samedi 5 décembre 2026 a changé',
    );
    expect(noticeLine(notice({ kind: 'seance', about: 'samedi 5 décembre 2026', cancelled: true }))).toBe(
      'La séance du samedi 5 décembre 2026 est annulée',
    );
  });

  it('comes newest first', () => {
    const old = notice({ kind: 'message', key: 'a', at: new Date('2026-11-01') });
    const recent = notice({ kind: 'reply', key: 'b', at: new Date('2026-11-20') });
    expect(newestFirst([old, recent]).map(({ key }) => key)).toEqual(['b', 'a']);
  });
});
