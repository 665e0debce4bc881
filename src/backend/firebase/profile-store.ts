import type { Unsubscribe } from '@/backend/types';
import type { UserProfile, StoredProfile } from '@/domain/entities';
import type { BackendError } from '@/domain/errors';

/**
 * Where profiles live: Firestore in the app (users.ts), a Map in the unit and emulator tests.
 * A profile read here has `responsable: false`: the power comes from the token's claim.
 */
export interface ProfileStore {
  read(uid: string): Promise<UserProfile | null>;
  create(profile: StoredProfile): Promise<void>;
  /** Follows a profile live (an approval, a suspension); without it, the session reads it once. */
  watch?(
    uid: string,
    onChange: (profile: UserProfile | null) => void,
    onError: (error: BackendError) => void,
  ): Unsubscribe;
  /**
   * Brings the stored profile in step with its account (email-actions.ts): the address, and whether
   * it is confirmed, as the member's own token says (firestore.rules accept nothing else).
   */
  followAccount?(profile: UserProfile, account: { email: string; emailVerifie: boolean }): Promise<void>;
}
