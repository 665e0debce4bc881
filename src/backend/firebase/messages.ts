import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { checkedText, newMessageFields } from '@/domain/new-records';
import { canDeleteMessage } from '@/domain/permissions';
import { readMessage } from '@/domain/records';
import { BackendError, type MessageService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { guarded } from './errors';
import { recordIn } from './journal';
import { subscribeQuery } from './live';
import { countPost } from './posting';
import { queuedWrite } from './queued';
import { requirePoster, requireProfile } from './users';

export const MESSAGES = 'messages';

/**
 * Private messages in `messages`; the rules let only their two members read one, and the
 * recipient (or a responsable) delete it. Offline, a write returns once queued (queued.ts).
 */
export function createFirebaseMessages(db: Firestore, auth: Auth, profiles: ProfileStore): MessageService {
  return {
    subscribeInbox(uid, onChange, onError) {
      const inbox = query(collection(db, MESSAGES), where('to', '==', uid), orderBy('date', 'desc'));
      return subscribeQuery(inbox, readMessage, onChange, onError);
    },

    async send({ to, text }) {
      checkedText(text, MESSAGE_MAX_LENGTH); // nothing to read for a message that will be refused
      // Name and role come from the sender's own record, never from the caller.
      const fields = newMessageFields(await requirePoster(auth, profiles), to, text);
      const ref = doc(collection(db, MESSAGES));
      const counted = await countPost(db, auth, 'membre', `${MESSAGES}/${ref.id}`);
      const batch = writeBatch(db);
      counted(batch);
      batch.set(ref, { ...fields, date: serverTimestamp() });
      await queuedWrite(() => batch.commit(), 'envoi d’un message');
    },

    async remove(id) {
      const viewer = await requireProfile(auth, profiles);
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, id)));
      if (!snapshot.exists()) return;
      const message = readMessage(id, snapshot.data());
      if (!canDeleteMessage(viewer, message)) throw new BackendError('permission-denied');
      const batch = writeBatch(db);
      batch.delete(doc(db, MESSAGES, id));
      // A responsable deleting someone else's message (a report) leaves a trace.
      if (viewer.id !== message.to) {
        recordIn(db, batch, viewer, 'message-supprime', { id, name: message.senderName });
      }
      await queuedWrite(() => batch.commit(), `suppression du message ${id}`);
    },
  };
}
