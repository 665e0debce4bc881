// Types of nominations.mjs (plain JavaScript, see commande.d.mts).
import type { Firestore } from 'firebase-admin/firestore';
import type { Nominations } from './commande.mjs';

export const NOMINATIONS: 'responsables';
export function firestoreNominations(db: Firestore): Nominations;
