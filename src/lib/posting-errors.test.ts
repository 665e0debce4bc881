import { describe, expect, it } from 'vitest';
import { postingErrorText } from './posting-errors';

describe('refusals of who posts, in French', () => {
  it('says how long to wait, in seconds, singular or plural', () => {
    expect(postingErrorText('rate/too-fast', { retryAfterSeconds: 27 }, false)).toBe(
      'Vous publiez trop vite\u00a0: attendez encore 27\u00a0secondes avant de publier de nouveau.',
    );
    expect(postingErrorText('rate/too-fast', { retryAfterSeconds: 1 }, true)).toContain('1\u00a0seconde avant');
  });

  it('tells a visitor the daily limit without an account, and a member theirs', () => {
    expect(postingErrorText('rate/daily-limit', null, false)).toContain('20 réponses par jour');
    expect(postingErrorText('rate/daily-limit', null, true)).toContain('200 publications par jour');
  });

  it('explains a suspension, and leaves other codes to the caller', () => {
    expect(postingErrorText('account/suspended', null, true)).toContain('Votre compte est suspendu');
    expect(postingErrorText('permission-denied', null, true)).toBeNull();
  });
});
