/**
 * firestore.rules for issue 33's parents and children: a member's link code, a link asked with the
 * other side's code and confirmed by the other side in the batch that adds the parent to the
 * child's family (at most two parents), undone by either side with the family. Each write as
 * src/backend/firebase/families.ts makes it, beside the closest ones the rules must refuse.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { FAMILIES, LINK_CODES, LINKS } from '@/backend/firebase/family-paths';
import { linkId } from '@/domain/families';
import { emulator, members, useRulesEnvironment, type Member } from './rules-env';

const { pupil, parent, stranger, responsable } = members;
const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));
const CODES = { pupil: 'AWACDE23', parent: 'MARYE234', stranger: 'JEAN2345' } as const;

describe.skipIf(!emulator)('firestore.rules — parents and children', () => {
  const world = useRulesEnvironment();

  const name = (member: Member) => `${members[member].profile.prenom} ${members[member].profile.nom}`;
  const codeOf = (member: 'pupil' | 'parent' | 'stranger') => ({
    uid: members[member].uid,
    nom: name(member),
    cote: member === 'parent' ? 'parent' : 'enfant',
  });
  /** The three codes, as their owners made them. */
  const seedCodes = () =>
    world.seed(
      Object.fromEntries(
        (['pupil', 'parent', 'stranger'] as const).map((member) => [`${LINK_CODES}/${CODES[member]}`, codeOf(member)]),
      ),
    );

  /** What a parent's request writes (families.ts), with `more` over it. */
  const asked = (asker: 'parent' | 'responsable', child: 'pupil' | 'stranger', more: DocumentData = {}) => ({
    parent: members[asker].uid,
    nomParent: name(asker),
    enfant: members[child].uid,
    nomEnfant: name(child),
    demandePar: 'parent',
    code: CODES[child],
    confirme: false,
    date: serverTimestamp(),
    ...more,
  });
  const link = (db: Firestore, parentMember: Member, child: Member) =>
    doc(db, LINKS, linkId(members[parentMember].uid, members[child].uid));
  const family = (db: Firestore, child: Member) => doc(db, FAMILIES, members[child].uid);

  /** The confirmation as the store writes it: the link and the family, one batch. */
  function confirm(db: Firestore, parentMember: Member, child: Member, { withFamily = true } = {}) {
    const batch = writeBatch(db);
    batch.update(link(db, parentMember, child), { confirme: true, confirmeLe: serverTimestamp() });
    if (withFamily) batch.set(family(db, child), { parents: arrayUnion(members[parentMember].uid) }, { merge: true });
    return batch.commit();
  }

  describe('the link codes', () => {
    it('lets a pupil or a parent make their own code, named as their profile says; nobody else’s, no tutor', async () => {
      await assertSucceeds(setDoc(doc(world.db.pupil, LINK_CODES, CODES.pupil), codeOf('pupil')));
      await assertSucceeds(setDoc(doc(world.db.parent, LINK_CODES, CODES.parent), codeOf('parent')));
      await assertFails(setDoc(doc(world.db.parent, LINK_CODES, 'AUTRE234'), codeOf('pupil')));
      await assertFails(setDoc(doc(world.db.pupil, LINK_CODES, 'AUTRE234'), { ...codeOf('pupil'), cote: 'parent' }));
      await assertFails(setDoc(doc(world.db.pupil, LINK_CODES, 'AUTRE234'), { ...codeOf('pupil'), nom: 'Awa N.' }));
      await assertFails(
        setDoc(doc(world.db.moderator, LINK_CODES, 'TUTR2345'), {
          uid: members.moderator.uid,
          nom: name('moderator'),
          cote: 'enfant',
        }),
      );
      // Letters that could be misread (0, O, 1, I, L) are not in a code.
      await assertFails(setDoc(doc(world.db.pupil, LINK_CODES, 'AWA0CODE'), codeOf('pupil')));
    });

    it('lets a member read a code they were given, never list them; a visitor reads none', async () => {
      await seedCodes();
      await assertSucceeds(getDoc(doc(world.db.parent, LINK_CODES, CODES.pupil)));
      await assertFails(getDoc(doc(world.db.signedOut, LINK_CODES, CODES.pupil)));
      await assertFails(getDocs(collection(world.db.parent, LINK_CODES)));
      await assertSucceeds(getDocs(query(collection(world.db.pupil, LINK_CODES), where('uid', '==', pupil.uid))));
    });
  });

  describe('a request', () => {
    it('lets a parent ask with the child’s code, as themselves, unconfirmed', async () => {
      await seedCodes();
      await assertSucceeds(setDoc(link(world.db.parent, 'parent', 'pupil'), asked('parent', 'pupil')));
    });

    it('refuses a request without the child’s code, with forged names, confirmed at once, or for someone else', async () => {
      await seedCodes();
      const ref = link(world.db.parent, 'parent', 'pupil');
      await assertFails(setDoc(ref, asked('parent', 'pupil', { code: CODES.stranger })));
      await assertFails(setDoc(ref, asked('parent', 'pupil', { code: 'XYZW2345' })));
      await assertFails(setDoc(ref, asked('parent', 'pupil', { nomEnfant: 'Awa Mballa' })));
      await assertFails(setDoc(ref, asked('parent', 'pupil', { nomParent: 'Commission' })));
      await assertFails(setDoc(ref, asked('parent', 'pupil', { confirme: true })));
      await assertFails(setDoc(ref, asked('parent', 'pupil', { date: AT })));
      // A link named for another parent, or a pupil asking with another pupil's code.
      await assertFails(setDoc(link(world.db.parent, 'responsable', 'pupil'), asked('responsable', 'pupil')));
      await assertFails(
        setDoc(doc(world.db.stranger, LINKS, linkId(pupil.uid, stranger.uid)), {
          ...asked('parent', 'stranger'),
          parent: pupil.uid,
          nomParent: name('pupil'),
          demandePar: 'enfant',
          code: CODES.pupil,
        }),
      );
    });
  });

  describe('a confirmation', () => {
    const request = () =>
      world.seed({ [`${LINKS}/${linkId(parent.uid, pupil.uid)}`]: { ...asked('parent', 'pupil'), date: AT } });

    it('lets the side that did not ask confirm, with the parent added to the child’s family', async () => {
      await request();
      await assertSucceeds(confirm(world.db.pupil, 'parent', 'pupil'));
    });

    it('refuses the asker, a stranger, and a confirmation without the family, or the family without a confirmation', async () => {
      await request();
      await assertFails(confirm(world.db.parent, 'parent', 'pupil'));
      await assertFails(confirm(world.db.stranger, 'parent', 'pupil'));
      await assertFails(confirm(world.db.pupil, 'parent', 'pupil', { withFamily: false }));
      await assertFails(setDoc(family(world.db.pupil, 'pupil'), { parents: [parent.uid] }));
      await assertFails(setDoc(family(world.db.parent, 'pupil'), { parents: [parent.uid] }));
    });

    it('refuses a third parent', async () => {
      await world.seed({
        [`${LINKS}/${linkId(parent.uid, pupil.uid)}`]: { ...asked('parent', 'pupil'), date: AT, confirme: true },
        [`${LINKS}/${linkId('uid-autre-parent', pupil.uid)}`]: {
          ...asked('parent', 'pupil'),
          parent: 'uid-autre-parent',
          date: AT,
          confirme: true,
        },
        [`${LINKS}/${linkId(responsable.uid, pupil.uid)}`]: { ...asked('responsable', 'pupil'), date: AT },
        [`${FAMILIES}/${pupil.uid}`]: { parents: [parent.uid, 'uid-autre-parent'] },
      });
      await assertFails(confirm(world.db.pupil, 'responsable', 'pupil'));
    });
  });

  describe('undoing', () => {
    const linked = () =>
      world.seed({
        [`${LINKS}/${linkId(parent.uid, pupil.uid)}`]: { ...asked('parent', 'pupil'), date: AT, confirme: true },
        [`${FAMILIES}/${pupil.uid}`]: { parents: [parent.uid] },
      });

    it('lets either side undo a link, the parent leaving the family in the same batch', async () => {
      for (const member of ['parent', 'pupil'] as const) {
        await linked();
        const batch = writeBatch(world.db[member]);
        batch.delete(link(world.db[member], 'parent', 'pupil'));
        batch.update(family(world.db[member], 'pupil'), { parents: arrayRemove(parent.uid) });
        await assertSucceeds(batch.commit());
      }
    });

    it('refuses a stranger, a link undone with the parent left in the family, and a parent taken out alone', async () => {
      await linked();
      await assertFails(deleteDoc(link(world.db.stranger, 'parent', 'pupil')));
      await assertFails(deleteDoc(link(world.db.parent, 'parent', 'pupil')));
      await assertFails(updateDoc(family(world.db.pupil, 'pupil'), { parents: arrayRemove(parent.uid) }));
    });

    it('lets the two members read their link, nobody else; the family to its child and parents', async () => {
      await linked();
      await assertSucceeds(getDoc(link(world.db.parent, 'parent', 'pupil')));
      await assertSucceeds(getDoc(link(world.db.pupil, 'parent', 'pupil')));
      await assertFails(getDoc(link(world.db.stranger, 'parent', 'pupil')));
      await assertSucceeds(getDocs(query(collection(world.db.parent, LINKS), where('parent', '==', parent.uid))));
      await assertFails(getDocs(query(collection(world.db.parent, LINKS), where('enfant', '==', pupil.uid))));
      await assertSucceeds(getDoc(family(world.db.parent, 'pupil')));
      await assertFails(getDoc(family(world.db.stranger, 'pupil')));
    });
  });
});
