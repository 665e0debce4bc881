import { describe, expect, it } from 'vitest';
import { newsPhrase, newsTotal } from './news';

describe('the news of the navigation bar', () => {
  it('counts unread messages with the forums’ new replies and questions, and the séances changed', () => {
    expect(newsTotal({ messages: 2, replies: 1, questions: 3, seances: 1 })).toBe(7);
  });

  it('says them in French, singular or plural, joined by « et »', () => {
    expect(newsPhrase({ messages: 1, replies: 0, questions: 0, seances: 0 })).toBe('1 message non lu');
    expect(newsPhrase({ messages: 0, replies: 1, questions: 0, seances: 0 })).toBe('1 nouvelle réponse');
    expect(newsPhrase({ messages: 2, replies: 3, questions: 0, seances: 0 })).toBe(
      '2 messages non lus et 3 nouvelles réponses',
    );
    expect(newsPhrase({ messages: 2, replies: 1, questions: 1, seances: 0 })).toBe(
      '2 messages non lus, 1 nouvelle réponse et 1 nouvelle question',
    );
    expect(newsPhrase({ messages: 0, replies: 0, questions: 0, seances: 0 })).toBe('');
    expect(newsPhrase({ messages: 1, replies: 0, questions: 0, seances: 2 })).toBe(
      '1 message non lu et 2 changements de séances',
    );
    expect(newsPhrase({ messages: 0, replies: 0, questions: 0, seances: 1 })).toBe('1 changement de séance');
  });
});
