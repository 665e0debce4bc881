/**
 * Members' names (docs/decisions/0019, issue 32): what a name may hold, how it is tidied before it
 * is checked and stored, and how it is compared with the reserved names. One place in code; firestore.rules
 * restates the character class (validName), the folding (nameWords) and the reserved names
 * (reservedIn, reservedName).
 *
 * Why: « Comm\u200Bission » (a zero-width space), « Mode\u0301rateur » (a combining accent) or a
 * Cyrillic « Respоnsable » read as the commission or a moderator on screen, and passed a check that
 * compared the characters as typed; so did Latin letters that read as others (« Cornrnission »,
 * « Le ResponsabIe »), short and misspelt words (« Admin Site », « Commision ») and the site's own
 * words (« Encadreur Validé », « Utilisateur Anonyrne »).
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
  // Upright strokes read as l (and so as I or i, see nameWords): the bar, the Latin letter dental
  // click, the Cyrillic palochka
  '|': 'l',
  ǀ: 'l',
  Ӏ: 'l',
  ӏ: 'l',
};

/**
 * A text as the reserved names are looked for in it, its words kept: normalised, accents removed,
 * look-alike letters and digits folded to the Latin letter they pass for, lower case; every run of
 * what is not a letter a–z (spaces, hyphens, periods, apostrophes) made one space. Then the Latin
 * letters and sequences that read alike on screen made one: i, I, l, 1 and | are all « l » (a
 * capital I reads as a small l in most fonts), « rn » is « m », « cl » is « d », « vv » is « w ».
 * « Cornrnission », « Le ResponsabIe » and « AdmlnIstrateur » read as the words they pass for; the
 * reserved names go through the same folding (« administrat » is « admlnlstrat » on both sides).
 *
 * firestore.rules' nameWords does the same, step by step, on the letters a name may hold
 * (tests/rules/rules-file.test.ts runs it on each of them and on whole names).
 */
export function nameWords(text: string): string {
  return [...normaliseName(text).normalize('NFD').replace(/\p{M}/gu, '')]
    .map((character) => LOOK_ALIKES[character] ?? character)
    .join('')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .replace(/i/g, 'l')
    .replace(/rn/g, 'm')
    .replace(/cl/g, 'd')
    .replace(/vv/g, 'w');
}

/**
 * A text's letters as the reserved names are compared with them: nameWords without its spaces, so
 * that « Respon-sable » and « C.o.m.m.i.s.s.i.o.n » are read whole.
 */
export function nameSkeleton(text: string): string {
  return nameWords(text).replace(/ /g, '');
}

/**
 * Where a reserved name is looked for: `anywhere` in the letters of the name (« LeResponsable »,
 * « Respon-sable »), or only as `whole-word`s — one or more whole words of the name read together
 * (« Admin », « Ad-min », « A.d.m.i.n », « Ad » + « Min »), never inside a longer word. Short
 * words that real names hold (« modo » in « Modou ») are whole words.
 */
export type ReservedWhere = 'anywhere' | 'whole-word';

export interface ReservedName {
  /** The word, compared through nameWords, each letter as many times as written here, or more. */
  readonly word: string;
  readonly where: ReservedWhere;
  /** A name it refuses (« Prénom Nom », the first word being the prénom). */
  readonly catches: string;
  /** For a whole word: a real name that holds it inside a longer word, and passes. */
  readonly spares?: string;
  readonly why: string;
}

/**
 * The names no member may take, so that nobody passes for the commission, a responsable, a
 * moderator, an approved tutor or the site itself (an anonymous visitor, « Compte supprimé »,
 * docs/decisions/0014). Each letter of a word may be typed as many times as it is written, or more
 * (« Commmission »); a misspelling with a letter fewer is a row of its own (« comision »). « supprim »
 * keeps its two p: with one, « Kamsu » + « Prime » would read « suprim ».
 *
 * firestore.rules holds the same table as two regular expressions (reservedIn), written from this
 * one by RESERVED_NAME_PATTERNS; tests/rules/rules-file.test.ts says when they differ.
 */
