/**
 * firestore.rules, members' names (docs/decisions/0019, issue 32): the characters a name may hold
 * (validName, NAME_PATTERN in src/domain/names.ts) and the reserved names looked for in its words
 * and letters (reservedName, RESERVED_NAMES and isReservedName). The attacker writes with the raw
 * SDK, names as typed — never normalised by an adapter — each beside its search key, so that only
 * the name is at fault.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { JOURNAL } from '@/backend/firebase/journal';
import { USERS } from '@/backend/firebase/users';
import { newJournalFields } from '@/domain/new-records';
import { searchKey, withSearchKey } from '@/domain/search-key';
import { ISSUE_32_ATTACKS, LOOK_ALIKE_ATTACKS, REAL_NAMES_NEAR_RESERVED } from '../setup/name-cases';
import { people } from '../setup/people';
import { emulator, members, signUpProfile, useRulesEnvironment } from './rules-env';

type Name = { prenom: string; nom: string };

/**
 * Real names: accents, a hyphen, the typographic apostrophe, a ligature, a cedilla; and those that
 * hold a short reserved word or a look-alike sequence (« Modou », « Lecompte », « Bernard »…).
 */
const REAL: [string, Name][] = [
  { prenom: 'Awa', nom: 'Ngono' },
  { prenom: 'Zoé-Éloïse', nom: 'N’Dri' },
  { prenom: 'Ésaïe', nom: 'Mbarga' },
  { prenom: 'Œdipe', nom: 'Çà' },
  { prenom: 'J.', nom: "O'Neil" },
  ...REAL_NAMES_NEAR_RESERVED,
].map((name) => [`${name.prenom} ${name.nom}`, name]);

/** What the attacker signed up with (issue 23), and other names the class refuses. */
const ATTACKS: [string, Name][] = [
  ['a zero-width space inside « Commission »', { prenom: 'Comm\u200Bission', nom: 'des Études' }],
  ['a combining accent in « Modérateur »', { prenom: 'Mode\u0301rateur', nom: 'Forum' }],
  ['a Cyrillic o in « Responsable »', { prenom: 'Awa', nom: 'Resp\u043Ensable' }],
  ['digits', { prenom: 'Awa', nom: 'Ngono 2' }],
  ['an emoji', { prenom: 'Awa 🙂', nom: 'Ngono' }],
  ['a Latin letter with a breve in « Responsable »', { prenom: 'Awa', nom: 'Resp\u014Fnsable' }],
  ['a hyphen inside « Responsable »', { prenom: 'Marc', nom: 'Respon-sable' }],
  ['periods between the letters of « Commission »', { prenom: 'C.o.m.m.i.s.s.i.o.n', nom: 'Jeunes' }],
  ['« Anonyme » split across first and last name', { prenom: 'Anony', nom: 'Me' }],
  ['the same, last name first', { prenom: 'Me', nom: 'Anony' }],
  // Issue 32: Latin look-alikes (« rn », I and l), short words, misspellings, the site's own words.
  ...ISSUE_32_ATTACKS.map(([what, name]): [string, Name] => [what, name]),
  ...LOOK_ALIKE_ATTACKS.map(([what, name]): [string, Name] => [what, name]),
];

describe.skipIf(!emulator)('firestore.rules — names', () => {
  const world = useRulesEnvironment();
  const NEWCOMER = 'uid-nouveau';
  const EMAIL = 'nouveau@example.cm';

  /** A new pupil's profile under `name` as typed, with the search key the rules recompute. */
  function signUp(db: Firestore, name: Name) {
    const profile = { ...signUpProfile(NEWCOMER, EMAIL, people.eleve), ...name } as DocumentData;
    return setDoc(doc(db, USERS, NEWCOMER), { ...profile, cle: searchKey(name as { nom: string; prenom: string }) });
  }

  /** A responsable's « Corriger le nom » of the pupil, as governance.ts writes it (with the journal line). */
  function rename(name: Name) {
    const db = world.db.responsable;
    const batch = writeBatch(db);
    batch.update(doc(db, USERS, members.pupil.uid), { ...name, cle: searchKey(name) });
    batch.set(doc(collection(db, JOURNAL)), {
      ...newJournalFields(members.responsable.profile, 'nom-corrige', { id: members.pupil.uid, name: 'Awa Ngono' }),
      date: serverTimestamp(),
    });
    return batch.commit();
  }

  it.each(REAL)('accepts « %s » at sign-up', async (_written, name) => {
    await assertSucceeds(signUp(world.as(NEWCOMER, EMAIL), name));
  });

  it.each(ATTACKS)('refuses a sign-up with %s', async (_what, name) => {
    await assertFails(signUp(world.as(NEWCOMER, EMAIL), name));
  });

  it.each(REAL)('lets a responsable correct a name to « %s »', async (_written, name) => {
    await assertSucceeds(rename(name));
  });

  it.each(ATTACKS)('refuses a responsable’s correction to a name with %s', async (_what, name) => {
    await assertFails(rename(name));
  });

  it('refuses a newcomer’s profile whose search key matches a name with invisible characters', async () => {
    const name = { prenom: 'Awa\u200B', nom: 'Ngono' };
    const profile = withSearchKey({ ...signUpProfile(NEWCOMER, EMAIL, people.eleve), ...name });
    await assertFails(setDoc(doc(world.as(NEWCOMER, EMAIL), USERS, NEWCOMER), profile));
  });
});
