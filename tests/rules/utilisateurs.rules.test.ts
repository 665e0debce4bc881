/**
 * firestore.rules, collection `utilisateurs`: profiles hold minors' phone numbers and
 * neighbourhoods, so each member reads only their own; a profile is written once, by its owner, in
 * the exact shape buildProfile gives it (src/domain/records.ts), with what the sign-up records
 * (issue 33: the texts accepted, a pupil's birth date), and its role never changes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { USERS } from '@/backend/firebase/users';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import { ROLES, type Role } from '@/domain/entities';
import { buildProfile } from '@/domain/records';
import { withSearchKey } from '@/domain/search-key';
import { people } from '../setup/people';
import { emulator, members, signUpProfile, UNKNOWN_UID, useRulesEnvironment } from './rules-env';

const { pupil, parent, tutor } = members;

/**
 * A newcomer signing up as `role`: their uid, their e-mail (in their token) and their profile as
 * the adapter writes it (a pupil born on `naissance`, fifteen or more unless said).
 */
function newcomer(role: Role, naissance?: string) {
  const uid = `uid-nouveau-${role}`;
  const email = `nouveau.${role}@example.cm`;
  const input = naissance ? { ...people[role], naissance } : people[role];
  return { uid, email, profile: withSearchKey(signUpProfile(uid, email, input)) as DocumentData };
}

