import { describe, expect, it } from 'vitest';
import type { Question, Reply } from './entities';
import {
  FOLLOWED_MAX,
  followedIds,
  followedSubjects,
  follows,
  forumNews,
  isNewSubjectQuestion,
  newestPost,
  newReplies,
  NO_MARKS,
  SEEN_MARKS_MAX,
  withFollowed,
  withSeen,
  type ReadingMarks,
} from './following';
import { initialMarks } from './question-marks';

const at = (minute: number) => new Date(Date.UTC(2025, 2, 3, 8, minute));
const reply = (userId: string | null, minute: number): Reply => ({
  id: `${userId}_${minute}`,
  reply: 'Réponse',
  userId,
  userName: 'Quelqu’un',
  userRole: 'eleve',
  encadreurValide: false,
  responsable: false,
  photos: [],
  date: at(minute),
});
const question = (more: Partial<Question> = {}): Question => ({
  id: 'q1',
  question: 'Comment factoriser ?',
  userId: 'awa',
  userName: 'Awa Ngono',
  role: 'eleve',
  classe: '3e',
  matiere: 'Mathématiques',
  encadreurValide: false,
  responsable: false,
  date: at(0),
  pageId: 'EncadreurEleve',
  attachments: [],
  photos: [],
  replies: [],
  activite: at(0),
  ...initialMarks(),
  ...more,
});
const marks = (more: Partial<ReadingMarks> = {}): ReadingMarks => ({ ...NO_MARKS, ...more });
/** The marks of a member who follows these questions. */
const following = (...ids: string[]) => marks({ followed: Object.fromEntries(ids.map((id) => [id, at(0)])) });

describe('what is new on a followed question', () => {
  it('counts the replies others wrote after the member’s last visit and their own last post', () => {
    const asked = question({
      replies: [reply('sylvie', 5), reply('awa', 10), reply('paul', 15), reply(null, 20)],
    });
    // Her own reply at 10 means she had read what came before.
    expect(newReplies(asked, 'awa', following('q1')).map((item) => item.id)).toEqual(['paul_15', 'null_20']);
    expect(newReplies(asked, 'awa', { ...following('q1'), seen: { q1: at(18) } }).map((item) => item.id)).toEqual([
      'null_20',
    ]);
    expect(newReplies(asked, 'sylvie', following('q1')).map((item) => item.id)).toEqual([
      'awa_10',
      'paul_15',
      'null_20',
    ]);
  });

  it('counts nothing on a question the member does not follow', () => {
    expect(newReplies(question({ replies: [reply('sylvie', 5)] }), 'paul', NO_MARKS)).toEqual([]);
  });

  it('marks a question seen up to its newest post, keeping the most recent marks only', () => {
    expect(newestPost(question({ replies: [reply('sylvie', 5), reply('paul', 3)] }))).toEqual(at(5));
    const many = Object.fromEntries(Array.from({ length: SEEN_MARKS_MAX }, (_, n) => [`old${n}`, at(1)]));
    const kept = withSeen(many, 'q1', at(30));
    expect(Object.keys(kept)).toHaveLength(SEEN_MARKS_MAX);
    expect(kept.q1).toEqual(at(30));
  });
});

describe('new questions of a tutor’s subjects', () => {
  it('follows the profile’s subject until the tutor chooses', () => {
    expect(followedSubjects(NO_MARKS, 'Physique-Chimie')).toEqual(['Physique-Chimie']);
    expect(followedSubjects(marks({ subjects: ['Anglais'] }), 'Physique-Chimie')).toEqual(['Anglais']);
    expect(followedSubjects(marks({ subjects: [] }), 'Physique-Chimie')).toEqual([]);
  });

  it('counts a question new until opened, asked after the subjects were last seen, not one’s own nor one followed', () => {
    const fresh = question({ id: 'q2', date: at(10) });
    expect(isNewSubjectQuestion(fresh, 'sylvie', NO_MARKS)).toBe(true);
    expect(isNewSubjectQuestion(fresh, 'sylvie', marks({ seen: { q2: at(10) } }))).toBe(false);
    expect(isNewSubjectQuestion(fresh, 'sylvie', marks({ subjectsSeenAt: at(12) }))).toBe(false);
    expect(isNewSubjectQuestion(fresh, 'awa', NO_MARKS)).toBe(false);
    expect(isNewSubjectQuestion(fresh, 'sylvie', following('q2'))).toBe(false);
    expect(isNewSubjectQuestion({ ...fresh, pageId: 'ParentEncadreur' }, 'sylvie', NO_MARKS)).toBe(false);
  });

  it('adds both up for the navigation bar', () => {
    const followed = [question({ replies: [reply('sylvie', 5)] })];
    const subjects = [question({ id: 'q3', userId: 'jean' })];
    expect(forumNews(followed, subjects, 'awa', following('q1'))).toEqual({ replies: 1, questions: 1 });
  });
});

describe('the questions a member follows, theirs alone', () => {
  it('keeps the FOLLOWED_MAX latest followed: asking or replying again brings one back to the top', () => {
    const many = Object.fromEntries(Array.from({ length: FOLLOWED_MAX }, (_, n) => [`q${n}`, at(n)]));
    const more = withFollowed(many, 'nouvelle', true, at(59));
    expect(Object.keys(more)).toHaveLength(FOLLOWED_MAX);
    expect(follows('nouvelle', { followed: more })).toBe(true);
    expect(follows('q0', { followed: more })).toBe(false);
    const again = withFollowed(more, 'q1', true, at(60));
    expect(followedIds({ followed: again })[0]).toBe('q1');
  });

  it('stops following, and reads only the latest FOLLOWED_MAX of a longer stored list', () => {
    const stored = Object.fromEntries(Array.from({ length: FOLLOWED_MAX + 5 }, (_, n) => [`q${n}`, at(n)]));
    expect(followedIds({ followed: stored })).toHaveLength(FOLLOWED_MAX);
    expect(follows('q0', { followed: stored })).toBe(false);
    expect(follows('q34', { followed: withFollowed(stored, 'q34', false, at(0)) })).toBe(false);
  });
});
