/**
 * Searching a forum by words (issue 25). Each question stores `mots`: the words of its text and of
 * its subject, normalised — lower case, accents removed (« Équation » and « equation » are one
 * word), a final s or x dropped (« fractions » finds « fraction »), the little words of French
 * (« le », « de », « pour »…) left out. A search normalises its words the same way, asks the backend
 * for the questions holding its most telling word (the longest: one `array-contains` in Firestore),
 * and keeps those holding every other word too.
 *
 * What it cannot find: a word of a reply, part of a word (« fract »), a misspelt word, a word
 * written another way (« maths » for « mathématiques »).
 */

/** Most words a question stores: its text may be long, its index entries are billed. */
export const SEARCH_WORDS_MAX = 80;

const LITTLE_WORDS = new Set(
  (
    'le la les un une des de du et ou au aux en pour par sur dans avec que qui quoi ce ces cet cette se sa son ses ' +
    'il elle ils elles je tu on nous vous ne pas est sont mon ma mes ton ta tes me te lui leur leurs mais si ai as'
  ).split(' '),
);

function normalise(word: string): string {
  const bare = word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr');
  return bare.length > 3 && /[sx]$/.test(bare) ? bare.slice(0, -1) : bare;
}

/** The words a text is found by, in their order, each once. */
export function searchWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const raw of (text ?? '').split(/[^\p{L}\p{N}]+/u)) {
      if (raw.length < 2) continue;
      const word = normalise(raw);
      if (word.length >= 2 && !LITTLE_WORDS.has(word)) words.add(word);
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
