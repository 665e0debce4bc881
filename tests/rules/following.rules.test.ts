/**
 * firestore.rules for issues 25 and 32: the counts a forum's filters read (`nbReponses`,
 * `activite`, `mots`), and a member's reading marks (`lectures/{uid}`), where the questions they
 * follow are kept — never on the question, which anyone reads. Every write the client makes is
 * tried as the client makes it (src/backend/firebase/questions.ts, following.ts), beside the
 * closest ones the rules must refuse.
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
import { forumClauses, QUESTIONS } from '@/backend/firebase/questions';
import { READING_MARKS } from '@/backend/firebase/reading-marks';
import { FOLLOWED_STORED_MAX } from '@/domain/following';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { AT, outgoingQuestion, storedQuestion } from './permission-table/scenario';
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
    it('is unanswered, active now, with its words and its own id; its author follows it in their own marks', async () => {
      await assertSucceeds(ask(world.db.pupil, outgoingQuestion('pupil')));
    });

    it('refuses followers on it (issue 32), another id, a count, a date of activity or words it did not start with', async () => {
      const asked = outgoingQuestion('pupil');
      await assertFails(ask(world.db.pupil, { ...asked, suivi: [pupil.uid] }));
      await assertFails(ask(world.db.pupil, { ...asked, id: 'une-autre' }));
      await assertFails(ask(world.db.pupil, { ...asked, nbReponses: 3 }));
      await assertFails(ask(world.db.pupil, { ...asked, activite: AT }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: Array.from({ length: 81 }, (_, at) => `mot${at}`) }));
      await assertFails(ask(world.db.pupil, { ...asked, mots: 'equation' }));
    });
  });

  describe('a reply', () => {
    it('counts and dates the activity, the replier following it in their own marks, in the client’s write', async () => {
      await seed();
      await assertSucceeds(addReply(world.db.stranger, 'awa', reply('stranger')));
      await assertSucceeds(addReply(world.db.pupil, 'awa', reply('pupil')));
      await assertSucceeds(getDoc(marks(world.db.stranger, 'stranger')));
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

    it('refuses a reply that writes followers on the question, even the replier alone (issue 32)', async () => {
      await seed();
      const write = (suivi: string[]) =>
        counted(world.db.stranger, `${QUESTIONS}/awa`, (batch) =>
          batch.update(question(world.db.stranger, 'awa'), {
            replies: arrayUnion(reply('stranger')),
            nbReponses: increment(1),
            activite: serverTimestamp(),
            suivi: arrayUnion(...suivi),
          }),
        );
      await assertFails(write([stranger.uid, moderator.uid]));
      await assertFails(write([stranger.uid]));
    });

    it('takes a deleted reply out of the count, never without it', async () => {
      await seed();
      await assertFails(updateDoc(question(world.db.moderator, 'repondue'), { replies: arrayRemove(answer) }));
      await assertSucceeds(takeReply(world.db.moderator, 'repondue', answer));
    });
  });

  describe('following (issue 32: nobody else reads or queries who follows what)', () => {
    it('refuses any write of followers on a question: following is the member’s own list', async () => {
      await seed();
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { suivi: arrayUnion(pupil.uid) }));
      await assertFails(updateDoc(question(world.db.stranger, 'awa'), { suivi: [stranger.uid] }));
      await assertSucceeds(
        setDoc(marks(world.db.stranger, 'stranger'), { suivies: { awa: Timestamp.now() } }, { merge: true }),
      );
      await assertFails(
        setDoc(marks(world.db.stranger, 'pupil'), { suivies: { awa: Timestamp.now() } }, { merge: true }),
      );
    });

    it('refuses a visitor, or anyone, listing the questions a member follows, or reading their list', async () => {
      await seed();
      await world.seed({ [`${READING_MARKS}/${pupil.uid}`]: { suivies: { awa: AT } } });
      await assertFails(getDoc(marks(world.db.signedOut, 'pupil')));
      await assertFails(getDoc(marks(world.db.parent, 'pupil')));
      await assertFails(getDocs(query(collection(world.db.signedOut, READING_MARKS))));
      await assertSucceeds(getDoc(marks(world.db.pupil, 'pupil')));
    });

    it('keeps a member’s list of followed questions within FOLLOWED_STORED_MAX', async () => {
      const many = (count: number) => ({
        suivies: Object.fromEntries(Array.from({ length: count }, (_, at) => [`q${at}`, AT])),
      });
      await assertSucceeds(
        setDoc(marks(world.db.pupil, 'pupil'), many(FOLLOWED_STORED_MAX), { mergeFields: ['suivies'] }),
      );
      await assertFails(
        setDoc(marks(world.db.pupil, 'pupil'), many(FOLLOWED_STORED_MAX + 1), { mergeFields: ['suivies'] }),
      );
    });

    it('lets anyone list a forum’s filtered views and a search with the client’s queries, « Mes questions » by ids', async () => {
      await seed();
      const list = (db: Firestore, filter: Parameters<typeof forumClauses>[1]) =>
        getDocs(query(collection(db, QUESTIONS), ...forumClauses('EncadreurEleve', filter), orderBy('date', 'desc')));
      await assertSucceeds(list(world.db.signedOut, { word: 'equation' }));
      await assertSucceeds(list(world.db.signedOut, { matiere: 'Mathématiques', unanswered: true }));
      await assertSucceeds(list(world.db.pupil, { followed: ['awa', 'repondue'] }));
      await assertSucceeds(
        getDocs(
          query(
            collection(world.db.pupil, QUESTIONS),
            where('id', 'in', ['awa', 'repondue']),
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
