import {
  collection,
  collectionGroup,
  doc,
  documentId,
  getDoc,
  getDocFromServer,
  increment,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import type { Unsubscribe } from '@/backend/types';
import type { SeanceStore } from '@/backend/use-cases/seances';
import { BackendError } from '@/domain/errors';
import { readParticipation } from '@/domain/participation-records';
import { readSeance } from '@/domain/seance-records';
import { newSeanceRecord } from '@/domain/seance-rules';
import {
  dayStart,
  MY_SEANCES_SIZE,
  PROGRAMME_SIZE,
  SEANCE_NEWS_DAYS,
  SEANCE_NEWS_MAX,
  type Attendance,
  type Participation,
  type Seance,
} from '@/domain/seances';
import { guarded, toBackendError } from './errors';
import { recordIn } from './journal';
import { subscribeQuery } from './live';
import { queuedWrite } from './queued';

/** The programme: `seances/{id}`, read by anyone, written by the responsables (firestore.rules). */
export const SEANCES = 'seances';
/** Who comes: `seances/{id}/participants/{uid}`, written by that member only, with the count. */
export const PARTICIPANTS = 'participants';

const DAY_MS = 86_400_000;

const countOf = (attendance: Attendance) => (attendance === 'participant' ? 'participants' : 'encadreursPresents');

/**
 * The programme in Firestore, as the use cases store it (backend/use-cases/seances.ts). A member's
 * « Je participe » is one batch: their `participants/{uid}` document and the séance's count
 * incremented by one, which the rules check together (getAfter): a count moves only with its
 * member's document, and never past the capacity, even when two members join at the same instant
 * (the server applies the increments one after the other; the second finds the séance full).
 */
export function createFirebaseSeanceStore(db: Firestore, now: () => Date): SeanceStore {
  const seanceRef = (id: string) => doc(db, SEANCES, id);
  const participantRef = (id: string, uid: string) => doc(db, SEANCES, id, PARTICIPANTS, uid);

  return {
    subscribeUpcoming(onChange, onError) {
      const upcoming = query(
        collection(db, SEANCES),
        where('debut', '>=', Timestamp.fromDate(dayStart(now()))),
        orderBy('debut'),
        limit(PROGRAMME_SIZE),
      );
      return subscribeQuery(upcoming, readSeance, onChange, onError);
    },

    subscribeMine(uid, onChange, onError) {
      // Two reads per séance: the member's participations (a collection group), then their séances.
      const mine = query(
        collectionGroup(db, PARTICIPANTS),
        where('uid', '==', uid),
        where('debut', '>=', Timestamp.fromDate(dayStart(now()))),
        orderBy('debut'),
        limit(MY_SEANCES_SIZE),
      );
      let participations: Participation[] = [];
      let seances = new Map<string, Seance>();
      let stopSeances: Unsubscribe = () => {};
      let watched = '';
      const emit = () =>
        onChange(
          participations.flatMap((participation) => {
            const seance = seances.get(participation.seanceId);
            return seance ? [{ seance, participation }] : [];
          }),
        );
      const fail = (error: unknown) => onError?.(toBackendError(error));
      const stopMine = onSnapshot(
        mine,
        (snapshot) => {
          participations = snapshot.docs.map((item) =>
            readParticipation(item.ref.parent.parent?.id ?? '', item.data({ serverTimestamps: 'estimate' })),
          );
          const ids = participations.map((participation) => participation.seanceId).filter(Boolean);
          const key = ids.join(',');
          if (key === watched) return emit();
          watched = key;
          stopSeances();
          if (ids.length === 0) {
            seances = new Map();
            stopSeances = () => {};
            return emit();
          }
          stopSeances = onSnapshot(
            query(collection(db, SEANCES), where(documentId(), 'in', ids)),
            (found) => {
              seances = new Map(found.docs.map((item) => [item.id, readSeance(item.id, item.data())]));
              emit();
            },
            fail,
          );
        },
        fail,
      );
      return () => {
        stopMine();
        stopSeances();
      };
    },

    subscribeChanged(uid, onChange, onError) {
      // The séances changed lately (a few, whatever the programme's length), then the member's
      // participation in each, if any: two reads a séance changed.
      const since = new Date(now().getTime() - SEANCE_NEWS_DAYS * DAY_MS);
      const changed = query(
        collection(db, SEANCES),
        where('changeeLe', '>', Timestamp.fromDate(since)),
        orderBy('changeeLe', 'desc'),
        limit(SEANCE_NEWS_MAX),
      );
      let seances: Seance[] = [];
      const participations = new Map<string, Participation | null>();
      let stops = new Map<string, Unsubscribe>();
      const emit = () => {
        if (seances.some((seance) => !participations.has(seance.id))) return;
        onChange(
          seances.flatMap((seance) => {
            const participation = participations.get(seance.id);
            return participation ? [{ seance, participation }] : [];
          }),
        );
      };
      const fail = (error: unknown) => onError?.(toBackendError(error));
      const stopChanged = onSnapshot(
        changed,
        (snapshot) => {
          const from = dayStart(now());
          seances = snapshot.docs
            .map((item) => readSeance(item.id, item.data({ serverTimestamps: 'estimate' })))
            .filter((seance) => seance.debut >= from);
          const next = new Map<string, Unsubscribe>();
          for (const seance of seances) {
            const kept = stops.get(seance.id);
            if (kept) {
              next.set(seance.id, kept);
              continue;
            }
            next.set(
              seance.id,
              onSnapshot(
                participantRef(seance.id, uid),
                (mine) => {
                  participations.set(
                    seance.id,
                    mine.exists() ? readParticipation(seance.id, mine.data({ serverTimestamps: 'estimate' })) : null,
                  );
                  emit();
                },
                fail,
              ),
            );
          }
          for (const [id, stop] of stops) {
            if (next.has(id)) continue;
            stop();
            participations.delete(id);
          }
          stops = next;
          emit();
        },
        fail,
      );
      return () => {
        stopChanged();
        for (const stop of stops.values()) stop();
      };
    },

    subscribeParticipants(id, onChange, onError) {
      return subscribeQuery(
        query(collection(db, SEANCES, id, PARTICIPANTS), orderBy('nom')),
        (_uid, data) => readParticipation(id, data),
        onChange,
        onError,
      );
    },

    async get(id) {
      const snapshot = await guarded(() => getDoc(seanceRef(id)));
      return snapshot.exists() ? readSeance(id, snapshot.data()) : null;
    },

    async insert(seances, journal) {
      const refs = seances.map(() => doc(collection(db, SEANCES)));
      const serie = refs.length > 1 ? refs[0]!.id : null;
      const batch = writeBatch(db);
      seances.forEach((fields, at) => batch.set(refs[at]!, newSeanceRecord(fields, serie)));
      const line = journal(refs[0]!.id);
      recordIn(db, batch, line.by, line.action, line.target, line.details);
      await queuedWrite(() => batch.commit(), `programme : ${line.target.name}`);
      return refs.map((ref) => ref.id);
    },

    async update(id, decide) {
      const snapshot = await guarded(() => getDocFromServer(seanceRef(id)));
      const { changes, journal } = decide(snapshot.exists() ? readSeance(id, snapshot.data()) : null);
      const batch = writeBatch(db);
      batch.update(seanceRef(id), { ...changes, changeeLe: serverTimestamp() });
      recordIn(db, batch, journal.by, journal.action, journal.target, journal.details);
      await queuedWrite(() => batch.commit(), `programme : ${journal.target.name}`);
    },

    async join(id, participation, attendance, check) {
      // The server's séance, not the cache's: its count is what the rules will check.
      const snapshot = await guarded(() => getDocFromServer(seanceRef(id)));
      if (!snapshot.exists()) throw new BackendError('not-found');
      check(readSeance(id, snapshot.data()));
      const batch = writeBatch(db);
      batch.set(participantRef(id, participation.uid), {
        ...participation,
        presence: attendance,
        vuLe: serverTimestamp(),
      });
      batch.update(seanceRef(id), { [countOf(attendance)]: increment(1) });
      await queuedWrite(() => batch.commit(), `participation ${id}`);
    },

    async leave(id, uid) {
      const mine = await guarded(() => getDoc(participantRef(id, uid)));
      if (!mine.exists()) return;
      const presence = mine.data().presence === 'encadreur' ? 'encadreur' : 'participant';
      const batch = writeBatch(db);
      batch.delete(participantRef(id, uid));
      batch.update(seanceRef(id), { [countOf(presence)]: increment(-1) });
      await queuedWrite(() => batch.commit(), `participation ${id}`);
    },

    async isComing(id, uid) {
      return (await guarded(() => getDoc(participantRef(id, uid)))).exists();
    },

    async markSeen(id, uid) {
      await queuedWrite(() => updateDoc(participantRef(id, uid), { vuLe: serverTimestamp() }), `séance vue ${id}`);
    },
  };
}
