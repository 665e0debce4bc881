import type { FollowingService, LivePages, OnPage, Unsubscribe } from '@/backend/types';
import type { Question } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { followedIds, newestPost, withFollowed, withSeen, type ReadingMarks } from '@/domain/following';
import { canFollowSubjects } from '@/domain/permissions';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { requirePoster, requireUser, type Acting } from './acting';

/**
 * What is new for a member in the forums (domain/following.ts), decided once for both adapters:
 * only the member writes their reading marks and the questions they follow (issue 32: theirs
 * alone, never on the question), only an approved tutor chooses subjects, among the directory's.
 * Each adapter only stores (`lectures/{uid}` in Firestore, `lectures` in IndexedDB).
 */
export interface FollowingStore {
  /** The questions among `ids` (FOLLOWED_MAX at most), in every forum, the latest activity first, live, paged. */
  subscribeAmong(
    ids: readonly string[],
    onChange: OnPage<Question>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  subscribeSubjectQuestions: FollowingService['subscribeSubjectQuestions'];
  subscribeMarks: FollowingService['subscribeMarks'];
  /** The member's reading marks as stored now (NO_MARKS before any). */
  readMarks(uid: string): Promise<ReadingMarks>;
  /** Replaces the member's marks of opened questions. */
  setSeen(uid: string, seen: Record<string, Date>): Promise<void>;
  /** Replaces the questions the member follows. */
  setFollowed(uid: string, followed: Record<string, Date>): Promise<void>;
  /** Replaces the subjects the member follows. */
  setSubjects(uid: string, subjects: string[]): Promise<void>;
  /** The new questions of the followed subjects are seen up to now (the store's clock). */
  setSubjectsSeenNow(uid: string): Promise<void>;
}

/** What the forum's own use cases need of the member's marks (questions.ts: « Suivre », « Mes questions »). */
export type FollowedMarks = Pick<FollowingStore, 'subscribeMarks' | 'readMarks' | 'setFollowed'>;

/**
 * A paged live list among the questions `uid` follows, as their own marks name them: asked again
 * whenever that list changes (they follow one more, or one less), never for another member — the
 * marks of someone else are refused to the caller (firestore.rules, `lectures/{uid}`).
 */
export function subscribeFollowedPages(
  marks: Pick<FollowingStore, 'subscribeMarks'>,
  uid: string,
  among: (ids: readonly string[], onChange: OnPage<Question>, onError?: (error: BackendError) => void) => LivePages,
  onChange: OnPage<Question>,
  onError?: (error: BackendError) => void,
): LivePages {
  let key: string | null = null;
  let inner: LivePages | null = null;
  const stopMarks: Unsubscribe = marks.subscribeMarks(
    uid,
    (current) => {
      const ids = followedIds(current);
      const next = [...ids].sort().join(' ');
      if (next === key) return;
      key = next;
      inner?.();
      inner = null;
      if (ids.length === 0) onChange([], false);
      else inner = among(ids, onChange, onError);
    },
    onError,
  );
  return Object.assign(
    () => {
      stopMarks();
      inner?.();
    },
    { more: () => inner?.more() },
  );
}

/** « Suivre » a question, or stop: the member's own list, the latest FOLLOWED_MAX kept. */
export async function setFollowing(marks: FollowedMarks, uid: string, questionId: string, following: boolean) {
  const { followed } = await marks.readMarks(uid);
  if (followedIds({ followed }).includes(questionId) === following) return;
  await marks.setFollowed(uid, withFollowed(followed, questionId, following, new Date()));
}

export function followingUseCases(store: FollowingStore, acting: Acting): FollowingService {
  return {
    subscribeFollowed: (uid, onChange, onError, options) =>
      subscribeFollowedPages(
        store,
        uid,
        (ids, onPage, onFailure) => store.subscribeAmong(ids, onPage, onFailure, options),
        onChange,
        onError,
      ),
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
