import type { FollowingService } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { newestPost, withSeen, type ReadingMarks } from '@/domain/following';
import { canFollowSubjects } from '@/domain/permissions';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { requirePoster, requireUser, type Acting } from './acting';

/**
 * What is new for a member in the forums (domain/following.ts), decided once for both adapters:
 * only the member writes their reading marks, only an approved tutor chooses subjects, among the
 * directory's. Each adapter only stores (`lectures/{uid}` in Firestore, `lectures` in IndexedDB).
 */
export interface FollowingStore {
  subscribeFollowed: FollowingService['subscribeFollowed'];
  subscribeSubjectQuestions: FollowingService['subscribeSubjectQuestions'];
  subscribeMarks: FollowingService['subscribeMarks'];
  /** The member's reading marks as stored now (NO_MARKS before any). */
  readMarks(uid: string): Promise<ReadingMarks>;
  /** Replaces the member's marks of opened questions. */
  setSeen(uid: string, seen: Record<string, Date>): Promise<void>;
  /** Replaces the subjects the member follows. */
  setSubjects(uid: string, subjects: string[]): Promise<void>;
  /** The new questions of the followed subjects are seen up to now (the store's clock). */
  setSubjectsSeenNow(uid: string): Promise<void>;
}

export function followingUseCases(store: FollowingStore, acting: Acting): FollowingService {
  return {
    subscribeFollowed: (uid, onChange, onError, options) => store.subscribeFollowed(uid, onChange, onError, options),
    subscribeSubjectQuestions: (subjects, since, onChange, onError) =>
      store.subscribeSubjectQuestions(subjects, since, onChange, onError),
    subscribeMarks: (uid, onChange, onError) => store.subscribeMarks(uid, onChange, onError),

    async markSeen(question) {
      const user = await requireUser(acting);
      const { seen } = await store.readMarks(user.id);
      const newest = newestPost(question);
      // Already seen up to its newest post: nothing to write.
      if ((seen[question.id]?.getTime() ?? -1) >= newest.getTime()) return;
      await store.setSeen(user.id, withSeen(seen, question.id, newest));
    },

    async followSubjects(subjects) {
      const user = await requirePoster(acting);
      if (!canFollowSubjects(user)) throw new BackendError('permission-denied');
      const chosen = [...new Set(subjects)];
      if (!chosen.every((subject) => SUBJECT_LABELS.includes(subject))) throw new BackendError('invalid-argument');
      await store.setSubjects(user.id, chosen);
    },

    async markSubjectsSeen() {
      const user = await requireUser(acting);
      await store.setSubjectsSeenNow(user.id);
    },
  };
}
