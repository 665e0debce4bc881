/**
 * Searching a forum by words (issue 25). Each question stores `mots`: the words of its text and of
 * its subject, normalised — lower case, accents removed (« Équation » and « equation » are one
 * word), a final s or x dropped (« fractions » finds « fraction »), the little words of French
 * (« le », « de », « pour »…) left out. A search normalises its words the same way, asks the backend
 * for the questions holding its most telling word (the longest: one `array-contains` in Firestore),
 * and keeps those holding every other word too.
 *
 * firestore.rules check the stored words against the question's own text and subject (issue 32:
 * no question slips into searches for words it does not hold), and the rules language has no
 * Unicode normalisation: so a text is read the way they can read it (searchPieces) — the accents of
 * the members' search key folded with the very same table (FOLDS, search-key.ts), the marks of a
 * letter typed apart (« e » + U+0301) dropped, and any character other than a–z and 0–9 a separator.
 * French text is read as before; a letter outside the table (« ł », Greek) separates words.
 *
 * What it cannot find: a word of a reply, part of a word (« fract »), a misspelt word, a word
 * written another way (« maths » for « mathématiques »).
 */
import { foldForSearch } from './search-key';

/** Most words a question stores: its text may be long, its index entries are billed. */
export const SEARCH_WORDS_MAX = 80;

const LITTLE_WORDS = new Set(
  (
    'le la les un une des de du et ou au aux en pour par sur dans avec que qui quoi ce ces cet cette se sa son ses ' +
    'il elle ils elles je tu on nous vous ne pas est sont mon ma mes ton ta tes me te lui leur leurs mais si ai as'
  ).split(' '),
);

/** Marks typed apart from their letter (U+0300–U+036F: « e » + U+0301 for « é »): dropped. */
const MARKS = /[\u0300-\u036f]/g;
/** After folding, any run of characters but a–z and 0–9 separates words. */
const SEPARATORS = /[^a-z0-9]+/;

/**
 * The pieces of a text, as firestore.rules' searchPieces() cuts them (there, one string with a space
 * between pieces): FOLDS applied and A–Z lowered (foldForSearch), combining marks dropped, split on
 * anything but a–z and 0–9.
 */
export function searchPieces(text: string): string[] {
  return foldForSearch(text)
    .replace(MARKS, '')
    .split(SEPARATORS)
    .filter((piece) => piece !== '');
}

/** A final s or x dropped from a word longer than 3 (« fractions » → « fraction »). */
function stem(piece: string): string {
  return piece.length > 3 && /[sx]$/.test(piece) ? piece.slice(0, -1) : piece;
}

/**
 * The words a text is found by, in their order, each once: each piece of two characters or more,
 * stemmed, unless a little word. So every one is a piece of the texts, or a piece without its final
 * s or x: what firestore.rules accept (validWords).
 */
export function searchWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const piece of searchPieces(text ?? '')) {
      if (piece.length < 2) continue;
      const word = stem(piece);
      if (!LITTLE_WORDS.has(word)) words.add(word);
      if (words.size === SEARCH_WORDS_MAX) return [...words];
    }
  }
  return [...words];
}

/** A search as the backend is asked it: its most telling word, and every word a result must hold. */
export interface WordSearch {
  word: string;
  all: string[];
}

/** What a search box's text asks, or null when it holds no word worth searching. */
export function wordSearch(text: string): WordSearch | null {
  const all = searchWords(text);
  if (all.length === 0) return null;
  const word = all.reduce((longest, next) => (next.length > longest.length ? next : longest));
  return { word, all };
}

/** Whether stored words hold every word of the search. */
export function holdsAll(words: readonly string[], search: WordSearch): boolean {
  return search.all.every((word) => words.includes(word));
}
