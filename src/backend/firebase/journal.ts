import { collection, doc, serverTimestamp, type Firestore, type WriteBatch } from 'firebase/firestore';
import type { JournalAction, UserProfile } from '@/domain/entities';
import { newJournalFields } from '@/domain/new-records';

/** The responsables' journal: what they did, written in the batch of the action itself. */
export const JOURNAL = 'journal';

/** `id`: the line's own id when the rules look for it in the batch (a report's archiving); else a random one. */
export function recordIn(
  db: Firestore,
  batch: WriteBatch,
  by: UserProfile,
  action: JournalAction,
  target: { id: string; name: string },
  details = '',
  id?: string,
): void {
  const ref = id ? doc(db, JOURNAL, id) : doc(collection(db, JOURNAL));
  batch.set(ref, { ...newJournalFields(by, action, target, details), date: serverTimestamp() });
}
