/**
 * Posts as the client writes them (src/backend/firebase/posting.ts): each question, reply and
 * private message in one batch with the poster's rate record `limites/{uid}`, counted by the same
 * code. A signed-out Firestore has no record to write: its post goes alone (and is refused).
 */
import type { Auth } from 'firebase/auth';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { FILES } from '@/backend/firebase/file-records';
import { addConversationWrites, CONVERSATIONS, MESSAGES } from '@/backend/firebase/messages';
import { countPost } from '@/backend/firebase/posting';
import { QUESTIONS } from '@/backend/firebase/questions';
import { addFollowedIn } from '@/backend/firebase/reading-marks';
import { conversationId } from '@/domain/conversations';
import { fileRecordId } from '@/domain/files';
import { minorParties } from '@/domain/minor-conversations';
import { activityWithout } from '@/domain/question-records';
import type { Poster } from '@/domain/rate-limit';
import { conversationCount } from '@/domain/records';
import { members, uidOf } from './rules-env';

/** An adult and a pupil, as the members' profiles say (minorParties); null for anyone unknown. */
export function partiesOf(a: string, b: string) {
  const party = (uid: string) => {
    const member = Object.values(members).find((person) => person.uid === uid);
    return member
      ? {
          uid,
          role: member.profile.role,
          validated:
            member.profile.role === 'encadreur' && 'statut' in member.profile && member.profile.statut === 'approuve',
        }
      : null;
  };
  const [first, second] = [party(a), party(b)];
  return first && second ? minorParties(first, second) : null;
}

/** Commits `write` with the poster's rate record naming `lastPost`, as one batch. */
export async function counted(
  db: Firestore,
  lastPost: string,
  write: (batch: WriteBatch) => void,
  poster: Poster = 'membre',
): Promise<void> {
  const uid = uidOf(db);
  const batch = writeBatch(db);
  if (uid) (await countPost(db, { currentUser: { uid } } as unknown as Auth, poster, lastPost))(batch);
  write(batch);
  await batch.commit();
}

/**
 * A private message, as messages.ts sends it: with its conversation and the recipient's unread
 * count, which name it (addConversationWrites), built from what `data` claims.
 */
export async function send(db: Firestore, data: DocumentData): Promise<DocumentReference> {
  const ref = doc(collection(db, MESSAGES));
  const from = String(data.from ?? '');
  const to = String(data.to ?? '');
  const key = conversationId(from, to);
  const stored = key ? await getDoc(doc(db, CONVERSATIONS, key)).catch(() => null) : null;
  const started = stored?.exists() ?? false;
  await counted(db, `${MESSAGES}/${ref.id}`, (batch) => {
    batch.set(ref, data);
    if (key) {
      addConversationWrites(batch, db, ref.id, {
        from,
        to,
        senderName: String(data.senderName ?? ''),
        recipientName: started ? null : 'Destinataire',
        text: typeof data.text === 'string' ? data.text : '',
        counted: !started || conversationCount(stored!.data()!) !== null,
        // What the client keeps of an adult and a pupil when the conversation starts (issue 33).
        parties: started ? null : partiesOf(from, to),
      });
    }
  });
  return ref;
}

/**
 * A new question, as questions.ts asks it: with its own id (unless `data` says another), its
 * attachments' file records bound to it and its author following it (their own marks), one batch.
 */
export async function ask(db: Firestore, data: DocumentData): Promise<DocumentReference> {
  const ref = doc(collection(db, QUESTIONS));
  const attachments: unknown = data.attachments;
  const uid = uidOf(db);
  await counted(db, `${QUESTIONS}/${ref.id}`, (batch) => {
    if (uid && process.env.NOFOLLOW !== '1') addFollowedIn(batch, db, uid, ref.id);
    if (Array.isArray(attachments)) {
      for (const item of attachments) {
        const publicId = item && typeof item === 'object' ? (item as { publicId?: unknown }).publicId : undefined;
        if (typeof publicId === 'string' && publicId !== '') {
          batch.update(doc(db, FILES, fileRecordId(publicId)), { questionId: ref.id });
        }
      }
    }
    batch.set(ref, 'id' in data ? data : { ...data, id: ref.id });
  });
  return ref;
}

/**
 * Replies appended to question `id` (one, as the client does; more, to test the refusal), with
 * the question's count and last activity, and the member who replies following it (their marks).
 */
export function addReply(db: Firestore, id: string, ...items: unknown[]): Promise<void> {
  const uid = uidOf(db);
  const poster: Poster = id && uid?.startsWith('uid-visiteur') ? 'visiteur' : 'membre';
  // A member's reply names them (a visitor's or a profile-less account's names nobody): they follow.
  const follower = (items[0] as { userId?: unknown } | undefined)?.userId;
  return counted(
    db,
    `${QUESTIONS}/${id}`,
    (batch) => {
      batch.update(doc(db, QUESTIONS, id), {
        replies: arrayUnion(...items),
        nbReponses: increment(items.length),
        activite: serverTimestamp(),
      });
      if (typeof follower === 'string' && follower === uid) addFollowedIn(batch, db, follower, id);
    },
    poster,
  );
}

/**
 * Replies taken out of question `id` as the client does (arrayRemove of the stored items), its count
 * with them, and its last activity given back when the last reply goes (activityWithout).
 */
export async function takeReply(db: Firestore, id: string, ...items: unknown[]): Promise<void> {
  const data = (await getDoc(doc(db, QUESTIONS, id))).data() ?? {};
  const stored: { date: unknown }[] = Array.isArray(data.replies) ? data.replies : [];
  const last = stored.length - 1;
  const takesLast = items.some((item) => JSON.stringify(item) === JSON.stringify(stored[last]));
  const activite = takesLast ? activityWithout(stored, last, data.date, data.activite) : data.activite;
  await updateDoc(doc(db, QUESTIONS, id), {
    replies: arrayRemove(...items),
    nbReponses: increment(-items.length),
    ...(activite !== data.activite ? { activite } : {}),
  });
}
