import type { Question } from './entities';
import { ATTACHMENT_FORUM } from './forums';

/**
 * Following the forums (issue 25). A member follows the questions they asked or replied to (and
 * those they chose to follow): their `suivi` lists the member's id. What is new for them is worked
 * out from the questions themselves and the member's own reading marks (`lectures/{uid}`, which
 * only they read and write) — never from a notice someone else wrote, so nobody can make a member
 * see news that no reply or question caused (docs/decisions/0025).
 *
 * - A reply is new to a member who follows its question when someone else wrote it after the
 *   member last opened the question, and after the member's own last post there.
 * - An approved tutor also follows subjects (by default the one of their profile): a question of
 *   the tutor–pupil forum in one of them is new until they open it, or mark them all seen.
 */

/** What a member has read, as only they store it. */
export interface ReadingMarks {
  /** For each question opened: the date of its newest post then (its replies up to it are seen). */
  seen: Readonly<Record<string, Date>>;
  /** The subjects an approved tutor follows; null until they choose (then their profile's subject). */
  subjects: readonly string[] | null;
  /** New questions of those subjects up to this date are seen; null: none seen yet. */
  subjectsSeenAt: Date | null;
}

export const NO_MARKS: ReadingMarks = { seen: {}, subjects: null, subjectsSeenAt: null };

/** Most questions whose reading marks a member keeps: the oldest go first (firestore.rules: 400). */
export const SEEN_MARKS_MAX = 300;

/** How many new questions of the followed subjects are looked at (and counted) at most. */
export const SUBJECT_NEWS_MAX = 10;

export function follows(question: Pick<Question, 'suivi'>, uid: string): boolean {
  return question.suivi.includes(uid);
}

const time = (date: Date) => (Number.isNaN(date.getTime()) ? 0 : date.getTime());

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
  if (!follows(question, uid)) return [];
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
    !follows(question, uid) &&
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
  const entries = Object.entries({ ...seen, [questionId]: at }).sort(([, a], [, b]) => time(b) - time(a));
  return Object.fromEntries(entries.slice(0, SEEN_MARKS_MAX));
}
