import type { Question } from './entities';
import { ATTACHMENT_FORUM } from './forums.js';

/**
 * Following the forums (issue 25). A member follows the questions they asked or replied to, and
 * those they chose to follow. Which ones is theirs alone (issue 32): it is kept with their reading
 * marks (`lectures/{uid}`, which only they read and write), never on the question, which anyone
 * reads — a pupil silently following « Ma fille est harcelée… » is nobody else's business. What is
 * new for them is worked out from the questions themselves and those marks — never from a notice
 * someone else wrote, so nobody can make a member see news that no reply or question caused
 * (docs/decisions/0025, 0028).
 *
 * - A reply is new to a member who follows its question when someone else wrote it after the
 *   member last opened the question, and after the member's own last post there.
 * - An approved tutor also follows subjects (by default the one of their profile): a question of
 *   the tutor–pupil forum in one of them is new until they open it, or mark them all seen.
 */

/** What a member has read and follows, as only they store it. */
export interface ReadingMarks {
  /** The questions they follow, each with when they began (or last asked or replied there). */
  followed: Readonly<Record<string, Date>>;
  /** For each question opened: the date of its newest post then (its replies up to it are seen). */
  seen: Readonly<Record<string, Date>>;
  /** The subjects an approved tutor follows; null until they choose (then their profile's subject). */
  subjects: readonly string[] | null;
  /** New questions of those subjects up to this date are seen; null: none seen yet. */
  subjectsSeenAt: Date | null;
}

export const NO_MARKS: ReadingMarks = { followed: {}, seen: {}, subjects: null, subjectsSeenAt: null };

/** Most questions whose reading marks a member keeps: the oldest go first (firestore.rules: 400). */
export const SEEN_MARKS_MAX = 300;

/** How many new questions of the followed subjects are looked at (and counted) at most. */
export const SUBJECT_NEWS_MAX = 10;

/**
 * Most questions a member follows: the latest followed ones (asking or replying follows again).
 * Firestore answers « which of these questions moved last » for at most 30 ids in one query
 * (`in`), so « Mes questions » and the count beside « Mon Compte » stay one query each.
 * firestore.rules let the stored list hold up to FOLLOWED_STORED_MAX: a post adds its question
 * without reading the list first, and the next full write keeps the latest FOLLOWED_MAX.
 */
export const FOLLOWED_MAX = 30;
export const FOLLOWED_STORED_MAX = 400;

const time = (date: Date) => (Number.isNaN(date.getTime()) ? 0 : date.getTime());

/** The latest `max` entries of a map of dates, the newest first. */
function latest(dates: Readonly<Record<string, Date>>, max: number): [string, Date][] {
  return Object.entries(dates)
    .sort(([, a], [, b]) => time(b) - time(a))
    .slice(0, max);
}

/** The ids of the questions the member follows: the FOLLOWED_MAX latest followed. */
export function followedIds(marks: Pick<ReadingMarks, 'followed'>): string[] {
  return latest(marks.followed, FOLLOWED_MAX).map(([id]) => id);
}

/** Whether the member whose marks these are follows the question. */
export function follows(questionId: string, marks: Pick<ReadingMarks, 'followed'>): boolean {
  return followedIds(marks).includes(questionId);
}

/** The followed questions once `questionId` is followed (again) at `at`, or no longer: the latest FOLLOWED_MAX kept. */
export function withFollowed(
  followed: Readonly<Record<string, Date>>,
  questionId: string,
  following: boolean,
  at: Date,
): Record<string, Date> {
  const { [questionId]: _left, ...others } = followed;
  return Object.fromEntries(latest(following ? { ...others, [questionId]: at } : others, FOLLOWED_MAX));
}

/** The date of the question's newest post: what opening it marks as seen. */
export function newestPost(question: Pick<Question, 'date' | 'replies'>): Date {
  const newest = Math.max(time(question.date), ...question.replies.map((reply) => time(reply.date)));
  return new Date(newest);
}

/** Since when the question's replies are news to `uid`: their last visit, or their own last post. */
function seenUntil(question: Question, uid: string, marks: ReadingMarks): number {
  const own = question.replies.filter((reply) => reply.userId === uid).map((reply) => time(reply.date));
  const asked = question.userId === uid ? time(question.date) : 0;
  return Math.max(time(marks.seen[question.id] ?? new Date(0)), asked, ...own);
}

/** The replies of a followed question that are new to `uid`. */
export function newReplies(question: Question, uid: string, marks: ReadingMarks) {
  if (!follows(question.id, marks)) return [];
  const since = seenUntil(question, uid, marks);
  return question.replies.filter((reply) => reply.userId !== uid && time(reply.date) > since);
}

/** The subjects an approved tutor follows: their choice, else their profile's subject. */
export function followedSubjects(marks: ReadingMarks, profileSubject: string | null): string[] {
  if (marks.subjects) return [...marks.subjects];
  return profileSubject ? [profileSubject] : [];
}

/** Whether a question of a followed subject is new to `uid` (one they follow counts by its replies). */
export function isNewSubjectQuestion(question: Question, uid: string, marks: ReadingMarks): boolean {
  return (
    question.pageId === ATTACHMENT_FORUM &&
    question.userId !== uid &&
    !follows(question.id, marks) &&
    !marks.seen[question.id] &&
    (marks.subjectsSeenAt === null || time(question.date) > time(marks.subjectsSeenAt))
  );
}

/** What is new in the forums for `uid`: replies on followed questions, and new questions of their subjects. */
export interface ForumNews {
  replies: number;
  questions: number;
}

export function forumNews(
  followed: readonly Question[],
  subjectQuestions: readonly Question[],
  uid: string,
  marks: ReadingMarks,
): ForumNews {
  return {
    replies: followed.reduce((sum, question) => sum + newReplies(question, uid, marks).length, 0),
    questions: subjectQuestions.filter((question) => isNewSubjectQuestion(question, uid, marks)).length,
  };
}

/** The reading marks once `questionId` is opened at its newest post `at`, the oldest dropped past SEEN_MARKS_MAX. */
export function withSeen(seen: Readonly<Record<string, Date>>, questionId: string, at: Date): Record<string, Date> {
  return Object.fromEntries(latest({ ...seen, [questionId]: at }, SEEN_MARKS_MAX));
}

/**
 * Which opened questions a member's marks keep (issue 33, « keep less »): what they follow, whose
 * new replies are counted; an approved tutor also the questions of their subjects they opened
 * (« new until opened »). Nothing else: a pupil's reading history is nobody's business, and is
 * not stored — opening « Ma fille est harcelée… » leaves no trace but in the browser's page.
 */
export function keptSeen(
  seen: Readonly<Record<string, Date>>,
  followed: Readonly<Record<string, Date>>,
  followsSubjects: boolean,
): Record<string, Date> {
  if (followsSubjects) return { ...seen };
  const ids = new Set(followedIds({ followed }));
  return Object.fromEntries(Object.entries(seen).filter(([id]) => ids.has(id)));
}
