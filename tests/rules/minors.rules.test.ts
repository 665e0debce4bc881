/**
 * firestore.rules, issue 33 « Minors are not public »: what anyone can read of the forums names a
 * pupil « Awa N. » with no class (postName in validNewQuestion and memberReply), and every pupil's
 * full name and class sit in one members-only document, `noms/eleves`, each entry written only as
 * its pupil's profile says (writesPupilName). Written as the client writes them
 * (src/backend/firebase/pupil-names.ts, questions.ts).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  FieldPath,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNTS } from '@/backend/firebase/account-deletion';
import { pupilNamesRef, removePupilEntry, setPupilEntryIn } from '@/backend/firebase/pupil-names';
import { QUESTIONS } from '@/backend/firebase/questions';
import { USERS } from '@/backend/firebase/users';
import type { StoredProfile } from '@/domain/entities';
import { pupilEntry, publicName } from '@/domain/minors';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { outgoingQuestion, storedQuestion } from './permission-table/scenario';
import { addReply, ask } from './posting';
import { emulator, members, useRulesEnvironment, withoutProfile } from './rules-env';

const { pupil, parent, stranger } = members;

/** A pupil's reply as the client builds it, from their stored profile, with the client's clock. */
const replyOf = (profile: StoredProfile, uid: string) => ({
  ...newReplyFields(profile, 'Merci beaucoup !', newReplyId(uid)),
  date: Timestamp.now(),
});

/** The members-only record as the migration leaves it: every pupil's entry. */
const allNames = () => ({
  noms: { [pupil.uid]: pupilEntry(pupil.profile), [stranger.uid]: pupilEntry(stranger.profile) },
});

