import { describe, expect, it } from 'vitest';
import { FOLDS } from './search-key';
import { holdsAll, SEARCH_WORDS_MAX, searchPieces, searchWords, wordSearch } from './search-words';

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

  it('reads French as before: apostrophes and hyphens separate, « œ » and « æ » are two letters', () => {
    expect(searchWords('Le cœur de l’œuvre', 'Industrie d’habillement')).toEqual([
      'coeur',
      'oeuvre',
      'industrie',
      'habillement',
    ]);
    expect(searchWords('Exercices de Physique-Chimie', 'Physique-Chimie')).toEqual(['exercice', 'physique', 'chimie']);
    expect(searchWords('CURRICULUM VITÆ : ÉLÈVES, ÇA', 'Électricité')).toEqual([
      'curriculum',
      'vitae',
      'eleve',
      'ca',
      'electricite',
    ]);
  });

  it('drops the marks of a letter typed apart from it, as a phone or a copied text may send « é »', () => {
    const decomposed = 'E\u0301quations du second degre\u0301';
    expect(decomposed.normalize('NFC')).toBe('Équations du second degré');
    expect(searchWords(decomposed)).toEqual(searchWords('Équations du second degré'));
  });

  it('takes any character outside the folding table and a–z, 0–9 for a separator, as firestore.rules do', () => {
    // ł, ź, Greek and the superscript ² are not in FOLDS: they cut words, never hide in one.
    expect(searchPieces('Łódź')).toEqual(['od']);
    expect(searchWords('ΣΟΦΙΑ et sophia')).toEqual(['sophia']);
    expect(searchWords('Aire en cm² de 3x²')).toEqual(['aire', 'cm', '3x']);
    expect(searchPieces('a\u00a0b\tc😀d')).toEqual(['a', 'b', 'c', 'd']);
    // Every letter of the table folds, small or capital.
    for (const [pattern, letter] of FOLDS) {
      for (const character of pattern.slice(1, -1)) expect(searchPieces(character), character).toEqual([letter]);
    }
  });

  it('keeps only pieces of the texts, or pieces without their final s or x: what firestore.rules accept', () => {
    const pool = [..."aeiouxsAEXS09 -’'.,éÉèœŒæçñøÿ\u0301ł²ΣЖ😀\u00a0"];
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647);
    for (let round = 0; round < 300; round += 1) {
      const text = Array.from({ length: next() % 40 }, () => pool[next() % pool.length]).join('');
      const subject = round % 2 ? 'Physique-Chimie' : null;
      const pieces = [...searchPieces(text), ...searchPieces(subject ?? '')];
      const allowed = new Set([...pieces, ...pieces.map((piece) => piece.replace(/[sx]$/, ''))]);
      for (const word of searchWords(text, subject)) expect(allowed.has(word), `${word} in ${text}`).toBe(true);
      expect(pieces.every((piece) => /^[a-z0-9]+$/.test(piece))).toBe(true);
    }
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

  it('finds « cœur » written « coeur », and a question of several lines by each of its words', () => {
    const stored = searchWords('Mon cœur\nbat\u2009vite', 'Biologie');
    expect(holdsAll(stored, wordSearch('COEUR')!)).toBe(true);
    expect(holdsAll(stored, wordSearch('cœurs biologie')!)).toBe(true);
    expect(holdsAll(stored, wordSearch('bat vite')!)).toBe(true);
  });
});
