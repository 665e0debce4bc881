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
import { guarded } from './errors';
import { subscribeQuery } from './live';
import { requireProfile, requireUid } from './users';

export const MESSAGES = 'messages';

/** Private messages in `messages`; the rules let only the recipient read or delete one. */
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
      await guarded(() => addDoc(collection(db, MESSAGES), { ...fields, date: serverTimestamp() }));
    },

    async remove(id) {
      await requireUid(auth);
      await guarded(() => deleteDoc(doc(db, MESSAGES, id)));
    },
  };
}
