/**
 * `npm run migrer-forum` (scripts/forum/migration.mjs) on a Firestore database written before
 * issues 25, 32 and 33: its questions get the fields the forum now keeps, computed by the domain's
 * own functions (src/domain/question-upgrade.ts), their followers move to each follower's own
 * reading marks, their pupils are named as the public may read them (src/domain/minors.ts) with the
 * members-only record of their full names, and firestore.rules accept the next reply to them.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp as ClientTimestamp } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWED_MAX, followedIds, withFollowed } from '@/domain/following';
import { publicPostFields, pupilEntry } from '@/domain/minors';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { readQuestion } from '@/domain/question-records';
import { followersOf, upgradedQuestionFields } from '@/domain/question-upgrade';
import { migratePupilNames, migrateQuestions } from '../../scripts/forum/migration.mjs';
import { AT } from './permission-table/scenario';
import { addReply } from './posting';
import { emulator, members, PROJECT_ID, useRulesEnvironment } from './rules-env';

const { pupil, moderator, stranger } = members;

/** A question as a client before issue 25 wrote it: no followers, count, activity, words nor marks. */
const legacy = (replies: DocumentData[] = []) => ({
  question: 'Comment résoudre une équation ?',
  userId: pupil.uid,
  userName: 'Awa Ngono',
  role: 'eleve',
  classe: '3e',
  matiere: null,
  encadreurValide: false,
  pageId: 'EncadreurEleve',
  attachments: [],
  replies,
  date: AT,
});

