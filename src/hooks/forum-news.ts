import type { Backend, Unsubscribe } from '@/backend/types';
import type { Question, UserProfile } from '@/domain/entities';
import { followedSubjects, NO_MARKS, type ReadingMarks } from '@/domain/following';
import { canFollowSubjects } from '@/domain/permissions';

/**
 * How many of the followed questions, the most recently active, the count looks at: with the marks
 * (1) and the subjects' new questions (SUBJECT_NEWS_MAX), the count costs at most 25 reads.
 */
export const FOLLOWED_NEWS_SIZE = 10;

/** What is new for a member in the forums, as their navigation bar and « Mes questions » read it. */
export interface ForumNewsState {
  /** The FOLLOWED_NEWS_SIZE questions they follow with the latest activity. */
  followed: Question[];
  /** The newest questions of the subjects an approved tutor follows (none for anyone else). */
  subjectQuestions: Question[];
  marks: ReadingMarks;
  /** The subjects followed (an approved tutor's choice, else their profile's). */
  subjects: string[];
}

/**
 * Follows what is new for `user` in the forums (domain/following.ts), live: their reading marks,
 * the questions they follow and, for an approved tutor, the new questions of their subjects.
 * Reads: the marks (1), FOLLOWED_NEWS_SIZE followed questions (+ 3 for the paging's anchor, head
 * and « more » probe) and at most SUBJECT_NEWS_MAX questions: 24 at most (docs/decisions/0025).
 */
export function watchForumNews(
  backend: Backend,
  user: UserProfile,
  onChange: (state: ForumNewsState) => void,
): Unsubscribe {
  const { following } = backend;
  let marks: ReadingMarks | null = null;
  let followed: Question[] | null = null;
  let subjectQuestions: Question[] = [];
  let stopSubjects: Unsubscribe = () => {};
  let subjectsKey = '';
  const fail = (error: unknown) => console.error('Les nouveautés des forums n’ont pas pu être lues :', error);

  const emit = () => {
    if (!marks || !followed) return;
    const subjects = canFollowSubjects(user)
      ? followedSubjects(marks, user.role === 'encadreur' ? user.matiere : null)
      : [];
    onChange({ followed, subjectQuestions, marks, subjects });
  };

  /** The subjects' questions, asked again only when the subjects or the date seen change. */
  const watchSubjects = (current: ReadingMarks) => {
    const subjects = canFollowSubjects(user)
      ? followedSubjects(current, user.role === 'encadreur' ? user.matiere : null)
      : [];
    const key = `${subjects.join('|')}@${current.subjectsSeenAt?.getTime() ?? ''}`;
    if (key === subjectsKey) return;
    subjectsKey = key;
    stopSubjects();
    subjectQuestions = [];
    stopSubjects = following.subscribeSubjectQuestions(
      subjects,
      current.subjectsSeenAt,
      (questions) => {
        subjectQuestions = questions;
        emit();
      },
      fail,
    );
  };

  const stopMarks = following.subscribeMarks(
    user.id,
    (current) => {
      marks = current;
      watchSubjects(current);
      emit();
    },
    (error) => {
      fail(error);
      marks = NO_MARKS;
      emit();
    },
  );
  const stopFollowed = following.subscribeFollowed(
    user.id,
    (items) => {
      followed = items;
      emit();
    },
    fail,
    { pageSize: FOLLOWED_NEWS_SIZE },
  );
  return () => {
    stopMarks();
    stopFollowed();
    stopSubjects();
  };
}
