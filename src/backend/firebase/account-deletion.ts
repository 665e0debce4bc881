import { EmailAuthProvider, deleteUser, reauthenticateWithCredential, type Auth, type User } from 'firebase/auth';
import {
  arrayRemove,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { ANONYMISED_QUESTION, anonymisedReply } from '@/domain/account-deletion';
import { correspondentOf } from '@/domain/conversations';
import type { Attachment } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { readSeance } from '@/domain/seance-records';
import { isOpen } from '@/domain/seances';
import { guarded } from './errors';
import { FAMILIES, LINK_CODES, LINKS } from './family-paths';
import { FILES } from './file-records';
import { CONVERSATIONS, MESSAGES, UNREAD } from './messages';
import { SUBSCRIPTIONS } from './notifications';
import { LIMITS } from './posting';
import { removePupilEntry } from './pupil-names';
import { QUESTIONS } from './questions';
import { READING_MARKS } from './reading-marks';
import { PARTICIPANTS } from './seances';
import { isOwnUpload } from './upload-signature';
import { DIRECTORY, USERS } from './users';

/**
 * The mark of a deletion under way, then done: `comptesSupprimes/{uid}` holds the date only. Written
 * first; from then on the rules refuse every write of this uid but the deletion's own (a deleted
 * account's ID token stays valid up to an hour), and a sign-in that finds no profile resumes it.
 */
export const DELETED_ACCOUNTS = 'comptesSupprimes';

/** Firestore takes at most 500 writes a batch. */
const BATCH_SIZE = 400;

interface Write {
  ref: DocumentReference;
  /** Fields to update; absent: delete the document. */
  fields?: DocumentData;
}

async function commitAll(db: Firestore, writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_SIZE) {
    const batch = writeBatch(db);
    for (const { ref, fields } of writes.slice(start, start + BATCH_SIZE)) {
      if (fields) batch.update(ref, fields);
      else batch.delete(ref);
    }
    await guarded(() => batch.commit());
  }
}

/**
 * Each question's anonymising writes, in the order they must be made: the question itself, then
 * one of the member's replies at a time (the rules check one reply changed per write). Round k holds
 * every question's k-th write, so a round is one set of batches with one write per document.
 */
function anonymisingRounds(
  db: Firestore,
  uid: string,
  questions: readonly { id: string; data: DocumentData }[],
): Write[][] {
  const rounds: Write[][] = [];
  for (const { id, data } of questions) {
    const ref = doc(db, QUESTIONS, id);
    const writes: Write[] = [];
    if (data.userId === uid) writes.push({ ref, fields: { ...ANONYMISED_QUESTION, attachments: [], photos: [] } });
    // The replies as stored (not as read into entities): only the author's two fields change.
    let replies = Array.isArray(data.replies) ? (data.replies as DocumentData[]) : [];
    replies.forEach((reply, at) => {
      if (reply.userId !== uid) return;
      replies = replies.map((item, index) => (index === at ? anonymisedReply(item) : item));
      writes.push({ ref, fields: { replies } });
    });
    writes.forEach((write, round) => (rounds[round] ??= []).push(write));
  }
  return rounds;
}

/** Deletes, a page at a time, every document of `collectionName` whose `field` is `uid`. */
async function deleteWhere(db: Firestore, collectionName: string, field: string, uid: string): Promise<void> {
  for (;;) {
    const page = await guarded(() =>
      getDocs(query(collection(db, collectionName), where(field, '==', uid), limit(BATCH_SIZE))),
    );
    if (page.empty) return;
    await commitAll(
      db,
      page.docs.map((snapshot) => ({ ref: snapshot.ref })),
    );
    if (page.size < BATCH_SIZE) return;
  }
}

/**
 * Deletes the member's conversations (they hold their name) and their unread total; each
 * correspondent's total loses, in the same batch, what they had not opened of that conversation
 * (the rules' clearedBy).
 */
async function leaveConversations(db: Firestore, uid: string): Promise<void> {
  const PAGE = BATCH_SIZE / 2; // two writes a conversation at most
  for (;;) {
    const page = await guarded(() =>
      getDocs(query(collection(db, CONVERSATIONS), where('membres', 'array-contains', uid), limit(PAGE))),
    );
    if (page.empty) break;
    const batch = writeBatch(db);
    for (const conversation of page.docs) {
      const other = correspondentOf(conversation.id, uid);
      const unread = Number((conversation.data().nonLus as Record<string, unknown> | undefined)?.[other ?? ''] ?? 0);
      batch.delete(conversation.ref);
      if (other && unread > 0) batch.update(doc(db, UNREAD, other), { total: increment(-unread) });
    }
    await guarded(() => batch.commit());
    if (page.size < PAGE) break;
  }
  await guarded(() => deleteDoc(doc(db, UNREAD, uid)));
}

export interface FirebaseAccountDeletion {
  deleteAccount(currentPassword: string): Promise<void>;
  /**
   * After a sign-in that found no profile: when a deletion of this account was started, finishes it (and returns true;
   * the account is then gone and the session signed out).
   */
  resume(user: User): Promise<boolean>;
}

/**
 * Their family goes (issue 33): their link code, each link (a parent's place among a child's
 * parents with it), and, for a child, their family itself — one batch, as the rules want it.
 */
