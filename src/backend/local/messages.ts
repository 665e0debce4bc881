import Dexie from 'dexie';
import { refusedLive, refusedPages } from '@/backend/refused';
import type { MessageService } from '@/backend/types';
import { conversationId } from '@/domain/conversations';
import { BackendError } from '@/domain/errors';
import { PAGE_SIZE } from '@/domain/limits';
import { correspondentName, newMessageFields } from '@/domain/new-records';
import { canDeleteMessage } from '@/domain/permissions';
import { readConversation, readMessage } from '@/domain/records';
import { fullName } from '@/domain/text';
import type { ConversationRecord, LocalDatabase } from './db';
import { subscribeLive, subscribeLivePages } from './live';
import { countPost } from './rate';
import type { LocalSession } from './session';

/**
 * Private messages in IndexedDB, with the same conversations and unread counts as the Firebase
 * adapter (firebase/messages.ts): a message, its conversation and the recipient's total change in
 * one transaction.
 */
export function createLocalMessages(db: LocalDatabase, session: LocalSession, now: () => Date): MessageService {
  /** Lowers `me`'s counts by `opened`, inside the caller's transaction. */
  async function lowerUnread(me: string, key: string, opened: number) {
    await db.conversations
      .where('id')
      .equals(key)
      .modify((conversation: ConversationRecord) => {
        conversation.nonLus[me] = Math.max(0, (conversation.nonLus[me] ?? 0) - opened);
      });
    await db.unread
      .where('uid')
      .equals(me)
      .modify((record) => {
        record.total = Math.max(0, record.total - opened);
      });
  }

  /** The `count` newest messages whose `index` starts with `key` (a recipient, a conversation). */
  const newestOf = (index: '[to+date]' | '[conversation+date]', key: string) => async (count: number) => {
    const records = await db.messages
      .where(index)
      .between([key, Dexie.minKey], [key, Dexie.maxKey])
      .reverse()
      .limit(count)
      .toArray();
    return records.map((message) => readMessage(message.id, { ...message }));
  };

  return {
    subscribeConversations(uid, onChange, onError, options) {
      if (uid !== session.currentUid) return refusedPages(onError);
      return subscribeLivePages(
        async (count) => {
          const records = await db.conversations.where('membres').equals(uid).toArray();
          records.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? -1 : 1));
          return records.slice(0, count).map((record) => readConversation(record.id, { ...record }, uid));
        },
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    subscribeThread(uid, withId, onChange, onError, options) {
      const key = conversationId(uid, withId);
      if (!key || uid !== session.currentUid) return refusedPages(onError);
      return subscribeLivePages(
        newestOf('[conversation+date]', key),
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    subscribeInbox(uid, onChange, onError, options) {
      if (uid !== session.currentUid) return refusedPages(onError);
      return subscribeLivePages(newestOf('[to+date]', uid), options?.pageSize ?? PAGE_SIZE, onChange, onError);
    },

    subscribeUnread(uid, onChange, onError) {
      if (uid !== session.currentUid) return refusedLive(onError);
      return subscribeLive(async () => (await db.unread.get(uid))?.total ?? 0, onChange, onError);
    },

    async markRead(withId) {
      const me = (await session.requireUser()).id;
      const key = conversationId(me, withId);
      if (!key) throw new BackendError('invalid-argument');
      // All at once: IndexedDB bills nothing (the Firebase adapter goes by batches of MARK_READ_BATCH).
      await db.transaction('rw', db.messages, db.conversations, db.unread, async () => {
        const unread = await db.messages
          .where('[conversation+date]')
          .between([key, Dexie.minKey], [key, Dexie.maxKey])
          .filter((message) => message.to === me && !message.lu)
          .toArray();
        if (unread.length === 0) return;
        await db.messages.bulkUpdate(unread.map((message) => ({ key: message.id, changes: { lu: true } })));
        await lowerUnread(me, key, unread.length);
      });
    },

    async send({ to, toName, text }) {
      const sender = await session.requirePoster();
      // As firestore.rules check the token's email_verified (docs/decisions/0013).
      if (!sender.emailVerifie) throw new BackendError('account/unverified-email');
      const fields = newMessageFields(sender, to, text);
      const name = correspondentName(toName);
      const recipient = await db.users.get(to);
      if (!recipient) throw new BackendError('not-found');
      // A suspended member receives nothing (as firestore.rules, validMessage); a local deletion
      // is one transaction, so no account is ever « being deleted » here.
      if (recipient.suspendu) throw new BackendError('message/recipient-unavailable');
      const date = now();
      await db.transaction('rw', [db.limits, db.messages, db.conversations, db.unread], async () => {
        await countPost(db, sender.id, 'membre', date);
        await db.messages.add({ ...fields, id: crypto.randomUUID(), date });
        const known = await db.conversations.get(fields.conversation);
        const conversation: ConversationRecord = known ?? {
          id: fields.conversation,
          membres: fields.conversation.split('_') as [string, string],
          noms: { [to]: name },
          date,
          nonLus: {},
        };
        conversation.noms[sender.id] = fullName(sender);
        conversation.date = date;
        conversation.nonLus[to] = (conversation.nonLus[to] ?? 0) + 1;
        conversation.nonLus[sender.id] ??= 0;
        await db.conversations.put(conversation);
        const total = (await db.unread.get(to))?.total ?? 0;
        await db.unread.put({ uid: to, total: total + 1 });
      });
    },

    async remove(id) {
      const viewer = await session.requireUser();
      await db.transaction('rw', db.messages, db.conversations, db.unread, async () => {
        const message = await db.messages.get(id);
        if (!message) return;
        if (!canDeleteMessage(viewer, message)) throw new BackendError('permission-denied');
        await db.messages.delete(id);
        // A message never opened leaves the unread counts with it.
        if (message.lu === false) await lowerUnread(viewer.id, message.conversation, 1);
      });
    },
  };
}
