import type { Auth } from 'firebase/auth';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { checkedText, newMessageFields } from '@/domain/new-records';
import { readMessage } from '@/domain/records';
import type { MessageService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { subscribeQuery } from './live';
import { queuedWrite } from './queued';
import { requireProfile, requireUid } from './users';

export const MESSAGES = 'messages';

/**
 * Private messages in `messages`; the rules let only the recipient read or delete one.
 * Offline, a write returns once queued (queued.ts).
 */
export function createFirebaseMessages(db: Firestore, auth: Auth, profiles: ProfileStore): MessageService {
  return {
    subscribeInbox(uid, onChange, onError) {
      const inbox = query(collection(db, MESSAGES), where('to', '==', uid), orderBy('date', 'desc'));
      return subscribeQuery(inbox, readMessage, onChange, onError);
    },

    async send({ to, text }) {
      const uid = await requireUid(auth);
      checkedText(text, MESSAGE_MAX_LENGTH); // nothing to read for a message that will be refused
      // Name and role come from the sender's own record, never from the caller.
      const fields = newMessageFields(await requireProfile(profiles, uid), to, text);
      const message = { ...fields, date: serverTimestamp() };
      await queuedWrite(() => addDoc(collection(db, MESSAGES), message), 'envoi d’un message');
    },

    async remove(id) {
      await requireUid(auth);
      await queuedWrite(() => deleteDoc(doc(db, MESSAGES, id)), `suppression du message ${id}`);
    },
  };
}
