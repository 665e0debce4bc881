/**
 * Members' names (docs/decisions/0019): what a name may hold, how it is tidied before it is checked
 * and stored, and how it is compared with the reserved words. One place in code; firestore.rules
 * restates the character class (validName) and the letters compared (nameLetters, reservedName).
 *
 * Why: « Comm\u200Bission » (a zero-width space), « Mode\u0301rateur » (a combining accent) or a
 * Cyrillic « Respоnsable » read as the commission or a moderator on screen, and passed a check that
 * compared the characters as typed.
 */

/**
 * A name as typed, tidied: compatibility forms folded (NFKC: full-width letters, ligatures),
 * invisible format characters dropped (\p{Cf}: zero-width spaces and joiners, U+FEFF, soft hyphen…),
 * letters and their accents composed again (NFC: « e » + U+0301 → « é »), runs of white space made
 * one, both ends trimmed.
 */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFC')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The characters a name part may hold, once normalised: Latin letters (A–Z, a–z, the letters of
 * Latin-1 Supplement À–Ö Ø–ö ø–ÿ, Latin Extended-A U+0100–U+017F, which holds œ and Œ), the space,
 * the hyphen, both apostrophes (' and ’) and the period. firestore.rules' validName holds the same
 * class (RE2), by value.
 */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-ſ '’.-]+$/u;

/** Whether a name part, normalised, holds only the allowed characters (and something). */
export function isValidNamePart(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Both parts of a name, normalised then checked. */
export function isValidName(person: { prenom?: string | null; nom?: string | null }): boolean {
  return isValidNamePart(normaliseName(person.prenom ?? '')) && isValidNamePart(normaliseName(person.nom ?? ''));
}

/**
 * Letters that look like Latin ones, and the Latin letter they pass for (capitals first: a Greek
 * « Ν » reads N, its small « ν » reads v). The character class refuses all of them; the skeleton
 * still folds them, so that a refusal says « reserved » rather than « invalid » and a name stored
 * before the class existed is caught too.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic capitals and small letters
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  І: 'i',
  Ј: 'j',
  Ѕ: 's',
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  // Greek capitals and small letters
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Digits read as letters
  0: 'o',
  1: 'l',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  8: 'b',
  // Latin letters without a decomposition (NFD leaves them whole)
  Æ: 'ae',
  æ: 'ae',
  Œ: 'oe',
  œ: 'oe',
  Ø: 'o',
  ø: 'o',
  Ð: 'd',
  ð: 'd',
  Þ: 'th',
  þ: 'th',
  ß: 'ss',
  Đ: 'd',
  đ: 'd',
  Ħ: 'h',
  ħ: 'h',
  ı: 'i',
  Ĳ: 'ij',
  ĳ: 'ij',
  ĸ: 'k',
  Ŀ: 'l',
  ŀ: 'l',
  Ł: 'l',
  ł: 'l',
  ŉ: 'n',
  Ŋ: 'n',
  ŋ: 'n',
  Ŧ: 't',
  ŧ: 't',
  ſ: 's',
};

/**
 * A text as the reserved words are compared with it: normalised, accents removed, look-alike
 * letters and digits folded to the Latin letter they pass for, lower case, letters a–z only (spaces,
 * hyphens, periods and apostrophes dropped: « Respon-sable » and « C.o.m.m.i.s.s.i.o.n » are read whole).
 */
export function nameSkeleton(text: string): string {
  return [...normaliseName(text).normalize('NFD').replace(/\p{M}/gu, '')]
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Words no member's name may hold, so that nobody poses as the commission, a responsable, a
 * moderator or an anonymous visitor (« supprime »: « Compte supprimé », docs/decisions/0014).
 * firestore.rules' reservedName holds the same list.
 */
export const RESERVED_NAME_WORDS = [
  'commission',
  'responsable',
  'administrat',
  'moderat',
  'anonyme',
  'supprime',
] as const;

/**
 * True when the name holds a reserved word, read on the skeleton of « prénom nom » and of
 * « nom prénom » (a word split across the two parts is caught either way).
 */
export function isReservedName(person: { prenom?: string | null; nom?: string | null }): boolean {
  const prenom = nameSkeleton(person.prenom ?? '');
  const nom = nameSkeleton(person.nom ?? '');
  return [prenom + nom, nom + prenom].some((letters) => RESERVED_NAME_WORDS.some((word) => letters.includes(word)));
}
