/**
 * Le programme des séances as firestore.rules judge it: a séance published, changed or cancelled
 * by a responsable (with its journal line, as src/backend/firebase/seances.ts writes them), a
 * member's participation written in the batch that moves the séance's count by one, the names
 * of who comes read by a responsable.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  increment,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { JOURNAL } from '@/backend/firebase/journal';
import { PARTICIPANTS, SEANCES } from '@/backend/firebase/seances';
import type { JournalAction } from '@/domain/entities';
import { newJournalFields } from '@/domain/new-records';
import { members, type Member } from '../rules-env';
import { AT, suspend, type Scenario } from './scenario';

const { responsable, moderator } = members;

/** Saturday 5 December 2099, 9 h – 12 h in Yaoundé: always to come. */
export const FUTURE = {
  debut: Timestamp.fromDate(new Date('2099-12-05T08:00:00Z')),
  fin: Timestamp.fromDate(new Date('2099-12-05T11:00:00Z')),
};

/** What the responsable fills in, as seanceFields stores it. */
export function seanceFields(extra: DocumentData = {}): DocumentData {
  return {
    ...FUTURE,
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église' },
    classes: ['3e'],
    matieres: ['Mathématiques'],
    encadreurs: [{ uid: moderator.uid, nom: 'Sylvie Eba' }],
    capacite: null,
    note: '',
    ...extra,
  };
}

/** A stored séance, as the store publishes it (counts at zero), with `extra` over it. */
export function storedSeance(extra: DocumentData = {}): DocumentData {
  return {
    ...seanceFields(),
    serie: null,
    annulee: false,
    motif: '',
    participants: 0,
    encadreursPresents: 0,
    changeeLe: null,
    ...extra,
  };
}

/** A member's stored participation in séance `id`. */
export function storedParticipation(member: Member, presence: 'participant' | 'encadreur' = 'participant') {
  const { profile, uid } = members[member];
  return {
    uid,
    nom: `${profile.prenom} ${profile.nom}`,
    role: profile.role,
    debut: FUTURE.debut,
    presence,
    vuLe: AT,
  };
}

/** The séances the scenarios act on: open, cancelled, past, full (capacity 1, taken by the parent). */
export function seancesSeed(): Record<string, DocumentData> {
  return {
    [`${SEANCES}/ouverte`]: storedSeance(),
    [`${SEANCES}/annulee`]: storedSeance({ annulee: true, motif: 'Pluies' }),
    [`${SEANCES}/passee`]: storedSeance({
      debut: Timestamp.fromDate(new Date('2020-12-05T08:00:00Z')),
      fin: Timestamp.fromDate(new Date('2020-12-05T11:00:00Z')),
    }),
    [`${SEANCES}/complete`]: storedSeance({ capacite: 1, participants: 1 }),
    [`${SEANCES}/complete/${PARTICIPANTS}/${members.parent.uid}`]: storedParticipation('parent'),
    [`${SEANCES}/ouverte/${PARTICIPANTS}/${members.parent.uid}`]: storedParticipation('parent'),
  };
}

/** The same, the parent also down for the cancelled séance and the one of 2020. */
export function closedParticipationsSeed(): Record<string, DocumentData> {
  return {
    ...seancesSeed(),
    [`${SEANCES}/annulee/${PARTICIPANTS}/${members.parent.uid}`]: storedParticipation('parent'),
    [`${SEANCES}/passee/${PARTICIPANTS}/${members.parent.uid}`]: storedParticipation('parent'),
  };
}

function journal(db: Firestore, batch: ReturnType<typeof writeBatch>, action: JournalAction, id: string) {
  batch.set(doc(collection(db, JOURNAL)), {
    ...newJournalFields(responsable.profile, action, { id, name: 'samedi 5 décembre 2099, Salle paroissiale' }, ''),
    date: serverTimestamp(),
  });
}

/** A responsable publishes séance `id` (and its journal line). */
export function publish(db: Firestore, id: string, fields: DocumentData = storedSeance()) {
  const batch = writeBatch(db);
  batch.set(doc(db, SEANCES, id), fields);
  journal(db, batch, 'seance-publiee', id);
  return batch.commit();
}

/** A responsable changes séance `id` (its note), or cancels it. */
export function change(db: Firestore, id: string, changes: DocumentData = { note: 'Apportez vos cahiers.' }) {
  const batch = writeBatch(db);
  batch.update(doc(db, SEANCES, id), { ...changes, changeeLe: serverTimestamp() });
  journal(db, batch, 'annulee' in changes ? 'seance-annulee' : 'seance-modifiee', id);
  return batch.commit();
}

/** `member` says they come, as the store writes it: their document and the count, one batch. */
export function join(
  db: Firestore,
  id: string,
  member: Member,
  presence: 'participant' | 'encadreur' = 'participant',
  { by = 1, document = true }: { by?: number; document?: boolean } = {},
) {
  const batch = writeBatch(db);
  if (document) {
    batch.set(doc(db, SEANCES, id, PARTICIPANTS, members[member].uid), {
      ...storedParticipation(member, presence),
      vuLe: serverTimestamp(),
    });
  }
  if (by !== 0)
    batch.update(doc(db, SEANCES, id), {
      [presence === 'encadreur' ? 'encadreursPresents' : 'participants']: increment(by),
    });
  return batch.commit();
}

