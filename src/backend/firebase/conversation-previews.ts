import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { errorCode } from '@/domain/errors';
import { messagePreview } from '@/domain/message-preview';
import { conversationCount } from '@/domain/records';
import { guarded } from './errors';

/**
 * What a conversation keeps of its last message (docs/decisions/0024): `dernierId`, `dernierDe`,
 * `apercu` (its first words) and `date`, with `nbMessages` (how many it holds) and `retireId` (the
 * last one removed), each write checked by firestore.rules against the message it names. These are
 * the writes that follow a message out: its recipient's, who reads the conversation and moves the
 * preview to the next message; a responsable's, who may read neither and blanks it; and the list's,
 * which brings a blanked preview back.
 */

const CONVERSATIONS = 'conversations';
const MESSAGES = 'messages';

/** A stored message, as a conversation's preview is taken from it. */
export interface StoredMessage {
  id: string;
  data: DocumentData;
}

/** The fields that make `message` the last one a conversation shows. */
export function showing({ id, data }: StoredMessage): DocumentData {
  return {
    dernierId: id,
    dernierDe: data.from,
    apercu: messagePreview(typeof data.text === 'string' ? data.text : ''),
    date: data.date,
  };
}

/** The newest message of conversation `key` but `removed` (which is about to go), or null. */
export async function newestLeft(db: Firestore, key: string, removed: string | null): Promise<StoredMessage | null> {
  const newest = await guarded(() =>
    getDocs(query(collection(db, MESSAGES), where('conversation', '==', key), orderBy('date', 'desc'), limit(2))),
  );
  const left = newest.docs.find((message) => message.id !== removed);
  return left ? { id: left.id, data: left.data() } : null;
}

/**
 * What deleting message `removed` does to its conversation, as stored (`stored`; null: none, a
 * message older than conversations): null, nothing; 'delete' when it was the only one; otherwise
 * the fields to update in the same write (firestore.rules, removedIn). `next`, the newest message
 * left, is needed only when `removed` is the one the conversation shows.
 */
export function afterRemoval(
  stored: DocumentData | null,
  removed: string,
  next: StoredMessage | null,
): 'delete' | DocumentData | null {
  if (!stored) return null;
  const count = conversationCount(stored);
  const shown = stored.dernierId === removed;
  if (count === 1 && shown) return 'delete';
  // A conversation older than counts keeps none (it cannot start one it could not prove).
  const fields: DocumentData = { retireId: removed, ...(count !== null && { nbMessages: increment(-1) }) };
  if (!shown) return fields;
  return { ...fields, ...(next ? showing(next) : { apercu: '' }) };
}

/**
 * What a responsable's deletion of message `removed` writes to its conversation, unread: they may
 * not read private messages (docs/decisions/0010), so the count goes down by one and the preview
 * is blanked, whether it showed that message or not; the members' lists bring it back.
 */
export function blankedBy(removed: string): DocumentData {
  return { retireId: removed, nbMessages: increment(-1), apercu: '' };
}

/**
 * For the list of conversations: `repair(id, data)` brings back, once per tab and per removal, the
 * preview a responsable blanked, from the newest message left (one read, one write; the rules'
 * repairedIn). A conversation left without any message is not repaired: the list does not show it.
 */
export function createPreviewRepair(db: Firestore): (id: string, data: DocumentData) => void {
  const tried = new Set<string>();
  return (id, data) => {
    if (data.apercu !== '' || conversationCount(data) === 0) return;
    const attempt = `${id}/${String(data.retireId ?? '')}`;
    if (tried.has(attempt)) return;
    tried.add(attempt);
    void (async () => {
      const next = await newestLeft(db, id, null);
      if (next) await guarded(() => updateDoc(doc(db, CONVERSATIONS, id), showing(next)));
    })().catch((error: unknown) => {
      // The other member's list got there first: nothing left to do.
      if (errorCode(error) !== 'permission-denied') console.warn('Aperçu de la conversation non rétabli :', error);
    });
  };
}
