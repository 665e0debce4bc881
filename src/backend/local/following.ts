import Dexie from 'dexie';
import { refusedLive } from '@/backend/refused';
import type { FollowingStore } from '@/backend/use-cases/following';
import { NO_MARKS, SUBJECT_NEWS_MAX, withFollowed, type ReadingMarks } from '@/domain/following';
import { ATTACHMENT_FORUM } from '@/domain/forums';
import { PAGE_SIZE } from '@/domain/limits';
import { readQuestion } from '@/domain/question-records';
import type { LocalDatabase, ReadingRecord } from './db';
import { subscribeLive, subscribeLivePages } from './live';
import type { LocalSession } from './session';

function readMarks(record: ReadingRecord | undefined): ReadingMarks {
  if (!record) return NO_MARKS;
  return {
    followed: record.suivies ?? {},
    seen: record.vues,
    subjects: record.matieres,
    subjectsSeenAt: record.matieresVuesLe,
  };
}

/** A member's reading record, made from nothing the first time. */
function emptyRecord(uid: string): ReadingRecord {
  return { uid, suivies: {}, vues: {}, matieres: null, matieresVuesLe: null };
}

/**
 * Inside a transaction holding `lectures`: `uid` follows question `questionId` from `at` (asking
 * or replying; the store of questions writes it with the post, in one transaction).
 */
export async function addFollowed(db: LocalDatabase, uid: string, questionId: string, at: Date): Promise<void> {
  const stored = (await db.lectures.get(uid)) ?? emptyRecord(uid);
  await db.lectures.put({ ...stored, suivies: withFollowed(stored.suivies ?? {}, questionId, true, at) });
}

/**
 * What is new for a member in the forums, in IndexedDB: the questions they follow (read by their
 * ids, which their own record names), and their reading marks (`lectures`, one record per
 * member). The decisions are the use cases' (backend/use-cases/following.ts).
 */
export function createLocalFollowingStore(db: LocalDatabase, session: LocalSession, now: () => Date): FollowingStore {
  /** Changes the member's record, made from nothing the first time. */
  async function change(uid: string, update: Partial<Omit<ReadingRecord, 'uid'>>) {
    await db.transaction('rw', db.lectures, async () => {
      const stored = (await db.lectures.get(uid)) ?? emptyRecord(uid);
      await db.lectures.put({ ...stored, ...update });
    });
  }

  return {
    subscribeAmong(ids, onChange, onError, options) {
      return subscribeLivePages(
        async (count) => {
          const records = (await db.questions.bulkGet([...ids])).filter((record) => record !== undefined);
          return records
            .map((question) => readQuestion(question.id, { ...question }))
            .sort((a, b) => b.activite.getTime() - a.activite.getTime())
            .slice(0, count);
        },
        options?.pageSize ?? PAGE_SIZE,
        onChange,
        onError,
      );
    },

    subscribeSubjectQuestions(subjects, since, onChange, onError) {
      return subscribeLive(
        async () => {
          if (subjects.length === 0) return [];
          const records = await db.questions
            .where('[pageId+date]')
            .between([ATTACHMENT_FORUM, since ?? Dexie.minKey], [ATTACHMENT_FORUM, Dexie.maxKey], false, true)
            .reverse()
            .filter((question) => question.matiere !== null && subjects.includes(question.matiere))
            .limit(SUBJECT_NEWS_MAX)
            .toArray();
          return records.map((question) => readQuestion(question.id, { ...question }));
        },
        onChange,
        onError,
      );
    },

    subscribeMarks(uid, onChange, onError) {
      // Only the member reads their marks (firestore.rules say the same).
      if (uid !== session.currentUid) return refusedLive(onError);
      return subscribeLive(async () => readMarks(await db.lectures.get(uid)), onChange, onError);
    },

    async readMarks(uid) {
      return readMarks(await db.lectures.get(uid));
    },

    setSeen: (uid, seen) => change(uid, { vues: seen }),
    setFollowed: (uid, followed, seen) => change(uid, { suivies: followed, vues: seen }),
    setSubjects: (uid, subjects) => change(uid, { matieres: subjects }),
    setSubjectsSeenNow: (uid) => change(uid, { matieresVuesLe: now() }),
  };
}