/** `member` takes their participation back: their document goes, the count falls by one. */
export function leave(db: Firestore, id: string, member: Member, { count = true } = {}) {
  if (!count) return deleteDoc(doc(db, SEANCES, id, PARTICIPANTS, members[member].uid));
  const batch = writeBatch(db);
  batch.delete(doc(db, SEANCES, id, PARTICIPANTS, members[member].uid));
  batch.update(doc(db, SEANCES, id), { participants: increment(-1) });
  return batch.commit();
}

export const seanceScenarios = {
  'seance.publish': {
    rows: {
      responsable: {
        allow: (w) => publish(w.db.responsable, 'nouvelle'),
        deny: {
          'un encadreur validé': (w) => publish(w.db.moderator, 'nouvelle'),
          'des participants inventés': (w) => publish(w.db.responsable, 'nouvelle', storedSeance({ participants: 12 })),
          'un jour passé': (w) =>
            publish(
              w.db.responsable,
              'nouvelle',
              storedSeance({
                debut: Timestamp.fromDate(new Date('2020-12-05T08:00:00Z')),
                fin: Timestamp.fromDate(new Date('2020-12-05T11:00:00Z')),
              }),
            ),
        },
      },
    },
  },
  'seance.change': {
    seed: (w) => w.seed(seancesSeed()),
    rows: {
      responsable: {
        allow: (w) => change(w.db.responsable, 'ouverte', { annulee: true, motif: 'Pluies diluviennes' }),
        deny: {
          'déjà annulée': (w) => change(w.db.responsable, 'annulee'),
          passée: (w) => change(w.db.responsable, 'passee'),
          'un encadreur validé': (w) => change(w.db.moderator, 'ouverte'),
          'le nombre de participants': (w) => change(w.db.responsable, 'ouverte', { participants: 40 }),
        },
      },
    },
  },
  'seance.join': {
    seed: (w) => w.seed(seancesSeed()),
    rows: {
      'eleve-ou-parent': {
        allow: (w) => join(w.db.pupil, 'ouverte', 'pupil'),
        deny: {
          complète: (w) => join(w.db.pupil, 'complete', 'pupil'),
          annulée: (w) => join(w.db.pupil, 'annulee', 'pupil'),
          passée: (w) => join(w.db.pupil, 'passee', 'pupil'),
          suspendu: async (w) => {
            await suspend(w, 'pupil');
            return join(w.db.pupil, 'ouverte', 'pupil');
          },
          'le compte sans la participation': (w) =>
            join(w.db.pupil, 'ouverte', 'pupil', 'participant', { document: false }),
          'la participation sans le compte': (w) => join(w.db.pupil, 'ouverte', 'pupil', 'participant', { by: 0 }),
          'compté deux fois': (w) => join(w.db.pupil, 'ouverte', 'pupil', 'participant', { by: 2 }),
          'au nom d’un autre': (w) => join(w.db.stranger, 'ouverte', 'pupil'),
        },
      },
      'encadreur-valide': {
        allow: (w) => join(w.db.moderator, 'ouverte', 'moderator', 'encadreur'),
        deny: {
          'un encadreur pas encore validé': (w) => join(w.db.tutor, 'ouverte', 'tutor', 'encadreur'),
          'compté parmi les élèves': (w) => join(w.db.moderator, 'ouverte', 'moderator', 'participant'),
          annulée: (w) => join(w.db.moderator, 'annulee', 'moderator', 'encadreur'),
        },
      },
    },
  },
  'seance.leave': {
    seed: (w) => w.seed(closedParticipationsSeed()),
    rows: {
      membre: {
        allow: (w) => leave(w.db.parent, 'complete', 'parent'),
        deny: {
          'sans baisser le compte': (w) => leave(w.db.parent, 'complete', 'parent', { count: false }),
          'la participation d’un autre': (w) => leave(w.db.pupil, 'complete', 'parent'),
          'une séance passée (2020)': (w) => leave(w.db.parent, 'passee', 'parent'),
          'une séance annulée': (w) => leave(w.db.parent, 'annulee', 'parent'),
        },
      },
    },
  },
  'seance.participants.read': {
    seed: (w) => w.seed(seancesSeed()),
    rows: {
      responsable: {
        allow: (w) => getDocs(collection(w.db.responsable, SEANCES, 'ouverte', PARTICIPANTS)),
        deny: {
          'un encadreur validé': (w) => getDocs(collection(w.db.moderator, SEANCES, 'ouverte', PARTICIPANTS)),
          'un élève': (w) => getDocs(collection(w.db.pupil, SEANCES, 'ouverte', PARTICIPANTS)),
        },
      },
    },
  },
} satisfies Record<string, Scenario>;
