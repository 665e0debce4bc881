// @ts-check
// The work of `npm run migrer-forum` (scripts/migrer-forum.mjs), apart so that its test drives it
// against the Firestore emulator with the domain's own functions.
import { FieldValue } from 'firebase-admin/firestore';

/** Questions read and written per round (a batch takes at most 500 writes). */
export const PAGE = 300;

/**
 * @typedef {import('firebase-admin/firestore').Firestore} Firestore
 * @typedef {import('firebase-admin/firestore').DocumentData} DocumentData
 * @typedef {import('firebase-admin/firestore').Timestamp} Timestamp
 * @typedef {{
 *   upgrade: (id: string, data: DocumentData) => Record<string, unknown>,
 *   followers: (id: string, data: DocumentData) => string[],
 *   latest: (followed: Record<string, Date>, id: string, at: Date) => Record<string, Date>,
 * }} Domain
 */

/**
 * Brings every question up to date, once, with the domain's own functions:
 * - stored before issue 25 (no `nbReponses`): the fields the forum keeps since (`upgrade`,
 *   upgradedQuestionFields in src/domain/question-upgrade.ts: reply count, last activity, search
 *   words, « Résolue », its own id);
 * - stored with its followers on it (issue 25's `suivi`, or none: its author and repliers): each
 *   follower gets it in their own reading marks `lectures/{uid}` (`followers`, followersOf; the
 *   latest FOLLOWED_MAX kept by `latest`, withFollowed in src/domain/following.ts), and the
 *   question loses the list and keeps its own id (issue 32: who follows what is nobody else's).
 * Questions already up to date are left as they are, so running it twice changes nothing.
 * Resolves to how many questions were changed.
 *
 * @param {Firestore} db
 * @param {Domain} domain
 * @param {(done: number) => void} [progress]
 */
export async function migrateQuestions(db, { upgrade, followers, latest }, progress = () => {}) {
  /** @type {Map<string, Record<string, Date>>} */
  const followed = new Map();
  const done = await updateQuestions(
    db,
    (doc) => {
      const data = doc.data();
      const old = typeof data.nbReponses !== 'number';
      if (!old && !('suivi' in data) && data.id === doc.id) return null;
      /** @type {Record<string, unknown>} */
      const fields = old ? upgrade(doc.id, data) : { id: doc.id };
      const activite = /** @type {Timestamp} */ (fields.activite ?? data.activite).toDate();
      for (const uid of followers(doc.id, data)) followed.set(uid, latest(followed.get(uid) ?? {}, doc.id, activite));
      return { ...fields, suivi: FieldValue.delete() };
    },
    progress,
  );
  // Each follower's own list: what they followed already, and these, the latest kept.
  for (const [uid, questions] of followed) {
    const ref = db.doc(`lectures/${uid}`);
    const stored = (await ref.get()).data()?.suivies ?? {};
    /** @type {Record<string, Date>} */
    let merged = Object.fromEntries(
      Object.entries(stored).map(([id, date]) => [id, /** @type {Timestamp} */ (date).toDate()]),
    );
    for (const [id, at] of Object.entries(questions)) merged = latest(merged, id, at);
    await ref.set({ suivies: merged }, { mergeFields: ['suivies'] });
  }
  return done;
}

/**
 * Minors are not public (issue 33): every pupil's question and reply stored before names them as
 * the public may read them (`publicFields`, publicPostFields in src/domain/minors.ts: « Awa N. »,
 * no class), from their profile (a post whose profile is gone, from its stored name); and the
 * members-only record `noms/eleves` is written from the profiles (`entry`, pupilEntry): every pupil's
 * full name and class, read by members only (firestore.rules). Posts already public are left as
 * they are, so running it twice changes nothing. Resolves to how many questions were changed.
 *
 * @param {Firestore} db
 * @param {{
 *   publicFields: (data: DocumentData, pupils: Record<string, { prenom: string, nom: string }>) => Record<string, unknown> | null,
 *   entry: (profile: DocumentData) => { nom: string, classe: string },
 * }} domain
 * @param {(done: number) => void} [progress]
 */
export async function migratePupilNames(db, { publicFields, entry }, progress = () => {}) {
  /** @type {Record<string, { prenom: string, nom: string }>} */
  const pupils = {};
  /** @type {Record<string, { nom: string, classe: string }>} */
  const names = {};
  const profiles = await db.collection('utilisateurs').where('role', '==', 'eleve').get();
  for (const doc of profiles.docs) {
    const data = doc.data();
    pupils[doc.id] = { prenom: String(data.prenom ?? ''), nom: String(data.nom ?? '') };
    names[doc.id] = entry(data);
  }
  // First, so that members keep seeing the full names once the posts no longer hold them.
  await db.doc('noms/eleves').set({ noms: names });
  return updateQuestions(db, (doc) => publicFields(doc.data(), pupils), progress);
}

/**
 * Pages through every question (PAGE at a time, by id) and writes what `change` returns for each
 * (null: nothing), a batch a page; says how many were changed so far, and returns their number.
 *
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {(doc: import('firebase-admin/firestore').QueryDocumentSnapshot) => Record<string, unknown> | null} change
 * @param {(done: number) => void} progress
 */
async function updateQuestions(db, change, progress) {
  let done = 0;
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('questions').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    const batch = db.batch();
    let changed = 0;
    for (const doc of snapshot.docs) {
      const fields = change(doc);
      if (!fields) continue;
      batch.update(doc.ref, fields);
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    done += changed;
    if (changed > 0) progress(done);
    last = snapshot.docs.at(-1);
    if (snapshot.size < PAGE) break;
  }
  return done;
}