async function leaveFamilies(db: Firestore, uid: string): Promise<void> {
  const codes = await guarded(() => getDocs(query(collection(db, LINK_CODES), where('uid', '==', uid))));
  const [asParent, asChild] = await Promise.all(
    (['parent', 'enfant'] as const).map((field) =>
      guarded(() => getDocs(query(collection(db, LINKS), where(field, '==', uid)))),
    ),
  );
  const batch = writeBatch(db);
  for (const code of codes.docs) batch.delete(code.ref);
  for (const link of asParent!.docs) {
    batch.delete(link.ref);
    if (link.data().confirme === true) {
      batch.update(doc(db, FAMILIES, String(link.data().enfant)), { parents: arrayRemove(uid) });
    }
  }
  for (const link of asChild!.docs) batch.delete(link.ref);
  if (asChild!.docs.some((link) => link.data().confirme === true)) batch.delete(doc(db, FAMILIES, uid));
  await guarded(() => batch.commit());
}

/**
 * They no longer come to any séance: each participation goes, with its count's one while the séance
 * is open (the rules' batch); one over or cancelled keeps the count of who came, without their name.
 */
async function leaveSeances(db: Firestore, uid: string): Promise<void> {
  const mine = query(collectionGroup(db, PARTICIPANTS), where('uid', '==', uid), orderBy('debut'));
  for (const participation of (await guarded(() => getDocs(mine))).docs) {
    const seance = participation.ref.parent.parent;
    if (!seance) continue;
    const stored = await guarded(() => getDoc(seance));
    const open = stored.exists() && isOpen(readSeance(seance.id, stored.data()), new Date());
    const field = participation.data().presence === 'encadreur' ? 'encadreursPresents' : 'participants';
    const batch = writeBatch(db);
    batch.delete(participation.ref);
    if (open) batch.update(seance, { [field]: increment(-1) });
    await guarded(() => batch.commit());
  }
}

/**
 * « Supprimer mon compte » on Firebase (docs/decisions/0014). Every step can be made again, so an
 * interrupted deletion is resumed by running it once more. The order keeps the member's name from
 * staying readable and the profile for last: the mark; a pupil's entry in the members-only names
 * (issue 33); the forum posts signed « Compte supprimé »
 * (their files taken off); the files deleted (Cloudinary through `removeFile`, then the records);
 * the messages received and sent; the conversations and the unread total; the profile with the
 * card and the rate record in one batch; the Auth account.
 */
export function createFirebaseAccountDeletion(
  db: Firestore,
  auth: Auth,
  removeFile: (attachment: Attachment, questionId: string) => Promise<boolean>,
): FirebaseAccountDeletion {
  async function finish(user: User): Promise<void> {
    const uid = user.uid;
    const mark = doc(db, DELETED_ACCOUNTS, uid);
    if (!(await guarded(() => getDoc(mark))).exists()) await guarded(() => setDoc(mark, { date: serverTimestamp() }));
    // A pupil's full name and class leave the members-only record first (issue 33).
    await removePupilEntry(db, uid);

    // Replies live inside their question, with no index of their authors: every question is read,
    // as « Télécharger mes données » does.
    const questions = await guarded(() => getDocs(collection(db, QUESTIONS)));
    const rounds = anonymisingRounds(
      db,
      uid,
      questions.docs.map((snapshot) => ({ id: snapshot.id, data: snapshot.data() })),
    );
    for (const round of rounds) await commitAll(db, round);

    // The server function lets their uploader delete the files of their own folder `forum/<uid>/`.
    // An upload from before signed uploads (docs/decisions/0018) is out of its reach: only its
    // record goes, the association deletes the file from Cloudinary's console.
    const records = await guarded(() => getDocs(query(collection(db, FILES), where('owner', '==', uid))));
    for (const record of records.docs) {
      const { publicId, url, fileName } = record.data() as { publicId: string; url: string; fileName: string };
      if (isOwnUpload(publicId, uid) && !(await removeFile({ publicId, url, fileName }, ''))) {
        throw new BackendError('unavailable', 'Un fichier n’a pas pu être supprimé : réessayez.');
      }
    }
    await commitAll(
      db,
      records.docs.map((record) => ({ ref: record.ref })),
    );

    // Their devices are told nothing more (issue 35).
    await deleteWhere(db, SUBSCRIPTIONS, 'uid', uid);
    await leaveSeances(db, uid);
    await leaveFamilies(db, uid);
    await deleteWhere(db, MESSAGES, 'to', uid);
    await deleteWhere(db, MESSAGES, 'from', uid);
    await leaveConversations(db, uid);

    const batch = writeBatch(db);
    batch.delete(doc(db, LIMITS, uid));
    batch.delete(doc(db, READING_MARKS, uid));
    batch.delete(doc(db, DIRECTORY, uid));
    batch.delete(doc(db, USERS, uid));
    await guarded(() => batch.commit());

    await guarded(() => deleteUser(user));
  }

  return {
    async deleteAccount(currentPassword) {
      await guarded(() => auth.authStateReady());
      const user = auth.currentUser;
      if (!user || user.isAnonymous || !user.email) throw new BackendError('auth/requires-login');
      // Proving the password is also the recent sign-in Firebase asks before deleting an account.
      await guarded(() =>
        reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email!, currentPassword)),
      );
      await finish(user);
    },

    async resume(user) {
      if (!(await guarded(() => getDoc(doc(db, DELETED_ACCOUNTS, user.uid)))).exists()) return false;
      await finish(user);
      return true;
    },
  };
}
