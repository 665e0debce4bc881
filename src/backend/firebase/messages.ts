import type { Auth } from 'firebase/auth';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGE_MAX_LENGTH, PAGE_SIZE } from '@/domain/limits';
import { checkedText, newMessageFields } from '@/domain/new-records';
import { canDeleteMessage } from '@/domain/permissions';
import { readMessage } from '@/domain/records';
import { BackendError, errorCode } from '@/domain/errors';
import type { MessageService } from '@/backend/types';
import type { ProfileStore } from './auth';
import { guarded } from './errors';
import { subscribePages } from './pages';
import { countPost } from './posting';
import { queuedWrite } from './queued';
import { requireVerifiedEmail } from './email-actions';
import { requirePoster, requireProfile, USERS } from './users';

export const MESSAGES = 'messages';

/**
 * Private messages in `messages`; the rules let only their two members read one, and the
 * recipient (or a responsable) delete it. Offline, a write returns once queued (queued.ts).
 */
export function createFirebaseMessages(db: Firestore, auth: Auth, profiles: ProfileStore): MessageService {
  /**
   * Whether `uid` has a profile, asked after the rules refused a message: they let anyone signed
   * in learn that a profile does not exist, never read someone else's (docs/decisions/0011).
   * Refused means it exists; unreadable for another reason, it is taken to exist.
   */
  async function hasAccount(uid: string): Promise<boolean> {
    try {
      return (await getDoc(doc(db, USERS, uid))).exists();
    } catch {
      return true;
    }
  }

  return {
    subscribeInbox(uid, onChange, onError, options) {
      const inbox = query(collection(db, MESSAGES), where('to', '==', uid), orderBy('date', 'desc'));
      return subscribePages(inbox, options?.pageSize ?? PAGE_SIZE, readMessage, onChange, onError);
    },

    async send({ to, text }) {
      checkedText(text, MESSAGE_MAX_LENGTH); // nothing to read for a message that will be refused
      // Name and role come from the sender's own record, never from the caller.
      const fields = newMessageFields(await requirePoster(auth, profiles), to, text);
      // firestore.rules want the token's email_verified (docs/decisions/0013): said before trying.
      await requireVerifiedEmail(auth);
      const ref = doc(collection(db, MESSAGES));
      const counted = await countPost(db, auth, 'membre', `${MESSAGES}/${ref.id}`);
      const batch = writeBatch(db);
      counted(batch);
      batch.set(ref, { ...fields, date: serverTimestamp() });
      try {
        await queuedWrite(() => batch.commit(), 'envoi d’un message');
      } catch (error) {
        if (errorCode(error) === 'permission-denied' && !(await hasAccount(to))) throw new BackendError('not-found');
        throw error;
      }
    },

    async remove(id) {
      const viewer = await requireProfile(auth, profiles);
      // The rules let anyone signed in learn that a message is gone, and nobody but its two
      // members read it (a responsable deletes one by resolving its report).
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, id)));
      if (!snapshot.exists()) return;
      if (!canDeleteMessage(viewer, readMessage(id, snapshot.data()))) throw new BackendError('permission-denied');
      await queuedWrite(() => deleteDoc(doc(db, MESSAGES, id)), `suppression du message ${id}`);
    },
  };
}
