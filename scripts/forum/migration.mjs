// @ts-check
// The work of `npm run migrer-forum` (scripts/migrer-forum.mjs), apart so that its test drives it
// against the Firestore emulator with the domain's own function.

/** Questions read and written per round (a batch takes at most 500 writes). */
export const PAGE = 300;

/**
 * @typedef {import('firebase-admin/firestore').Firestore} Firestore
 * @typedef {import('firebase-admin/firestore').DocumentData} DocumentData
 * @typedef {(id: string, data: DocumentData) => Record<string, unknown>} Upgrade
 */

/**
 * Gives every question stored before issue 25 (no `nbReponses`) the fields the forum now keeps,
 * as `upgrade` computes them (upgradedQuestionFields, src/domain/question-upgrade.ts): followers,
 * reply count, last activity, search words, « Résolue ». Questions already up to date are left as
 * they are, so running it twice changes nothing. Resolves to how many questions were completed.
 *
 * @param {Firestore} db
 * @param {Upgrade} upgrade
 * @param {(done: number) => void} [progress]
 */
export async function migrateQuestions(db, upgrade, progress = () => {}) {
  let done = 0;
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('questions').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return done;
    const batch = db.batch();
    let changed = 0;
    for (const doc of snapshot.docs) {
      const data = doc.data();
      if (typeof data.nbReponses === 'number') continue;
      batch.update(doc.ref, upgrade(doc.id, data));
      changed += 1;
    }
    if (changed > 0) await batch.commit();
    done += changed;
    progress(done);
    last = snapshot.docs.at(-1);
    if (snapshot.size < PAGE) return done;
  }
}
