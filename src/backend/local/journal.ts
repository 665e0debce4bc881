import type { JournalAction, UserProfile } from '@/domain/entities';
import { newJournalFields } from '@/domain/new-records';
import type { LocalDatabase } from './db';

/** Records what a responsable did; call it inside the transaction of the action, db.journal in scope. */
export async function record(
  db: LocalDatabase,
  by: UserProfile,
  action: JournalAction,
  target: { id: string; name: string },
  now: Date,
  details = '',
): Promise<void> {
  await db.journal.add({ ...newJournalFields(by, action, target, details), id: crypto.randomUUID(), date: now });
}
