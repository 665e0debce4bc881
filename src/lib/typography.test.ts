import { describe, expect, it } from 'vitest';
import { frenchTypography, ofName } from './typography';

const NBSP = '\u00a0';

describe('frenchTypography', () => {
  it('puts a non-breaking space before : ; ! and ?', () => {
    expect(frenchTypography('Pourquoi ? Parce que : on prie ; on travaille !')).toBe(
      `Pourquoi${NBSP}? Parce que${NBSP}: on prie${NBSP}; on travaille${NBSP}!`,
    );
  });

  it('puts non-breaking spaces inside « guillemets », typed with or without spaces', () => {
    expect(frenchTypography('« Études, Prière, Partage » et «merci»')).toBe(
      `«${NBSP}Études, Prière, Partage${NBSP}» et «${NBSP}merci${NBSP}»`,
    );
  });

  it('curls apostrophes and joins three dots into an ellipsis', () => {
    expect(frenchTypography("l'élève s'organise...")).toBe('l’élève s’organise…');
  });

  it('keeps hours together', () => {
    expect(frenchTypography('de 14 h à 17 h 30')).toBe(`de 14${NBSP}h à 17${NBSP}h${NBSP}30`);
  });

  it('leaves addresses, words and text already set alone', () => {
    expect(frenchTypography('Voir /contact ou https://wa.me, 2 hommes')).toBe(
      'Voir /contact ou https://wa.me, 2 hommes',
    );
    const set = `Venez${NBSP}! «${NBSP}Oui${NBSP}»`;
    expect(frenchTypography(set)).toBe(set);
  });
});

describe('ofName', () => {
  it('elides « de » before a vowel', () => {
    expect(ofName('Paul Essomba')).toBe('de Paul Essomba');
    expect(ofName('Alain Mbarga')).toBe('d’Alain Mbarga');
    expect(ofName('Yvette Nkeng')).toBe('d’Yvette Nkeng');
    expect(ofName('Émile Zé')).toBe('d’Émile Zé');
  });
});
