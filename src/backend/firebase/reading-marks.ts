import { doc, Timestamp, type Firestore, type WriteBatch } from 'firebase/firestore';

/** A member's reading marks: `lectures/{uid}`, which only they read and write (firestore.rules). */
export const READING_MARKS = 'lectures';

/**
 * In a post's batch: `uid` follows question `questionId` from now (their own marks, merged: the
 * list is not read first; firestore.rules let it grow to FOLLOWED_STORED_MAX, and the next full
 * write keeps the latest FOLLOWED_MAX). The client's clock: a pending server date would read as
 * nothing until the server answers, and the follow would not show at once.
 */
export function addFollowedIn(batch: WriteBatch, db: Firestore, uid: string, questionId: string): void {
  batch.set(doc(db, READING_MARKS, uid), { suivies: { [questionId]: Timestamp.now() } }, { merge: true });
}