describe.skipIf(!emulator)('firestore.rules — minors are not public (issue 33)', () => {
  const world = useRulesEnvironment();

  describe('what anyone can read', () => {
    it('accepts a pupil’s question named « Awa N. » without class, and refuses the full name or a class', async () => {
      expect(outgoingQuestion('pupil')).toMatchObject({ userName: 'Awa N.', classe: null });
      await assertFails(ask(world.db.pupil, { ...outgoingQuestion('pupil'), userName: 'Awa Ngono' }));
      await assertFails(ask(world.db.pupil, { ...outgoingQuestion('pupil'), classe: '3e' }));
      await assertFails(ask(world.db.pupil, { ...outgoingQuestion('pupil'), userName: 'Awa' }));
      await assertFails(ask(world.db.pupil, { ...outgoingQuestion('pupil'), userName: 'Awa N' }));
      await assertSucceeds(ask(world.db.pupil, outgoingQuestion('pupil')));
    });

    it('names adults in full as before: a parent’s question, a tutor’s with the classes they teach', async () => {
      await assertFails(ask(world.db.parent, { ...outgoingQuestion('parent'), userName: 'Marie A.' }));
      await assertSucceeds(ask(world.db.parent, { ...outgoingQuestion('parent'), userName: 'Marie Atangana' }));
      await assertSucceeds(ask(world.db.tutor, { ...outgoingQuestion('tutor'), classe: 'Terminale' }));
    });

    it('accepts a pupil’s reply named « Awa N. », and refuses their full name', async () => {
      await world.seed({ 'questions/q': storedQuestion('parent', { pageId: 'ParentEncadreur' }) });
      const reply = replyOf(pupil.profile, pupil.uid);
      expect(reply.userName).toBe('Awa N.');
      await assertFails(addReply(world.db.pupil, 'q', { ...reply, userName: 'Awa Ngono' }));
      await assertSucceeds(addReply(world.db.pupil, 'q', reply));
    });

    it('takes a compound surname’s first letter, an accented one too: « Élodie É. »', async () => {
      const profile = { ...pupil.profile, prenom: 'Élodie', nom: 'Ékambi Ngo Bilong' } as StoredProfile;
      await world.seed({ [`${USERS}/${pupil.uid}`]: profile });
      expect(publicName(profile)).toBe('Élodie É.');
      const asked = { ...outgoingQuestion('pupil'), userName: 'Élodie É.' };
      await assertFails(ask(world.db.pupil, { ...asked, userName: 'Élodie E.' }));
      await assertFails(ask(world.db.pupil, { ...asked, userName: 'Élodie Ékambi Ngo Bilong' }));
      await assertSucceeds(ask(world.db.pupil, asked));
    });

    it('gives a signed-out visitor a pupil’s question, read alone or listed, that holds no surname and no class', async () => {
      const ref = await ask(world.db.pupil, outgoingQuestion('pupil', { question: 'Comment factoriser ?' }));
      await addReply(world.db.pupil, ref.id, replyOf(pupil.profile, pupil.uid));
      const read = await assertSucceeds(getDoc(doc(world.db.signedOut, QUESTIONS, ref.id)));
      const listed = await assertSucceeds(
        getDocs(
          query(
            collection(world.db.signedOut, QUESTIONS),
            where('pageId', '==', 'EncadreurEleve'),
            orderBy('date', 'desc'),
          ),
        ),
      );
      for (const data of [read.data(), listed.docs[0]?.data()]) {
        // The whole document, replies included: the surname and the class are nowhere (the test's
        // uid spells the name; a real one is random).
        const all = JSON.stringify(data).replaceAll(pupil.uid, '<uid>');
        expect(all).toContain('Awa N.');
        expect(all).not.toMatch(new RegExp(pupil.profile.nom, 'i'));
        expect((pupil.profile as { classe?: string }).classe).toBe('3e');
        expect(all).not.toContain(`"3e"`);
        expect(data).toMatchObject({ userName: 'Awa N.', classe: null });
      }
    });
  });

  describe('the members-only names, noms/eleves', () => {
    it('lets a member with a profile read them, and refuses a signed-out visitor, an anonymous account and an account without profile', async () => {
      await world.seed({ 'noms/eleves': allNames() });
      for (const db of [world.db.pupil, world.db.parent, world.db.tutor, world.db.responsable]) {
        await assertSucceeds(getDoc(pupilNamesRef(db)));
      }
      await assertFails(getDoc(pupilNamesRef(world.db.signedOut)));
      await assertFails(getDoc(pupilNamesRef(world.db.visitor)));
      await assertFails(getDoc(pupilNamesRef(world.as(withoutProfile.uid, withoutProfile.email))));
      await assertFails(getDocs(collection(world.db.parent, 'noms')));
      await assertFails(getDoc(doc(world.db.parent, 'noms', 'autres')));
    });

    it('lets a pupil write their own entry as their profile says it, and nothing else', async () => {
      const own = (db: Firestore, profile: StoredProfile) => {
        const batch = writeBatch(db);
        setPupilEntryIn(batch, db, profile);
        return batch.commit();
      };
      // The first entry creates the record; the next ones change one entry each.
      await assertSucceeds(own(world.db.pupil, pupil.profile));
      await assertSucceeds(own(world.db.stranger, stranger.profile));
      const forged = (changes: Partial<StoredProfile>) => ({ ...pupil.profile, ...changes }) as StoredProfile;
      await assertFails(own(world.db.pupil, forged({ classe: 'Terminale' })));
      await assertFails(own(world.db.pupil, forged({ nom: 'Mballa' })));
      // Someone else's entry, or one under another key than `dernier`.
      await assertFails(own(world.db.pupil, stranger.profile));
      await assertFails(
        setDoc(
          pupilNamesRef(world.db.pupil),
          { noms: { [stranger.uid]: { nom: 'X', classe: '3e' } }, dernier: pupil.uid },
          {
            merge: true,
          },
        ),
      );
      // Adults are not in it; no field but the entries and `dernier`; the record is never deleted.
      await assertFails(
        setDoc(
          pupilNamesRef(world.db.parent),
          { noms: { [parent.uid]: { nom: 'Marie Atangana', classe: '' } }, dernier: parent.uid },
          { merge: true },
        ),
      );
      await assertFails(
        setDoc(pupilNamesRef(world.db.pupil), { ...allNames(), dernier: pupil.uid, note: 'x' }, { merge: true }),
      );
      await assertFails(deleteDoc(pupilNamesRef(world.db.pupil)));
      await assertFails(deleteDoc(pupilNamesRef(world.db.responsable)));
      // A signed-out visitor writes nothing.
      await assertFails(own(world.db.signedOut, pupil.profile));
    });

    it('takes a pupil’s new class in the batch of their profile, never ahead of it', async () => {
      await world.seed({ 'noms/eleves': allNames() });
      const moved = { ...pupil.profile, classe: 'Seconde' } as StoredProfile;
      const alone = writeBatch(world.db.pupil);
      setPupilEntryIn(alone, world.db.pupil, moved);
      await assertFails(alone.commit());
      const batch = writeBatch(world.db.pupil);
      batch.update(doc(world.db.pupil, USERS, pupil.uid), { classe: 'Seconde' });
      setPupilEntryIn(batch, world.db.pupil, moved);
      await assertSucceeds(batch.commit());
    });

    it('lets a responsable write the entry a corrected name gives, and only that', async () => {
      await world.seed({ 'noms/eleves': allNames() });
      const renamed = { ...pupil.profile, nom: 'Ndongo' } as StoredProfile;
      const correction = (entry: StoredProfile) => {
        const batch = writeBatch(world.db.responsable);
        batch.update(doc(world.db.responsable, USERS, pupil.uid), { nom: 'Ndongo', cle: 'ndongo awa' });
        setPupilEntryIn(batch, world.db.responsable, entry);
        return batch.commit();
      };
      await assertFails(correction({ ...renamed, nom: 'Inventé' } as StoredProfile));
      await assertSucceeds(correction(renamed));
      const stored = (await getDoc(pupilNamesRef(world.db.parent))).data();
      expect(stored?.noms[pupil.uid]).toEqual({ nom: 'Awa Ndongo', classe: '3e' });
      // Another member (the pupil themselves) cannot write another pupil's entry, even a true one.
      await assertFails(
        setDoc(
          pupilNamesRef(world.db.pupil),
          { noms: { [stranger.uid]: pupilEntry(stranger.profile) }, dernier: stranger.uid },
          { mergeFields: [new FieldPath('noms', stranger.uid), 'dernier'] },
        ),
      );
    });

    it('takes the entry out with its account: by the member leaving, or by a responsable once the profile is gone', async () => {
      await world.seed({ 'noms/eleves': allNames() });
      const remove = (db: Firestore, uid: string) =>
        updateDoc(pupilNamesRef(db), new FieldPath('noms', uid), deleteField(), 'dernier', uid);
      // Not while the account stays: neither by the pupil, nor by a responsable.
      await assertFails(remove(world.db.pupil, pupil.uid));
      await assertFails(remove(world.db.responsable, pupil.uid));
      await assertFails(remove(world.db.stranger, pupil.uid));
      // The deletion's mark written (its first step), the member takes their entry out.
      await world.seed({ [`${DELETED_ACCOUNTS}/${pupil.uid}`]: { date: serverTimestamp() } });
      await assertSucceeds(removePupilEntry(world.db.pupil, pupil.uid));
      expect((await getDoc(pupilNamesRef(world.db.parent))).data()?.noms).not.toHaveProperty(pupil.uid);
      // A profile gone some other way: a responsable tidies its entry.
      await world.unseed(`${USERS}/${stranger.uid}`);
      await assertSucceeds(remove(world.db.responsable, stranger.uid));
    });
  });
});
