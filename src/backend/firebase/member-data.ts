import type { Auth } from 'firebase/auth';
import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { memberDataOf, type MemberData } from '@/domain/member-data';
import { readMessage, readQuestion } from '@/domain/records';
import type { ProfileStore } from './auth';
import { guarded } from './errors';
import { MESSAGES } from './messages';
import { QUESTIONS } from './questions';
import { requireProfile } from './users';

/**
 * « Télécharger mes données » on Firestore. The messages are two queries the rules allow
 * (to == uid, from == uid). Replies live inside their question, with no index of their authors:
 * the export reads every question once — a rare, member-initiated read, billed per question.
 */
export function createFirebaseExport(db: Firestore, auth: Auth, profiles: ProfileStore): () => Promise<MemberData> {
  return async () => {
    const profile = await requireProfile(auth, profiles);
    const messages = collection(db, MESSAGES);
    const [received, sent, questions] = await Promise.all([
      guarded(() => getDocs(query(messages, where('to', '==', profile.id)))),
      guarded(() => getDocs(query(messages, where('from', '==', profile.id)))),
      guarded(() => getDocs(collection(db, QUESTIONS))),
    ]);
    return memberDataOf(
      profile,
      [...received.docs, ...sent.docs].map((snapshot) => readMessage(snapshot.id, snapshot.data())),
      questions.docs.map((snapshot) => readQuestion(snapshot.id, snapshot.data())),
      new Date(),
    );
  };
}
