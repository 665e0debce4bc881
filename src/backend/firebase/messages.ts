import type { Auth } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase/firestore';
import type { MessageStore } from '@/backend/use-cases/messages';
import { conversationId } from '@/domain/conversations';
import type { Message } from '@/domain/entities';
import { BackendError, errorCode } from '@/domain/errors';
import { linkId } from '@/domain/families';
import { MARK_READ_BATCH } from '@/domain/limits';
import { messagePreview } from '@/domain/message-preview';
import type { MinorParties } from '@/domain/minor-conversations';
import { conversationCount, readConversation, readMessage } from '@/domain/records';
import { afterRemoval, createPreviewRepair, newestLeft } from './conversation-previews';
import { guarded, toBackendError } from './errors';
import { LINKS } from './family-paths';
import { subscribePages } from './pages';
import { markPendingMessage, messagePost } from './pending';
import { countPost } from './posting';
import { queuedWrite } from './queued';
import { USERS } from './users';

export const MESSAGES = 'messages';
export const CONVERSATIONS = 'conversations';
/** nonLus/{uid}: how many messages the member has not opened, in all conversations. */
export const UNREAD = 'nonLus';

/** How many times a deletion reads its conversation again when the rules refused a stale plan. */
const REMOVE_ATTEMPTS = 3;

/** A stored count, as a whole number ≥ 0. */
const countOf = (value: unknown): number => (typeof value === 'number' && value > 0 ? Math.floor(value) : 0);

/**
 * What goes with a new message `messageId` in its batch (firestore.rules accept them only
 * together): its conversation names it as the latest, with its first words (`text`'s preview),
 * one more message (`counted`: a conversation new or already counting; docs/decisions/0024) and
 * one more unread message for the recipient, and so does the recipient's total. `recipientName`
 * starts a new conversation (null when it exists: the recipient's name is written once, and each
 * sender signs their own).
 */
export function addConversationWrites(
  batch: WriteBatch,
  db: Firestore,
  messageId: string,
  {
    from,
    to,
    senderName,
    recipientName,
    text,
    counted,
    parties = null,
  }: {
    from: string;
    to: string;
    senderName: string;
    recipientName: string | null;
    text: string;
    counted: boolean;
    /** Given when the conversation starts (recipientName too): an adult's and a pupil's (issue 33), or null. */
    parties?: MinorParties | null;
  },
): void {
  const key = conversationId(from, to);
  if (!key) throw new BackendError('invalid-argument');
  batch.set(
    doc(db, CONVERSATIONS, key),
    {
      membres: key.split('_'),
      noms: recipientName === null ? { [from]: senderName } : { [from]: senderName, [to]: recipientName },
      date: serverTimestamp(),
      dernierId: messageId,
      dernierDe: from,
      apercu: messagePreview(text),
      nonLus: { [to]: increment(1), [from]: increment(0) },
      ...(counted && { nbMessages: increment(1) }),
      // Kept from its start: the pupil whose parents may read it, and the adult (issue 33).
      ...(recipientName !== null && { eleve: parties?.eleve ?? null, adulte: parties?.adulte ?? null }),
    },
    { merge: true },
  );
  batch.set(doc(db, UNREAD, to), { total: increment(1), dernierId: messageId }, { merge: true });
}

/**
 * Private messages in `messages`, as storage only (the decisions are use-cases/messages.ts's),
 * grouped by `conversations/{id}` (names, the last message's date and first words, the count,
 * unread counts per member; conversation-previews.ts) with each member's total in `nonLus/{uid}`. A message, its conversation and the recipient's total are written in
 * one batch with the sender's rate record, which firestore.rules accept only together. The rules
 * let only a message's two members read it, and its recipient mark it read or delete it (or a
 * responsable, through its report). Offline, a write returns once queued (queued.ts).
 */
