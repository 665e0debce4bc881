import type { Auth } from 'firebase/auth';
import { collection, collectionGroup, getDocs, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { memberDataOf, type MemberData } from '@/domain/member-data';
import { readParticipation } from '@/domain/participation-records';
import { readQuestion } from '@/domain/question-records';
import { readMessage } from '@/domain/records';
import { guarded } from './errors';
import { FILES } from './file-records';
import { MESSAGES } from './messages';
import type { ProfileStore } from './profile-store';
import { QUESTIONS } from './questions';
import { PARTICIPANTS } from './seances';
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
    const [received, sent, questions, drafts, participations] = await Promise.all([
      guarded(() => getDocs(query(messages, where('to', '==', profile.id)))),
      guarded(() => getDocs(query(messages, where('from', '==', profile.id)))),
      guarded(() => getDocs(collection(db, QUESTIONS))),
      // The member's upload records attached to nothing yet (the rules let an owner list theirs).
      guarded(() =>
        getDocs(query(collection(db, FILES), where('owner', '==', profile.id), where('questionId', '==', null))),
      ),
      // Their participations in séances (a collection group the rules let each member query for theirs).
      guarded(() =>
        getDocs(query(collectionGroup(db, PARTICIPANTS), where('uid', '==', profile.id), orderBy('debut'))),
      ),
    ]);
    return memberDataOf(
      profile,
      [...received.docs, ...sent.docs].map((snapshot) => readMessage(snapshot.id, snapshot.data())),
      questions.docs.map((snapshot) => readQuestion(snapshot.id, snapshot.data())),
      new Date(),
      drafts.docs.map((snapshot) => {
        const { publicId, url, fileName } = snapshot.data() as { publicId: string; url: string; fileName: string };
        return { publicId, url, fileName };
      }),
      participations.docs.map((snapshot) => readParticipation(snapshot.ref.parent.parent?.id ?? '', snapshot.data())),
    );
  };
}
