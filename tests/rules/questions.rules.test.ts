/**
 * firestore.rules, collection `questions`: every allow and every deny. Questions are written as the
 * client writes them (src/backend/firebase/questions.ts): created with newQuestionFields +
 * serverTimestamp(), edited with updateDoc({ question, mots }) (questionEdit), replied to with
 * updateDoc({ replies: arrayUnion(reply) }) and a client Timestamp, an attachment removed with
 * arrayRemove, deleted with deleteDoc. The rules see the resulting document, so a rule the client
 * cannot satisfy fails here.
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
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FILES } from '@/backend/firebase/file-records';
import { QUESTIONS } from '@/backend/firebase/questions';
import type { Attachment } from '@/domain/entities';
import { ATTACHMENT_FORUM } from '@/domain/forums';
import { ANONYMOUS_NAME, ATTACHMENTS_MAX, QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from '@/domain/limits';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { outgoingQuestion, questionEdit, storedQuestion } from './permission-table/scenario';
import { addReply, ask, counted, takeReply } from './posting';
import { authorOf, emulator, members, useRulesEnvironment, visitor, withoutProfile, type Member } from './rules-env';

const { pupil, parent, tutor, stranger } = members;
const ASKED_AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));
/** Most replies a question holds in firestore.rules (appendsOneReply); no code constant yet. */
const REPLIES_MAX = 100;

function attachment(name: string): Attachment {
  return {
    url: `https://res.cloudinary.com/commission/raw/upload/v1700000000/${name}.pdf`,
    publicId: name,
    fileName: `${name}.pdf`,
  };
}

const COURS = attachment('cours-fractions');
const EXERCICES = attachment('exercices-fractions');

/** What the client sends (the author's stored name, role, class and subject; the server's date), and a stored question. */
const outgoing = outgoingQuestion;
const stored = storedQuestion;

/** A reply as the client builds it: from the stored profile (or anonymous), with the client's clock. */
/** `poster`: the account that writes it (a visitor's anonymous one by default), whose id starts the reply's. */
function reply(
  author: Member | null,
  text = 'Divise le numérateur et le dénominateur par leur PGCD.',
  poster = author ? members[author].uid : visitor.uid,
) {
  return {
    ...newReplyFields(author ? authorOf(author) : null, text, newReplyId(poster)),
    date: Timestamp.now(),
  };
}

/** The client's forum subscription, same shape (src/backend/firebase/questions.ts). */
function forum(db: Firestore, pageId: string) {
  return query(collection(db, QUESTIONS), where('pageId', '==', pageId), orderBy('date', 'desc'));
}

/** The upload records of these files, owned by `owner` and attached nowhere yet (file-records.ts). */
function uploads(owner: Member, ...files: Attachment[]): Record<string, DocumentData> {
  return Object.fromEntries(
    files.map((file) => [
      `${FILES}/${file.publicId}`,
      {
        owner: members[owner].uid,
        publicId: file.publicId,
        url: file.url,
        version: 1700000000,
        fileName: file.fileName,
        questionId: null,
        date: ASKED_AT,
      },
    ]),
  );
}

function without(data: DocumentData, key: string): DocumentData {
  const { [key]: _left, ...rest } = data;
  return rest;
}