export function createFirebaseMessageStore(db: Firestore, auth: Auth): MessageStore {
  const repairPreview = createPreviewRepair(db);

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

  /**
   * Lowers `me`'s unread counts (the conversation's and the total) by `opened`, in the
   * transaction that marks those messages read or deletes the unread one: a message arriving
   * meanwhile makes it run again with the new counts. `change`, given the conversation as it
   * stands, says what else the deletion does to it (afterRemoval), in the same write.
   */
  async function lowerUnread(
    me: string,
    key: string,
    opened: number,
    writes: (tx: Transaction) => void,
    change: (stored: DocumentData | null) => 'delete' | DocumentData | null = () => null,
  ) {
    const conversationRef = doc(db, CONVERSATIONS, key);
    const totalRef = doc(db, UNREAD, me);
    await guarded(() =>
      runTransaction(db, async (tx) => {
        const [conversation, total] = [await tx.get(conversationRef), await tx.get(totalRef)];
        writes(tx);
        const stored = conversation.exists() ? conversation.data() : null;
        const changed = change(stored);
        if (changed === 'delete') {
          tx.delete(conversationRef);
        } else if (stored) {
          const counts = (stored.nonLus ?? {}) as Record<string, unknown>;
          tx.update(conversationRef, { ...changed, [`nonLus.${me}`]: Math.max(0, countOf(counts[me]) - opened) });
        }
        if (total.exists()) tx.update(totalRef, { total: Math.max(0, countOf(total.data().total) - opened) });
      }),
    );
  }

  /**
   * Deletes `message` with what follows on its conversation, from the conversation as read now:
   * one write (a batch, queued offline; a transaction with the unread counts for a message never
   * opened). The rules refuse it if a message arrived between the reads and the write.
   */
  async function removeWithConversation(message: Message): Promise<void> {
    const { id, conversation: key } = message;
    const conversationRef = doc(db, CONVERSATIONS, key);
    const stored = await guarded(() => getDoc(conversationRef));
    const data = stored.exists() ? stored.data() : null;
    // The message shown in the list goes: the next one takes its place (two reads).
    const next = data?.dernierId === id && conversationCount(data) !== 1 ? await newestLeft(db, key, id) : null;
    const change = (now: DocumentData | null) =>
      afterRemoval(now, id, now?.dernierId === data?.dernierId ? next : null);
    if (!message.read) {
      await lowerUnread(message.to, key, 1, (tx) => tx.delete(doc(db, MESSAGES, id)), change);
      return;
    }
    const batch = writeBatch(db);
    batch.delete(doc(db, MESSAGES, id));
    const changed = change(data);
    if (changed === 'delete') batch.delete(conversationRef);
    else if (changed) batch.update(conversationRef, changed);
    await queuedWrite(() => batch.commit(), `suppression du message ${id}`);
  }

  return {
    subscribeConversations(uid, onChange, onError, pageSize) {
      const list = query(
        collection(db, CONVERSATIONS),
        where('membres', 'array-contains', uid),
        orderBy('date', 'desc'),
      );
      // A responsable's deletion leaves a conversation empty (not shown) or blanked (repaired).
      const empty = new Set<string>();
      const read = (id: string, data: DocumentData) => {
        repairPreview(id, data);
        if (conversationCount(data) === 0) empty.add(id);
        else empty.delete(id);
        return readConversation(id, data, uid);
      };
      return subscribePages(
        list,
        pageSize,
        read,
        (items, hasMore) =>
          onChange(
            items.filter((item) => !empty.has(item.id)),
            hasMore,
          ),
        onError,
      );
    },

    subscribeThread(key, onChange, onError, pageSize) {
      const thread = query(collection(db, MESSAGES), where('conversation', '==', key), orderBy('date', 'desc'));
      const read = (id: string, data: DocumentData, pending: boolean) =>
        markPendingMessage(readMessage(id, data), pending);
      return subscribePages(thread, pageSize, read, onChange, onError);
    },

    subscribeInbox(uid, onChange, onError, pageSize) {
      const inbox = query(collection(db, MESSAGES), where('to', '==', uid), orderBy('date', 'desc'));
      return subscribePages(inbox, pageSize, readMessage, onChange, onError);
    },

    subscribeUnread(uid, onChange, onError) {
      return onSnapshot(
        doc(db, UNREAD, uid),
        (snapshot) => onChange(countOf((snapshot.data() as DocumentData | undefined)?.total)),
        (error) => {
          console.error(error);
          onError?.(toBackendError(error));
        },
      );
    },

    async markRead(me, key) {
      // The newest first, a batch at a time, until none is left: a long absence costs one read and
      // one write per message, once.
      for (;;) {
        const unread = await guarded(() =>
          getDocs(
            query(
              collection(db, MESSAGES),
              where('conversation', '==', key),
              where('to', '==', me),
              where('lu', '==', false),
              orderBy('date', 'desc'),
              limit(MARK_READ_BATCH),
            ),
          ),
        );
        if (unread.empty) return;
        await lowerUnread(me, key, unread.size, (tx) =>
          unread.docs.forEach((message) => tx.update(message.ref, { lu: true })),
        );
        if (unread.size < MARK_READ_BATCH) return;
      }
    },

    async conversationExists(key) {
      return (await guarded(() => getDoc(doc(db, CONVERSATIONS, key)))).exists();
    },

    async isParentOf(parentId, childId) {
      return (await guarded(() => getDoc(doc(db, LINKS, linkId(parentId, childId))))).data()?.confirme === true;
    },

    async send(fields, recipientName, check, starting) {
      const ref = doc(collection(db, MESSAGES));
      const conversationRef = doc(db, CONVERSATIONS, fields.conversation);
      const [counted, conversation] = await Promise.all([
        countPost(db, auth, 'membre', `${MESSAGES}/${ref.id}`),
        guarded(() => getDoc(conversationRef)),
      ]);
      // Who the recipient is, the rules keep unread here: the use case goes by what the sender knows.
      const parties = conversation.exists() ? null : await starting(null);
      const batch = writeBatch(db);
      counted(batch);
      batch.set(ref, { ...fields, date: serverTimestamp() });
      addConversationWrites(batch, db, ref.id, {
        from: fields.from,
        to: fields.to,
        senderName: fields.senderName,
        recipientName: conversation.exists() ? null : recipientName,
        text: fields.text,
        counted: !conversation.exists() || conversationCount(conversation.data()) !== null,
        parties,
      });
      try {
        await queuedWrite(() => batch.commit(), 'envoi d’un message', { post: messagePost(ref.id) });
        return ref.id;
      } catch (error) {
        // The sender's own state was checked before (suspension, address, rate): refused by the
        // rules, the recipient is the reason — gone, or unable to receive (suspended, or deleting
        // their account), which the rules keep them from reading (docs/decisions/0019).
        if (errorCode(error) === 'permission-denied') {
          try {
            check((await hasAccount(fields.to)) ? { receives: false } : null);
          } catch (refusal) {
            throw new BackendError(errorCode(refusal), undefined, { cause: error });
          }
        }
        throw error;
      }
    },

    async removeMessage(id, decide) {
      // The rules let anyone signed in learn that a message is gone, and nobody but its two
      // members read it (a responsable deletes one by resolving its report).
      const snapshot = await guarded(() => getDoc(doc(db, MESSAGES, id)));
      if (!snapshot.exists()) return;
      const message = readMessage(id, snapshot.data());
      decide(message);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await removeWithConversation(message);
          return;
        } catch (error) {
          // A message arrived (or went, in another tab) since the conversation was read: read again.
          if (attempt >= REMOVE_ATTEMPTS || errorCode(error) !== 'permission-denied') throw error;
          if (!(await guarded(() => getDoc(doc(db, MESSAGES, id)))).exists()) return;
        }
      }
    },
  };
}
