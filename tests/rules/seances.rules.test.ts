/**
 * firestore.rules for issue 26, beyond the permission table's rows: who reads the programme and
 * the participations, the counts no member can forge (a count moves by one, with its member's own
 * document, in one batch), the capacity held when two members join at the same instant, and a
 * member deleting their account still freeing their places. Each write as the client makes it
 * (src/backend/firebase/seances.ts), beside the closest ones the rules must refuse.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { PARTICIPANTS, SEANCES } from '@/backend/firebase/seances';
import { leaving } from './permission-table/scenario';
import {
  closedParticipationsSeed,
  join,
  leave,
  seancesSeed,
  storedParticipation,
  storedSeance,
} from './permission-table/seances';
import { emulator, members, useRulesEnvironment } from './rules-env';

const { pupil, parent } = members;

describe.skipIf(!emulator)('firestore.rules — the programme of séances', () => {
  const world = useRulesEnvironment();

  describe('reading', () => {
    it('lets a signed-out visitor read the séances to come, soonest first', async () => {
      await world.seed(seancesSeed());
      const upcoming = query(
        collection(world.db.signedOut, SEANCES),
        where('debut', '>=', Timestamp.fromDate(new Date('2026-01-01'))),
        orderBy('debut'),
      );
      await assertSucceeds(getDocs(upcoming));
    });

    it('lets a member read their own participations across séances, and nobody else’s', async () => {
      await world.seed(seancesSeed());
      const own = (uid: string) =>
        query(collectionGroup(world.db.parent, PARTICIPANTS), where('uid', '==', uid), orderBy('debut'));
      const found = await assertSucceeds(getDocs(own(parent.uid)));
      expect(found.size).toBe(2);
      await assertFails(getDocs(own(pupil.uid)));
      await assertFails(getDocs(collectionGroup(world.db.parent, PARTICIPANTS)));
      await assertSucceeds(getDoc(doc(world.db.parent, SEANCES, 'ouverte', PARTICIPANTS, parent.uid)));
      await assertFails(getDoc(doc(world.db.pupil, SEANCES, 'ouverte', PARTICIPANTS, parent.uid)));
      await assertFails(getDoc(doc(world.db.signedOut, SEANCES, 'ouverte', PARTICIPANTS, parent.uid)));
    });
  });

  describe('counts no member can forge', () => {
    it('moves a count only by one, with the member’s own document, in one batch', async () => {
      await world.seed(seancesSeed());
      const seance = (db = world.db.pupil) => doc(db, SEANCES, 'ouverte');
      await assertFails(updateDoc(seance(), { participants: increment(1) }));
      await assertFails(updateDoc(seance(), { encadreursPresents: increment(1) }));
      await assertFails(updateDoc(seance(world.db.parent), { participants: increment(-1) }));
      await assertFails(join(world.db.pupil, 'ouverte', 'pupil', 'encadreur'));
      await assertSucceeds(join(world.db.pupil, 'ouverte', 'pupil'));
      // Joined once: a second document cannot be written, nor the count moved again.
      await assertFails(join(world.db.pupil, 'ouverte', 'pupil'));
    });

    it('stores the member as they are: their own name, role and the séance’s start', async () => {
      await world.seed(seancesSeed());
      const attempt = (fields: Record<string, unknown>) => {
        const batch = writeBatch(world.db.pupil);
        batch.set(doc(world.db.pupil, SEANCES, 'ouverte', PARTICIPANTS, pupil.uid), {
          ...storedParticipation('pupil'),
          vuLe: serverTimestamp(),
          ...fields,
        });
        batch.update(doc(world.db.pupil, SEANCES, 'ouverte'), { participants: increment(1) });
        return batch.commit();
      };
      await assertFails(attempt({ nom: 'Quelqu’un d’autre' }));
      await assertFails(attempt({ role: 'parent' }));
      await assertFails(attempt({ debut: Timestamp.fromDate(new Date('2099-12-06T08:00:00Z')) }));
      await assertFails(attempt({ vuLe: Timestamp.fromDate(new Date('2099-01-01')) }));
      await assertSucceeds(attempt({}));
    });

    it('lets a member mark a change seen, and change nothing else of their participation', async () => {
      await world.seed(seancesSeed());
      const mine = doc(world.db.parent, SEANCES, 'ouverte', PARTICIPANTS, parent.uid);
      await assertSucceeds(updateDoc(mine, { vuLe: serverTimestamp() }));
      await assertFails(updateDoc(mine, { presence: 'encadreur' }));
      await assertFails(
        updateDoc(doc(world.db.pupil, SEANCES, 'ouverte', PARTICIPANTS, parent.uid), { vuLe: serverTimestamp() }),
      );
    });
  });

  describe('the capacity', () => {
    it('holds when two members take the last place at the same instant', async () => {
      await world.seed({ [`${SEANCES}/derniere`]: storedSeance({ capacite: 1 }) });
      const results = await Promise.allSettled([
        join(world.db.pupil, 'derniere', 'pupil'),
        join(world.db.parent, 'derniere', 'parent'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const stored = (await getDoc(doc(world.db.signedOut, SEANCES, 'derniere'))).data();
      expect(stored).toMatchObject({ participants: 1 });
    });

    it('counts no tutor in it', async () => {
      await world.seed(seancesSeed());
      await assertSucceeds(join(world.db.moderator, 'complete', 'moderator', 'encadreur'));
    });
  });

  describe('a member deleting their account', () => {
    it('frees their places, and joins nothing more', async () => {
      await world.seed(seancesSeed());
      await leaving(world, 'parent');
      await assertSucceeds(leave(world.db.parent, 'ouverte', 'parent'));
      await assertFails(join(world.db.parent, 'annulee', 'parent'));
    });

    it('takes their name off a séance over or cancelled, its count of who came left as it was', async () => {
      await world.seed(closedParticipationsSeed());
      // Not leaving: a séance of 2020 keeps its participants (issue 32).
      await assertFails(leave(world.db.parent, 'passee', 'parent', { count: false }));
      await leaving(world, 'parent');
      await assertFails(leave(world.db.parent, 'passee', 'parent'));
      await assertSucceeds(leave(world.db.parent, 'passee', 'parent', { count: false }));
      await assertSucceeds(leave(world.db.parent, 'annulee', 'parent', { count: false }));
    });
  });
});
