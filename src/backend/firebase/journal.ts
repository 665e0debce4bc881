import { collection, doc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';
import { newJournalFields } from '@/domain/new-records';
import type { JournalAction, UserProfile } from '@/domain/entities';

/** The responsables' journal: what they did, written in the batch of the action itself. */
export const JOURNAL = 'journal';

export function recordIn(
  db: Firestore,
  batch: WriteBatch,
  by: UserProfile,
  action: JournalAction,
  target: { id: string; name: string },
  details = '',
): void {
  batch.set(doc(collection(db, JOURNAL)), { ...newJournalFields(by, action, target, details), date: serverTimestamp() });
}
