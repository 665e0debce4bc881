/**
 * The responsables' powers as firestore.rules judge them: profiles governed (updateDoc of the
 * governed fields, as src/backend/firebase/governance.ts writes them), profiles, reports and the
 * journal read, reports closed and archived with their journal line.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { JOURNAL } from '@/backend/firebase/journal';
import { REPORTS } from '@/backend/firebase/reports';
import { USERS } from '@/backend/firebase/users';
import { newJournalFields, newReportFields, newQuestionFields } from '@/domain/new-records';
import { members } from '../rules-env';
import { AT, type Scenario } from './scenario';

const { pupil, tutor, moderator, responsable } = members;

const profile = (db: Firestore, uid: string) => doc(db, USERS, uid);

/** A pupil's account that waits for an authorisation (issue 33), and the paper one a responsable records. */
const waiting = { naissance: '2012-09-01', autorisation: { statut: 'attente' } };
const paper = (by: string) => ({ autorisation: { statut: 'papier', par: by, date: serverTimestamp() } });

/** An open report (s-ouvert) and a handled one (s-traite) on the approved tutor's question. */
function reports(): Record<string, DocumentData> {
  const open = {
    ...newReportFields(
      pupil.profile,
      { target: { type: 'question', questionId: 'sylvie', pageId: 'EncadreurEleve' }, reason: 'spam', details: '' },
      { authorId: moderator.uid, authorName: 'Sylvie Eba', excerpt: 'Achetez mes corrigés !' },
    ),
    date: AT,
  };
  return {
    'questions/sylvie': {
      ...newQuestionFields(moderator.profile, {
        pageId: 'EncadreurEleve',
        matiere: 'Mathématiques',
        question: 'Achetez mes corrigés !',
        attachments: [],
      }),
      date: AT,
    },
    [`${REPORTS}/s-ouvert`]: open,
    [`${REPORTS}/s-traite`]: {
      ...open,
      status: 'traite',
      decision: 'classe',
      handledBy: responsable.uid,
      handledAt: AT,
    },
    [`${JOURNAL}/j1`]: {
      ...newJournalFields(responsable.profile, 'membre-suspendu', { id: pupil.uid, name: 'Awa Ngono' }, ''),
      date: AT,
    },
  };
}

const close = (db: Firestore, id: string, by: string) =>
  updateDoc(doc(db, REPORTS, id), {
    status: 'traite',
    decision: 'classe',
    handledBy: by,
    handledAt: serverTimestamp(),
  });

/** A report's archiving, with its journal line `archive-<id>` in the same batch (governance.ts). */
function archive(db: Firestore, id: string, by = responsable) {
  const batch = writeBatch(db);
  batch.delete(doc(db, REPORTS, id));
  batch.set(doc(db, JOURNAL, `archive-${id}`), {
    ...newJournalFields(by.profile, 'signalement-archive', { id, name: 'Sylvie Eba' }, 'spam'),
    date: serverTimestamp(),
  });
  return batch.commit();
}

const refusal = { statut: 'refuse', motifRefus: 'Passez nous voir avec vos diplômes.' };

export const governanceScenarios = {
  'report.read': {
    seed: (w) => w.seed(reports()),
    rows: {
      responsable: {
        allow: (w) => getDoc(doc(w.db.responsable, REPORTS, 's-ouvert')),
        deny: { 'un encadreur validé': (w) => getDoc(doc(w.db.moderator, REPORTS, 's-ouvert')) },
      },
    },
  },
  'report.handle': {
    seed: (w) => w.seed(reports()),
    rows: {
      responsable: {
        allow: (w) => close(w.db.responsable, 's-ouvert', responsable.uid),
        deny: {
          'déjà traité': (w) => close(w.db.responsable, 's-traite', responsable.uid),
          'un encadreur validé': (w) => close(w.db.moderator, 's-ouvert', moderator.uid),
        },
      },
    },
  },
  'report.archive': {
    seed: (w) => w.seed(reports()),
    rows: {
      responsable: {
        allow: (w) => archive(w.db.responsable, 's-traite'),
        deny: {
          'encore ouvert': (w) => archive(w.db.responsable, 's-ouvert'),
          'un encadreur validé': (w) => archive(w.db.moderator, 's-traite', moderator),
        },
      },
    },
  },
  'tutor.vet': {
    rows: {
      responsable: {
        allow: (w) => updateDoc(profile(w.db.responsable, tutor.uid), refusal),
        deny: {
          'un compte élève': (w) => updateDoc(profile(w.db.responsable, pupil.uid), refusal),
          'un encadreur validé': (w) => updateDoc(profile(w.db.moderator, tutor.uid), refusal),
        },
      },
    },
  },
  'member.read': {
    rows: {
      responsable: {
        allow: (w) => getDoc(profile(w.db.responsable, pupil.uid)),
        deny: { 'un encadreur validé': (w) => getDoc(profile(w.db.moderator, pupil.uid)) },
      },
    },
  },
  'member.suspend': {
    rows: {
      responsable: {
        allow: (w) => updateDoc(profile(w.db.responsable, pupil.uid), { suspendu: true }),
        deny: { 'un encadreur validé': (w) => updateDoc(profile(w.db.moderator, pupil.uid), { suspendu: true }) },
      },
    },
  },
  'member.rename': {
    rows: {
      responsable: {
        allow: (w) => updateDoc(profile(w.db.responsable, pupil.uid), { prenom: 'Awa Marie' }),
        deny: { 'un encadreur validé': (w) => updateDoc(profile(w.db.moderator, pupil.uid), { prenom: 'Awa Marie' }) },
      },
    },
  },
  'pupil.authorise': {
    // Awa signed up at 13: her account waits for her parents' authorisation.
    seed: (w) => w.seed({ [`${USERS}/${pupil.uid}`]: { ...pupil.profile, ...waiting } }),
    rows: {
      responsable: {
        allow: (w) => updateDoc(profile(w.db.responsable, pupil.uid), paper(responsable.uid)),
        deny: { 'un encadreur validé': (w) => updateDoc(profile(w.db.moderator, pupil.uid), paper(moderator.uid)) },
      },
    },
  },
  'journal.read': {
    seed: (w) => w.seed(reports()),
    rows: {
      responsable: {
        allow: (w) => getDocs(collection(w.db.responsable, JOURNAL)),
        deny: { 'un encadreur validé': (w) => getDocs(collection(w.db.moderator, JOURNAL)) },
      },
    },
  },
} satisfies Record<string, Scenario>;
