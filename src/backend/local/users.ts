import { BackendError, type UserService } from '@/backend/types';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

export function createLocalUsers(db: LocalDatabase, session: LocalSession): UserService {
  return {
    async get(uid) {
      // As on the hosted backend, a member reads their own profile only.
      if (uid !== session.currentUid) throw new BackendError('permission-denied');
      return (await db.users.get(uid)) ?? null;
    },
  };
}