describe.skipIf(!emulator)('npm run migrer-forum', () => {
  const world = useRulesEnvironment();
  let app: App;

  beforeAll(() => {
    process.env.FIRESTORE_EMULATOR_HOST = `${emulator!.host}:${emulator!.port}`;
    app = initializeApp({ projectId: PROJECT_ID }, `migration-${Date.now()}`);
  });
  afterAll(async () => {
    await deleteApp(app);
  });

  const domain = {
    upgrade: (id: string, data: DocumentData) => {
      const fields = upgradedQuestionFields(readQuestion(id, data));
      return { ...fields, activite: Timestamp.fromDate(fields.activite) };
    },
    followers: (id: string, data: DocumentData) => followersOf(readQuestion(id, data), data.suivi),
    latest: (followed: Record<string, Date>, id: string, at: Date) => withFollowed(followed, id, true, at),
  };
  const followedBy = async (uid: string) =>
    followedIds({
      followed: Object.fromEntries(
        Object.entries(
          ((await getFirestore(app).doc(`lectures/${uid}`).get()).data()?.suivies ?? {}) as Record<string, Timestamp>,
        ).map(([id, date]) => [id, date.toDate()]),
      ),
    });

  it('completes the questions written before, once, and the rules then take the next reply', async () => {
    const answer = { ...newReplyFields(moderator.profile, 'Voici.', `${moderator.uid}_r1`), date: AT };
    await world.seed({ 'questions/ancienne': legacy([answer]), 'questions/sans-reponse': legacy() });
    const db = getFirestore(app);

    expect(await migrateQuestions(db, domain)).toBe(2);
    const stored = (await db.doc('questions/ancienne').get()).data()!;
    expect(stored).toMatchObject({
      id: 'ancienne',
      nbReponses: 1,
      mots: ['comment', 'resoudre', 'equation'],
      resolue: null,
    });
    expect(stored).not.toHaveProperty('suivi');
    expect((stored.activite as Timestamp).toMillis()).toBe(AT.toMillis());
    // Its author and the tutor who replied follow it, in their own marks.
    expect((await followedBy(pupil.uid)).sort()).toEqual(['ancienne', 'sans-reponse']);
    expect(await followedBy(moderator.uid)).toEqual(['ancienne']);
    // Run again: nothing left to do.
    expect(await migrateQuestions(db, domain)).toBe(0);

    const reply = { ...newReplyFields(pupil.profile, 'Merci !', newReplyId(pupil.uid)), date: ClientTimestamp.now() };
    await assertSucceeds(addReply(world.db.pupil, 'ancienne', reply));
  });

  it('takes issue 25’s public followers off each question, into each follower’s own list (the latest kept)', async () => {
    const followedOnIt = (n: number) => ({
      ...legacy(),
      id: `q${n}`,
      nbReponses: 0,
      mots: [],
      resolue: null,
      activite: ClientTimestamp.fromMillis(AT.toMillis() + n * 60_000),
      suivi: [pupil.uid, moderator.uid],
    });
    const count = FOLLOWED_MAX + 2;
    await world.seed(Object.fromEntries(Array.from({ length: count }, (_, n) => [`questions/q${n}`, followedOnIt(n)])));
    const db = getFirestore(app);

    expect(await migrateQuestions(db, domain)).toBe(count);
    const left = await db.collection('questions').where('suivi', 'array-contains', pupil.uid).get();
    expect(left.size).toBe(0);
    const mine = await followedBy(moderator.uid);
    expect(mine).toHaveLength(FOLLOWED_MAX);
    // The latest active ones: q2 … q31, not q0 nor q1.
    expect(mine).not.toContain('q0');
    expect(mine).toContain(`q${count - 1}`);
    expect(await migrateQuestions(db, domain)).toBe(0);
  });

  it('names the pupils of the posts stored before « Awa N. » without class, fills the members-only names, once (issue 33)', async () => {
    const upToDate = { id: 'q', nbReponses: 0, mots: [], resolue: null, activite: AT };
    const stored = (extra: DocumentData) => ({ ...legacy(), ...upToDate, ...extra });
    const fromPupil = {
      ...newReplyFields(pupil.profile, 'Merci !', `${pupil.uid}_r1`),
      userName: 'Awa Ngono',
      date: AT,
    };
    const fromTutor = { ...newReplyFields(moderator.profile, 'Voici.', `${moderator.uid}_r2`), date: AT };
    const fromVisitor = { ...newReplyFields(null, 'Moi aussi.', 'visiteur_r3'), date: AT };
    const fromGone = { ...fromPupil, id: 'ancien_r4', userId: 'uid-ancien', userName: 'Chantal Mbarga' };
    await world.seed({
      'questions/awa': stored({ id: 'awa', replies: [fromPupil, fromTutor, fromVisitor, fromGone], nbReponses: 4 }),
      'questions/jean': stored({ id: 'jean', userId: stranger.uid, userName: 'Jean Mballa', classe: 'Première' }),
      'questions/sylvie': stored({
        id: 'sylvie',
        userId: moderator.uid,
        userName: 'Sylvie Eba',
        role: 'encadreur',
        classe: '3e',
      }),
    });
    const db = getFirestore(app);
    // As scripts/migrer-forum.mjs passes them: the stored documents as they are.
    const domain = {
      publicFields: (data: DocumentData, pupils: Record<string, { prenom: string; nom: string }>) =>
        publicPostFields(data, pupils),
      entry: (profile: DocumentData) => pupilEntry(profile as { prenom: string; nom: string; classe: string }),
    };

    expect(await migratePupilNames(db, domain)).toBe(2);
    const awa = (await db.doc('questions/awa').get()).data()!;
    expect([awa.userName, awa.classe]).toEqual(['Awa N.', null]);
    expect(awa.replies.map((reply: DocumentData) => reply.userName)).toEqual([
      'Awa N.',
      'Sylvie Eba',
      'Utilisateur Anonyme',
      // A pupil whose profile is gone: from the name the post held.
      'Chantal M.',
    ]);
    expect((await db.doc('questions/jean').get()).data()).toMatchObject({ userName: 'Jean M.', classe: null });
    // A tutor is an adult: named in full, with the classes they teach.
    expect((await db.doc('questions/sylvie').get()).data()).toMatchObject({ userName: 'Sylvie Eba', classe: '3e' });
    expect((await db.doc('noms/eleves').get()).data()).toEqual({
      noms: {
        [pupil.uid]: { nom: 'Awa Ngono', classe: '3e' },
        [stranger.uid]: { nom: 'Jean Mballa', classe: 'Première' },
      },
    });
    // Run again: nothing left to do.
    expect(await migratePupilNames(db, domain)).toBe(0);

    // The rules take the pupil’s next reply, named as they now are.
    const reply = {
      ...newReplyFields(pupil.profile, 'Encore merci.', newReplyId(pupil.uid)),
      date: ClientTimestamp.now(),
    };
    await assertSucceeds(addReply(world.db.pupil, 'awa', reply));
  });
});
