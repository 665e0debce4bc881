import { describe, expect, it } from 'vitest';
import { ISSUE_32_ATTACKS, LOOK_ALIKE_ATTACKS, REAL_NAMES_NEAR_RESERVED } from '@tests/setup/name-cases';
import { people, storedProfile } from '@tests/setup/people';
import { BackendError } from './errors';
import { governanceChange } from './governance';
import { ANONYMOUS_NAME, DELETED_ACCOUNT_NAME } from './limits';
import {
  isReservedName,
  isValidName,
  nameSkeleton,
  nameWords,
  normaliseName,
  RESERVED_NAMES,
  reservedNamePattern,
  type ReservedName,
} from './names';
import { checkProfileFields } from './profile-fields';
import { buildProfile } from './records';

/** The three names the attacker signed up with (issue 23): each reads as a reserved word on screen. */
const ZERO_WIDTH = { prenom: 'Comm\u200Bission', nom: 'des Études' };
const COMBINING = { prenom: 'Mode\u0301rateur', nom: 'Forum' };
const CYRILLIC = { prenom: 'Awa', nom: 'Resp\u043Ensable' };

/** Real names of members, with accents, hyphens, apostrophes and ligatures. */
const REAL_NAMES = [
  { prenom: 'Awa', nom: 'Ngono' },
  { prenom: 'Zoé-Éloïse', nom: 'N’Dri' },
  { prenom: 'Ésaïe', nom: 'Mbarga' },
  { prenom: 'Œdipe', nom: 'Çà' },
  { prenom: 'Jean-Baptiste', nom: "O'Neil" },
  { prenom: 'J.', nom: 'Ngo Bilong' },
];

function codeOf(attempt: () => unknown): string | null {
  try {
    attempt();
    return null;
  } catch (error) {
    return error instanceof BackendError ? error.code : 'not a BackendError';
  }
}

describe('a name as it is stored', () => {
  it('drops invisible characters, composes accents and makes runs of spaces one', () => {
    expect(normaliseName('  Comm\u200Bission \u00A0 des\u2060 Études\uFEFF ')).toBe('Commission des Études');
    expect(normaliseName('Mode\u0301rateur')).toBe('Modérateur');
    expect(normaliseName('Ng\u00ADono')).toBe('Ngono');
    // Full-width letters and ligatures as their ordinary letters (NFKC).
    expect(normaliseName('\uFF21wa \uFB01lle')).toBe('Awa fille');
  });

  it('stores a newcomer’s name normalised, whichever way it was typed', () => {
    const profile = buildProfile('u1', 'zoe@example.cm', {
      ...people.eleve.profile,
      prenom: ' Zoe\u0301\u200B-Éloïse ',
      nom: 'N’Dri  Kouassi',
    });
    expect([profile.prenom, profile.nom]).toEqual(['Zoé-Éloïse', 'N’Dri Kouassi']);
  });
});

describe('the characters a name may hold', () => {
  it.each(REAL_NAMES)('accepts « $prenom $nom »', (name) => {
    expect(isValidName(name)).toBe(true);
    expect(isReservedName(name)).toBe(false);
    expect(codeOf(() => checkProfileFields({ ...people.eleve.profile, ...name }))).toBeNull();
  });

  it.each([
    ['a Cyrillic letter', { prenom: 'Awa', nom: 'Ngоno' }],
    ['a Greek letter', { prenom: 'Αwa', nom: 'Ngono' }],
    ['a digit', { prenom: 'Awa2', nom: 'Ngono' }],
    ['an emoji', { prenom: 'Awa 🙂', nom: 'Ngono' }],
    ['a combining mark left after composing', { prenom: 'Awa', nom: 'Ngo\u0334no' }],
    ['an at sign', { prenom: 'Awa', nom: '@ngono' }],
  ])('refuses %s with profile/invalid-name', (_what, name) => {
    expect(isValidName(name)).toBe(false);
    expect(codeOf(() => checkProfileFields({ ...people.eleve.profile, ...name }))).toBe('profile/invalid-name');
  });
});

