/**
 * firestore.rules: upload records `fichiers` (a file belongs to whoever uploaded it, and links
 * only to the configured cloud's raw uploads) and rate records `limites` (nobody floods a forum).
 * Each allow has a deny beside it that differs only in what the test names.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { FILES } from '@/backend/firebase/file-records';
import { MESSAGES } from '@/backend/firebase/messages';
import { LIMITS } from '@/backend/firebase/posting';
import { fileRecordId } from '@/domain/files';
import { newMessageFields, newQuestionFields, newReplyFields, newReplyId } from '@/domain/new-records';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { addReply, counted, send } from './posting';
import { emulator, members, useRulesEnvironment, visitor } from './rules-env';

const { pupil, tutor } = members;
/** The cloud firestore.rules names in cloudinaryCloud(). */
const CLOUD = /function cloudinaryCloud\(\) \{\s*return '([^']+)';/.exec(
  readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
)![1]!;
const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));

/** A public id as /api/signUpload signs them: in the uploader's own folder (docs/decisions/0018). */
const ownId = (uid: string, name = '3f2a9c1e8d4b4e5a9b7c1d2e3f4a5b6c') => `forum/${uid}/${name}.pdf`;
const PUPIL_PDF = ownId(pupil.uid);

/** The record the client writes after an upload (file-records.ts). */
function record(owner: string, publicId = PUPIL_PDF, version = 1700000000): DocumentData {
  return {
    owner,
    publicId,
    url: `https://res.cloudinary.com/${CLOUD}/raw/upload/v${version}/${publicId}`,
    version,
    fileName: 'td-fractions.pdf',
    questionId: null,
    date: serverTimestamp(),
  };
}

describe.skipIf(!emulator)('firestore.rules — upload records', () => {
  const world = useRulesEnvironment();
  const path = (publicId = PUPIL_PDF) => `${FILES}/${fileRecordId(publicId)}`;
  /** As the client records an upload: with the uploader's rate record naming it, in one batch. */
  const upload = (db: Firestore, data: DocumentData, at = path(String(data.publicId))) =>
    counted(db, at, (batch) => batch.set(doc(db, at), data));

  it('lets a member record their own upload, under its public id', async () => {
    await assertSucceeds(upload(world.db.pupil, record(pupil.uid)));
  });

  it('refuses recording an upload as someone else’s', async () => {
    await assertFails(upload(world.db.pupil, record(tutor.uid)));
  });

  it('accepts a public id in the uploader’s own folder only (issue 23: no record for a file they never uploaded)', async () => {
    for (const publicId of [
      ownId(tutor.uid),
      'forum/td-fractions.pdf',
      `autre/${pupil.uid}/3f2a9c1e8d4b4e5a9b7c1d2e3f4a5b6c.pdf`,
      `forum/${pupil.uid}/sous-dossier/td.pdf`,
      `forum/${pupil.uid}`,
      'td-fractions.pdf',
    ]) {
      await assertFails(upload(world.db.pupil, record(pupil.uid, publicId)));
    }
    await assertSucceeds(upload(world.db.pupil, record(pupil.uid, ownId(pupil.uid, 'autre-envoi'))));
  });

  it('refuses a link to another Cloudinary account, an image/fetch proxy, plain http or another file', async () => {
    const good = record(pupil.uid);
    for (const url of [
      `https://res.cloudinary.com/autre-compte/raw/upload/v1700000000/${PUPIL_PDF}`,
      `https://res.cloudinary.com/${CLOUD}/image/fetch/https://evil.example/page.html`,
      `https://res.cloudinary.com/${CLOUD}/image/upload/v1700000000/${PUPIL_PDF}`,
      `http://res.cloudinary.com/${CLOUD}/raw/upload/v1700000000/${PUPIL_PDF}`,
      `https://res.cloudinary.com/${CLOUD}/raw/upload/v1700000000/${ownId(pupil.uid, 'autre')}`,
    ]) {
      await assertFails(upload(world.db.pupil, { ...good, url }));
    }
    await assertSucceeds(upload(world.db.pupil, good));
  });

  it('refuses a record under another key than its public id, or a public id with odd characters', async () => {
    await assertFails(upload(world.db.pupil, record(pupil.uid), path(ownId(pupil.uid, 'autre'))));
    const odd = `forum/${pupil.uid}/x<script>.pdf`;
    await assertFails(upload(world.db.pupil, record(pupil.uid, odd)));
  });

  it('refuses a record that says it is attached already, or has no version', async () => {
    await assertFails(upload(world.db.pupil, { ...record(pupil.uid), questionId: 'q1' }));
    await assertFails(upload(world.db.pupil, { ...record(pupil.uid), version: 0 }));
  });

  it('refuses a signed-out visitor, a visitor’s anonymous account and a suspended member', async () => {
    await assertFails(upload(world.db.signedOut, record(pupil.uid)));
    await assertFails(upload(world.db.visitor, record(visitor.uid, ownId(visitor.uid))));
    await world.seed({ [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, suspendu: true } });
    await assertFails(upload(world.db.pupil, record(pupil.uid)));
  });

  it('refuses taking over a record someone else already made', async () => {
    await world.seed({ [path()]: { ...record(tutor.uid), date: AT } });
    await assertFails(upload(world.db.pupil, record(pupil.uid)));
  });

  it('counts each record like a post: refused without the uploader’s rate record naming it, or past the limit', async () => {
    // Alone, or beside a rate record that names another post: one count pays for one post.
    await assertFails(setDoc(doc(world.db.pupil, path()), record(pupil.uid)));
    await assertFails(
      counted(world.db.pupil, path(ownId(pupil.uid, 'autre')), (batch) =>
        batch.set(doc(world.db.pupil, path()), record(pupil.uid)),
      ),
    );
    // A member's window full (RATE_LIMITS.membre), then over.
    const seedRecord = (seconds: number) =>
      world.seed({
        [`${LIMITS}/${pupil.uid}`]: {
          last: Timestamp.fromMillis(Date.now() - seconds * 1000),
          lastPost: 'questions/ancienne',
          window: Timestamp.fromMillis(Date.now() - seconds * 1000),
          inWindow: RATE_LIMITS.membre.perWindow,
          day: Timestamp.fromMillis(Date.now() - seconds * 1000),
          inDay: RATE_LIMITS.membre.perWindow,
        },
      });
    await seedRecord(10);
    // The client refuses before writing (rate/too-fast): a dishonest one pushes the count on anyway.
    const before = (await getDoc(doc(world.db.pupil, `${LIMITS}/${pupil.uid}`))).data()!;
    const pushedOn = writeBatch(world.db.pupil);
    pushedOn.set(doc(world.db.pupil, `${LIMITS}/${pupil.uid}`), {
      ...before,
      last: serverTimestamp(),
      lastPost: path(),
      inWindow: before.inWindow + 1,
      inDay: before.inDay + 1,
    });
    pushedOn.set(doc(world.db.pupil, path()), record(pupil.uid));
    await assertFails(pushedOn.commit());
    await seedRecord(RATE_LIMITS.membre.windowSeconds + 5);
    await assertSucceeds(upload(world.db.pupil, record(pupil.uid)));
  });

  it('lets the owner bind their record to a question once, nobody else, never twice', async () => {
    await world.seed({ [path()]: { ...record(pupil.uid), date: AT } });
    await assertFails(updateDoc(doc(world.db.tutor, path()), { questionId: 'q1' }));
    await assertSucceeds(updateDoc(doc(world.db.pupil, path()), { questionId: 'q1' }));
    await assertFails(updateDoc(doc(world.db.pupil, path()), { questionId: 'q2' }));
  });

  it('lets a signed-in member read a record by its key, not list them', async () => {
    await world.seed({ [path()]: { ...record(pupil.uid), date: AT } });
    await assertSucceeds(getDoc(doc(world.db.tutor, path())));
    await assertFails(getDoc(doc(world.db.signedOut, path())));
  });
});

