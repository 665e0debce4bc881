import type { DemoService } from '@/backend/local-mode';
import type { LocalDatabase } from './db';
import type { LocalSession } from './session';

/**
 * « Devenir responsable (mode local) »: in a demonstration that lives in one browser there is no
 * association to run `npm run responsable`, so the signed-in member appoints themselves. It
 * exists in local mode only (the hosted backend has no such method), and changes nothing for the
 * members who never use it.
 */
export function createLocalDemo(db: LocalDatabase, session: LocalSession): DemoService {
  return {
    async setResponsable(responsable) {
      const user = await session.requireUser();
      if (responsable) await db.responsables.put({ uid: user.id, since: new Date() });
      else await db.responsables.delete(user.id);
    },
  };
}