describe('the reserved words', () => {
  it.each([
    ['a zero-width space', ZERO_WIDTH],
    ['a combining accent', COMBINING],
    ['a Cyrillic o', CYRILLIC],
    ['a hyphen inside the word', { prenom: 'Marc', nom: 'Respon-sable' }],
    ['periods between the letters', { prenom: 'C.o.m.m.i.s.s.i.o.n', nom: 'Jeunes' }],
    ['a word split across first and last name', { prenom: 'Anony', nom: 'Me' }],
    ['the same, last name first', { prenom: 'Me', nom: 'Anony' }],
    ['digits for letters', { prenom: 'Resp0nsab1e', nom: 'Site' }],
    ['a Greek omicron', { prenom: 'Μοderateur', nom: 'Forum' }],
    ['the name of a deleted account', { prenom: 'Compte', nom: 'Supprimé' }],
  ])('catches %s', (_what, name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it('reads look-alike letters as the Latin letters they pass for', () => {
    expect(nameSkeleton('Resp\u043Ensable')).toBe('responsable');
    // i and l are one letter, « l »: a capital I reads as a small l.
    expect(nameSkeleton('Zoé-Éloïse N’Dri')).toBe('zoeelolsendrl');
    expect(nameSkeleton('Œdipe Çà')).toBe('oedlpeca');
  });

  it('reads Latin letters and sequences that look alike as one, keeping the words apart', () => {
    expect(nameWords('Cornrnission Des Études')).toBe(nameWords('Commission des études'));
    expect(nameWords('Le ResponsabIe')).toBe(nameWords('Le Responsable'));
    expect(nameWords('AdmlnIstrateur')).toBe(nameWords('Administrateur'));
    expect(nameWords('Adm1n|strateur')).toBe(nameWords('Administrateur'));
    expect(nameWords('Moclérateur')).toBe(nameWords('Modérateur'));
    expect(nameWords('Vvalter')).toBe(nameWords('Walter'));
    expect(nameWords('M0d0')).toBe(nameWords('Modo'));
    expect(nameWords('J. Ngo-Bilong N’Dri')).toBe('j ngo bllong n drl');
  });

  it('refuses a responsable’s correction to a reserved or invalid name, and stores a real one normalised', () => {
    const pupil = storedProfile('eleve', 'u-awa');
    expect(codeOf(() => governanceChange({ kind: 'rename', ...CYRILLIC }, pupil))).toBe('profile/reserved-name');
    expect(codeOf(() => governanceChange({ kind: 'rename', prenom: 'Awa', nom: 'Ngono 2' }, pupil))).toBe(
      'profile/invalid-name',
    );
    expect(governanceChange({ kind: 'rename', prenom: ' Awa\u200B ', nom: 'Ngo\u00ADno' }, pupil).changes).toEqual({
      prenom: 'Awa',
      nom: 'Ngono',
    });
  });
});

/** A « Prénom Nom » of the table as the two parts of a name (the first word is the prénom). */
function asName(written: string) {
  const [prenom = '', ...nom] = written.split(' ');
  return { prenom, nom: nom.join(' ') };
}

/** Whether one row of the table, alone, finds its word in a name (either order). */
function rowFinds(entry: ReservedName, name: { prenom: string; nom: string }): boolean {
  const pattern = new RegExp(
    `^(?:${entry.where === 'anywhere' ? `.*${reservedNamePattern(entry)}.*` : `(.* )?${reservedNamePattern(entry)}( .*)?`})$`,
  );
  return [`${name.prenom} ${name.nom}`, `${name.nom} ${name.prenom}`].some((written) => {
    const words = nameWords(written);
    return pattern.test(entry.where === 'anywhere' ? words.replace(/ /g, '') : words);
  });
}

describe('the reserved names (issue 32)', () => {
  it.each(ISSUE_32_ATTACKS)('refuses %s', (_what, name) => {
    expect(isReservedName(name)).toBe(true);
    expect(codeOf(() => governanceChange({ kind: 'rename', ...name }, storedProfile('eleve', 'u-awa')))).toBe(
      'profile/reserved-name',
    );
  });

  it.each(LOOK_ALIKE_ATTACKS)('refuses %s', (_what, name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each(REAL_NAMES_NEAR_RESERVED)('lets « $prenom $nom » through, in both orders', (name) => {
    expect(isReservedName(name)).toBe(false);
    expect(isReservedName({ prenom: name.nom, nom: name.prenom })).toBe(false);
    expect(codeOf(() => checkProfileFields({ ...people.eleve.profile, ...name }))).toBeNull();
  });

  it.each(RESERVED_NAMES.map((entry): [string, ReservedName] => [entry.word, entry]))(
    'refuses the example of « %s », by that row',
    (_word, entry) => {
      expect(isReservedName(asName(entry.catches))).toBe(true);
      expect(rowFinds(entry, asName(entry.catches))).toBe(true);
      expect(isReservedName(asName(`Awa ${entry.word}`))).toBe(true);
    },
  );

  it('looks for a short word only as whole words, and spares the real names that hold it', () => {
    const wholeWords = RESERVED_NAMES.filter((entry) => entry.where === 'whole-word');
    expect(wholeWords.map((entry) => entry.word).sort()).toEqual(['admin', 'modo', 'respo', 'support']);
    for (const entry of wholeWords.filter((entry) => entry.spares)) {
      expect(isReservedName(asName(entry.spares!)), entry.spares).toBe(false);
    }
    // Inside a longer word, it passes; cut by a hyphen or periods, split across the two parts, it does not.
    expect(isReservedName({ prenom: 'Modou', nom: 'Modolo' })).toBe(false);
    expect(isReservedName({ prenom: 'Mo-do', nom: 'Awa' })).toBe(true);
    expect(isReservedName({ prenom: 'A.d.m.i.n', nom: 'Awa' })).toBe(true);
    expect(isReservedName({ prenom: 'Min', nom: 'Ad' })).toBe(true);
  });

  it('refuses each letter typed more often than written, and the misspellings of « commission »', () => {
    for (const prenom of ['Commission', 'Commmission', 'Commision', 'Comission', 'Comision', 'Comiission'])
      expect(isReservedName({ prenom, nom: 'Jeunesse' }), prenom).toBe(true);
    expect(isReservedName({ prenom: 'Responssable', nom: 'Awa' })).toBe(true);
    // « supprim » wants its two p: « Kamsu » + « Prime » would otherwise read « suprim ».
    expect(isReservedName({ prenom: 'Prime', nom: 'Kamsu' })).toBe(false);
  });

  it('refuses the names the site gives a visitor and a deleted account', () => {
    expect(isReservedName(asName(ANONYMOUS_NAME))).toBe(true);
    expect(isReservedName(asName(DELETED_ACCOUNT_NAME))).toBe(true);
    expect(isReservedName({ prenom: 'Sylvie', nom: 'Eba Encadreur validé' })).toBe(true);
  });
});
