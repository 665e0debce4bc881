// @ts-check
// Where the association records its appointments: `responsables/{uid}` = { email, depuis } in
// Firestore, beside the custom claim (issue 32). firestore.rules want both for any responsable's
// power, and a removal deletes the document first: an ID token issued before keeps the claim up to
// an hour, no longer the power. Written with firebase-admin, whose service-account key goes
// around the rules (no client may write this collection).
import { FieldValue } from 'firebase-admin/firestore';

/** The collection firestore.rules read (appointmentPath). */
export const NOMINATIONS = 'responsables';

/**
 * @typedef {import('./commande.mjs').Nominations} Nominations
 */

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @returns {Nominations}
 */
export function firestoreNominations(db) {
  const nominations = db.collection(NOMINATIONS);
  return {
    async has(uid) {
      return (await nominations.doc(uid).get()).exists;
    },
    async write(uid, email) {
      await nominations.doc(uid).set({ email: email ?? null, depuis: FieldValue.serverTimestamp() });
    },
    async remove(uid) {
      await nominations.doc(uid).delete();
    },
    async list() {
      const snapshot = await nominations.select('email').get();
      return snapshot.docs.map((entry) => {
        const email = entry.get('email');
        return { uid: entry.id, email: typeof email === 'string' ? email : null };
      });
    },
  };
}
