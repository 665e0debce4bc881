import type { Auth } from 'firebase/auth';
import type { Acting } from '@/backend/use-cases/acting';
import { guarded } from './errors';
import type { ProfileStore } from './profile-store';
import { currentProfile } from './users';

/**
 * Who acts, for the use cases (backend/use-cases/acting.ts), from Firebase: the signed-in account
 * (an anonymous one is a visitor) with its profile in Firestore and `responsable` from its token's
 * claim; and whether its address is confirmed as the rules will see it (the token's email_verified).
 */
export function createFirebaseActing(auth: Auth, profiles: ProfileStore): Acting {
  return {
    viewer: () => currentProfile(auth, profiles),

    async emailConfirmed(viewer) {
      await guarded(() => auth.authStateReady());
      const user = auth.currentUser;
      if (!user || user.isAnonymous || user.uid !== viewer.id) return false;
      if (user.emailVerified) return true;
      // Confirmed on another phone meanwhile? This session's view of the account may be stale.
      await guarded(() => user.reload());
      if (!user.emailVerified) return false;
      // The rules read email_verified from the token: get one that says so.
      await guarded(() => user.getIdToken(true));
      return true;
    },
  };
}
