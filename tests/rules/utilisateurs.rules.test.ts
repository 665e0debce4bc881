/**
 * firestore.rules, collection `utilisateurs`: profiles hold minors' phone numbers and
 * neighbourhoods, so each member reads only their own; a profile is written once, by its owner, in
 * the exact shape buildProfile gives it (src/domain/records.ts), and its role never changes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { USERS } from '@/backend/firebase/users';
import { ROLES, type Role } from '@/domain/entities';
import { buildProfile } from '@/domain/records';
import { withSearchKey } from '@/domain/search-key';
import { people } from '../setup/people';
import { emulator, members, UNKNOWN_UID, useRulesEnvironment } from './rules-env';

const { pupil, parent, tutor } = members;

/** A newcomer signing up as `role`: their uid, their e-mail (in their token) and their profile. */
function newcomer(role: Role) {
  const uid = `uid-nouveau-${role}`;
  const email = `nouveau.${role}@example.cm`;
  return { uid, email, profile: withSearchKey(buildProfile(uid, email, people[role].profile)) as DocumentData };
}

function write(db: Firestore, uid: string, data: DocumentData) {
  return setDoc(doc(db, USERS, uid), data);
}

describe.skipIf(!emulator)('firestore.rules — utilisateurs', () => {
  const world = useRulesEnvironment();

  describe('read', () => {
    it.each(['pupil', 'parent', 'tutor'] as const)('lets the %s read their own profile', async (member) => {
      const snapshot = await assertSucceeds(getDoc(doc(world.db[member], USERS, members[member].uid)));
      expect(snapshot.data()).toEqual(members[member].profile);
    });

    it('refuses someone else’s profile, even a tutor reading a pupil’s', async () => {
      await assertFails(getDoc(doc(world.db.pupil, USERS, tutor.uid)));
      await assertFails(getDoc(doc(world.db.tutor, USERS, pupil.uid)));
      await assertFails(getDoc(doc(world.db.parent, USERS, pupil.uid)));
    });

    it('refuses a query over profiles, even by e-mail (uniqueness is left to Auth)', async () => {
      await assertFails(getDocs(query(collection(world.db.pupil, USERS), where('email', '==', pupil.email))));
      await assertFails(getDocs(collection(world.db.pupil, USERS)));
    });

    it('refuses a signed-out visitor', async () => {
      await assertFails(getDoc(doc(world.db.signedOut, USERS, pupil.uid)));
      await assertFails(getDocs(collection(world.db.signedOut, USERS)));
    });

    it('tells a member that a profile does not exist, and nothing more (a message to nobody)', async () => {
      const missing = await assertSucceeds(getDoc(doc(world.db.pupil, USERS, UNKNOWN_UID)));
      expect(missing.exists()).toBe(false);
      await assertFails(getDoc(doc(world.db.pupil, USERS, tutor.uid)));
      await assertFails(getDoc(doc(world.db.signedOut, USERS, UNKNOWN_UID)));
    });
  });

  describe('create', () => {
    it.each(ROLES)('accepts the profile buildProfile gives a new %s', async (role) => {
      const { uid, email, profile } = newcomer(role);
      await assertSucceeds(write(world.as(uid, email), uid, profile));
    });

    it('refuses a profile under someone else’s uid, or whose id is not the uid', async () => {
      const { uid, email, profile } = newcomer('eleve');
      const db = world.as(uid, email);
      await assertFails(write(db, 'uid-autre', { ...profile, id: 'uid-autre' }));
      await assertFails(write(db, uid, { ...profile, id: 'uid-autre' }));
    });

    it('refuses an e-mail other than the account’s', async () => {
      const { uid, email, profile } = newcomer('parent');
      await assertFails(write(world.as(uid, email), uid, { ...profile, email: 'autre@example.cm' }));
      await assertFails(write(world.as(uid), uid, profile)); // a token without e-mail
    });

    it('refuses an extra field, a field of another role, or a missing one', async () => {
      const { uid, email, profile } = newcomer('eleve');
      const db = world.as(uid, email);
      await assertFails(write(db, uid, { ...profile, admin: true }));
      await assertFails(write(db, uid, { ...profile, matiere: 'Mathématiques' }));
      const { quartier: _quartier, ...withoutQuartier } = profile;
      await assertFails(write(db, uid, withoutQuartier));
    });

    it('refuses a blank or oversized field', async () => {
      const { uid, email, profile } = newcomer('encadreur');
      const db = world.as(uid, email);
      await assertFails(write(db, uid, { ...profile, nom: '   ' }));
      await assertFails(write(db, uid, { ...profile, matiere: '' }));
      await assertFails(write(db, uid, { ...profile, prenom: 'P'.repeat(101) }));
    });

    it('refuses an unknown role', async () => {
      const { uid, email, profile } = newcomer('parent');
      await assertFails(write(world.as(uid, email), uid, { ...profile, role: 'admin' }));
    });

    it('refuses a signed-out visitor', async () => {
      const { uid, profile } = newcomer('eleve');
      await assertFails(write(world.db.signedOut, uid, profile));
    });
  });

  describe('update', () => {
    it('lets a member correct their own profile, in the same shape', async () => {
      await assertSucceeds(updateDoc(doc(world.db.parent, USERS, parent.uid), { telephone: '655 00 00 01' }));
    });

    it('refuses a change of role, even to a complete profile of the new role', async () => {
      const asTutor = buildProfile(pupil.uid, pupil.email, people.encadreur.profile);
      await assertFails(write(world.db.pupil, pupil.uid, asTutor as DocumentData));
      await assertFails(updateDoc(doc(world.db.parent, USERS, parent.uid), { role: 'encadreur' }));
    });

    it('refuses an update that breaks the shape, or someone else’s profile', async () => {
      await assertFails(updateDoc(doc(world.db.pupil, USERS, pupil.uid), { nom: '' }));
      await assertFails(updateDoc(doc(world.db.pupil, USERS, pupil.uid), { email: 'autre@example.cm' }));
      await assertFails(updateDoc(doc(world.db.tutor, USERS, pupil.uid), { classe: 'Terminale' }));
    });
  });

  describe('delete', () => {
    it('refuses everyone, the owner included', async () => {
      await assertFails(deleteDoc(doc(world.db.pupil, USERS, pupil.uid)));
      await assertFails(deleteDoc(doc(world.db.tutor, USERS, pupil.uid)));
      await assertFails(deleteDoc(doc(world.db.signedOut, USERS, pupil.uid)));
    });
  });
});
