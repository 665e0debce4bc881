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
  getIdToken(): Promise<string>;
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
  /** Custom claims by uid, as the association's command sets them. */
  readonly claims = new Map<string, Record<string, unknown>>();
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
  const user: FakeUser = {
    auth,
    uid,
    email,
    isAnonymous: false,
    emailVerified: auth.accounts.get(email)?.emailVerified === true,
    reload: async () => {
      user.emailVerified = auth.accounts.get(email)?.emailVerified === true;
    },
    getIdToken: async () => `token-of-${uid}`,
    getIdTokenResult: async () => ({ claims: { ...auth.claims.get(uid) } }),
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
