import type { LocalEmail, MailboxService } from '@/backend/local-mode';
import type { LocalDatabase } from './db';
import { subscribeLive } from './live';

/** An e-mail goes into the local mailbox: what the site would have sent, for /BoiteLocale to show. */
export async function deliverLocally(db: LocalDatabase, email: Omit<LocalEmail, 'id'>): Promise<void> {
  await db.mailbox.add({ ...email, id: crypto.randomUUID() });
}

/** The local mailbox, live in every tab of this browser (Dexie's liveQuery). */
export function createLocalMailbox(db: LocalDatabase): MailboxService {
  return {
    subscribe(onChange, onError) {
      return subscribeLive(() => db.mailbox.orderBy('date').reverse().toArray(), onChange, onError);
    },
  };
}
