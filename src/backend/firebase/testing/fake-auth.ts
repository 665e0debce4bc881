/**
 * An in-memory stand-in for the `firebase/auth` functions the adapter calls, for unit tests
 * (`vi.mock('firebase/auth', () => import('./testing/fake-auth'))`). Like the SDK, it answers
 * after a network-like delay, tells listeners of a change of user asynchronously (and only when the
 * uid changes), gives the initial state to each new listener, and fails with the SDK's codes.
 */

export class AuthError extends Error {
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`);
    this.name = 'FirebaseError';
  }
}

export interface FakeUser {
  /** As in the SDK, a user knows its Auth instance (deleteUser receives only the user). */
  auth: FakeAuth;
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  /** Whether the account's address is confirmed, as last read (reload() reads it again). */
  emailVerified: boolean;
  reload(): Promise<void>;
  /** With `true`, a fresh token: its claims as they are now, or refused when `revoked` (see FakeAuth). */
  getIdToken(forceRefresh?: boolean): Promise<string>;
  getIdTokenResult(): Promise<{ claims: Record<string, unknown> }>;
}

type Listener = (user: FakeUser | null) => void;

export class FakeAuth {
  currentUser: FakeUser | null = null;
  readonly accounts = new Map<string, { uid: string; password: string; emailVerified?: boolean }>();
  /** The verification e-mails asked for: to whom, in which language, with which continue URL. */
  readonly verificationsSent: { email: string; languageCode: string | null; url: string | undefined }[] = [];
  languageCode: string | null = null;
  readonly listeners = new Set<Listener>();
  /**
   * Custom claims by uid, as the association's command sets them. A token keeps those it was issued
   * with: a change shows at the next sign-in, or the next fresh token (getIdToken(true)).
   */
  readonly claims = new Map<string, Record<string, unknown>>();
  /** The uids whose refresh tokens the association revoked: a fresh token is refused, and the SDK signs out. */
  readonly revoked = new Set<string>();
  /** onIdTokenChanged's listeners: told of each fresh token. */
  readonly tokenListeners = new Set<Listener>();
  /** How many fresh tokens were asked for. */
  refreshes = 0;
  /** Every uid the SDK reported to listeners, in order. */
  readonly reported: (string | null)[] = [];
  failDeleteUser = false;
  private lastNotified: string | null | undefined;
  private counter = 0;

  async authStateReady(): Promise<void> {}

  newUid(): string {
    this.counter += 1;
    return `uid-${this.counter}`;
  }

  setUser(user: FakeUser | null) {
    this.currentUser = user;
    const uid = user?.uid ?? null;
    if (uid === this.lastNotified) return;
    this.lastNotified = uid;
    this.reported.push(uid);
    queueMicrotask(() => {
      for (const listener of this.listeners) listener(this.currentUser);
    });
  }
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function userFor(auth: FakeAuth, uid: string, email: string): FakeUser {
  let claims = { ...auth.claims.get(uid) };
  const user: FakeUser = {
    auth,
    uid,
    email,
    isAnonymous: false,
    emailVerified: auth.accounts.get(email)?.emailVerified === true,
    reload: async () => {
      user.emailVerified = auth.accounts.get(email)?.emailVerified === true;
    },
    getIdToken: async (forceRefresh) => {
      if (!forceRefresh) return `token-of-${uid}`;
      auth.refreshes += 1;
      await tick();
      // As the SDK does (_logoutIfInvalidated): a revoked session is signed out.
      if (auth.revoked.has(uid)) {
        if (auth.currentUser === user) auth.setUser(null);
        throw new AuthError('auth/user-token-expired');
      }
      claims = { ...auth.claims.get(uid) };
      queueMicrotask(() => {
        for (const listener of auth.tokenListeners) listener(auth.currentUser);
      });
      return `token-of-${uid}`;
    },
    getIdTokenResult: async () => ({ claims: { ...claims } }),
  };
  return user;
}

export async function sendEmailVerification(user: FakeUser, settings?: { url: string }): Promise<void> {
  await tick();
  user.auth.verificationsSent.push({ email: user.email!, languageCode: user.auth.languageCode, url: settings?.url });
}

export function onAuthStateChanged(auth: FakeAuth, listener: Listener): () => void {
  auth.listeners.add(listener);
  queueMicrotask(() => {
    if (auth.listeners.has(listener)) listener(auth.currentUser);
  });
  return () => void auth.listeners.delete(listener);
}

export function onIdTokenChanged(auth: FakeAuth, listener: Listener): () => void {
  auth.tokenListeners.add(listener);
  queueMicrotask(() => {
    if (auth.tokenListeners.has(listener)) listener(auth.currentUser);
  });
  return () => void auth.tokenListeners.delete(listener);
}

export async function createUserWithEmailAndPassword(auth: FakeAuth, email: string, password: string) {
  await tick();
  const normalised = email.toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised)) throw new AuthError('auth/invalid-email');
  if (password.length < 6) throw new AuthError('auth/weak-password');
  if (auth.accounts.has(normalised)) throw new AuthError('auth/email-already-in-use');
  const uid = auth.newUid();
  auth.accounts.set(normalised, { uid, password });
  const user = userFor(auth, uid, normalised);
  auth.setUser(user);
  return { user };
}

export async function signInWithEmailAndPassword(auth: FakeAuth, email: string, password: string) {
  await tick();
  const normalised = email.toLowerCase();
  const account = auth.accounts.get(normalised);
  if (!account) throw new AuthError('auth/user-not-found');
  if (account.password !== password) throw new AuthError('auth/wrong-password');
  const user = userFor(auth, account.uid, normalised);
  auth.setUser(user);
  return { user };
}

export async function signOut(auth: FakeAuth): Promise<void> {
  await tick();
  auth.setUser(null);
}

export async function deleteUser(user: FakeUser): Promise<void> {
  await tick();
  const { auth } = user;
  if (auth.failDeleteUser) throw new AuthError('auth/network-request-failed');
  for (const [email, account] of auth.accounts) if (account.uid === user.uid) auth.accounts.delete(email);
  if (auth.currentUser?.uid === user.uid) auth.setUser(null);
}
