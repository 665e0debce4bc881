/**
 * firestore.rules for issue 25: following a question, the counts a forum's filters read
 * (`nbReponses`, `activite`, `suivi`, `mots`), and a member's reading marks (`lectures/{uid}`).
 * Every write the client makes is tried as the client makes it (src/backend/firebase/questions.ts,
 * following.ts), beside the closest ones the rules must refuse.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { READING_MARKS } from '@/backend/firebase/following';
import { forumClauses, QUESTIONS } from '@/backend/firebase/questions';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { AT, leaving, outgoingQuestion, storedQuestion } from './permission-table/scenario';
import { addReply, ask, counted, takeReply } from './posting';
import { emulator, members, useRulesEnvironment, type Member } from './rules-env';

const { pupil, stranger, moderator } = members;

function reply(author: Member, text = 'Divise par le PGCD.') {
  return { ...newReplyFields(members[author].profile, text, newReplyId(members[author].uid)), date: Timestamp.now() };
}

describe.skipIf(!emulator)('firestore.rules — following, counts and reading marks', () => {
  const world = useRulesEnvironment();
  const question = (db: Firestore, id: string) => doc(db, QUESTIONS, id);
  const marks = (db: Firestore, whose: Member) => doc(db, READING_MARKS, members[whose].uid);

  const answer = { ...newReplyFields(moderator.profile, 'Divise par le PGCD.', `${moderator.uid}_r1`), date: AT };
  const seed = () =>
    world.seed({
      'questions/awa': storedQuestion('pupil', { question: 'Comment résoudre une équation ?' }),
      'questions/repondue': storedQuestion('pupil', {}, { replies: [answer] }),
    });

  describe('a new question', () => {
    it('is followed by its author only, unanswered, active now, with its words', async () => {
      await assertSucceeds(ask(world.db.pupil, outgoingQuestion('pupil')));
    });

    it('refuses other followers, a count, a date of activity or words it did not start with', async () => {
      const asked = outgoingQuestion('pupil');
      await assertFails(ask(world.db.pupil, { ...asked, suivi: [pupil.uid, stranger.uid] }));
      await assertFails(ask(world.db.pupil, { ...asked, suivi: [] }));
      await assertFails(ask(world.db.pupil, { ...asked, nbReponses: 3 }));
      await assertFails(ask(world.db.pupil, { ...asked, activite: AT }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: Array.from({ length: 81 }, (_, at) => `mot${at}`) }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: 'equation' }));
    });
  });

  describe('a reply', () => {
    it('counts, dates the activity and makes a member who replies a follower, in the client’s write', async () => {
      await seed();
      await assertSucceeds(addReply(world.db.stranger, 'awa', reply('stranger')));
      // A follower already (its author) replies: the followers stay as they are.
      await assertSucceeds(addReply(world.db.pupil, 'awa', reply('pupil')));
    });

    it('refuses a reply without its count, with a wrong one, or with a date of activity of the client', async () => {
      await seed();
      const write = (fields: Record<string, unknown>) =>
        counted(world.db.stranger, `${QUESTIONS}/awa`, (batch) =>
          batch.update(question(world.db.stranger, 'awa'), fields),
        );
      const item = reply('stranger');
      await assertFails(write({ replies: arrayUnion(item), activite: serverTimestamp() }));
      await assertFails(write({ replies: arrayUnion(item), nbReponses: increment(2), activite: serverTimestamp() }));
      await assertFails(write({ replies: arrayUnion(item), nbReponses: increment(1), activite: AT }));
      await assertSucceeds(write({ replies: arrayUnion(item), nbReponses: increment(1), activite: serverTimestamp() }));
    });

    it('refuses a reply that makes someone else a follower', async () => {
      await seed();
      const write = counted(world.db.stranger, `${QUESTIONS}/awa`, (batch) =>
        batch.update(question(world.db.stranger, 'awa'), {
          replies: arrayUnion(reply('stranger')),
          nbReponses: increment(1),
          activite: serverTimestamp(),
          suivi: arrayUnion(stranger.uid, moderator.uid),
        }),
      );
      await assertFails(write);
    });

    it('takes a deleted reply out of the count, never without it', async () => {
      await seed();
      await assertFails(updateDoc(question(world.db.moderator, 'repondue'), { replies: arrayRemove(answer) }));
      await assertSucceeds(takeReply(world.db.moderator, 'repondue', answer));
    });
  });

  describe('following', () => {
    it('lets a member stop following, for themselves only', async () => {
      await seed();
      await assertFails(updateDoc(question(world.db.stranger, 'awa'), { suivi: arrayRemove(pupil.uid) }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), { suivi: arrayRemove(pupil.uid) }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), { suivi: arrayUnion(pupil.uid) }));
    });

    it('refuses a write that changes nothing, or followers beside another field', async () => {
      await seed();
      await assertFails(updateDoc(question(world.db.stranger, 'awa'), { suivi: [pupil.uid] }));
      await assertFails(
        updateDoc(question(world.db.stranger, 'awa'), { suivi: arrayUnion(stranger.uid), nbReponses: 5 }),
      );
    });

    it('lets a member deleting their account leave what they follow, and nothing else', async () => {
      await seed();
      await leaving(world, 'pupil');
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { suivi: arrayUnion(stranger.uid) }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), { suivi: arrayRemove(pupil.uid) }));
    });

    it('lets anyone list a forum’s filtered views and a search with the client’s queries', async () => {
      await seed();
      const list = (db: Firestore, filter: Parameters<typeof forumClauses>[1]) =>
        getDocs(query(collection(db, QUESTIONS), ...forumClauses('EncadreurEleve', filter), orderBy('date', 'desc')));
      await assertSucceeds(list(world.db.signedOut, { word: 'equation' }));
      await assertSucceeds(list(world.db.signedOut, { matiere: 'Mathématiques', classe: '3e', unanswered: true }));
      await assertSucceeds(list(world.db.pupil, { followedBy: pupil.uid }));
      await assertSucceeds(
        getDocs(
          query(
            collection(world.db.pupil, QUESTIONS),
            where('suivi', 'array-contains', pupil.uid),
            orderBy('activite', 'desc'),
          ),
        ),
      );
    });
  });

  describe('reading marks', () => {
    it('lets a member write and read their own marks, nobody else’s', async () => {
      const seen = { vues: { awa: AT } };
      await assertSucceeds(setDoc(marks(world.db.pupil, 'pupil'), seen, { mergeFields: ['vues'] }));
      await assertSucceeds(getDoc(marks(world.db.pupil, 'pupil')));
      await assertFails(getDoc(marks(world.db.stranger, 'pupil')));
      await assertFails(getDoc(marks(world.db.responsable, 'pupil')));
      await assertFails(setDoc(marks(world.db.stranger, 'pupil'), seen, { mergeFields: ['vues'] }));
      await assertFails(getDoc(marks(world.db.signedOut, 'pupil')));
    });

    it('dates the new questions seen by the server’s clock only, and takes no other field', async () => {
      await assertSucceeds(
        setDoc(marks(world.db.moderator, 'moderator'), { matieresVuesLe: serverTimestamp() }, { merge: true }),
      );
      await assertFails(setDoc(marks(world.db.moderator, 'moderator'), { matieresVuesLe: AT }, { merge: true }));
      await assertFails(setDoc(marks(world.db.pupil, 'pupil'), { notices: 3 }, { merge: true }));
    });

    it('keeps at most 400 marks of opened questions', async () => {
      const many = (count: number) => ({
        vues: Object.fromEntries(Array.from({ length: count }, (_, at) => [`q${at}`, AT])),
      });
      await assertSucceeds(setDoc(marks(world.db.pupil, 'pupil'), many(400), { mergeFields: ['vues'] }));
      await assertFails(setDoc(marks(world.db.pupil, 'pupil'), many(401), { mergeFields: ['vues'] }));
    });
  });
});
