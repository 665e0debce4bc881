import { beforeEach, describe, expect, it } from 'vitest';
import type { Question, UserProfile } from '@/domain/entities';
import { NO_MARKS, SEEN_MARKS_MAX, type ReadingMarks } from '@/domain/following';
import { initialMarks } from '@/domain/question-marks';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import { followingUseCases, setFollowing, subscribeFollowedPages, type FollowingStore } from './following';

const pupil = memberProfile('eleve', 'uid-awa');
const tutor = { ...memberProfile('encadreur', 'uid-sylvie'), statut: 'approuve' as const };
const pending = memberProfile('encadreur', 'uid-paul');
const at = (minute: number) => new Date(Date.UTC(2025, 2, 3, 8, minute));
const question = {
  id: 'q1',
  question: 'Comment factoriser ?',
  userId: 'uid-jean',
  userName: 'Jean Mballa',
  role: 'eleve' as const,
  classe: '3e',
  matiere: 'Mathématiques',
  encadreurValide: false,
  responsable: false,
  date: at(0),
  pageId: 'EncadreurEleve',
  attachments: [],
  photos: [],
  replies: [],
  activite: at(5),
  ...initialMarks(),
};

let stored: Record<string, ReadingMarks>;
let writes: string[];
const store: FollowingStore = {
  subscribeAmong: () => Object.assign(() => undefined, { more: () => undefined }),
  subscribeSubjectQuestions: () => () => undefined,
  subscribeMarks: () => () => undefined,
  readMarks: async (uid) => stored[uid] ?? NO_MARKS,
  async setSeen(uid, seen) {
    writes.push(`seen:${uid}`);
    stored[uid] = { ...(stored[uid] ?? NO_MARKS), seen };
  },
  async setFollowed(uid, followed, seen) {
    writes.push(`followed:${uid}`);
    stored[uid] = { ...(stored[uid] ?? NO_MARKS), followed, seen };
  },
  async setSubjects(uid, subjects) {
    writes.push(`subjects:${uid}`);
    stored[uid] = { ...(stored[uid] ?? NO_MARKS), subjects };
  },
  async setSubjectsSeenNow(uid) {
    writes.push(`subjects-seen:${uid}`);
  },
};
let viewer: UserProfile | null;
const acting: Acting = { viewer: async () => viewer, emailConfirmed: async () => true };
const as = (who: UserProfile | null) => {
  viewer = who;
  return followingUseCases(store, acting);
};

beforeEach(() => {
  stored = {};
  writes = [];
});

describe('reading marks', () => {
  const followingQ1 = { q1: at(1) };

  it('marks a followed question seen up to its newest post, once', async () => {
    stored[pupil.id] = { ...NO_MARKS, followed: followingQ1 };
    await as(pupil).markSeen(question);
    expect(stored[pupil.id]?.seen.q1).toEqual(at(0));
    await as(pupil).markSeen(question);
    expect(writes).toEqual([`seen:${pupil.id}`]);
  });

  it('keeps no trace of a question a pupil opened without following it (issue 33: keep less)', async () => {
    await as(pupil).markSeen(question);
    expect(writes).toEqual([]);
    // Following it marks what it holds as seen (its new replies count from there); stopping takes
    // the mark away, and a mark of a question not followed is dropped with it.
    stored[pupil.id] = { ...NO_MARKS, seen: { ailleurs: at(2) } };
    await setFollowing(store, pupil, question, true);
    expect(stored[pupil.id]).toMatchObject({ seen: { q1: at(0) } });
    expect(Object.keys(stored[pupil.id]!.followed)).toEqual(['q1']);
    await setFollowing(store, pupil, question, false);
    expect(stored[pupil.id]).toMatchObject({ followed: {}, seen: {} });
  });

  it('keeps an approved tutor’s marks of the questions of their subjects they opened', async () => {
    await as(tutor).markSeen(question);
    expect(stored[tutor.id]?.seen.q1).toEqual(at(0));
  });

  it('keeps the most recent SEEN_MARKS_MAX marks', async () => {
    stored[tutor.id] = {
      ...NO_MARKS,
      seen: Object.fromEntries(Array.from({ length: SEEN_MARKS_MAX }, (_, n) => [`old${n}`, new Date(0)])),
    };
    await as(tutor).markSeen(question);
    expect(Object.keys(stored[tutor.id]!.seen)).toHaveLength(SEEN_MARKS_MAX);
    expect(stored[tutor.id]!.seen.q1).toEqual(at(0));
  });

  it('asks a visitor to sign in', async () => {
    expect(await refusal(as(null).markSeen(question))).toBe('auth/requires-login');
    expect(await refusal(as(null).markSubjectsSeen())).toBe('auth/requires-login');
  });
});

describe('subjects', () => {
  it('lets an approved tutor follow subjects of the directory, each once', async () => {
    await as(tutor).followSubjects(['Anglais', 'Mathématiques', 'Anglais']);
    expect(stored[tutor.id]?.subjects).toEqual(['Anglais', 'Mathématiques']);
  });

  it('refuses a tutor not approved, a pupil, a suspended tutor, and an unknown subject', async () => {
    expect(await refusal(as(pending).followSubjects(['Anglais']))).toBe('permission-denied');
    expect(await refusal(as(pupil).followSubjects(['Anglais']))).toBe('permission-denied');
    expect(await refusal(as({ ...tutor, suspendu: true }).followSubjects(['Anglais']))).toBe('account/suspended');
    expect(await refusal(as(tutor).followSubjects(['Astrologie']))).toBe('invalid-argument');
    expect(writes).toEqual([]);
  });
});

describe('the questions a member follows, read by their own list', () => {
  it('asks the store for the ids the member’s marks name, again only when they change, nothing for none', () => {
    let push: (marks: ReadingMarks) => void = () => undefined;
    const asked: string[][] = [];
    const pages: Question[][] = [];
    const stop = subscribeFollowedPages(
      {
        subscribeMarks: (_uid, onChange) => {
          push = onChange;
          return () => undefined;
        },
      },
      pupil.id,
      (ids) => {
        asked.push([...ids]);
        return Object.assign(() => undefined, { more: () => undefined });
      },
      (items) => pages.push(items),
    );
    push(NO_MARKS);
    expect(pages).toEqual([[]]);
    push({ ...NO_MARKS, followed: { q1: at(1), q2: at(2) } });
    push({ ...NO_MARKS, followed: { q2: at(2), q1: at(1) }, seen: { q1: at(3) } });
    push({ ...NO_MARKS, followed: { q2: at(2) } });
    expect(asked).toEqual([['q2', 'q1'], ['q2']]);
    stop();
  });
});
