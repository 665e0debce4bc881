import { createLocalBackend } from '@/backend/local';
import { LocalDatabase, type QuestionRecord } from '@/backend/local/db';
import type { LocalEmail } from '@/backend/local-mode';
import type { Backend } from '@/backend/types';
import type { SignUpInput, UserProfile, StoredProfile } from '@/domain/entities';
import type { FamilyLink } from '@/domain/families';

let databases = 0;

/** A Web Storage stand-in: one per simulated tab. */
export function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** A clock tests move forward by hand (rate limits, dates), shared by the tabs of one browser. */
export function testClock(start = new Date('2025-03-01T08:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds: number) => void (current += seconds * 1000),
  };
}

export interface TestBackendOptions {
  /** The browser's localStorage stand-in: tabs of one browser share it (their visitor id). */
  visitorStorage?: ReturnType<typeof memoryStorage>;
  now?: () => Date;
}

/** A fresh local backend over an in-memory IndexedDB, fast to hash (tests only). */
export function createTestBackend(
  databaseName = `test-db-${(databases += 1)}`,
  options: TestBackendOptions = {},
): Backend {
  return createLocalBackend({
    databaseName,
    storage: memoryStorage(),
    visitorStorage: options.visitorStorage ?? memoryStorage(),
    iterations: 1_000,
    ...(options.now && { now: options.now }),
  });
}

/** The local mailbox's e-mails, read once. */
export function mailboxOf(backend: Backend): Promise<LocalEmail[]> {
  return new Promise((resolve, reject) => {
    const stop = backend.mailbox!.subscribe((emails) => {
      queueMicrotask(() => stop());
      resolve(emails);
    }, reject);
  });
}

/**
 * Follows the link of the newest verification e-mail sent to `email` (what a member does from
 * /BoiteLocale): their address is confirmed, so they may write private messages.
 */
export async function followVerificationLink(backend: Backend, email: string): Promise<void> {
  const sent = (await mailboxOf(backend)).find(
    (mail) => mail.to === email.trim().toLowerCase() && mail.link.includes('mode=verifyEmail'),
  );
  if (!sent) throw new Error(`Aucun e-mail de confirmation pour ${email} dans la boîte locale.`);
  await backend.auth.confirmEmail(new URL(sent.link, 'http://local.test').searchParams.get('oobCode')!);
}

/**
 * Creates the account and signs it in, in this backend's tab; its address confirmed through the
 * local mailbox's link unless `verified` is false (an unconfirmed member writes no private message).
 */
export async function signedIn(backend: Backend, input: SignUpInput, { verified = true } = {}): Promise<UserProfile> {
  await backend.auth.signUp(input);
  if (verified) await followVerificationLink(backend, input.email);
  return backend.auth.signIn(input.email, input.password);
}

/** Marks a profile's address confirmed straight in a local database (test fixtures only). */
export async function markEmailVerified(db: LocalDatabase, uid: string): Promise<void> {
  await db.users.update(uid, { emailVerifie: true } as Partial<StoredProfile>);
}

/**
 * A responsable approves the tutor account `tutorId`, from `tab` (whose member is made responsable
 * for the time of it, the local demonstration's way).
 */
export async function approveTutor(tab: Backend, tutorId: string): Promise<void> {
  await tab.demo!.setResponsable(true);
  await tab.governance.approveTutor(tutorId);
  await tab.demo!.setResponsable(false);
}

/** Writes a question straight into a local database, as an old client or a hand edit could have left it. */
export async function storedDirectly(databaseName: string, question: Omit<QuestionRecord, 'id' | 'date' | 'replies'>) {
  const db = new LocalDatabase(databaseName);
  await db.questions.add({ ...question, id: crypto.randomUUID(), date: new Date(), replies: [] });
  db.close();
}

/**
 * Changes a stored profile straight in a local database, as an older version of the site left it
 * (test fixtures: a member who signed up before the texts were asked, issue 33).
 */
export async function storedProfileChanges(databaseName: string, uid: string, changes: Partial<StoredProfile>) {
  const db = new LocalDatabase(databaseName);
  await db.users.update(uid, changes);
  db.close();
}

/** Profiles stored straight into a local database, as sign-up stores them: a membership to page through. */
export async function storedProfiles(databaseName: string, profiles: readonly StoredProfile[]) {
  const db = new LocalDatabase(databaseName);
  await db.users.bulkAdd([...profiles]);
  db.close();
}

/** The members' links (as parent or child) once `accept` holds for them. */
function linksOf(tab: Backend, uid: string, accept: (links: FamilyLink[]) => boolean) {
  return new Promise<FamilyLink[]>((resolve, reject) => {
    const stop = tab.families.subscribeLinks(
      uid,
      (links) => {
        if (!accept(links)) return;
        queueMicrotask(stop);
        resolve(links);
      },
      reject,
    );
  });
}

/**
 * Links a parent and their child as they do it on their dashboards (issue 33): the parent types the
 * child's code, the child confirms. A linked parent may write to their child and reads the child's
 * conversations with adults.
 */
export async function linkedFamily(parentTab: Backend, parentId: string, childTab: Backend, childId: string) {
  await parentTab.families.request(await childTab.families.myCode());
  const [asked] = await linksOf(childTab, childId, (links) => links.some((link) => !link.confirmed));
  await childTab.families.confirm(asked!.id);
  await linksOf(parentTab, parentId, (links) => links.some((link) => link.confirmed && link.childId === childId));
}
