import { describe, expect, it } from 'vitest';
import { holdsAll, SEARCH_WORDS_MAX, searchWords, wordSearch } from './search-words';

describe('searchWords', () => {
  it('ignores accents, letter case, the little words of French and a final s or x', () => {
    expect(searchWords('Comment résoudre les Équations du 2nd degré ?')).toEqual([
      'comment',
      'resoudre',
      'equation',
      '2nd',
      'degre',
    ]);
    expect(searchWords('Les fractions et les travaux')).toEqual(['fraction', 'travau']);
  });

  it('keeps each word once, adds the subject’s words, and stops at SEARCH_WORDS_MAX', () => {
    expect(searchWords('Fraction ? fraction !', 'Mathématiques')).toEqual(['fraction', 'mathematique']);
    const long = Array.from({ length: 200 }, (_, at) => `mot${at}`).join(' ');
    expect(searchWords(long)).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('wordSearch', () => {
  it('asks for the longest word and keeps every word a result must hold', () => {
    expect(wordSearch('  équation fractions ')).toEqual({ word: 'equation', all: ['equation', 'fraction'] });
    expect(wordSearch('le de ?')).toBeNull();
  });

  it('finds a question by a word written without its accents, not by part of a word', () => {
    const stored = searchWords('Qui peut m’expliquer les équations ?');
    expect(holdsAll(stored, wordSearch('equations')!)).toBe(true);
    expect(holdsAll(stored, wordSearch('équation expliquer')!)).toBe(true);
    expect(holdsAll(stored, wordSearch('equa')!)).toBe(false);
    expect(holdsAll(stored, wordSearch('équation fraction')!)).toBe(false);
  });
});
