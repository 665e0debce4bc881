import { BackendError, type UserProfile } from '@/backend/types';
import { LOCAL_SESSION_KEY } from '@/backend/session-hint';
import type { LocalDatabase } from './db';

/** The part of the Web Storage API the session needs (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SESSION_KEY = LOCAL_SESSION_KEY;

/**
 * Who is signed in, in this tab. Kept in sessionStorage so that two tabs of one browser can hold
 * two different members side by side (handy to try the site as a pupil and as a tutor at once).
 */
export class LocalSession {
  private uid: string | null;
  private readonly listeners = new Set<(uid: string | null) => void>();

  constructor(
    private readonly db: LocalDatabase,
    private readonly storage: KeyValueStorage,
  ) {
    this.uid = storage.getItem(SESSION_KEY);
  }

  get currentUid(): string | null {
    return this.uid;
  }

  set(uid: string | null): void {
    this.uid = uid;
    if (uid) this.storage.setItem(SESSION_KEY, uid);
    else this.storage.removeItem(SESSION_KEY);
    for (const listener of this.listeners) listener(uid);
  }

  onChange(listener: (uid: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The signed-in member's profile, or null. */
  async user(): Promise<UserProfile | null> {
    return this.uid ? ((await this.db.users.get(this.uid)) ?? null) : null;
  }

  /** The signed-in member's profile; refuses a signed-out visitor. */
  async requireUser(): Promise<UserProfile> {
    const user = await this.user();
    if (!user) throw new BackendError('auth/requires-login');
    return user;
  }
}
