/**
 * firestore.rules, the photos of issue 36: a question's and a reply's (at most PHOTOS_MAX, in the
 * tutor–pupil forum only: photosAllowed; each the writer's own Cloudinary image: ownPhoto, checked
 * by the rate record of the post's batch, countedPhotos), taken out by the post's author or a
 * moderator (removesQuestionPhotos, removesReplyPhotos), their upload records (validFileRecord),
 * and the other rules that rewrite or report posts carrying them. Each allow has a refusal beside
 * it that differs only in what the test names. Writes are the client's: asked in one batch with the
 * rate record (ask), replied with arrayUnion and the rate record (addReply), a photo taken out by
 * writing the list without it (as photoRemoval in src/domain/photo-removal.ts builds it).
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { FILES } from '@/backend/firebase/file-records';
import { QUESTIONS } from '@/backend/firebase/questions';
import { REPORTS } from '@/backend/firebase/reports';
import { ANONYMISED_QUESTION, ANONYMISED_REPLY } from '@/domain/account-deletion';
import type { Attachment, NewReport } from '@/domain/entities';
import { fileRecordId } from '@/domain/files';
import { ATTACHMENTS_MAX } from '@/domain/limits';
import { newReplyFields, newReplyId, newReportFields, type ReportedItem } from '@/domain/new-records';
import { PHOTO_MAX_BYTES, PHOTOS_MAX, type Photo } from '@/domain/photos';
import {
  attachment,
  leaving,
  outgoingQuestion,
  questionEdit,
  storedQuestion,
  storedReply,
} from './permission-table/scenario';
import { addReply, ask, counted, takeReply } from './posting';
import { authorOf, emulator, members, useRulesEnvironment, visitor, type Member } from './rules-env';

const { pupil, moderator } = members;
/** The cloud firestore.rules names in cloudinaryCloud(). */
const CLOUD = /function cloudinaryCloud\(\) \{\s*return '([^']+)';/.exec(
  readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
)![1]!;
const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));

/** A photo as uploadPhoto returns it: `forum/<uid>/<random>`, no extension, this cloud's image link. */
function photo(uid: string, name: string): Photo {
  const publicId = `forum/${uid}/${name}-3f2a9c1e8d4b4e5a`;
  const url = `https://res.cloudinary.com/${CLOUD}/image/upload/v1700000000/${publicId}`;
  return { url, publicId, width: 1200, height: 1600, bytes: 245_000, thumbBytes: 24_000 };
}

const photosOf = (member: Member, count: number) =>
  Array.from({ length: count }, (_, index) => photo(members[member].uid, `page-${index + 1}`));

/** A question asked with these photos (and this input), as the client sends it. */
const asked = (author: Member, photos: unknown[], input: Parameters<typeof outgoingQuestion>[1] = {}) => ({
  ...outgoingQuestion(author, input),
  photos,
});

/** A reply as the client builds it, with these photos (the key only when there are some) and the client's clock. */
function reply(author: Member | null, photos: unknown[], text = 'Voici la correction.') {
  const poster = author ? members[author].uid : visitor.uid;
  const base = newReplyFields(author ? authorOf(author) : null, 'x', newReplyId(poster));
  return { ...base, reply: text, ...(photos.length > 0 ? { photos } : {}), date: Timestamp.now() };
}

/** A stored reply with these photos: the text may be blank beside them. */
const storedWith = (author: Member, id: string, photos: Photo[], text = 'Voici la correction.') => ({
  ...storedReply(author, id),
  reply: text,
  photos,
});

/** The upload records of these PDFs, the pupil's, attached nowhere yet. */
const pdfRecords = (files: Attachment[]) =>
  Object.fromEntries(
    files.map((file) => [
      `${FILES}/${file.publicId}`,
      { ...file, owner: pupil.uid, version: 1700000000, questionId: null, date: AT },
    ]),
  );

const [P1, P2, P3] = photosOf('pupil', 3) as [Photo, Photo, Photo];
const [T1, T2] = photosOf('moderator', 2) as [Photo, Photo];

