/**
 * firestore.rules for « Supprimer mon compte » (docs/decisions/0014): the mark comptesSupprimes/{uid},
 * what the deletion may then do — only to the member's own data — and that the uid, mark written
 * (and its profile gone), writes nothing else: a deleted account's ID token stays valid up to an hour.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DELETED_ACCOUNTS } from '@/backend/firebase/account-deletion';
import { FILES } from '@/backend/firebase/file-records';
import { MESSAGES } from '@/backend/firebase/messages';
import { LIMITS } from '@/backend/firebase/posting';
import { QUESTIONS } from '@/backend/firebase/questions';
import { REPORTS } from '@/backend/firebase/reports';
import { DIRECTORY, USERS } from '@/backend/firebase/users';
import { ANONYMISED_QUESTION } from '@/domain/account-deletion';
import type { EncadreurProfile } from '@/domain/entities';
import { fileRecordId } from '@/domain/files';
import { DELETED_ACCOUNT_NAME } from '@/domain/limits';
import { newMessageFields, newReplyFields, newReplyId, newReportFields } from '@/domain/new-records';
import { directoryCardOf } from '@/domain/records';
import { withSearchKey } from '@/domain/search-key';
import { outgoingQuestion, storedQuestion } from './permission-table/scenario';
import { addReply, ask, counted, send } from './posting';
import { emulator, firestoreOf, members, useRulesEnvironment, type Member } from './rules-env';

const { pupil, parent, stranger, moderator } = members;
const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));
const CLOUD = /function cloudinaryCloud\(\) \{\s*return '([^']+)';/.exec(
  readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
)![1]!;

function fileRecord(owner: string, publicId: string, questionId: string | null = null): DocumentData {
  const version = 1700000000;
  const url = `https://res.cloudinary.com/${CLOUD}/raw/upload/v${version}/${publicId}`;
  return { owner, publicId, url, version, fileName: 'td.pdf', questionId, date: AT };
}

function question(author: Member, text = 'Comment simplifier une fraction ?'): DocumentData {
  return storedQuestion(author, { question: text });
}

function reply(author: Member, text: string): DocumentData {
  return { ...newReplyFields(members[author].profile, text, `reponse-${author}`), date: AT };
}

const mark = (uid: string) => `${DELETED_ACCOUNTS}/${uid}`;

describe.skipIf(!emulator)('firestore.rules — account deletion', () => {
  const world = useRulesEnvironment();
  const leaving = (uid = pupil.uid) => world.seed({ [mark(uid)]: { date: AT } });

  it('lets a member mark their own account as leaving, once, never another’s; the mark never changes', async () => {
    await assertFails(setDoc(doc(world.db.pupil, mark(parent.uid)), { date: serverTimestamp() }));
    await assertFails(setDoc(doc(world.db.visitor, mark('uid-visiteur-anonyme')), { date: serverTimestamp() }));
    await assertFails(setDoc(doc(world.db.pupil, mark(pupil.uid)), { date: serverTimestamp(), nom: 'Ngono' }));
    await assertSucceeds(setDoc(doc(world.db.pupil, mark(pupil.uid)), { date: serverTimestamp() }));
    await assertFails(setDoc(doc(world.db.pupil, mark(pupil.uid)), { date: serverTimestamp() }));
    await assertFails(deleteDoc(doc(world.db.pupil, mark(pupil.uid))));
    await assertFails(getDocs(collection(world.db.pupil, DELETED_ACCOUNTS)));
    await assertSucceeds(getDoc(doc(world.db.pupil, mark(pupil.uid))));
    await assertFails(getDoc(doc(world.db.parent, mark(pupil.uid))));
  });

  it('lets a leaving member sign their own question « Compte supprimé », with name, class, subject and files cleared, nothing else', async () => {
    await world.seed({ [`${QUESTIONS}/awa`]: question('pupil'), [`${QUESTIONS}/jean`]: question('stranger') });
    const own = doc(world.db.pupil, QUESTIONS, 'awa');
    await assertFails(updateDoc(own, ANONYMISED_QUESTION));
    await leaving();
    await assertFails(updateDoc(own, { ...ANONYMISED_QUESTION, userName: 'Awa N.' }));
    await assertFails(updateDoc(own, { ...ANONYMISED_QUESTION, classe: '3e' }));
    await assertFails(updateDoc(own, { ...ANONYMISED_QUESTION, question: 'Autre texte' }));
    await assertFails(updateDoc(doc(world.db.pupil, QUESTIONS, 'jean'), ANONYMISED_QUESTION));
    await assertSucceeds(updateDoc(own, ANONYMISED_QUESTION));
  });

  it('lets a leaving member sign one of their replies « Compte supprimé » at a time, never another’s, never its text', async () => {
    const replies = [reply('pupil', 'Moi aussi'), reply('moderator', 'Voici la méthode')];
    await world.seed({ [`${QUESTIONS}/jean`]: { ...question('stranger'), replies } });
    const ref = doc(world.db.pupil, QUESTIONS, 'jean');
    const signed = { ...replies[0], userId: null, userName: DELETED_ACCOUNT_NAME };
    await assertFails(updateDoc(ref, { replies: [signed, replies[1]] }));
    await leaving();
    await assertFails(updateDoc(ref, { replies: [{ ...signed, reply: 'Autre' }, replies[1]] }));
    await assertFails(updateDoc(ref, { replies: [signed] }));
    await assertFails(
      updateDoc(ref, { replies: [replies[0], { ...replies[1], userId: null, userName: DELETED_ACCOUNT_NAME }] }),
    );
    await assertFails(updateDoc(ref, { replies: [{ ...signed, userName: 'Utilisateur Anonyme' }, replies[1]] }));
    await assertSucceeds(updateDoc(ref, { replies: [signed, replies[1]] }));
  });

  it('refuses reordering the others’ replies while signing one’s own « Compte supprimé »', async () => {
    const replies = [reply('pupil', 'Moi aussi'), reply('moderator', 'Voici la méthode'), reply('parent', 'Merci')];
    await world.seed({ [`${QUESTIONS}/jean`]: { ...question('stranger'), replies } });
    await leaving();
    const ref = doc(world.db.pupil, QUESTIONS, 'jean');
    const signed = { ...replies[0], userId: null, userName: DELETED_ACCOUNT_NAME };
    await assertFails(updateDoc(ref, { replies: [signed, replies[2], replies[1]] }));
    await assertSucceeds(updateDoc(ref, { replies: [signed, replies[1], replies[2]] }));
  });

  it('lets a leaving approved tutor clear « Encadreur validé » from their question and reply, never keep it', async () => {
    const fromTutor = reply('moderator', 'Voici la méthode');
    await world.seed({ [`${QUESTIONS}/sylvie`]: { ...question('moderator'), replies: [fromTutor] } });
    await leaving(moderator.uid);
    const ref = doc(world.db.moderator, QUESTIONS, 'sylvie');
    await assertFails(updateDoc(ref, { ...ANONYMISED_QUESTION, encadreurValide: true }));
    await assertSucceeds(updateDoc(ref, ANONYMISED_QUESTION));
    const signed = { ...fromTutor, userId: null, userName: DELETED_ACCOUNT_NAME };
    await assertFails(updateDoc(ref, { replies: [signed] }));
    await assertSucceeds(updateDoc(ref, { replies: [{ ...signed, encadreurValide: false }] }));
  });

  it('lets a leaving member delete the messages they sent, their files’ records, rate record and profile; nobody else’s', async () => {
    await world.seed({
      [`${MESSAGES}/envoye`]: { ...newMessageFields(pupil.profile, parent.uid, 'Bonjour'), date: AT },
      [`${MESSAGES}/autre`]: { ...newMessageFields(parent.profile, stranger.uid, 'Bonsoir'), date: AT },
      [`${FILES}/${fileRecordId('forum/awa')}`]: fileRecord(pupil.uid, 'forum/awa'),
      [`${FILES}/${fileRecordId('forum/marie')}`]: fileRecord(parent.uid, 'forum/marie'),
      [`${LIMITS}/${pupil.uid}`]: { last: AT },
      [`${LIMITS}/${parent.uid}`]: { last: AT },
    });
    const db = world.db.pupil;
    const deletions = [
      `${MESSAGES}/envoye`,
      `${FILES}/${fileRecordId('forum/awa')}`,
      `${LIMITS}/${pupil.uid}`,
      `${USERS}/${pupil.uid}`,
    ];
    for (const path of deletions) await assertFails(deleteDoc(doc(db, path)));
    await assertSucceeds(getDocs(query(collection(db, FILES), where('owner', '==', pupil.uid))));
    await assertFails(getDocs(query(collection(db, FILES), where('owner', '==', parent.uid))));

    await leaving();
    for (const path of [
      `${MESSAGES}/autre`,
      `${FILES}/${fileRecordId('forum/marie')}`,
      `${LIMITS}/${parent.uid}`,
      `${USERS}/${parent.uid}`,
    ]) {
      await assertFails(deleteDoc(doc(db, path)));
    }
    for (const path of deletions) await assertSucceeds(deleteDoc(doc(db, path)));
  });

  it('takes a responsable’s and an approved tutor’s powers away once they are leaving', async () => {
    await world.seed({ [`${QUESTIONS}/awa`]: question('pupil'), [`${QUESTIONS}/jean`]: question('stranger') });
    await assertSucceeds(getDocs(collection(world.db.responsable, USERS)));
    await leaving(members.responsable.uid);
    await leaving(moderator.uid);
    await assertFails(getDocs(collection(world.db.responsable, USERS)));
    await assertFails(deleteDoc(doc(world.db.responsable, QUESTIONS, 'awa')));
    await assertFails(deleteDoc(doc(world.db.moderator, QUESTIONS, 'jean')));
  });

  it('lets a listed tutor delete their profile only with their directory card, in one batch', async () => {
    await world.seed({ [`${DIRECTORY}/${moderator.uid}`]: directoryCardOf(moderator.profile as EncadreurProfile) });
    await leaving(moderator.uid);
    const db = world.db.moderator;
    await assertFails(deleteDoc(doc(db, USERS, moderator.uid)));
    const batch = writeBatch(db);
    batch.delete(doc(db, DIRECTORY, moderator.uid));
    batch.delete(doc(db, USERS, moderator.uid));
    await assertSucceeds(batch.commit());
  });

  it('refuses every write of a leaving uid, and of a deleted one: questions, replies, messages, reports, files, profile', async () => {
    await world.seed({
      [`${QUESTIONS}/jean`]: question('stranger', 'Et les fractions ?'),
      [`${MESSAGES}/recu`]: { ...newMessageFields(parent.profile, pupil.uid, 'Bonjour Awa'), date: AT },
    });
    const db = world.db.pupil;
    const item = { excerpt: 'Bonjour Awa', authorId: parent.uid, authorName: 'Marie Atangana' };
    const report = newReportFields(
      pupil.profile,
      { target: { type: 'message', messageId: 'recu' }, reason: 'spam', details: '' },
      item,
    );
    // As reports.ts files it: counted by the reporter's rate record.
    const fileReport = () => {
      const ref = doc(collection(db, REPORTS));
      return counted(db, `${REPORTS}/${ref.id}`, (batch) => batch.set(ref, { ...report, date: serverTimestamp() }));
    };
    // As file-records.ts writes it: in the uploader's folder, counted by their rate record.
    const upload = (name: string) => {
      const publicId = `forum/${pupil.uid}/${name}.pdf`;
      const at = `${FILES}/${fileRecordId(publicId)}`;
      return counted(db, at, (batch) =>
        batch.set(doc(db, at), { ...fileRecord(pupil.uid, publicId), date: serverTimestamp() }),
      );
    };
    // Before: the same writes pass (the refusals below are the mark's doing).
    await assertSucceeds(ask(db, outgoingQuestion('pupil')));
    await assertSucceeds(
      addReply(db, 'jean', { ...reply('pupil', 'Avant'), id: newReplyId(pupil.uid), date: Timestamp.now() }),
    );
    await assertSucceeds(
      send(db, { ...newMessageFields(pupil.profile, parent.uid, 'Avant'), date: serverTimestamp() }),
    );
    await assertSucceeds(fileReport());
    await assertSucceeds(upload('avant'));
    await leaving();

    for (const gone of [false, true]) {
      if (gone)
        await world.env.withSecurityRulesDisabled((context) => deleteDoc(doc(firestoreOf(context), USERS, pupil.uid)));
      await assertFails(ask(db, outgoingQuestion('pupil')));
      await assertFails(
        addReply(db, 'jean', { ...newReplyFields(gone ? null : pupil.profile, 'Encore'), date: Timestamp.now() }),
      );
      await assertFails(
        send(db, { ...newMessageFields(pupil.profile, parent.uid, 'Encore moi'), date: serverTimestamp() }),
      );
      await assertFails(fileReport());
      await assertFails(upload('nouveau'));
      await assertFails(setDoc(doc(db, LIMITS, pupil.uid), { last: serverTimestamp() }));
      await assertFails(updateDoc(doc(db, QUESTIONS, 'jean'), { replies: [] }));
    }
    // The account cannot come back under the same uid.
    await assertFails(setDoc(doc(db, USERS, pupil.uid), withSearchKey(pupil.profile)));
  });
});
