import type { Acting } from '@/backend/use-cases/acting';
import type { LocalSession } from './session';

/**
 * Who acts, for the use cases (backend/use-cases/acting.ts), from this tab's session: the member
 * signed in here (with `responsable` from the local list of responsables), and whether their
 * address is confirmed as their stored profile says.
 */
export function createLocalActing(session: LocalSession): Acting {
  return {
    viewer: () => session.user(),
    emailConfirmed: async (viewer) => viewer.emailVerifie,
  };
}
