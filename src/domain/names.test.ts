import { describe, expect, it } from 'vitest';
import { people, storedProfile } from '@tests/setup/people';
import { BackendError } from './errors';
import { governanceChange } from './governance';
import { isReservedName, isValidName, nameSkeleton, normaliseName } from './names';
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
    expect(nameSkeleton('Zoé-Éloïse N’Dri')).toBe('zoeeloisendri');
    expect(nameSkeleton('Œdipe Çà')).toBe('oedipeca');
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