describe.skipIf(!emulator)('firestore.rules — questions', () => {
  const world = useRulesEnvironment();

  const question = (db: Firestore, id: string) => doc(db, QUESTIONS, id);

  /**
   * Seeds: the pupil's question with two attachments and one reply (tutor–pupil forum), the
   * parent's question (parent–tutor forum), the tutor's question (tutor–pupil forum).
   */
  async function seedQuestions() {
    await world.seed({
      'questions/awa': stored(
        'pupil',
        { question: 'Voici mes exercices, pouvez-vous corriger ?', attachments: [COURS, EXERCICES] },
        { replies: [{ ...newReplyFields(tutor.profile, 'Je regarde ce soir.'), date: ASKED_AT }] },
      ),
      'questions/marie': stored('parent', {
        pageId: 'ParentEncadreur',
        question: 'Quels horaires pour les cours du samedi ?',
      }),
      'questions/paul': stored('tutor', { question: 'Qui vient au cours de révision de jeudi ?' }),
    });
  }

  describe('read', () => {
    it('lets a signed-out visitor read a question and list a forum with the client’s query', async () => {
      await seedQuestions();
      await assertSucceeds(getDoc(question(world.db.signedOut, 'awa')));
      const snapshot = await assertSucceeds(getDocs(forum(world.db.signedOut, ATTACHMENT_FORUM)));
      expect(snapshot.docs.map((item) => item.id).sort()).toEqual(['awa', 'paul']);
    });

    it('lets any member read every forum', async () => {
      await seedQuestions();
      await assertSucceeds(getDocs(forum(world.db.pupil, 'ParentEncadreur')));
      await assertSucceeds(getDoc(question(world.db.stranger, 'marie')));
    });
  });

  describe('create', () => {
    it.each([
      ['pupil', ATTACHMENT_FORUM],
      ['tutor', ATTACHMENT_FORUM],
      ['parent', 'ParentEncadreur'],
      ['tutor', 'ParentEncadreur'],
      ['parent', 'defaultPageId'],
    ] as const)('accepts a well-formed question from the %s in %s', async (author, pageId) => {
      const ref = await assertSucceeds(ask(world.db[author], outgoing(author, { pageId })));
      // …which a signed-out visitor then finds in that forum.
      const listed = await getDocs(forum(world.db.signedOut, pageId));
      expect(listed.docs.map((item) => item.id)).toEqual([ref.id]);
      expect(listed.docs[0]?.data()).toMatchObject({
        userId: members[author].uid,
        // A pupil as the public may read them, « Awa N. » (issue 33); adults in full.
        userName: author === 'pupil' ? 'Awa N.' : `${members[author].profile.prenom} ${members[author].profile.nom}`,
        role: members[author].profile.role,
      });
    });

    it('stores the subject the pupil chose and no class (issue 33), the tutor’s class and own subject by default, nothing for the parent', async () => {
      const fromPupil = outgoing('pupil', { matiere: 'Biologie' });
      const fromTutor = outgoing('tutor', { matiere: null });
      const fromParent = outgoing('parent', { pageId: 'ParentEncadreur' });
      expect([fromPupil.classe, fromPupil.matiere]).toEqual([null, 'Biologie']);
      expect([fromTutor.classe, fromTutor.matiere]).toEqual(['Terminale', 'Mathématiques']);
      expect([fromParent.classe, fromParent.matiere]).toEqual([null, null]);
      await assertSucceeds(ask(world.db.pupil, fromPupil));
      await assertSucceeds(ask(world.db.tutor, fromTutor));
      await assertSucceeds(ask(world.db.parent, fromParent));
    });

    it(`accepts up to ${ATTACHMENTS_MAX} of the author’s own uploads in the tutor–pupil forum, without text too`, async () => {
      const five = ['a', 'b', 'c', 'd', 'e'].map(attachment).slice(0, ATTACHMENTS_MAX);
      await world.seed(uploads('pupil', ...five, COURS));
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { attachments: five })));
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { question: '', attachments: [COURS] })));
    });

    it('refuses attaching a file someone else uploaded (the first attack), and accepts one’s own', async () => {
      await world.seed(uploads('tutor', COURS));
      await assertFails(ask(world.db.pupil, outgoing('pupil', { attachments: [COURS] })));
      await world.seed(uploads('pupil', COURS));
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { attachments: [COURS] })));
    });

    it('refuses attaching a file without its upload record, or one already attached to another question', async () => {
      await assertFails(ask(world.db.pupil, outgoing('pupil', { attachments: [COURS] })));
      await world.seed(uploads('pupil', COURS));
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { attachments: [COURS] })));
      await assertFails(ask(world.db.pupil, outgoing('pupil', { question: 'Encore', attachments: [COURS] })));
    });

    it('refuses an attachment whose link is not its record’s, and accepts the record’s own', async () => {
      await world.seed(uploads('pupil', COURS));
      const foreign = 'https://res.cloudinary.com/autre-compte/raw/upload/v1700000000/cours-fractions.pdf';
      await assertFails(ask(world.db.pupil, outgoing('pupil', { attachments: [{ ...COURS, url: foreign }] })));
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { attachments: [COURS] })));
    });

    it(`accepts a question of exactly ${QUESTION_MAX_LENGTH} characters`, async () => {
      const longest = 'a'.repeat(QUESTION_MAX_LENGTH);
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil', { question: longest })));
    });

    it('refuses a signed-out visitor, and a visitor’s anonymous account', async () => {
      await assertFails(ask(world.db.signedOut, outgoing('pupil')));
      await assertFails(ask(world.db.visitor, outgoing('pupil')));
    });

    it('refuses a suspended member, and accepts the same question once reinstated', async () => {
      await world.seed({ [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, suspendu: true } });
      await assertFails(ask(world.db.pupil, outgoing('pupil')));
      await world.seed({ [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, suspendu: false } });
      await assertSucceeds(ask(world.db.pupil, outgoing('pupil')));
    });

    it('refuses a question written without its rate record', async () => {
      await assertFails(setDoc(doc(collection(world.db.pupil, QUESTIONS)), outgoing('pupil')));
    });

    it('refuses two questions paid for by one rate record update', async () => {
      const first = doc(collection(world.db.pupil, QUESTIONS));
      const second = doc(collection(world.db.pupil, QUESTIONS));
      await assertFails(
        counted(world.db.pupil, `${QUESTIONS}/${first.id}`, (batch) => {
          batch.set(first, { ...outgoing('pupil'), id: first.id });
          batch.set(second, { ...outgoing('pupil', { question: 'Et une deuxième gratuite ?' }), id: second.id });
        }),
      );
      await assertSucceeds(
        counted(world.db.pupil, `${QUESTIONS}/${first.id}`, (batch) =>
          batch.set(first, { ...outgoing('pupil'), id: first.id }),
        ),
      );
    });

    it('refuses a member without a profile', async () => {
      const db = world.as(withoutProfile.uid, withoutProfile.email);
      await assertFails(ask(db, { ...outgoing('pupil'), userId: withoutProfile.uid }));
    });

    it('refuses a forged author id', async () => {
      // The pupil poses as the tutor, with the tutor's name, role, class and subject.
      await assertFails(ask(world.db.pupil, outgoing('tutor')));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), userId: stranger.uid }));
    });

    it('refuses a forged role', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), role: 'encadreur' }));
      await assertFails(ask(world.db.parent, { ...outgoing('parent'), role: 'eleve' }));
    });

    it('refuses a forged name', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), userName: 'Commission des études' }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), userName: 'Ngono Awa' }));
    });

    it('refuses « Encadreur validé » forged by a member who is not an approved tutor, or left out by one', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), encadreurValide: true }));
      await assertFails(ask(world.db.tutor, { ...outgoing('tutor'), encadreurValide: true }));
      await assertFails(ask(world.db.moderator, { ...outgoing('moderator'), encadreurValide: false }));
      await assertFails(ask(world.db.moderator, without(outgoing('moderator'), 'encadreurValide')));
      expect(outgoing('moderator').encadreurValide).toBe(true);
      await assertSucceeds(ask(world.db.moderator, outgoing('moderator')));
      await assertSucceeds(ask(world.db.tutor, outgoing('tutor')));
    });

    it('refuses « Responsable » forged by a member, or left out by a responsable (issue 32)', async () => {
      await assertFails(ask(world.db.parent, { ...outgoing('parent'), responsable: true }));
      await assertFails(ask(world.db.responsable, { ...outgoing('responsable'), responsable: false }));
      await assertFails(ask(world.db.responsable, without(outgoing('responsable'), 'responsable')));
      expect(outgoing('responsable').responsable).toBe(true);
      await assertSucceeds(ask(world.db.responsable, outgoing('responsable')));
    });

    it('refuses a forged class or subject', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), classe: 'Terminale' }));
      // A pupil's own class is not public either (issue 33).
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), classe: '3e' }));
      await assertFails(ask(world.db.tutor, { ...outgoing('tutor'), classe: null }));
      // In the tutor–pupil forum, a subject of the directory, never none.
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), matiere: 'Astrologie' }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), matiere: null }));
      await assertFails(ask(world.db.tutor, { ...outgoing('tutor'), matiere: null }));
      // Elsewhere, a tutor's own subject only.
      const elsewhere = { pageId: 'ParentEncadreur' };
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil', elsewhere), matiere: 'Mathématiques' }));
      await assertFails(ask(world.db.tutor, { ...outgoing('tutor', elsewhere), matiere: 'Physique-Chimie' }));
      await assertFails(ask(world.db.tutor, { ...outgoing('tutor', elsewhere), matiere: null }));
      await assertSucceeds(ask(world.db.tutor, outgoing('tutor', elsewhere)));
      await assertFails(ask(world.db.parent, { ...outgoing('parent'), classe: '3e' }));
    });

    it('refuses an unknown forum', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), pageId: 'Admin' }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), pageId: '' }));
    });

    it('refuses an extra field', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), epingle: true }));
    });

    it.each([
      'question',
      'userId',
      'userName',
      'role',
      'classe',
      'matiere',
      'pageId',
      'attachments',
      'replies',
      'date',
    ])('refuses a question without %s', async (key) => {
      await assertFails(ask(world.db.pupil, without(outgoing('pupil'), key)));
    });

    it('refuses replies written at creation', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), replies: [reply('pupil')] }));
    });

    it('refuses a date chosen by the client', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), date: ASKED_AT }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), date: Timestamp.now() }));
    });

    it('refuses a blank question without an attachment', async () => {
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), question: '' }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), question: '    ' }));
    });

    it(`refuses a question of ${QUESTION_MAX_LENGTH + 1} characters, or one that is not text`, async () => {
      const tooLong = 'a'.repeat(QUESTION_MAX_LENGTH + 1);
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), question: tooLong }));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), question: 42 }));
    });

    it('refuses an attachment outside the tutor–pupil forum', async () => {
      await world.seed({ ...uploads('parent', COURS), ...uploads('pupil', EXERCICES) });
      const inParentForum = outgoing('parent', { pageId: 'ParentEncadreur' });
      await assertFails(ask(world.db.parent, { ...inParentForum, attachments: [COURS] }));
      const inDefault = outgoing('pupil', { pageId: 'defaultPageId' });
      await assertFails(ask(world.db.pupil, { ...inDefault, attachments: [EXERCICES] }));
    });

    it('refuses an attachment link that is not https on Cloudinary, even beside its record', async () => {
      await world.seed(uploads('pupil', COURS));
      for (const url of [
        'javascript:alert(document.cookie)',
        'data:application/pdf;base64,JVBERi0=',
        'http://res.cloudinary.com/commission/raw/upload/cours.pdf',
        'https://res.cloudinary.com.evil.example/cours.pdf',
        'https://example.com/cours.pdf',
      ]) {
        await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), attachments: [{ ...COURS, url }] }));
      }
    });

    it('refuses a malformed attachment', async () => {
      await world.seed(uploads('pupil', COURS));
      const refused = [
        { ...COURS, extra: 'x' },
        { url: COURS.url, fileName: COURS.fileName },
        { ...COURS, publicId: '' },
        { ...COURS, fileName: '   ' },
        { ...COURS, fileName: `${'a'.repeat(252)}.pdf` },
        { ...COURS, url: `${COURS.url}?${'a'.repeat(2000)}` },
        COURS.url,
      ];
      for (const item of refused) {
        await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), attachments: [item] }));
      }
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), attachments: COURS }));
    });

    it(`refuses ${ATTACHMENTS_MAX + 1} attachments`, async () => {
      const six = Array.from({ length: ATTACHMENTS_MAX + 1 }, (_, index) => attachment(`piece-${index}`));
      await world.seed(uploads('pupil', ...six));
      await assertFails(ask(world.db.pupil, { ...outgoing('pupil'), attachments: six }));
    });
  });

  describe('update — the author edits the text', () => {
    it('lets the author edit their question', async () => {
      await seedQuestions();
      await assertSucceeds(updateDoc(question(world.db.parent, 'marie'), questionEdit('Et le dimanche ?', null)));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), questionEdit('a'.repeat(QUESTION_MAX_LENGTH))));
    });

    it('refuses a suspended author', async () => {
      await seedQuestions();
      await world.seed({ [`utilisateurs/${parent.uid}`]: { ...parent.profile, suspendu: true } });
      await assertFails(updateDoc(question(world.db.parent, 'marie'), questionEdit('Et le dimanche ?', null)));
    });

    it('refuses anyone else: a tutor, a responsable, another member, a signed-out visitor', async () => {
      await seedQuestions();
      const edit = questionEdit('Question modifiée');
      await assertFails(updateDoc(question(world.db.moderator, 'awa'), edit));
      await assertFails(updateDoc(question(world.db.responsable, 'awa'), edit));
      await assertFails(updateDoc(question(world.db.tutor, 'awa'), edit));
      await assertFails(updateDoc(question(world.db.stranger, 'awa'), edit));
      await assertFails(updateDoc(question(world.db.signedOut, 'awa'), edit));
    });

    it(`refuses a blank edit, or one of ${QUESTION_MAX_LENGTH + 1} characters`, async () => {
      await seedQuestions();
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), questionEdit('   ')));
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), questionEdit('a'.repeat(QUESTION_MAX_LENGTH + 1))));
    });

    it('refuses an edit that touches another field', async () => {
      await seedQuestions();
      const ref = question(world.db.pupil, 'awa');
      const edit = questionEdit('Nouvelle question');
      await assertSucceeds(updateDoc(ref, edit));
      await assertFails(updateDoc(ref, { ...edit, pageId: 'ParentEncadreur' }));
      await assertFails(updateDoc(ref, { ...edit, userName: 'Commission' }));
      await assertFails(updateDoc(ref, { ...edit, date: serverTimestamp() }));
      await assertFails(updateDoc(ref, { role: 'encadreur' }));
    });
  });

  describe('update — replies', () => {
    it.each(['pupil', 'parent', 'tutor', 'stranger'] as const)(
      'lets the %s append a reply under their own name',
      async (author) => {
        await seedQuestions();
        await assertSucceeds(addReply(world.db[author], 'marie', reply(author)));
        // …after the replies already there.
        await assertSucceeds(addReply(world.db[author], 'awa', reply(author)));
        const replies = (await getDoc(question(world.db.signedOut, 'awa'))).data()?.replies as DocumentData[];
        expect(replies.map((item) => item.userId)).toEqual([tutor.uid, members[author].uid]);
      },
    );

    it(`lets a visitor reply as ${ANONYMOUS_NAME} through an anonymous account, never without one`, async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.signedOut, 'awa', reply(null)));
      await assertSucceeds(addReply(world.db.visitor, 'awa', reply(null)));
    });

    it('refuses a reply by a suspended member', async () => {
      await seedQuestions();
      await world.seed({ [`utilisateurs/${parent.uid}`]: { ...parent.profile, suspendu: true } });
      await assertFails(addReply(world.db.parent, 'marie', reply('parent')));
      await world.seed({ [`utilisateurs/${parent.uid}`]: { ...parent.profile, suspendu: false } });
      await assertSucceeds(addReply(world.db.parent, 'marie', reply('parent')));
    });

    it('lets an account without a profile reply anonymously, as the client writes it', async () => {
      await seedQuestions();
      const db = world.as(withoutProfile.uid, withoutProfile.email);
      await assertSucceeds(addReply(db, 'awa', reply(null, undefined, withoutProfile.uid)));
    });

    it(`accepts a reply of exactly ${REPLY_MAX_LENGTH} characters`, async () => {
      await seedQuestions();
      await assertSucceeds(addReply(world.db.pupil, 'awa', reply('pupil', 'a'.repeat(REPLY_MAX_LENGTH))));
    });

    it('refuses a forged name, role or author id', async () => {
      await seedQuestions();
      const add = (item: unknown) => addReply(world.db.pupil, 'awa', item);
      await assertFails(add({ ...reply('pupil'), userName: 'Paul Essomba' }));
      await assertFails(add({ ...reply('pupil'), userRole: 'encadreur' }));
      await assertFails(add({ ...reply('pupil'), userId: tutor.uid }));
      // The pupil writing as the tutor, and a member hiding as anonymous.
      await assertFails(add(reply('tutor')));
      await assertFails(add(reply(null, undefined, pupil.uid)));
    });

    it('refuses a reply that forges « Encadreur validé », or an approved tutor’s without it', async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.pupil, 'awa', { ...reply('pupil'), encadreurValide: true }));
      await assertFails(addReply(world.db.tutor, 'awa', { ...reply('tutor'), encadreurValide: true }));
      await assertFails(addReply(world.db.visitor, 'awa', { ...reply(null), encadreurValide: true }));
      await assertFails(addReply(world.db.moderator, 'awa', { ...reply('moderator'), encadreurValide: false }));
      await assertFails(addReply(world.db.moderator, 'awa', without(reply('moderator'), 'encadreurValide')));
      await assertSucceeds(addReply(world.db.moderator, 'awa', reply('moderator')));
    });

    it('refuses a reply that forges « Responsable », or a responsable’s without it (issue 32)', async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.parent, 'awa', { ...reply('parent'), responsable: true }));
      await assertFails(addReply(world.db.visitor, 'awa', { ...reply(null), responsable: true }));
      await assertFails(addReply(world.db.responsable, 'awa', { ...reply('responsable'), responsable: false }));
      await assertSucceeds(addReply(world.db.responsable, 'awa', reply('responsable')));
    });

    it('refuses a visitor posing as a member or under another name', async () => {
      await seedQuestions();
      const add = (item: unknown) => addReply(world.db.visitor, 'awa', item);
      await assertFails(add(reply('tutor')));
      await assertFails(add({ ...reply(null), userName: 'Paul Essomba' }));
      await assertFails(add({ ...reply(null), userRole: 'encadreur' }));
      await assertFails(add({ ...reply(null), userId: pupil.uid }));
    });

    it('refuses a reply dated 1970 or 9999, and accepts one queued offline six days ago or from a phone an hour ahead', async () => {
      await seedQuestions();
      const add = (date: Date) =>
        addReply(world.db.pupil, 'awa', { ...reply('pupil'), date: Timestamp.fromDate(date) });
      const now = Date.now();
      const DAY = 86_400_000;
      await assertFails(add(new Date(0)));
      await assertFails(add(new Date('9999-12-31T23:59:59Z')));
      await assertFails(add(new Date(now - 8 * DAY)));
      await assertFails(add(new Date(now + 2 * DAY)));
      await assertSucceeds(add(new Date(now - 6 * DAY)));
      await assertSucceeds(add(new Date(now + 3_600_000)));
    });

    it('refuses a reply whose id is not its poster’s: nobody takes another’s reply id', async () => {
      await seedQuestions();
      const [theirs] = (await getDoc(question(world.db.pupil, 'awa'))).data()?.replies as DocumentData[];
      const add = (id: string) => addReply(world.db.pupil, 'awa', { ...reply('pupil'), id });
      await assertFails(add(String(theirs!.id)));
      await assertFails(add(newReplyId(tutor.uid)));
      await assertFails(add(`${pupil.uid}_`));
      await assertFails(add(`${pupil.uid}_a_b`));
      await assertFails(add('sans-prefixe'));
      await assertSucceeds(add(newReplyId(pupil.uid)));
      // A visitor's reply starts with their anonymous account's id.
      await assertFails(addReply(world.db.visitor, 'marie', reply(null, undefined, pupil.uid)));
      await assertSucceeds(addReply(world.db.visitor, 'marie', reply(null)));
    });

    it('refuses two replies appended at once', async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.pupil, 'awa', reply('pupil', 'Première.'), reply('pupil', 'Seconde.')));
    });

    it('refuses rewriting or removing an earlier reply', async () => {
      await seedQuestions();
      const ref = question(world.db.pupil, 'awa');
      const [first] = (await getDoc(ref)).data()?.replies as DocumentData[];
      // The tutor's reply reworded, with a new reply after it.
      const reworded = { ...first, reply: 'Je ne regarderai pas.' };
      await assertFails(updateDoc(ref, { replies: [reworded, reply('pupil')] }));
      // The tutor's reply replaced by the pupil's.
      await assertFails(updateDoc(ref, { replies: [reply('pupil')] }));
      await assertFails(updateDoc(ref, { replies: arrayRemove(first) }));
      await assertFails(updateDoc(ref, { replies: [] }));
    });

    it(`refuses a blank reply, one of ${REPLY_MAX_LENGTH + 1} characters, or a malformed one`, async () => {
      await seedQuestions();
      const add = (item: unknown) => addReply(world.db.pupil, 'awa', item);
      await assertFails(add({ ...reply('pupil'), reply: '   ' }));
      await assertFails(add({ ...reply('pupil'), reply: 'a'.repeat(REPLY_MAX_LENGTH + 1) }));
      await assertFails(add({ ...reply('pupil'), date: '2025-03-03' }));
      await assertFails(add({ ...reply('pupil'), like: 1 }));
      await assertFails(add(without(reply('pupil'), 'date')));
      await assertFails(add('Merci !'));
    });

    it('refuses a reply written together with another change', async () => {
      await seedQuestions();
      await assertFails(
        updateDoc(question(world.db.pupil, 'awa'), {
          replies: arrayUnion(reply('pupil')),
          question: 'Autre question',
        }),
      );
    });

    /** Awa's questions `a-<count>`, each holding `count` replies. */
    async function seedHolding(...counts: number[]) {
      const replies = (count: number) =>
        Array.from({ length: count }, (_, index) => ({
          ...newReplyFields(null, `Réponse ${index + 1}`),
          date: ASKED_AT,
        }));
      await world.seed(
        Object.fromEntries(
          counts.map((count) => [`questions/a-${count}`, stored('pupil', {}, { replies: replies(count) })]),
        ),
      );
    }

    it(`refuses a reply past the ${REPLIES_MAX}th, even the question’s author’s`, async () => {
      await seedHolding(REPLIES_MAX - 1, REPLIES_MAX);
      await assertSucceeds(addReply(world.db.pupil, `a-${REPLIES_MAX - 1}`, reply('pupil')));
      await assertFails(addReply(world.db.pupil, `a-${REPLIES_MAX}`, reply('pupil')));
    });

    it('keeps room a hundred anonymous replies cannot take: a visitor’s refused from the 40th reply on', async () => {
      await seedHolding(39, 40);
      await assertSucceeds(addReply(world.db.visitor, 'a-39', reply(null)));
      // Another visitor (one reply each: one anonymous account cannot post twice in 30 s).
      const another = world.as('uid-visiteur-deux', undefined, { firebase: { sign_in_provider: 'anonymous' } });
      await assertFails(addReply(another, 'a-40', reply(null, undefined, 'uid-visiteur-deux')));
      // An account without a profile replies as a visitor, and is counted as one.
      await assertFails(
        addReply(
          world.as(withoutProfile.uid, withoutProfile.email),
          'a-40',
          reply(null, undefined, withoutProfile.uid),
        ),
      );
    });

    it('refuses a member who did not ask the question from the 90th reply on', async () => {
      await seedHolding(89, 90);
      await assertSucceeds(addReply(world.db.parent, 'a-89', reply('parent')));
      await assertFails(addReply(world.db.parent, 'a-90', reply('parent')));
      await assertFails(addReply(world.db.tutor, 'a-90', reply('tutor')));
    });

    it.each(['pupil', 'moderator', 'responsable'] as const)(
      'keeps the last places for the %s (the question’s author, an approved tutor, a responsable)',
      async (member) => {
        await seedHolding(90, 99);
        await assertSucceeds(addReply(world.db[member], 'a-90', reply(member)));
        await assertSucceeds(addReply(world.db[member], 'a-99', reply(member)));
      },
    );
  });

  describe('update — attachments', () => {
    it('lets an approved tutor take an attachment out of a pupil’s question, as the client does', async () => {
      await seedQuestions();
      await assertSucceeds(updateDoc(question(world.db.moderator, 'awa'), { attachments: arrayRemove(COURS) }));
      expect((await getDoc(question(world.db.signedOut, 'awa'))).data()?.attachments).toEqual([EXERCICES]);
    });

    it('refuses the same to a tutor still waiting for approval', async () => {
      await seedQuestions();
      await assertFails(updateDoc(question(world.db.tutor, 'awa'), { attachments: arrayRemove(COURS) }));
    });

    it('lets a responsable take an attachment out, and the author their own', async () => {
      await seedQuestions();
      await assertSucceeds(updateDoc(question(world.db.responsable, 'awa'), { attachments: arrayRemove(COURS) }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), { attachments: arrayRemove(EXERCICES) }));
    });

    it('refuses taking out the last attachment of a question without text, and allows it beside text', async () => {
      await world.seed({
        'questions/pdf-seul': stored('pupil', { question: '', attachments: [COURS] }),
        'questions/avec-texte': stored('pupil', { question: 'Voici le sujet', attachments: [COURS] }),
      });
      await assertFails(updateDoc(question(world.db.pupil, 'pdf-seul'), { attachments: arrayRemove(COURS) }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'avec-texte'), { attachments: arrayRemove(COURS) }));
    });

    it('refuses adding attachments once the question is asked, even by its author', async () => {
      await seedQuestions();
      await world.seed(uploads('pupil', attachment('corrige')));
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { attachments: arrayUnion(attachment('corrige')) }));
    });

    it('refuses a parent, another pupil or a signed-out visitor taking one out', async () => {
      await seedQuestions();
      await assertFails(updateDoc(question(world.db.parent, 'awa'), { attachments: arrayRemove(COURS) }));
      await assertFails(updateDoc(question(world.db.stranger, 'awa'), { attachments: arrayRemove(COURS) }));
      await assertFails(updateDoc(question(world.db.signedOut, 'awa'), { attachments: arrayRemove(COURS) }));
    });

    it('refuses a moderator adding or swapping attachments on someone else’s question', async () => {
      await seedQuestions();
      const ref = question(world.db.moderator, 'awa');
      await assertFails(updateDoc(ref, { attachments: arrayUnion(attachment('corrige')) }));
      await assertFails(updateDoc(ref, { attachments: [COURS, attachment('corrige')] }));
      await assertFails(updateDoc(ref, { attachments: [attachment('corrige')] }));
    });

    it('refuses a removal written together with another change', async () => {
      await seedQuestions();
      await assertFails(
        updateDoc(question(world.db.moderator, 'awa'), { attachments: arrayRemove(COURS), question: 'Corrigé' }),
      );
    });
  });

  describe('update — a reply deleted', () => {
    /** The question 'awa' with a reply of the pupil's, of the parent's, and an anonymous one. */
    async function seedReplies() {
      const replies = [
        { ...newReplyFields(pupil.profile, 'Je complète ma question.', 'r-awa'), date: ASKED_AT },
        {
          ...newReplyFields(members.parent.profile, 'Essaie la méthode du produit en croix.', 'r-marie'),
          date: ASKED_AT,
        },
        { ...newReplyFields(null, 'Achetez mes corrigés !', 'r-anonyme'), date: ASKED_AT },
      ];
      await world.seed({ 'questions/awa': stored('pupil', {}, { replies }) });
      return replies;
    }

    it('lets the author of a reply delete it, as the client does (arrayRemove of the stored item)', async () => {
      const [, fromParent] = await seedReplies();
      await assertSucceeds(takeReply(world.db.parent, 'awa', fromParent));
    });

    it('refuses anyone else deleting it: the question’s author, an approved tutor', async () => {
      const [, fromParent] = await seedReplies();
      await assertFails(takeReply(world.db.pupil, 'awa', fromParent));
      await assertFails(takeReply(world.db.moderator, 'awa', fromParent));
    });

    it('lets a responsable delete any reply, an anonymous one included; nobody else the anonymous one', async () => {
      const [, fromParent, anonymous] = await seedReplies();
      await assertFails(takeReply(world.db.visitor, 'awa', anonymous));
      await assertFails(takeReply(world.db.pupil, 'awa', anonymous));
      await assertSucceeds(takeReply(world.db.responsable, 'awa', anonymous));
      await assertSucceeds(takeReply(world.db.responsable, 'awa', fromParent));
    });

    it('refuses deleting two replies at once, even one’s own among them', async () => {
      const [fromPupil, fromParent] = await seedReplies();
      await assertFails(takeReply(world.db.pupil, 'awa', fromPupil, fromParent));
    });

    it('refuses an earlier replier rewriting [mine, P, T] as [T, T]: a reply goes only as itself', async () => {
      const [, fromParent, anonymous] = await seedReplies();
      const ref = question(world.db.pupil, 'awa');
      // The attack of issue 32: one fewer item, all stored ones, and the first dropped is the writer's.
      await assertFails(updateDoc(ref, { replies: [anonymous, anonymous], nbReponses: 2 }));
      await assertFails(updateDoc(ref, { replies: [fromParent, fromParent], nbReponses: 2 }));
      // Reordered, or one's own taken out with another's moved: refused too.
      await assertFails(updateDoc(ref, { replies: [anonymous, fromParent], nbReponses: 2 }));
      // One's own taken out, the others as they were: allowed.
      await assertSucceeds(updateDoc(ref, { replies: [fromParent, anonymous], nbReponses: 2 }));
      expect((await getDoc(question(world.db.visitor, 'awa'))).data()?.replies).toEqual([fromParent, anonymous]);
    });

    it('refuses [D, D, D] wiping four replies down to one', async () => {
      const own = { ...newReplyFields(pupil.profile, 'Merci !', 'r-awa-2'), date: ASKED_AT };
      const others = ['r-1', 'r-2', 'r-3'].map((id, at) => ({
        ...newReplyFields(members.parent.profile, `Réponse ${at}`, id),
        date: ASKED_AT,
      }));
      await world.seed({ 'questions/awa': stored('pupil', {}, { replies: [own, ...others] }) });
      const ref = question(world.db.pupil, 'awa');
      await assertFails(updateDoc(ref, { replies: [others[2], others[2], others[2]], nbReponses: 3 }));
      await assertFails(updateDoc(ref, { replies: [others[0], others[0], others[0]], nbReponses: 3 }));
      await assertSucceeds(takeReply(world.db.pupil, 'awa', own));
    });

    it('gives back the activity a deleted last reply gave: an old question bumped by a reply and its deletion sinks again', async () => {
      const earlier = Timestamp.fromDate(new Date('2025-03-04T10:00:00Z'));
      const first = { ...newReplyFields(tutor.profile, 'Relis le cours page 12.', 'r-paul'), date: earlier };
      const bump = {
        ...newReplyFields(members.parent.profile, 'Je remonte cette question.', 'r-marie'),
        date: Timestamp.now(),
      };
      await world.seed({
        'questions/awa': stored('pupil', {}, { replies: [first, bump], activite: bump.date }),
      });
      const ref = question(world.db.parent, 'awa');
      // Taken out with the activity left at « now »: refused.
      await assertFails(updateDoc(ref, { replies: arrayRemove(bump), nbReponses: increment(-1) }));
      // Or set to any other time than the reply now last.
      await assertFails(
        updateDoc(ref, { replies: arrayRemove(bump), nbReponses: increment(-1), activite: serverTimestamp() }),
      );
      await assertSucceeds(takeReply(world.db.parent, 'awa', bump));
      expect((await getDoc(ref)).data()?.activite).toEqual(earlier);
      // The only reply gone, the question's own date.
      await assertSucceeds(takeReply(world.db.tutor, 'awa', first));
      expect((await getDoc(ref)).data()?.activite).toEqual(ASKED_AT);
    });

    it('refuses moving the activity when a reply that is not the last goes', async () => {
      const [fromPupil] = await seedReplies();
      const ref = question(world.db.pupil, 'awa');
      await assertFails(
        updateDoc(ref, { replies: arrayRemove(fromPupil), nbReponses: increment(-1), activite: serverTimestamp() }),
      );
      await assertSucceeds(takeReply(world.db.pupil, 'awa', fromPupil));
    });
  });

  describe('delete', () => {
    it('lets the author delete their question', async () => {
      await seedQuestions();
      await assertSucceeds(deleteDoc(question(world.db.parent, 'marie')));
      await assertSucceeds(deleteDoc(question(world.db.pupil, 'awa')));
    });

    it('lets an approved tutor delete a pupil’s question of the tutor–pupil forum', async () => {
      await seedQuestions();
      await assertSucceeds(deleteDoc(question(world.db.moderator, 'awa')));
      expect((await getDoc(question(world.db.signedOut, 'awa'))).exists()).toBe(false);
    });

    it('refuses a tutor waiting for approval deleting a pupil’s question', async () => {
      await seedQuestions();
      await assertFails(deleteDoc(question(world.db.tutor, 'awa')));
    });

    it('refuses an approved tutor deleting in the parent–tutor forum, even a pupil’s question', async () => {
      await world.seed({ 'questions/eleve-chez-parents': stored('pupil', { pageId: 'ParentEncadreur' }) });
      await assertFails(deleteDoc(question(world.db.moderator, 'eleve-chez-parents')));
      await world.seed({ 'questions/eleve-chez-eleves': stored('pupil') });
      await assertSucceeds(deleteDoc(question(world.db.moderator, 'eleve-chez-eleves')));
    });

    it('refuses an approved but suspended tutor', async () => {
      await seedQuestions();
      await world.seed({ [`utilisateurs/${members.moderator.uid}`]: { ...members.moderator.profile, suspendu: true } });
      await assertFails(deleteDoc(question(world.db.moderator, 'awa')));
    });

    it('refuses an approved tutor deleting a parent’s or another tutor’s question', async () => {
      await seedQuestions();
      await assertFails(deleteDoc(question(world.db.moderator, 'marie')));
      await assertFails(deleteDoc(question(world.db.moderator, 'paul')));
    });

    it('lets a responsable delete any question, in any forum', async () => {
      await seedQuestions();
      await assertSucceeds(deleteDoc(question(world.db.responsable, 'marie')));
      await assertSucceeds(deleteDoc(question(world.db.responsable, 'paul')));
    });

    it('refuses a parent or another pupil deleting a pupil’s question', async () => {
      await seedQuestions();
      await assertFails(deleteDoc(question(world.db.parent, 'awa')));
      await assertFails(deleteDoc(question(world.db.stranger, 'awa')));
      await assertFails(deleteDoc(question(world.db.pupil, 'paul')));
    });

    it('refuses a signed-out visitor, a visitor’s anonymous account and an account without a profile', async () => {
      await seedQuestions();
      await assertFails(deleteDoc(question(world.db.signedOut, 'awa')));
      await assertFails(deleteDoc(question(world.db.visitor, 'awa')));
      await assertFails(deleteDoc(question(world.as(withoutProfile.uid, withoutProfile.email), 'awa')));
    });
  });
});
