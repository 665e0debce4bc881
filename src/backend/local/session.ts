import { SESSION_FLAG } from '@/backend/session-hint';
import type { UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { readProfile } from '@/domain/records';
import type { LocalDatabase } from './db';

/** The part of the Web Storage API the session needs (sessionStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The site's session flag (backend/session-hint.ts): here it is the session itself. */
const SESSION_KEY = SESSION_FLAG;

/** Where this browser keeps the id of its signed-out visitor (localStorage: every tab alike). */
export const VISITOR_KEY = 'commission-etudes.visiteur';

/** A member's profile as the screens see it: the stored one, and whether they are responsable. */
export async function memberProfile(db: LocalDatabase, uid: string): Promise<UserProfile | null> {
  const stored = await db.users.get(uid);
  if (!stored) return null;
  return readProfile(uid, { ...stored }, (await db.responsables.get(uid)) !== undefined);
}

/**
 * Who is signed in, in this tab. Kept in sessionStorage so that two tabs of one browser can hold
 * two different members side by side (handy to try the site as a pupil and as a tutor at once),
 * and so that closing the tab ends it. A member who asked to stay signed in on this device is
 * also kept in localStorage (`deviceStorage`): a new tab starts with them. As in Firebase mode.
 */
export class LocalSession {
  private uid: string | null;
  private readonly listeners = new Set<(uid: string | null) => void>();

  constructor(
    private readonly db: LocalDatabase,
    private readonly storage: KeyValueStorage,
    private readonly visitorStorage: KeyValueStorage,
    private readonly deviceStorage: KeyValueStorage = visitorStorage,
  ) {
    this.uid = storage.getItem(SESSION_KEY) ?? deviceStorage.getItem(SESSION_KEY);
    if (this.uid) storage.setItem(SESSION_KEY, this.uid);
  }

  get currentUid(): string | null {
    return this.uid;
  }

  /** Signs `uid` in (for this tab, or this device too with `remember`), or the tab's member out. */
  set(uid: string | null, { remember = false }: { remember?: boolean } = {}): void {
    const before = this.uid;
    this.uid = uid;
    if (uid) this.storage.setItem(SESSION_KEY, uid);
    else this.storage.removeItem(SESSION_KEY);
    const device = this.deviceStorage.getItem(SESSION_KEY);
    if (uid && remember) this.deviceStorage.setItem(SESSION_KEY, uid);
    // Signing out, in again without « rester connecté », or in as someone else ends the member's
    // stay on the device; another tab's remembered member stays.
    else if (device !== null && (device === before || device === uid)) this.deviceStorage.removeItem(SESSION_KEY);
    for (const listener of this.listeners) listener(uid);
  }

  onChange(listener: (uid: string | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The signed-in member's profile, or null. */
  async user(): Promise<UserProfile | null> {
    return this.uid ? memberProfile(this.db, this.uid) : null;
  }

  /** The signed-in member's profile; refuses a signed-out visitor. */
  async requireUser(): Promise<UserProfile> {
    const user = await this.user();
    if (!user) throw new BackendError('auth/requires-login');
    return user;
  }

  /** The signed-in member, who must not be suspended: asking, replying, editing, writing. */
  async requirePoster(): Promise<UserProfile> {
    const user = await this.requireUser();
    if (user.suspendu) throw new BackendError('account/suspended');
    return user;
  }

  /** The signed-in member, who must be responsable. */
  async requireResponsable(): Promise<UserProfile> {
    const user = await this.requireUser();
    if (!user.responsable) throw new BackendError('permission-denied');
    return user;
  }

  /**
   * Who posts, for the rate limits: the member, or this browser's visitor (one id kept in
   * localStorage, as Firebase keeps one anonymous account per browser).
   */
  visitorId(): string {
    let id = this.visitorStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      this.visitorStorage.setItem(VISITOR_KEY, id);
    }
    return `visiteur:${id}`;
  }
}
