/**
 * The members' search key (docs/decisions/0012): « nom prénom » in lower case, without the accents
 * of French and of the names our members write, so that a responsable typing « ebe » finds
 * « Ébénézer ». Firestore only searches by prefix (`where(f, '>=', t), where(f, '<', t + '\uf8ff')`),
 * on a stored field: every profile write stores `cle` = searchKey(nom, prenom), and firestore.rules
 * recomputes it with the very same table (function searchKey) to refuse any other value. Hence an
 * explicit table, not Unicode normalisation: the rules language has lower() and replace(), nothing
 * like NFD. A letter outside the table stays as it is, on both sides.
 */

/**
 * Each accented letter, small or capital, and what it folds to; firestore.rules' searchKey()
 * applies the same, in this order, before lower(). The rules' lower() changes A–Z only (measured on
 * the emulator: « É » stays), so capitals with accents are in the table, and the adapter lowers
 * A–Z only too: both sides agree on any name, a letter outside the table staying as typed.
 */
export const FOLDS: readonly (readonly [pattern: string, letter: string])[] = [
  ['[àáâãäåāÀÁÂÃÄÅĀ]', 'a'],
  ['[çÇ]', 'c'],
  ['[èéêëēÈÉÊËĒ]', 'e'],
  ['[ìíîïīÌÍÎÏĪ]', 'i'],
  ['[ñÑ]', 'n'],
  ['[òóôõöøōÒÓÔÕÖØŌ]', 'o'],
  ['[ùúûüūÙÚÛÜŪ]', 'u'],
  ['[ýÿÝŸ]', 'y'],
  ['[æÆ]', 'ae'],
  ['[œŒ]', 'oe'],
];

const COMPILED = FOLDS.map(([pattern, letter]) => [new RegExp(pattern, 'gu'), letter] as const);

/** Accents of FOLDS removed, A–Z lowered, runs of spaces made one. */
export function foldForSearch(text: string): string {
  let folded = text;
  for (const [pattern, letter] of COMPILED) folded = folded.replace(pattern, letter);
  return folded.replace(/[A-Z]+/g, (capitals) => capitals.toLowerCase()).replace(/ +/g, ' ');
}

/** The stored key of a profile: « nom prénom », folded (each part trimmed, as profiles are stored). */
export function searchKey(person: { nom: string; prenom: string }): string {
  return foldForSearch(`${person.nom.trim()} ${person.prenom.trim()}`);
}

/** What a responsable typed, as a prefix of keys or addresses: folded, without leading spaces. */
export type MemberSearch = { field: 'email' | 'cle'; prefix: string } | null;

/**
 * How a search is run: an address when it holds « @ » (addresses are stored lower-cased), otherwise
 * the beginning of « nom prénom »; null when nothing was typed (the whole list, by name).
 */
export function memberSearch(text: string): MemberSearch {
  const prefix = foldForSearch(text.trimStart());
  if (prefix.trim() === '') return null;
  return prefix.includes('@') ? { field: 'email', prefix: text.trim().toLowerCase() } : { field: 'cle', prefix };
}

/** A profile as the Firebase adapter stores it: with its search key, which firestore.rules requires at sign-up. */
export function withSearchKey<T extends { nom: string; prenom: string }>(profile: T): T & { cle: string } {
  return { ...profile, cle: searchKey(profile) };
}
