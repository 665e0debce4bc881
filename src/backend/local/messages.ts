import Dexie from 'dexie';
import type { MessageStore } from '@/backend/use-cases/messages';
import { linkId } from '@/domain/families';
import { messagePreview } from '@/domain/message-preview';
import { isApprovedTutorProfile } from '@/domain/permission-table';
import { readConversation, readMessage } from '@/domain/records';
import type { ConversationRecord, LocalDatabase } from './db';
import { subscribeLive, subscribeLivePages } from './live';
import { countPost } from './rate';

/**
 * After a message of conversation `key` left (its recipient or a responsable deleted it), inside
 * the caller's transaction: the conversation shows the newest message left and counts those left,
 * or goes with its last one (docs/decisions/0024).
 */
export async function settleConversation(db: LocalDatabase, key: string): Promise<void> {
  const left = () => db.messages.where('[conversation+date]').between([key, Dexie.minKey], [key, Dexie.maxKey]);
  const count = await left().count();
  const newest = count > 0 ? await left().last() : undefined;
  if (!newest) {
    await db.conversations.delete(key);
    return;
  }
  await db.conversations.update(key, {
    date: newest.date,
    dernierId: newest.id,
    dernierDe: newest.from,
    apercu: messagePreview(newest.text),
    nbMessages: count,
  });
}

/**
 * Private messages in IndexedDB, as storage only (the decisions are use-cases/messages.ts's):
 * the same conversations and unread counts as the Firebase store, a message, its conversation and
 * the recipient's total changed in one transaction, the recipient read in it.
 */
export function createLocalMessageStore(db: LocalDatabase, now: () => Date): MessageStore {
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
    subscribeConversations(uid, onChange, onError, pageSize) {
      return subscribeLivePages(
        async (count) => {
          const records = await db.conversations.where('membres').equals(uid).toArray();
          records.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? -1 : 1));
          return records.slice(0, count).map((record) => readConversation(record.id, { ...record }, uid));
        },
        pageSize,
        onChange,
        onError,
      );
    },

    subscribeThread(key, onChange, onError, pageSize) {
      return subscribeLivePages(newestOf('[conversation+date]', key), pageSize, onChange, onError);
    },

    subscribeInbox(uid, onChange, onError, pageSize) {
      return subscribeLivePages(newestOf('[to+date]', uid), pageSize, onChange, onError);
    },

    subscribeUnread(uid, onChange, onError) {
      return subscribeLive(async () => (await db.unread.get(uid))?.total ?? 0, onChange, onError);
    },

    async markRead(me, key) {
      // All at once: IndexedDB bills nothing (the Firebase store goes by batches of MARK_READ_BATCH).
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

    async conversationExists(key) {
      return (await db.conversations.get(key)) !== undefined;
    },

    async isParentOf(parentId, childId) {
      return (await db.liens.get(linkId(parentId, childId)))?.confirmed === true;
    },

    async send(fields, recipientName, check, starting) {
      const { from, to, senderName } = fields;
      const date = now();
      // A conversation that starts: who may start it, and what it keeps of an adult and a pupil, is
      // the use case's, from the recipient's profile (read before the write's transaction: the
      // decision may read the family too).
      const profile = (await db.conversations.get(fields.conversation)) ? null : await db.users.get(to);
      const parties = profile
        ? await starting({ uid: to, role: profile.role, validated: isApprovedTutorProfile(profile) })
        : null;
      const id = crypto.randomUUID();
      await db.transaction('rw', [db.users, db.limits, db.messages, db.conversations, db.unread], async () => {
        // A local deletion is one transaction, so no account is ever « being deleted » here.
        const recipient = await db.users.get(to);
        check(recipient ? { receives: !recipient.suspendu } : null);
        await countPost(db, from, 'membre', date);
        await db.messages.add({ ...fields, id, date });
        const known = await db.conversations.get(fields.conversation);
        const conversation: ConversationRecord = {
          ...(known ?? {
            id: fields.conversation,
            membres: fields.conversation.split('_') as [string, string],
            noms: { [to]: recipientName },
            nonLus: {},
            eleve: parties?.eleve ?? null,
            adulte: parties?.adulte ?? null,
          }),
          date,
          dernierId: id,
          dernierDe: from,
          apercu: messagePreview(fields.text),
          nbMessages: (known?.nbMessages ?? 0) + 1,
        };
        conversation.noms[from] = senderName;
        conversation.nonLus[to] = (conversation.nonLus[to] ?? 0) + 1;
        conversation.nonLus[from] ??= 0;
        await db.conversations.put(conversation);
        const total = (await db.unread.get(to))?.total ?? 0;
        await db.unread.put({ uid: to, total: total + 1 });
      });
      return id;
    },

    async removeMessage(id, decide) {
      await db.transaction('rw', db.messages, db.conversations, db.unread, async () => {
        const message = await db.messages.get(id);
        if (!message) return;
        decide(readMessage(id, { ...message }));
        await db.messages.delete(id);
        // A message never opened leaves the unread counts with it.
        if (message.lu === false) await lowerUnread(message.to, message.conversation, 1);
        await settleConversation(db, message.conversation);
      });
    },
  };
}
