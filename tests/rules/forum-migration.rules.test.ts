/**
 * `npm run migrer-forum` (scripts/forum/migration.mjs) on a Firestore database written before
 * issue 25: its questions get the fields the forum now keeps, computed by the domain's own function
 * (src/domain/question-upgrade.ts), and firestore.rules accept the next reply to them.
 */
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp as ClientTimestamp } from 'firebase/firestore';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { readQuestion } from '@/domain/question-records';
import { upgradedQuestionFields } from '@/domain/question-upgrade';
import { migrateQuestions } from '../../scripts/forum/migration.mjs';
import { AT } from './permission-table/scenario';
import { addReply } from './posting';
import { emulator, members, PROJECT_ID, useRulesEnvironment } from './rules-env';

const { pupil, moderator } = members;

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

  const upgrade = (id: string, data: DocumentData) => {
    const fields = upgradedQuestionFields(readQuestion(id, data));
    return { ...fields, activite: Timestamp.fromDate(fields.activite) };
  };

  it('completes the questions written before, once, and the rules then take the next reply', async () => {
    const answer = { ...newReplyFields(moderator.profile, 'Voici.', `${moderator.uid}_r1`), date: AT };
    await world.seed({ 'questions/ancienne': legacy([answer]), 'questions/sans-reponse': legacy() });
    const db = getFirestore(app);

    expect(await migrateQuestions(db, upgrade)).toBe(2);
    const stored = (await db.doc('questions/ancienne').get()).data()!;
    expect(stored).toMatchObject({
      suivi: [pupil.uid, moderator.uid],
      nbReponses: 1,
      mots: ['comment', 'resoudre', 'equation'],
      resolue: null,
    });
    expect((stored.activite as Timestamp).toMillis()).toBe(AT.toMillis());
    // Run again: nothing left to do.
    expect(await migrateQuestions(db, upgrade)).toBe(0);

    const reply = { ...newReplyFields(pupil.profile, 'Merci !', newReplyId(pupil.uid)), date: ClientTimestamp.now() };
    await assertSucceeds(addReply(world.db.pupil, 'ancienne', reply));
  });
});
