import type { FollowingService, LivePages, OnPage, Unsubscribe } from '@/backend/types';
import type { Question, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { followedIds, keptSeen, newestPost, withFollowed, withSeen, type ReadingMarks } from '@/domain/following';
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
  /** Replaces the questions the member follows, and the marks of the questions they opened. */
  setFollowed(uid: string, followed: Record<string, Date>, seen: Record<string, Date>): Promise<void>;
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

/**
 * « Suivre » a question, or stop: the member's own list, the latest FOLLOWED_MAX kept. Followed,
 * what it holds now is seen (its new replies count from here); no longer followed, its mark goes
 * too, but for an approved tutor, whose subjects' questions stay seen once opened (keptSeen).
 */
export async function setFollowing(
  marks: FollowedMarks,
  user: UserProfile,
  question: Question,
  following: boolean,
): Promise<void> {
  const { followed, seen } = await marks.readMarks(user.id);
  if (followedIds({ followed }).includes(question.id) === following) return;
  const nowFollowed = withFollowed(followed, question.id, following, new Date());
  const opened = following ? withSeen(seen, question.id, newestPost(question)) : seen;
  await marks.setFollowed(user.id, nowFollowed, keptSeen(opened, nowFollowed, canFollowSubjects(user)));
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
      const { seen, followed } = await store.readMarks(user.id);
      const tutor = canFollowSubjects(user);
      // Only what counts news is kept (keptSeen): a question the member does not follow leaves no mark.
      if (!tutor && !followedIds({ followed }).includes(question.id)) return;
      const newest = newestPost(question);
      // Already seen up to its newest post: nothing to write.
      if ((seen[question.id]?.getTime() ?? -1) >= newest.getTime()) return;
      await store.setSeen(user.id, keptSeen(withSeen(seen, question.id, newest), followed, tutor));
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