describe.skipIf(!emulator)('firestore.rules — rate limits', () => {
  const world = useRulesEnvironment();
  const limits = (uid: string) => `${LIMITS}/${uid}`;
  const ago = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

  /** A rate record as a poster left it `seconds` ago, with these counts. */
  function seedRecord(uid: string, seconds: number, inWindow: number, inDay: number, daySeconds = seconds) {
    return world.seed({
      [limits(uid)]: {
        last: ago(seconds),
        lastPost: 'questions/ancienne',
        window: ago(seconds),
        inWindow,
        day: ago(daySeconds),
        inDay,
      },
    });
  }

  /**
   * A dishonest client: posts a reply to question 'q' with its rate record pushed on anyway, either
   * counting on in the current windows or starting them again now. The rules must refuse both.
   */
  async function cheat(db: Firestore, uid: string, item: DocumentData, how: 'continue' | 'reset-window' | 'reset-day') {
    const before = (await getDoc(doc(db, limits(uid)))).data()!;
    const now = serverTimestamp();
    const batch = writeBatch(db);
    batch.set(doc(db, limits(uid)), {
      last: now,
      lastPost: 'questions/q',
      window: how === 'reset-window' ? now : before.window,
      inWindow: how === 'reset-window' ? 1 : before.inWindow + 1,
      day: how === 'reset-day' ? now : before.day,
      inDay: how === 'reset-day' ? 1 : before.inDay + 1,
    });
    batch.update(doc(db, 'questions/q'), {
      replies: arrayUnion(item),
      nbReponses: increment(1),
      activite: serverTimestamp(),
    });
    return batch.commit();
  }

  async function seedQuestion() {
    await world.seed({
      'questions/q': {
        ...newQuestionFields(pupil.profile, {
          pageId: 'EncadreurEleve',
          matiere: 'Mathématiques',
          question: 'Aide ?',
          attachments: [],
        }),
        date: AT,
      },
    });
  }
  const anonymous = () => ({
    ...newReplyFields(null, 'Réponse anonyme', newReplyId(visitor.uid)),
    date: Timestamp.now(),
  });
  const fromMember = (text = 'Réponse') => ({ ...newReplyFields(members.parent.profile, text), date: Timestamp.now() });

  it('lets a visitor reply once, then refuses a second reply within 30 s, however the record is written', async () => {
    await seedQuestion();
    await assertSucceeds(addReply(world.db.visitor, 'q', anonymous()));
    await assertFails(cheat(world.db.visitor, visitor.uid, anonymous(), 'continue'));
    await assertFails(cheat(world.db.visitor, visitor.uid, anonymous(), 'reset-window'));
  });

  it(`lets a visitor reply again once the ${RATE_LIMITS.visiteur.windowSeconds} s are over`, async () => {
    await seedQuestion();
    await seedRecord(visitor.uid, 31, 1, 1);
    await assertSucceeds(cheat(world.db.visitor, visitor.uid, anonymous(), 'reset-window'));
    await seedRecord(visitor.uid, 20, 1, 1);
    await assertFails(cheat(world.db.visitor, visitor.uid, anonymous(), 'reset-window'));
  });

  it(`refuses a visitor’s ${RATE_LIMITS.visiteur.perDay + 1}st reply of the day, not their ${RATE_LIMITS.visiteur.perDay}th`, async () => {
    await seedQuestion();
    await seedRecord(visitor.uid, 60, 1, RATE_LIMITS.visiteur.perDay - 1, 3_600);
    await assertSucceeds(addReply(world.db.visitor, 'q', anonymous()));
    await seedRecord(visitor.uid, 60, 1, RATE_LIMITS.visiteur.perDay, 3_600);
    await assertFails(cheat(world.db.visitor, visitor.uid, anonymous(), 'reset-window'));
    await assertFails(cheat(world.db.visitor, visitor.uid, anonymous(), 'reset-day'));
  });

  it('starts a visitor’s day again once it is over', async () => {
    await seedQuestion();
    await seedRecord(visitor.uid, 60, 1, RATE_LIMITS.visiteur.perDay, 86_410);
    await assertSucceeds(addReply(world.db.visitor, 'q', anonymous()));
  });

  it(`lets a member post ${RATE_LIMITS.membre.perWindow} times a minute, not ${RATE_LIMITS.membre.perWindow + 1}`, async () => {
    await seedQuestion();
    await seedRecord(members.parent.uid, 10, RATE_LIMITS.membre.perWindow - 1, 10);
    await assertSucceeds(cheat(world.db.parent, members.parent.uid, fromMember(), 'continue'));
    await seedRecord(members.parent.uid, 10, RATE_LIMITS.membre.perWindow, 10);
    await assertFails(cheat(world.db.parent, members.parent.uid, fromMember(), 'continue'));
    await assertFails(cheat(world.db.parent, members.parent.uid, fromMember(), 'reset-window'));
  });

  it('refuses a rate record the poster resets or lowers by hand', async () => {
    await seedRecord(pupil.uid, 5, RATE_LIMITS.membre.perWindow, 50);
    const reset = {
      last: serverTimestamp(),
      lastPost: 'messages/x',
      window: serverTimestamp(),
      inWindow: 1,
      day: serverTimestamp(),
      inDay: 1,
    };
    await assertFails(setDoc(doc(world.db.pupil, limits(pupil.uid)), reset));
    await assertFails(setDoc(doc(world.db.pupil, limits(tutor.uid)), reset));
  });

  it('lets a member read their own record only', async () => {
    await seedRecord(pupil.uid, 5, 1, 1);
    await assertSucceeds(getDoc(doc(world.db.pupil, limits(pupil.uid))));
    await assertFails(getDoc(doc(world.db.tutor, limits(pupil.uid))));
  });

  it('counts private messages too', async () => {
    const message = { ...newMessageFields(pupil.profile, tutor.uid, 'Bonjour'), date: serverTimestamp() };
    await seedRecord(pupil.uid, 10, RATE_LIMITS.membre.perWindow, 10);
    const ref = doc(collection(world.db.pupil, MESSAGES));
    const before = (await getDoc(doc(world.db.pupil, limits(pupil.uid)))).data()!;
    const pushedOn = writeBatch(world.db.pupil);
    pushedOn.set(doc(world.db.pupil, limits(pupil.uid)), {
      ...before,
      last: serverTimestamp(),
      lastPost: `${MESSAGES}/${ref.id}`,
      inWindow: before.inWindow + 1,
      inDay: before.inDay + 1,
    });
    pushedOn.set(ref, message);
    await assertFails(pushedOn.commit());
    await seedRecord(pupil.uid, 65, RATE_LIMITS.membre.perWindow, 10);
    const sent = await assertSucceeds(send(world.db.pupil, message));
    expect(sent.id).toBeTruthy();
  });
});
