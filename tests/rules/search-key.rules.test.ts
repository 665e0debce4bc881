/**
 * firestore.rules, the members' search key `cle` (docs/decisions/0012): responsables search members
 * by a prefix of it, so it must follow from the name — the rules recompute it (searchKey()) with the
 * table of src/domain/search-key.ts, and refuse any other value at sign-up and at a name correction.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { JOURNAL } from '@/backend/firebase/journal';
import { USERS } from '@/backend/firebase/users';
import { newJournalFields } from '@/domain/new-records';
import { searchKey, withSearchKey } from '@/domain/search-key';
import { people } from '../setup/people';
import { emulator, members, signUpProfile, useRulesEnvironment } from './rules-env';

const UID = 'uid-nouvelle';
const EMAIL = 'nouvelle@example.cm';

/** A newcomer whose names a member typed freely: capitals, accents, a double space. */
const fresh = signUpProfile(UID, EMAIL, {
  ...people.eleve,
  profile: { ...people.eleve.profile, nom: 'ÉBÉNÉZER  Mbarga', prenom: 'Françoise' },
}) as DocumentData;

describe.skipIf(!emulator)('firestore.rules — the members’ search key', () => {
  const world = useRulesEnvironment();
  const write = (data: DocumentData) => setDoc(doc(world.as(UID, EMAIL), USERS, UID), data);

  it('folds the name as the adapter does: lower case, no accents, one space', () => {
    expect(searchKey({ nom: 'ÉBÉNÉZER  Mbarga', prenom: 'Françoise' })).toBe('ebenezer mbarga francoise');
  });

  it('accepts a new profile carrying the key of its name', async () => {
    await assertSucceeds(write(withSearchKey(fresh as { nom: string; prenom: string })));
  });

  it('refuses a new profile without the key, or with a key that is not its name’s', async () => {
    await assertFails(write(fresh));
    await assertFails(write({ ...fresh, cle: 'ÉBÉNÉZER  Mbarga Françoise' }));
    await assertFails(write({ ...fresh, cle: 'zzz' }));
    await assertFails(write({ ...fresh, cle: 42 }));
  });

  it('lets a responsable correct a name with its new key, never with the former one', async () => {
    const { pupil } = members;
    const rename = (changes: DocumentData) => {
      const db = world.db.responsable;
      const batch = writeBatch(db);
      batch.update(doc(db, USERS, pupil.uid), changes);
      const line = newJournalFields(
        members.responsable.profile,
        'nom-corrige',
        { id: pupil.uid, name: 'Awa Ngono' },
        '',
      );
      batch.set(doc(collection(db, JOURNAL)), { ...line, date: serverTimestamp() });
      return batch.commit();
    };
    await assertFails(rename({ prenom: 'Awa Marie', cle: searchKey(pupil.profile) }));
    await assertSucceeds(rename({ prenom: 'Awa Marie', cle: searchKey({ ...pupil.profile, prenom: 'Awa Marie' }) }));
  });

  it('keeps a member from writing their own key', async () => {
    const { pupil } = members;
    await assertFails(setDoc(doc(world.db.pupil, USERS, pupil.uid), { ...pupil.profile, cle: 'aaa' }));
    await assertFails(setDoc(doc(world.db.pupil, USERS, pupil.uid), withSearchKey({ ...pupil.profile, nom: 'Autre' })));
  });

  it('lets a responsable, and nobody else, search members by a prefix of the key', async () => {
    await world.seed({ [`${USERS}/${UID}`]: withSearchKey(fresh as { nom: string; prenom: string }) });
    const prefix = (db: typeof world.db.responsable) =>
      getDocs(query(collection(db, USERS), where('cle', '>=', 'ebe'), where('cle', '<', 'ebe\uf8ff'), orderBy('cle')));
    const found = await assertSucceeds(prefix(world.db.responsable));
    expect(found.docs.map((snapshot) => snapshot.id)).toEqual([UID]);
    await assertFails(prefix(world.db.pupil));
  });
});
