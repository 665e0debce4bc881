import Dexie from 'dexie';
import { newMessageFields } from '@/domain/new-records';
import { canDeleteMessage } from '@/domain/permissions';
import { readMessage } from '@/domain/records';
import { BackendError, type MessageService } from '@/backend/types';
import type { LocalDatabase } from './db';
import { subscribeLive } from './live';
import type { LocalSession } from './session';

export function createLocalMessages(db: LocalDatabase, session: LocalSession): MessageService {
  return {
    subscribeInbox(uid, onChange, onError) {
      if (uid !== session.currentUid) {
        onError?.(new BackendError('permission-denied'));
        return () => {};
      }
      return subscribeLive(
        async () => {
          const records = await db.messages
            .where('[to+date]')
            .between([uid, Dexie.minKey], [uid, Dexie.maxKey])
            .reverse()
            .toArray();
          return records.map((record) => readMessage(record.id, { ...record }));
        },
        onChange,
        onError,
      );
    },

    async send({ to, text }) {
      const fields = newMessageFields(await session.requireUser(), to, text);
      if (!(await db.users.get(to))) throw new BackendError('not-found');
      await db.messages.add({ ...fields, id: crypto.randomUUID(), date: new Date() });
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
