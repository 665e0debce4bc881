import Dexie from 'dexie';
import { PAGE_SIZE } from '@/domain/limits';
import { newMessageFields } from '@/domain/new-records';
import { canDeleteMessage } from '@/domain/permissions';
import { readMessage } from '@/domain/records';
import { BackendError } from '@/domain/errors';
import type { MessageService } from '@/backend/types';
import type { LocalDatabase } from './db';
import { subscribeLivePages } from './live';
import { countPost } from './rate';
import type { LocalSession } from './session';

export function createLocalMessages(db: LocalDatabase, session: LocalSession, now: () => Date): MessageService {
  return {
    subscribeInbox(uid, onChange, onError, options) {
      if (uid !== session.currentUid) {
        onError?.(new BackendError('permission-denied'));
        return Object.assign(() => {}, { more() {} });
      }
      return subscribeLivePages(
        async (count) => {
          const records = await db.messages
            .where('[to+date]')
            .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
            .reverse()
            .limit(count)
            .toArray();
          return records.map((message) => readMessage(message.id, { ...message }));
        },
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    async send({ to, text }) {
      const sender = await session.requirePoster();
      // As firestore.rules check the token's email_verified (docs/decisions/0013).
      if (!sender.emailVerifie) throw new BackendError('account/unverified-email');
      const fields = newMessageFields(sender, to, text);
      if (!(await db.users.get(to))) throw new BackendError('not-found');
      const date = now();
      await db.transaction('rw', db.limits, db.messages, async () => {
        await countPost(db, sender.id, 'membre', date);
        await db.messages.add({ ...fields, id: crypto.randomUUID(), date });
      });
    },

    async remove(id) {
      const viewer = await session.requireUser();
      const message = await db.messages.get(id);
      if (!message) return;
      if (!canDeleteMessage(viewer, message)) throw new BackendError('permission-denied');
      await db.messages.delete(id);
    },
  };
}
