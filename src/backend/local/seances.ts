import { refusedLive } from '@/backend/refused';
import type { SeanceStore } from '@/backend/use-cases/seances';
import { BackendError } from '@/domain/errors';
import { readParticipation } from '@/domain/participation-records';
import { canSeeParticipants } from '@/domain/permissions';
import { readSeance } from '@/domain/seance-records';
import { newSeanceRecord } from '@/domain/seance-rules';
import { dayStart, MY_SEANCES_SIZE, SEANCE_NEWS_DAYS, SEANCE_NEWS_MAX, type Attendance } from '@/domain/seances';
import type { LocalDatabase, ParticipationRecord, SeanceRecord } from './db';
import { record } from './journal';
import { subscribeLive } from './live';
import { upcomingSeances } from './programme';
import type { LocalSession } from './session';

const DAY_MS = 86_400_000;

const countOf = (attendance: Attendance) => (attendance === 'participant' ? 'participants' : 'encadreursPresents');

/**
 * The programme in IndexedDB (`seances`, `participations`), as the use cases store it
 * (backend/use-cases/seances.ts): a séance and its journal line, a participation and its count,
 * each in one transaction, where the use case's check runs on the freshest séance: two members of
 * one browser never take the same last place.
 */
export function createLocalSeanceStore(db: LocalDatabase, session: LocalSession, now: () => Date): SeanceStore {
  const read = (stored: SeanceRecord) => readSeance(stored.id, { ...stored });

  return {
    subscribeUpcoming(onChange, onError) {
      // The query the public pages' reader makes too (programme.ts).
      return subscribeLive(() => upcomingSeances(db, now()), onChange, onError);
    },

    subscribeMine(uid, onChange, onError) {
      if (uid !== session.currentUid) return refusedLive(onError);
      return subscribeLive(
        async () => {
          const mine = await db.participations.where('uid').equals(uid).toArray();
          const items = await Promise.all(
            mine.map(async (participation) => {
              const seance = await db.seances.get(participation.seanceId);
              return seance
                ? { seance: read(seance), participation: readParticipation(seance.id, { ...participation }) }
                : null;
            }),
          );
          const from = dayStart(now());
          return items
            .filter((item): item is NonNullable<typeof item> => item !== null && item.seance.debut >= from)
            .sort((a, b) => a.seance.debut.getTime() - b.seance.debut.getTime())
            .slice(0, MY_SEANCES_SIZE);
        },
        onChange,
        onError,
      );
    },

    subscribeChanged(uid, onChange, onError) {
      if (uid !== session.currentUid) return refusedLive(onError);
      return subscribeLive(
        async () => {
          const from = dayStart(now());
          const since = new Date(now().getTime() - SEANCE_NEWS_DAYS * DAY_MS);
          const changed = (await db.seances.toArray())
            .map(read)
            .filter((seance) => seance.changeeLe !== null && seance.changeeLe > since && seance.debut >= from)
            .sort((a, b) => b.changeeLe!.getTime() - a.changeeLe!.getTime())
            .slice(0, SEANCE_NEWS_MAX);
          const items = await Promise.all(
            changed.map(async (seance) => {
              const participation = await db.participations.get([seance.id, uid]);
              return participation
                ? { seance, participation: readParticipation(seance.id, { ...participation }) }
                : null;
            }),
          );
          return items.filter((item): item is NonNullable<typeof item> => item !== null);
        },
        onChange,
        onError,
      );
    },

    subscribeParticipants(id, onChange, onError) {
      return subscribeLive(
        async () => {
          // Both started at once, so that liveQuery follows both tables (governance-lists.ts).
          const [viewer, people] = await Promise.all([
            session.user(),
            db.participations.where('seanceId').equals(id).toArray(),
          ]);
          if (!canSeeParticipants(viewer)) throw new BackendError('permission-denied');
          return people.map((person) => readParticipation(id, { ...person }));
        },
        onChange,
        onError,
      );
    },

    async get(id) {
      const stored = await db.seances.get(id);
      return stored ? read(stored) : null;
    },

    async insert(seances, journal) {
      const ids = seances.map(() => crypto.randomUUID());
      const serie = seances.length > 1 ? ids[0]! : null;
      await db.transaction('rw', db.seances, db.journal, async () => {
        await db.seances.bulkAdd(seances.map((fields, at) => ({ ...newSeanceRecord(fields, serie), id: ids[at]! })));
        const line = journal(ids[0]!);
        await record(db, line.by, line.action, line.target, now(), line.details);
      });
      return ids;
    },

    async update(id, decide) {
      await db.transaction('rw', db.seances, db.journal, async () => {
        const stored = await db.seances.get(id);
        const { changes, journal } = decide(stored ? read(stored) : null);
        await db.seances.update(id, { ...changes, changeeLe: now() });
        await record(db, journal.by, journal.action, journal.target, now(), journal.details);
      });
    },

    async join(id, participation, attendance, check) {
      await db.transaction('rw', db.seances, db.participations, async () => {
        const stored = await db.seances.get(id);
        if (!stored) throw new BackendError('not-found');
        check(read(stored));
        if (await db.participations.get([id, participation.uid])) return;
        const record: ParticipationRecord = { ...participation, seanceId: id, presence: attendance, vuLe: now() };
        await db.participations.add(record);
        const field = countOf(attendance);
        await db.seances.update(
          id,
          field === 'participants'
            ? { participants: stored.participants + 1 }
            : { encadreursPresents: stored.encadreursPresents + 1 },
        );
      });
    },

    async leave(id, uid) {
      await db.transaction('rw', db.seances, db.participations, async () => {
        const [stored, mine] = await Promise.all([db.seances.get(id), db.participations.get([id, uid])]);
        if (!stored || !mine) return;
        await db.participations.delete([id, uid]);
        await db.seances.update(
          id,
          mine.presence === 'participant'
            ? { participants: Math.max(0, stored.participants - 1) }
            : { encadreursPresents: Math.max(0, stored.encadreursPresents - 1) },
        );
      });
    },

    async isComing(id, uid) {
      return !!(await db.participations.get([id, uid]));
    },

    async markSeen(id, uid) {
      await db.participations.update([id, uid], { vuLe: now() });
    },
  };
}
