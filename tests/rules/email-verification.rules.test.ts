/**
 * firestore.rules and the confirmed address (issue 15, docs/decisions/0013): a private message
 * needs the sender's token to say `email_verified`; the directory lists a tutor only once their
 * profile says the address is confirmed, a copy the member writes from their own token and no
 * further. Writes are shaped as the client writes them (firebase/messages.ts, users.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { JOURNAL } from '@/backend/firebase/journal';
import { DIRECTORY, USERS } from '@/backend/firebase/users';
import type { EncadreurProfile, StoredProfile } from '@/domain/entities';
import { newJournalFields, newMessageFields } from '@/domain/new-records';
import { directoryCardOf } from '@/domain/records';
import { send } from './posting';
import { emulator, members, useRulesEnvironment } from './rules-env';

type Tutor = Omit<EncadreurProfile, 'responsable'>;
const { pupil, tutor, responsable } = members;

/** A pupil who signed up but has not followed the link yet: profile and token say so. */
const NEW_PUPIL = { uid: 'uid-eleve-non-confirme', email: 'eleve.non.confirme@example.cm' };
const newPupilProfile: StoredProfile = {
  ...pupil.profile,
  id: NEW_PUPIL.uid,
  email: NEW_PUPIL.email,
  emailVerifie: false,
};

/** A tutor a responsable approved before they confirmed their address. */
const approvedUnconfirmed: Tutor = { ...(tutor.profile as Tutor), statut: 'approuve', emailVerifie: false };

