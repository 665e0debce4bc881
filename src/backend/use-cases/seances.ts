import type { SeanceService } from '@/backend/types';
import { awaitsAuthorisation } from '@/domain/authorisation';
import type { UserProfile } from '@/domain/entities';
import { BackendError, errorCode } from '@/domain/errors';
import { NO_NOTIFIER, type Notifier } from '@/domain/notifications';
import { canChangeSeance, canJoinSeance, canLeaveSeance, canPublishSeance } from '@/domain/permissions';
import { seanceErrors, seanceFields, weeklyDates, type SeanceFields } from '@/domain/seance-rules';
import { attendanceOf, isFull, SEANCE_LIMITS, type Attendance, type Seance, type SeanceChange } from '@/domain/seances';
import { fullName } from '@/domain/text';
import { requireUser, type Acting } from './acting';
import type { JournalLine } from './governance';

/**
 * The programme of séances, decided once for both adapters: who publishes, changes and cancels (a
 * responsable, each act in the journal), who comes (a pupil or a parent while places are left, an
 * approved tutor), and what a séance stores. Each store only reads and writes: `seances` in
 * IndexedDB, `seances/{id}` and `seances/{id}/participants/{uid}` in Firestore, whose rules say
 * the same again (the capacity held even when two members join at the same instant).
 */

/** What a member's participation stores (the store adds when it was seen). */
export interface NewParticipation {
  uid: string;
  nom: string;
  role: UserProfile['role'];
  debut: Date;
}

export interface SeanceStore {
  subscribeUpcoming: SeanceService['subscribeUpcoming'];
  subscribeMine: SeanceService['subscribeMine'];
  subscribeChanged: SeanceService['subscribeChanged'];
  subscribeParticipants: SeanceService['subscribeParticipants'];
  get(id: string): Promise<Seance | null>;
  /** Writes the séances (one series: `serie` is the first one's id when there are several) and the journal line, together. */
  insert(seances: SeanceFields[], journal: (firstId: string) => JournalLine): Promise<string[]>;
  /**
   * Reads the séance, asks `decide` (it throws to refuse, or returns the changes and the journal
   * line) and writes both together; `changeeLe` is the store's clock.
   */
  update(
    id: string,
    decide: (seance: Seance | null) => {
      changes: Partial<SeanceFields & { annulee: boolean; motif: string }>;
      journal: JournalLine;
    },
  ): Promise<void>;
  /**
   * Adds the member's participation and one to the séance's count of `attendance`, together; a
   * store that reads the séance in its transaction calls `check` on it first. Firestore's rules
   * refuse (permission-denied) a join past the capacity.
   */
  join(
    id: string,
    participation: NewParticipation,
    attendance: Attendance,
    check: (seance: Seance) => void,
  ): Promise<void>;
  /** Takes the member's participation and one from the count, together; nothing when they had none. */
  leave(id: string, uid: string, attendance: Attendance): Promise<void>;
  /** Whether `uid` said they come. */
  isComing(id: string, uid: string): Promise<boolean>;
  /** The member's participation is seen up to now (the store's clock). */
  markSeen(id: string, uid: string): Promise<void>;
}

/** How the journal names a séance: « samedi 5 décembre 2026, Salle paroissiale ». */
export function seanceLabel(debut: Date, place: string): string {
  const day = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Douala',
  }).format(debut);
  return `${day}, ${place}`;
}

export function seanceUseCases(
  store: SeanceStore,
  acting: Acting,
  now: () => Date,
  notifier: Notifier = NO_NOTIFIER,
): SeanceService {
  async function responsable(): Promise<UserProfile> {
    const user = await requireUser(acting);
    if (!canPublishSeance(user)) throw new BackendError('permission-denied');
    return user;
  }

  function checked<T extends Parameters<typeof seanceErrors>[0]>(input: T): T {
    if (Object.keys(seanceErrors(input, now())).length > 0) throw new BackendError('invalid-argument');
    return input;
  }

  return {
    subscribeUpcoming: (onChange, onError) => store.subscribeUpcoming(onChange, onError),
    subscribeMine: (uid, onChange, onError) => store.subscribeMine(uid, onChange, onError),
    subscribeChanged: (uid, onChange, onError) => store.subscribeChanged(uid, onChange, onError),
    subscribeParticipants: (id, onChange, onError) => store.subscribeParticipants(id, onChange, onError),

    async publish(input) {
      const by = await responsable();
      const seance = checked(input);
      const days = weeklyDates(seance.date, seance.repeterJusquau);
      const fields = days.map((day) => seanceFields(seance, day));
      return store.insert(fields, (firstId) => ({
        by,
        action: 'seance-publiee',
        target: { id: firstId, name: seanceLabel(fields[0]!.debut, fields[0]!.lieu.nom) },
        details: days.length > 1 ? `une série de ${days.length} séances, chaque semaine` : 'une séance',
      }));
    },

    async change(id, change: SeanceChange) {
      const by = await responsable();
      const fields = seanceFields(checked(change), change.date);
      await store.update(id, (seance) => {
        if (!seance) throw new BackendError('not-found');
        if (!canChangeSeance(by, seance, now())) throw new BackendError('permission-denied');
        return {
          changes: fields,
          journal: {
            by,
            action: 'seance-modifiee',
            target: { id, name: seanceLabel(fields.debut, fields.lieu.nom) },
            details: '',
          },
        };
      });
      notifier.tell({ kind: 'seance', seanceId: id });
    },

    async cancel(id, motif) {
      const by = await responsable();
      const reason = motif.trim();
      if (!reason || reason.length > SEANCE_LIMITS.reason) throw new BackendError('invalid-argument');
      await store.update(id, (seance) => {
        if (!seance) throw new BackendError('not-found');
        if (!canChangeSeance(by, seance, now())) throw new BackendError('permission-denied');
        return {
          changes: { annulee: true, motif: reason },
          journal: {
            by,
            action: 'seance-annulee',
            target: { id, name: seanceLabel(seance.debut, seance.lieu.nom) },
            details: reason,
          },
        };
      });
      notifier.tell({ kind: 'seance', seanceId: id });
    },

    async attend(id, coming) {
      const user = await requireUser(acting);
      const attendance = attendanceOf(user.role);
      if (!coming) {
        const seance = await store.get(id);
        if (!seance) throw new BackendError('not-found');
        if (!canLeaveSeance(user, seance, now())) throw new BackendError('permission-denied');
        await store.leave(id, user.id, attendance);
        return;
      }
      if (user.suspendu) throw new BackendError('account/suspended');
      if (awaitsAuthorisation(user)) throw new BackendError('account/awaiting-authorisation');
      const seance = await store.get(id);
      if (!seance) throw new BackendError('not-found');
      if (await store.isComing(id, user.id)) return;
      const check = (fresh: Seance) => {
        if (attendance === 'participant' && isFull(fresh) && !fresh.annulee) throw new BackendError('seance/full');
        if (!canJoinSeance(user, fresh, now())) throw new BackendError('permission-denied');
      };
      check(seance);
      const participation = { uid: user.id, nom: fullName(user), role: user.role, debut: seance.debut };
      try {
        await store.join(id, participation, attendance, check);
      } catch (error) {
        // Someone else took the last place meanwhile: Firestore's rules refuse it bare.
        if (errorCode(error) === 'permission-denied' && attendance === 'participant') {
          const fresh = await store.get(id).catch(() => null);
          if (fresh && isFull(fresh)) throw new BackendError('seance/full');
        }
        throw error;
      }
    },

    async markSeen(id) {
      const user = await requireUser(acting);
      await store.markSeen(id, user.id);
    },
  };
}