describe.skipIf(!emulator)('firestore.rules — photos (issue 36)', () => {
  const world = useRulesEnvironment();
  const question = (db: Firestore, id: string) => doc(db, QUESTIONS, id);

  /**
   * The pupil's question with two photos and the approved tutor's reply with two (tutor–pupil
   * forum); the pupil's question of photos only; the parent's question (parent–tutor forum).
   */
  async function seedQuestions() {
    await world.seed({
      'questions/awa': storedQuestion(
        'pupil',
        { question: 'Voici mon exercice.' },
        { photos: [P1, P2], replies: [storedWith('moderator', 'r-sylvie', [T1, T2])] },
      ),
      'questions/awa-photo': storedQuestion('pupil', { question: '', photos: [P3] }),
      'questions/marie': storedQuestion('parent', { pageId: 'ParentEncadreur' }),
    });
  }

  /** The photos of question `id` without `gone`, written as the client does. */
  const withoutPhoto = (db: Firestore, id: string, gone: Photo, stored: Photo[]) =>
    updateDoc(question(db, id), { photos: stored.filter((item) => item.publicId !== gone.publicId) });

  /** Reply `replyId` of question `id` without `gone` (its key removed once none is left), read first. */
  async function withoutReplyPhoto(db: Firestore, id: string, replyId: string, gone: Photo, keyWhenEmpty = false) {
    const replies = ((await getDoc(question(db, id))).data()?.replies ?? []) as DocumentData[];
    const written = replies.map((item) => {
      if (item.id !== replyId) return item;
      const { photos, ...rest } = item;
      const kept = (photos as Photo[]).filter((each) => each.publicId !== gone.publicId);
      return kept.length > 0 || keyWhenEmpty ? { ...rest, photos: kept } : rest;
    });
    return updateDoc(question(db, id), { replies: written });
  }

  describe('a question asked with photos', () => {
    it('lets a pupil ask with 2 photos in the tutor–pupil forum, never in the parent–tutor forum', async () => {
      await assertSucceeds(ask(world.db.pupil, asked('pupil', [P1, P2])));
      await assertFails(ask(world.db.pupil, asked('pupil', [P1, P2], { pageId: 'ParentEncadreur' })));
      await assertFails(ask(world.db.pupil, asked('pupil', [P1], { pageId: 'defaultPageId' })));
      // An empty list is no photo: any forum takes it (new questions always store the key).
      await assertSucceeds(ask(world.db.parent, asked('parent', [], { pageId: 'ParentEncadreur' })));
    });

    it(`accepts ${PHOTOS_MAX} photos, refuses ${PHOTOS_MAX + 1}`, async () => {
      await assertSucceeds(ask(world.db.pupil, asked('pupil', photosOf('pupil', PHOTOS_MAX))));
      await assertFails(ask(world.db.pupil, asked('pupil', photosOf('pupil', PHOTOS_MAX + 1))));
    });

    it('accepts a question of photos only, not a blank one without any', async () => {
      await assertSucceeds(ask(world.db.pupil, outgoingQuestion('pupil', { question: '', photos: [P1] })));
      await assertFails(ask(world.db.pupil, { ...asked('pupil', []), question: '   ', mots: [] }));
    });

    it('refuses a photo in another member’s folder, or outside any (the rate record of the batch refuses it)', async () => {
      for (const item of [
        photo(moderator.uid, 'page'),
        { ...P1, publicId: `forum/${moderator.uid}/page-3f2a9c1e8d4b4e5a` },
        photo(`${pupil.uid}/sous-dossier`, 'page'),
      ]) {
        await assertFails(ask(world.db.pupil, asked('pupil', [item])));
      }
      await assertSucceeds(ask(world.db.pupil, asked('pupil', [P1])));
    });

    it('refuses a link to another cloud, a raw upload, plain http, another file or a transformation', async () => {
      const link = (url: string) => ({ ...P1, url });
      for (const url of [
        P1.url.replace(CLOUD, 'autre-compte'),
        P1.url.replace('/image/upload/', '/raw/upload/'),
        P1.url.replace('https:', 'http:'),
        P2.url,
        P1.url.replace('/upload/', '/upload/w_320,f_auto,q_auto/'),
        P1.url.replace('v1700000000', 'v1700000000000'),
        `${P1.url}.pdf`,
      ]) {
        await assertFails(ask(world.db.pupil, asked('pupil', [link(url)])));
      }
      // A PDF's public id (with its extension) is not a photo's, even with a matching link.
      const pdfId = `forum/${pupil.uid}/page-3f2a9c1e8d4b4e5a.pdf`;
      const asPdf = { ...P1, publicId: pdfId, url: P1.url.replace(P1.publicId, pdfId) };
      await assertFails(ask(world.db.pupil, asked('pupil', [asPdf])));
    });

    it(`refuses ${PHOTO_MAX_BYTES + 1} bytes, a side past 1600 pixels, a size of 0 or not a whole number, an odd key`, async () => {
      await assertSucceeds(ask(world.db.pupil, asked('pupil', [{ ...P1, bytes: PHOTO_MAX_BYTES }])));
      for (const changes of [
        { bytes: PHOTO_MAX_BYTES + 1 },
        { thumbBytes: PHOTO_MAX_BYTES + 1 },
        { width: 1601 },
        { height: 0 },
        { thumbBytes: 2.5 },
        { bytes: '245000' },
        { alt: 'Mon exercice' },
      ]) {
        await assertFails(ask(world.db.pupil, asked('pupil', [{ ...P1, ...changes }])));
      }
      const { thumbBytes: _left, ...withoutThumb } = P1;
      await assertFails(ask(world.db.pupil, asked('pupil', [withoutThumb])));
      await assertFails(ask(world.db.pupil, asked('pupil', [P1.url])));
    });

    it(`accepts ${ATTACHMENTS_MAX} PDFs and ${PHOTOS_MAX} photos beside a long text: within the rules’ budget`, async () => {
      const pdfs = Array.from({ length: ATTACHMENTS_MAX }, (_, index) => attachment(`fiche-${index}`));
      await world.seed(pdfRecords(pdfs));
      const words = Array.from({ length: 120 }, (_, index) => `exercice${index} numérateurs`).join(' ');
      const text = `${words} `.repeat(3).slice(0, 5000);
      await assertSucceeds(
        ask(world.db.pupil, asked('pupil', photosOf('pupil', PHOTOS_MAX), { question: text, attachments: pdfs })),
      );
    });
  });

  describe('a reply with photos', () => {
    it('lets an approved tutor reply with a photo of theirs, without text too; never with another’s, nor in the parent–tutor forum', async () => {
      await seedQuestions();
      await assertSucceeds(addReply(world.db.moderator, 'awa', reply('moderator', [T1])));
      await assertSucceeds(addReply(world.db.moderator, 'awa', reply('moderator', [T2], '')));
      await assertFails(addReply(world.db.moderator, 'awa', reply('moderator', [P1])));
      await assertFails(addReply(world.db.moderator, 'marie', reply('moderator', [T1])));
    });

    it(`refuses a reply with ${PHOTOS_MAX + 1} photos, an empty list of photos, or a blank one without any`, async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.moderator, 'awa', reply('moderator', photosOf('moderator', PHOTOS_MAX + 1))));
      await assertFails(addReply(world.db.moderator, 'awa', { ...reply('moderator', []), photos: [] }));
      await assertFails(addReply(world.db.moderator, 'awa', reply('moderator', [], '  ')));
      await assertSucceeds(addReply(world.db.moderator, 'awa', reply('moderator', photosOf('moderator', PHOTOS_MAX))));
    });

    it('refuses a visitor’s reply with a photo, even one in its own folder', async () => {
      await seedQuestions();
      await assertFails(addReply(world.db.visitor, 'awa', reply(null, [photo(visitor.uid, 'page')])));
      await assertSucceeds(addReply(world.db.visitor, 'awa', reply(null, [])));
    });

    it('lets replies go on under a reply with photos', async () => {
      await seedQuestions();
      await assertSucceeds(addReply(world.db.pupil, 'awa', reply('pupil', [])));
    });
  });

  describe('nobody adds a photo once posted', () => {
    it('refuses adding a photo to a question, even its author’s own, and to someone else’s', async () => {
      await seedQuestions();
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { photos: arrayUnion(P3) }));
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { photos: [P1, P3] }));
      await assertFails(updateDoc(question(world.db.moderator, 'awa'), { photos: arrayUnion(T1) }));
      await assertFails(updateDoc(question(world.db.parent, 'marie'), { photos: [photo(members.parent.uid, 'page')] }));
    });

    it('refuses adding a photo to a reply, even its author’s own, or to someone else’s', async () => {
      await seedQuestions();
      const stored = storedWith('moderator', 'r-sylvie', [T1, T2]);
      const extra = photo(moderator.uid, 'page-3');
      await assertFails(
        updateDoc(question(world.db.moderator, 'awa'), { replies: [{ ...stored, photos: [T1, T2, extra] }] }),
      );
      await assertFails(
        updateDoc(question(world.db.moderator, 'awa'), { replies: [{ ...stored, photos: [T1, extra] }] }),
      );
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { replies: [{ ...stored, photos: [T1, T2, P3] }] }));
    });
  });

  describe('a photo taken out of a question', () => {
    it('lets its author take one out; a stranger, a tutor waiting for approval, a parent never', async () => {
      await seedQuestions();
      for (const db of [world.db.stranger, world.db.tutor, world.db.parent, world.db.signedOut]) {
        await assertFails(withoutPhoto(db, 'awa', P1, [P1, P2]));
      }
      await assertSucceeds(withoutPhoto(world.db.pupil, 'awa', P1, [P1, P2]));
    });

    it('lets a moderator take one out: a responsable, an approved tutor in the tutor–pupil forum', async () => {
      await seedQuestions();
      await assertSucceeds(withoutPhoto(world.db.moderator, 'awa', P1, [P1, P2]));
      await assertSucceeds(withoutPhoto(world.db.responsable, 'awa', P2, [P2]));
    });

    it('refuses taking out the last photo of a question without text nor PDF, allows it beside text or a PDF', async () => {
      await seedQuestions();
      await assertFails(withoutPhoto(world.db.pupil, 'awa-photo', P3, [P3]));
      await assertSucceeds(withoutPhoto(world.db.pupil, 'awa', P1, [P1, P2]));
      await assertSucceeds(withoutPhoto(world.db.pupil, 'awa', P2, [P2]));
      const pdf = attachment('fiche');
      await world.seed({
        'questions/awa-pdf': storedQuestion('pupil', { question: '', attachments: [pdf], photos: [P3] }),
      });
      await assertSucceeds(withoutPhoto(world.db.pupil, 'awa-pdf', P3, [P3]));
    });

    it('refuses swapping, reordering or removing the key, and a removal with another change', async () => {
      await seedQuestions();
      const ref = question(world.db.pupil, 'awa');
      await assertFails(updateDoc(ref, { photos: [P3] }));
      await assertFails(updateDoc(ref, { photos: [P2, P1] }));
      await assertFails(updateDoc(ref, { photos: [P1, P1] }));
      await assertFails(updateDoc(ref, { photos: [{ ...P1, bytes: 1 }] }));
      await assertFails(updateDoc(ref, { photos: [P1], question: 'Autre texte' }));
      await assertFails(updateDoc(ref, { photos: deleteField() }));
      await assertSucceeds(updateDoc(ref, { photos: [P1] }));
    });
  });

  describe('a photo taken out of a reply', () => {
    it('lets the reply’s author take one out; the question’s author, another member never', async () => {
      // Another pupil's question, the pupil's reply: neither of them moderates.
      await world.seed({
        'questions/jean': storedQuestion('stranger', {}, { replies: [storedWith('pupil', 'r-awa', [P1, P2])] }),
      });
      for (const db of [world.db.stranger, world.db.parent, world.db.tutor, world.db.visitor]) {
        await assertFails(withoutReplyPhoto(db, 'jean', 'r-awa', P1));
      }
      await assertSucceeds(withoutReplyPhoto(world.db.pupil, 'jean', 'r-awa', P1));
    });

    it('lets a moderator take one out of someone’s reply: a responsable, an approved tutor', async () => {
      await world.seed({
        'questions/awa': storedQuestion('pupil', {}, { replies: [storedWith('pupil', 'r-awa', [P1, P2])] }),
      });
      await assertSucceeds(withoutReplyPhoto(world.db.responsable, 'awa', 'r-awa', P1));
      await assertSucceeds(withoutReplyPhoto(world.db.moderator, 'awa', 'r-awa', P2));
    });

    it('refuses the last photo of a reply without text; beside text, the key goes with it, never an empty list', async () => {
      await world.seed({
        'questions/awa': storedQuestion(
          'pupil',
          {},
          {
            replies: [storedWith('moderator', 'r-photo', [T1], ''), storedWith('moderator', 'r-texte', [T2])],
          },
        ),
      });
      await assertFails(withoutReplyPhoto(world.db.moderator, 'awa', 'r-photo', T1));
      await assertFails(withoutReplyPhoto(world.db.moderator, 'awa', 'r-texte', T2, true));
      await assertSucceeds(withoutReplyPhoto(world.db.moderator, 'awa', 'r-texte', T2));
    });

    it('refuses changing anything else: the reply’s text, another reply, the count', async () => {
      await world.seed({
        'questions/awa': storedQuestion(
          'pupil',
          {},
          {
            replies: [storedReply('pupil', 'r-awa'), storedWith('moderator', 'r-sylvie', [T1, T2])],
          },
        ),
      });
      const ref = question(world.db.moderator, 'awa');
      const mine = storedWith('moderator', 'r-sylvie', [T2]);
      const other = storedReply('pupil', 'r-awa');
      await assertFails(updateDoc(ref, { replies: [other, { ...mine, reply: 'Autre' }] }));
      await assertFails(updateDoc(ref, { replies: [{ ...other, reply: 'Autre' }, mine] }));
      await assertFails(updateDoc(ref, { replies: [other, mine], nbReponses: 1 }));
      await assertFails(updateDoc(ref, { replies: [mine] }));
      await assertSucceeds(updateDoc(ref, { replies: [other, mine] }));
    });
  });

  describe('upload records of photos', () => {
    const record = (item: Photo, changes: DocumentData = {}): DocumentData => ({
      owner: pupil.uid,
      publicId: item.publicId,
      url: item.url,
      version: 1700000000,
      fileName: 'photo.webp',
      questionId: null,
      date: serverTimestamp(),
      ...changes,
    });
    const recordPath = (item: Photo) => `${FILES}/${fileRecordId(item.publicId)}`;
    const upload = (data: DocumentData, item = P1) =>
      counted(world.db.pupil, recordPath(item), (batch) => batch.set(doc(world.db.pupil, recordPath(item)), data));

    it('accepts an image record (photo.webp or photo.jpg), refuses it with a raw link, another name or a PDF’s id', async () => {
      await assertFails(upload(record(P1, { url: P1.url.replace('/image/upload/', '/raw/upload/') })));
      await assertFails(upload(record(P1, { fileName: 'exercice.png' })));
      await assertFails(upload(record(P1, { version: 1700000001 })));
      const pdfId = `${P1.publicId}.pdf`;
      const asPdf = { ...P1, publicId: pdfId, url: P1.url.replace(P1.publicId, pdfId) };
      await assertFails(upload(record(asPdf), asPdf));
      await assertSucceeds(upload(record(P1)));
      await assertSucceeds(upload(record(P2, { fileName: 'photo.jpg' }), P2));
    });

    it('never binds a photo’s record to a question; a PDF’s still once', async () => {
      await world.seed({ [recordPath(P1)]: { ...record(P1), date: AT }, ...pdfRecords([attachment('fiche')]) });
      await assertFails(updateDoc(doc(world.db.pupil, recordPath(P1)), { questionId: 'q1' }));
      await assertSucceeds(updateDoc(doc(world.db.pupil, FILES, 'fiche'), { questionId: 'q1' }));
    });
  });

  describe('reports', () => {
    /** A report as the adapters file it: the item as stored, with the reporter's rate record in the batch. */
    function report(target: NewReport['target'], item: ReportedItem) {
      const db = world.db.stranger;
      const ref = doc(collection(db, REPORTS));
      const data = newReportFields(members.stranger.profile, { target, reason: 'inapproprie', details: '' }, item);
      return counted(db, `${REPORTS}/${ref.id}`, (batch) => batch.set(ref, { ...data, date: serverTimestamp() }));
    }

    it('lets a member report a question or a reply of photos only, quoting its empty text, never other words', async () => {
      const stored = storedWith('moderator', 'r-photo', [T1], '');
      await world.seed({
        'questions/awa-photo': storedQuestion('pupil', { question: '', photos: [P3] }, { replies: [stored] }),
      });
      const onQuestion = { type: 'question', questionId: 'awa-photo', pageId: 'EncadreurEleve' } as const;
      const asker = { authorId: pupil.uid, authorName: 'Awa N.' };
      await assertFails(report(onQuestion, { ...asker, excerpt: 'Des mots inventés' }));
      await assertSucceeds(report(onQuestion, { ...asker, excerpt: '' }));
      const onReply = { ...onQuestion, type: 'reponse', replyId: 'r-photo' } as const;
      const replier = { authorId: moderator.uid, authorName: stored.userName, replyIndex: 0 };
      await assertSucceeds(report(onReply, { ...replier, excerpt: '' }));
    });
  });

  describe('the other rewrites of a question carrying photos', () => {
    it('lets its author edit the text, the photos kept as they are', async () => {
      await seedQuestions();
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), questionEdit('Mon exercice, page 2')));
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { ...questionEdit('Page 2'), photos: [P1] }));
    });

    it('lets the author take out the last PDF of a question without text, its photos left', async () => {
      const pdf = attachment('fiche');
      await world.seed({
        'questions/awa-pdf': storedQuestion('pupil', { question: '', attachments: [pdf], photos: [P3] }),
      });
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa-pdf'), { attachments: [] }));
    });

    it('lets a reply with photos be deleted by its author, and the question marked resolved', async () => {
      await seedQuestions();
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), { resolue: 'r-sylvie' }));
      await assertSucceeds(takeReply(world.db.moderator, 'awa', storedWith('moderator', 'r-sylvie', [T1, T2])));
    });

    it('lets a leaving member sign « Compte supprimé » their question and reply with photos, photos kept or taken away', async () => {
      await seedQuestions();
      await leaving(world, 'pupil');
      await assertFails(updateDoc(question(world.db.pupil, 'awa'), { ...ANONYMISED_QUESTION, photos: [P3] }));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa'), ANONYMISED_QUESTION));
      await assertSucceeds(updateDoc(question(world.db.pupil, 'awa-photo'), { ...ANONYMISED_QUESTION, photos: [] }));
      await leaving(world, 'moderator');
      const stored = storedWith('moderator', 'r-sylvie', [T1, T2]);
      const signed = { ...stored, ...ANONYMISED_REPLY };
      const ref = question(world.db.moderator, 'awa');
      await assertFails(updateDoc(ref, { replies: [{ ...signed, photos: [T1, photo(moderator.uid, 'autre')] }] }));
      await assertSucceeds(updateDoc(ref, { replies: [signed] }));
      const { photos: _gone, ...withoutPhotos } = signed;
      await world.seed({ 'questions/awa': storedQuestion('pupil', {}, { replies: [stored] }) });
      await assertSucceeds(updateDoc(ref, { replies: [withoutPhotos] }));
    });
  });
});