describe.skipIf(!emulator)('firestore.rules — the confirmed address', () => {
  const world = useRulesEnvironment();
  const unverified = () => world.as(NEW_PUPIL.uid, NEW_PUPIL.email, { email_verified: false });
  const verifiedNow = () => world.as(NEW_PUPIL.uid, NEW_PUPIL.email, { email_verified: true });
  const message = (from: StoredProfile) => ({
    ...newMessageFields(from, pupil.uid, 'Bonjour, pouvez-vous m’aider en physique ?'),
    date: serverTimestamp(),
  });

  /** The member's own write of their account's state, with the card as users.ts steps it. */
  function followAccount(
    db: Firestore,
    uid: string,
    changes: Partial<StoredProfile>,
    card: 'set' | 'delete' | 'none',
    after?: Tutor,
  ) {
    const batch = writeBatch(db);
    batch.update(doc(db, USERS, uid), changes);
    if (card === 'set') batch.set(doc(db, DIRECTORY, uid), directoryCardOf(after!));
    if (card === 'delete') batch.delete(doc(db, DIRECTORY, uid));
    return batch.commit();
  }

  describe('private messages', () => {
    it('refuses a message from a member whose token does not say the address is confirmed', async () => {
      await world.seed({ [`${USERS}/${NEW_PUPIL.uid}`]: newPupilProfile });
      await assertFails(send(unverified(), message(newPupilProfile)));
      // A token without the claim at all (an older session) is refused too.
      await assertFails(send(world.as(NEW_PUPIL.uid, NEW_PUPIL.email), message(newPupilProfile)));
    });

    it('lets the same member send once their token says it is confirmed', async () => {
      await world.seed({ [`${USERS}/${NEW_PUPIL.uid}`]: newPupilProfile });
      await assertSucceeds(send(verifiedNow(), message(newPupilProfile)));
    });
  });

  describe('the profile’s copy of the account', () => {
    it('lets a member record the confirmation only when their token says it', async () => {
      await world.seed({ [`${USERS}/${NEW_PUPIL.uid}`]: newPupilProfile });
      await assertFails(followAccount(unverified(), NEW_PUPIL.uid, { emailVerifie: true }, 'none'));
      await assertSucceeds(followAccount(verifiedNow(), NEW_PUPIL.uid, { emailVerifie: true }, 'none'));
      const stored = await getDoc(doc(verifiedNow(), USERS, NEW_PUPIL.uid));
      expect(stored.data()?.emailVerifie).toBe(true);
    });

    it('lets the stored address follow the token’s only, and refuses the flag set at sign-up', async () => {
      await world.seed({ [`${USERS}/${NEW_PUPIL.uid}`]: newPupilProfile });
      const changed = world.as(NEW_PUPIL.uid, 'nouvelle.adresse@example.cm', { email_verified: true });
      await assertFails(
        followAccount(changed, NEW_PUPIL.uid, { email: 'autre@example.cm', emailVerifie: true }, 'none'),
      );
      await assertSucceeds(
        followAccount(changed, NEW_PUPIL.uid, { email: 'nouvelle.adresse@example.cm', emailVerifie: true }, 'none'),
      );

      const other = world.as('uid-autre', 'autre.eleve@example.cm', { email_verified: true });
      const claimed = { ...newPupilProfile, id: 'uid-autre', email: 'autre.eleve@example.cm', emailVerifie: true };
      const batch = writeBatch(other);
      batch.set(doc(other, USERS, 'uid-autre'), { ...claimed, cle: 'ngono awa' });
      await assertFails(batch.commit());
    });

    it('refuses a member changing another member’s copy, or anything else with it', async () => {
      await world.seed({ [`${USERS}/${NEW_PUPIL.uid}`]: newPupilProfile });
      await assertFails(followAccount(world.db.pupil, NEW_PUPIL.uid, { emailVerifie: true }, 'none'));
      await assertFails(
        followAccount(
          verifiedNow(),
          NEW_PUPIL.uid,
          { emailVerifie: true, suspendu: true } as Partial<StoredProfile>,
          'none',
        ),
      );
    });
  });

  describe('the tutor directory', () => {
    /** The responsable approves, with the journal line, as governance.ts writes it; the card if asked. */
    function approve(withCard: boolean) {
      const db = world.db.responsable;
      const batch = writeBatch(db);
      batch.update(doc(db, USERS, tutor.uid), { statut: 'approuve' });
      if (withCard) batch.set(doc(db, DIRECTORY, tutor.uid), directoryCardOf(approvedUnconfirmed));
      else batch.delete(doc(db, DIRECTORY, tutor.uid));
      batch.set(doc(collection(db, JOURNAL)), {
        ...newJournalFields(responsable.profile, 'encadreur-approuve', { id: tutor.uid, name: 'Paul Essomba' }, ''),
        date: serverTimestamp(),
      });
      return batch.commit();
    }

    it('refuses a card for a tutor approved before confirming their address, and accepts the approval without it', async () => {
      await world.seed({ [`${USERS}/${tutor.uid}`]: { ...tutor.profile, emailVerifie: false } });
      await assertFails(approve(true));
      await assertSucceeds(approve(false));
      expect((await getDoc(doc(world.db.signedOut, DIRECTORY, tutor.uid))).exists()).toBe(false);
    });

    it('lists the tutor when they confirm, card in the same write; not with an unconfirmed token', async () => {
      await world.seed({ [`${USERS}/${tutor.uid}`]: approvedUnconfirmed });
      const confirmed = { ...approvedUnconfirmed, emailVerifie: true };
      const notYet = world.as(tutor.uid, tutor.email, { email_verified: false });
      await assertFails(followAccount(notYet, tutor.uid, { emailVerifie: true }, 'set', confirmed));
      await assertFails(followAccount(world.db.tutor, tutor.uid, { emailVerifie: true }, 'none'));
      await assertSucceeds(followAccount(world.db.tutor, tutor.uid, { emailVerifie: true }, 'set', confirmed));
      const card = await getDoc(doc(world.db.signedOut, DIRECTORY, tutor.uid));
      expect(card.data()).toMatchObject({ nom: 'Essomba', prenom: 'Paul' });
    });

    it('refuses a tutor writing their own card while their profile says unconfirmed', async () => {
      await world.seed({ [`${USERS}/${tutor.uid}`]: approvedUnconfirmed });
      const batch = writeBatch(world.db.tutor);
      batch.set(doc(world.db.tutor, DIRECTORY, tutor.uid), directoryCardOf(approvedUnconfirmed));
      await assertFails(batch.commit());
    });
  });
});