export const RESERVED_NAMES: readonly ReservedName[] = [
  {
    word: 'commission',
    where: 'anywhere',
    catches: 'Cornrnission Des Études',
    why: 'the association itself',
  },
  {
    word: 'comision',
    where: 'anywhere',
    catches: 'Commision Jeunesse',
    why: 'its misspellings, one m or one s short (Commision, Comission, Comision)',
  },
  {
    word: 'comité',
    where: 'anywhere',
    catches: 'Comité Des Études',
    why: 'reads as a body of the association; no real name holds « comite »',
  },
  {
    word: 'des études',
    where: 'anywhere',
    catches: 'Bureau Des Études',
    why: 'the end of the association’s name, « Commission des Études »',
  },
  {
    word: 'responsable',
    where: 'anywhere',
    catches: 'Le ResponsabIe',
    why: 'those the association appoints (Espace responsable)',
  },
  {
    word: 'respo',
    where: 'whole-word',
    catches: 'Respo Forum',
    why: 'short for « responsable »',
  },
  {
    word: 'administrat',
    where: 'anywhere',
    catches: 'AdmlnIstrateur Forum',
    why: 'administrateur, administratrice, administration',
  },
  {
    word: 'admin',
    where: 'whole-word',
    catches: 'Admin Site',
    spares: 'Ahmad Minkoulou',
    why: 'short for « administrateur »; anywhere, it would refuse a first name in « -ad » before a last name in « Min- »',
  },
  {
    word: 'moderat',
    where: 'anywhere',
    catches: 'Le Rnodérateur',
    why: 'modérateur, modératrice',
  },
  {
    word: 'modo',
    where: 'whole-word',
    catches: 'Modo Forum',
    spares: 'Modou Njoya',
    why: 'short for « modérateur »; anywhere, it would refuse Modou, a common first name',
  },
  {
    word: 'encadreur',
    where: 'anywhere',
    catches: 'Sylvie Eba Encadreur Validé',
    why: 'the mark « Encadreur validé » and titles (« Encadreur Principal »): a role, no real name holds it',
  },
  {
    word: 'support',
    where: 'whole-word',
    catches: 'Support Forum',
    why: 'reads as the site’s help desk; a whole word, as it is written when it does',
  },
  {
    word: 'support technique',
    where: 'anywhere',
    catches: 'Sylvie SupportTechnique',
    why: 'the same, written as one word',
  },
  {
    word: 'anonym',
    where: 'anywhere',
    catches: 'Utilisateur Anonyrne',
    why: 'a visitor’s name (ANONYMOUS_NAME, « Utilisateur Anonyme »), and « Anonymous »',
  },
  {
    word: 'supprim',
    where: 'anywhere',
    catches: 'Cornpte Supprirné',
    why: 'a deleted account’s name (DELETED_ACCOUNT_NAME, « Compte supprimé »)',
  },
];

/** A word's letters as nameWords reads them, in runs of the same letter (« commission » → c, o, mm, l, ss…). */
function letterRuns(word: string): string[] {
  return nameSkeleton(word).match(/(.)\1*/g) ?? [];
}

/**
 * One reserved name as a regular expression (RE2 and JavaScript alike), each letter as many times
 * as the word writes it, or more: on the letters of the name for `anywhere` (« c+o+mm+… »), on its
 * words for `whole-word`, where a space may come between two letters (« a[ a]*d[ d]*… »).
 */
export function reservedNamePattern(entry: ReservedName): string {
  return letterRuns(entry.word)
    .map((run) => {
      const letter = run[0]!;
      return entry.where === 'anywhere' ? `${run}+` : `${[...run].join(' ?')}[ ${letter}]*`;
    })
    .join('');
}

/**
 * The whole table as firestore.rules' reservedIn holds it: `anywhere`, matched against the letters
 * of the name (nameSkeleton), and `wholeWord`, against its words (nameWords), each as a whole
 * (RE2's matches()).
 */
export const RESERVED_NAME_PATTERNS = {
  anywhere: `.*(${RESERVED_NAMES.filter((entry) => entry.where === 'anywhere')
    .map(reservedNamePattern)
    .join('|')}).*`,
  wholeWord: `(.* )?(${RESERVED_NAMES.filter((entry) => entry.where === 'whole-word')
    .map(reservedNamePattern)
    .join('|')})( .*)?`,
} as const;

const ANYWHERE = new RegExp(`^(?:${RESERVED_NAME_PATTERNS.anywhere})$`);
const WHOLE_WORD = new RegExp(`^(?:${RESERVED_NAME_PATTERNS.wholeWord})$`);

/** Whether words (nameWords) hold a reserved name: the rules' reservedIn. */
function holdsReservedName(words: string): boolean {
  return ANYWHERE.test(words.replace(/ /g, '')) || WHOLE_WORD.test(words);
}

/**
 * True when the name holds a reserved name, read on the words of « prénom nom » and of
 * « nom prénom » (a word split across the two parts is caught either way).
 */
export function isReservedName(person: { prenom?: string | null; nom?: string | null }): boolean {
  const prenom = person.prenom ?? '';
  const nom = person.nom ?? '';
  return [`${prenom} ${nom}`, `${nom} ${prenom}`].some((name) => holdsReservedName(nameWords(name)));
}