/** A birth date `years` years before today (UTC), moved by `days` (negative: earlier). */
function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** Accepted now, as the adapters write it: the version, and the server's time. */
const acceptedNow = (version: string) => ({ version, date: serverTimestamp() });

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
    it.each(ROLES)('accepts the profile buildProfile gives a new %s, with what the sign-up records', async (role) => {
      const { uid, email, profile } = newcomer(role);
      await assertSucceeds(write(world.as(uid, email), uid, profile));
    });

    it('refuses a profile without the consent, with an old version of the page, or dated by the device', async () => {
      const { uid, email, profile } = newcomer('parent');
      const db = world.as(uid, email);
      const { consentement: _consent, ...without } = profile;
      await assertFails(write(db, uid, without));
      await assertFails(write(db, uid, { ...profile, consentement: acceptedNow('2025-01-01') }));
      await assertFails(write(db, uid, { ...profile, consentement: { version: PRIVACY_VERSION, date: new Date() } }));
      await assertFails(write(db, uid, { ...profile, consentement: { ...acceptedNow(PRIVACY_VERSION), lu: true } }));
      await assertSucceeds(write(db, uid, { ...profile, consentement: acceptedNow(PRIVACY_VERSION) }));
    });

    it('asks the charter of a tutor, in its current version, and of nobody else', async () => {
      const { uid, email, profile } = newcomer('encadreur');
      const db = world.as(uid, email);
      const { charte: _charter, ...without } = profile;
      await assertFails(write(db, uid, without));
      await assertFails(write(db, uid, { ...profile, charte: acceptedNow('2025-01-01') }));
      await assertFails(write(db, uid, { ...profile, charte: { version: CHARTER_VERSION, date: new Date() } }));
      await assertSucceeds(write(db, uid, profile));
      const other = newcomer('parent');
      await assertFails(
        write(world.as(other.uid, other.email), other.uid, { ...other.profile, charte: acceptedNow(CHARTER_VERSION) }),
      );
    });

    it('wants a pupil of 13 waiting for an authorisation, never « non-requise »', async () => {
      const { uid, email, profile } = newcomer('eleve', bornYearsAgo(13));
      const db = world.as(uid, email);
      expect(profile.autorisation).toEqual({ statut: 'attente' });
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'non-requise' } }));
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'parent' } }));
      await assertSucceeds(write(db, uid, profile));
    });

    it('wants a pupil of 17 needing none, never waiting', async () => {
      const { uid, email, profile } = newcomer('eleve', bornYearsAgo(17));
      const db = world.as(uid, email);
      expect(profile.autorisation).toEqual({ statut: 'non-requise' });
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'attente' } }));
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'papier' } }));
      await assertSucceeds(write(db, uid, profile));
    });

    it('lets either status pass within two days of the fifteenth birthday, where the rules cannot tell', async () => {
      // Fifteen tomorrow, fifteen since yesterday: the domain says « attente », then « non-requise ».
      for (const days of [1, -1]) {
        for (const statut of ['attente', 'non-requise']) {
          const { uid, email, profile } = newcomer('eleve', bornYearsAgo(15, days));
          await assertSucceeds(write(world.as(uid, email), uid, { ...profile, autorisation: { statut } }));
          await world.unseed(`${USERS}/${uid}`);
        }
      }
    });

    it('refuses a pupil without a birth date or authorisation, or with one that is no date', async () => {
      const { uid, email, profile } = newcomer('eleve');
      const db = world.as(uid, email);
      const { naissance: _birth, ...withoutBirth } = profile;
      const { autorisation: _status, ...withoutStatus } = profile;
      await assertFails(write(db, uid, withoutBirth));
      await assertFails(write(db, uid, withoutStatus));
      await assertFails(write(db, uid, { ...profile, naissance: '14/05/2011' }));
      await assertFails(write(db, uid, { ...profile, naissance: '2011-5-14' }));
      await assertFails(write(db, uid, { ...profile, naissance: 20110514 }));
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'non-requise', par: uid } }));
      // The age range is the adapters' (PUPIL_AGE); a date to come can only make the account wait.
      await assertFails(write(db, uid, { ...profile, naissance: bornYearsAgo(-1) }));
      await assertSucceeds(write(db, uid, profile));
    });

    it('keeps a birth date off the profiles of other roles', async () => {
      const { uid, email, profile } = newcomer('parent');
      const db = world.as(uid, email);
      await assertFails(write(db, uid, { ...profile, naissance: bornYearsAgo(40) }));
      await assertFails(write(db, uid, { ...profile, autorisation: { statut: 'non-requise' } }));
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

    it('lets a member who signed up before the consent keep using their profile, and accept the current texts', async () => {
      // The usual members were stored without consent, as members of before issue 33.
      expect(parent.profile).not.toHaveProperty('consentement');
      const own = doc(world.db.parent, USERS, parent.uid);
      await assertFails(updateDoc(own, { consentement: acceptedNow('2025-01-01') }));
      await assertFails(updateDoc(own, { consentement: { version: PRIVACY_VERSION, date: new Date() } }));
      await assertFails(updateDoc(own, { charte: acceptedNow(CHARTER_VERSION) }));
      await assertSucceeds(updateDoc(own, { consentement: acceptedNow(PRIVACY_VERSION) }));
      await assertSucceeds(updateDoc(own, { quartier: 'Etoudi' }));
      const tutorOwn = doc(world.db.tutor, USERS, tutor.uid);
      await assertSucceeds(
        updateDoc(tutorOwn, { consentement: acceptedNow(PRIVACY_VERSION), charte: acceptedNow(CHARTER_VERSION) }),
      );
      await assertFails(updateDoc(tutorOwn, { charte: deleteField() }));
    });

    it('refuses someone accepting the texts for another member', async () => {
      await assertFails(
        updateDoc(doc(world.db.parent, USERS, pupil.uid), { consentement: acceptedNow(PRIVACY_VERSION) }),
      );
      await assertFails(
        updateDoc(doc(world.db.responsable, USERS, pupil.uid), { consentement: acceptedNow(PRIVACY_VERSION) }),
      );
    });

    it('never lets a pupil change their own birth date or authorisation', async () => {
      const { uid, email, profile } = newcomer('eleve', bornYearsAgo(13));
      const db = world.as(uid, email);
      await assertSucceeds(write(db, uid, profile));
      const own = doc(db, USERS, uid);
      await assertFails(updateDoc(own, { autorisation: { statut: 'non-requise' } }));
      await assertFails(updateDoc(own, { autorisation: { statut: 'parent' } }));
      await assertFails(updateDoc(own, { naissance: bornYearsAgo(16) }));
      await assertFails(updateDoc(own, { naissance: deleteField(), autorisation: deleteField() }));
      await assertSucceeds(updateDoc(own, { classe: '4e' }));
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
