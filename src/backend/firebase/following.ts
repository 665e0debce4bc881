import {
  collection,
  doc,
  getDoc,
  getDocFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { FollowingStore } from '@/backend/use-cases/following';
import { SUBJECT_NEWS_MAX } from '@/domain/following';
import { ATTACHMENT_FORUM } from '@/domain/forums';
import { PAGE_SIZE } from '@/domain/limits';
import { readQuestion, readReadingMarks } from '@/domain/question-records';
import { guarded, toBackendError } from './errors';
import { subscribePages } from './pages';
import { QUESTIONS } from './questions';
import { queuedWrite } from './queued';
import { READING_MARKS } from './reading-marks';

/**
 * What is new for a member in the forums, in Firestore: the questions they follow (by the ids their
 * own marks name, `in`, latest activity first), the newest questions of the subjects they follow,
 * and their reading marks. The decisions are the use cases' (backend/use-cases/following.ts).
 */
/** A map of dates as Firestore stores them. */
const timestamps = (dates: Record<string, Date>) =>
  Object.fromEntries(Object.entries(dates).map(([id, date]) => [id, Timestamp.fromDate(date)]));

export function createFirebaseFollowingStore(db: Firestore): FollowingStore {
  const marksRef = (uid: string) => doc(db, READING_MARKS, uid);

  return {
    subscribeAmong(ids, onChange, onError, options) {
      // At most FOLLOWED_MAX (30) ids: what one `in` allows. Each question stores its own id
      // (`id`), so that the query has an ordinary composite index (firestore.indexes.json).
      const followed = query(collection(db, QUESTIONS), where('id', 'in', [...ids]), orderBy('activite', 'desc'));
      return subscribePages(followed, options?.pageSize ?? PAGE_SIZE, readQuestion, onChange, onError);
    },

    subscribeSubjectQuestions(subjects, since, onChange, onError) {
      if (subjects.length === 0) {
        onChange([]);
        return () => {};
      }
      const newest = query(
        collection(db, QUESTIONS),
        where('pageId', '==', ATTACHMENT_FORUM),
        where('matiere', 'in', [...subjects]),
        ...(since ? [where('date', '>', Timestamp.fromDate(since))] : []),
        orderBy('date', 'desc'),
        limit(SUBJECT_NEWS_MAX),
      );
      return onSnapshot(
        newest,
        (snapshot) => onChange(snapshot.docs.map((item) => readQuestion(item.id, item.data()))),
        (error) => onError?.(toBackendError(error)),
      );
    },

    subscribeMarks(uid, onChange, onError) {
      return onSnapshot(
        marksRef(uid),
        (snapshot) => onChange(readReadingMarks(snapshot.data())),
        (error) => onError?.(toBackendError(error)),
      );
    },

    // From the listener's copy when one is open (the forum's, the count's: fresh, and offline
    // too), else from the server.
    async readMarks(uid) {
      const cached = await getDocFromCache(marksRef(uid)).catch(() => null);
      if (cached) return readReadingMarks(cached.data());
      return readReadingMarks((await guarded(() => getDoc(marksRef(uid)))).data());
    },

    async setSeen(uid, seen) {
      // mergeFields: the whole map is replaced (marks no longer kept go), the rest kept.
      await queuedWrite(
        () => setDoc(marksRef(uid), { vues: timestamps(seen) }, { mergeFields: ['vues'] }),
        'questions vues',
      );
    },

    async setFollowed(uid, followed, seen) {
      // mergeFields: both maps replaced whole (the oldest past FOLLOWED_MAX go), the rest kept.
      await queuedWrite(
        () =>
          setDoc(
            marksRef(uid),
            { suivies: timestamps(followed), vues: timestamps(seen) },
            { mergeFields: ['suivies', 'vues'] },
          ),
        'questions suivies',
      );
    },

    async setSubjects(uid, subjects) {
      await queuedWrite(() => setDoc(marksRef(uid), { matieres: subjects }, { merge: true }), 'matières suivies');
    },

    async setSubjectsSeenNow(uid) {
      await queuedWrite(
        () => setDoc(marksRef(uid), { matieresVuesLe: serverTimestamp() }, { merge: true }),
        'nouvelles questions vues',
      );
    },
  };
}
