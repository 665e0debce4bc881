/**
 * The forum's actions as firestore.rules judge them: questions asked, edited and deleted,
 * attachments taken out, replies posted and deleted. The writes are the client's
 * (src/backend/firebase/questions.ts): ask in one batch with the rate record, updateDoc of the
 * text, arrayRemove of an attachment or a reply, arrayUnion of a reply, deleteDoc.
 */
import {
  arrayRemove,
  arrayUnion,
  deleteDoc,
  doc,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { QUESTIONS } from '@/backend/firebase/questions';
import { READING_MARKS } from '@/backend/firebase/reading-marks';
import { newReplyFields, newReplyId } from '@/domain/new-records';
import { addReply, ask, takeReply } from '../posting';
import { members, visitor, type Member } from '../rules-env';
import {
  AT,
  attachment,
  outgoingQuestion,
  questionEdit,
  storedQuestion,
  storedReply,
  suspend,
  type Scenario,
} from './scenario';

const COURS = attachment('cours-fractions');
const EXERCICES = attachment('exercices-fractions');
const FROM_PUPIL = storedReply('pupil', 'r-awa', 'Je complète ma question.');
const ANONYMOUS = storedReply(null, 'r-anonyme', 'Achetez mes corrigés !');

const question = (db: Firestore, id: string) => doc(db, QUESTIONS, id);

/** A reply as the client builds it now (the client's clock); `null`: the visitor's anonymous one. */
function reply(author: Member | null, poster = author ? members[author].uid : visitor.uid) {
  return {
    ...newReplyFields(author ? members[author].profile : null, 'Merci !', newReplyId(poster)),
    date: Timestamp.now(),
  };
}

/**
 * The questions the rows act on: the pupil's in the tutor–pupil forum (two PDFs, a reply of
 * theirs and an anonymous one), the pupil's in the parent–tutor forum (two PDFs), the pupil's last
 * PDF without text, the parent's in each forum, the stranger's (another pupil).
 */
async function seedQuestions(world: Parameters<NonNullable<Scenario['seed']>>[0]) {
  await world.seed({
    'questions/awa': storedQuestion('pupil', { attachments: [COURS, EXERCICES] }, { replies: [FROM_PUPIL, ANONYMOUS] }),
    'questions/awa-chez-parents': storedQuestion(
      'pupil',
      { attachments: [COURS, EXERCICES] },
      // Seeded as is (the client attaches PDFs in the tutor–pupil forum only): only the forum differs.
      { pageId: 'ParentEncadreur' },
    ),
    'questions/awa-seul-pdf': storedQuestion('pupil', { question: '', attachments: [COURS] }),
    'questions/marie': storedQuestion('parent', { pageId: 'ParentEncadreur' }),
    'questions/marie-chez-eleves': storedQuestion('parent'),
    'questions/jean': storedQuestion('stranger'),
  });
}

/** The subjects a member follows, in their reading marks (`lectures/{uid}`), as the client writes them. */
const follow = (db: Firestore, whose: Member, subjects: string[]) =>
  setDoc(doc(db, READING_MARKS, members[whose].uid), { matieres: subjects }, { merge: true });

/** « Suivre »: the question in `whose` own list of followed questions, as following.ts writes it. */
const followIn = (db: Firestore, whose: Member, id: string) =>
  setDoc(
    doc(db, READING_MARKS, members[whose].uid),
    { suivies: { [id]: Timestamp.now() } },
    { mergeFields: ['suivies'] },
  );

const resolve = (db: Firestore, id: string, replyId: string | null) =>
  updateDoc(question(db, id), { resolue: replyId });

const takeOut = (db: Firestore, id: string) => updateDoc(question(db, id), { attachments: arrayRemove(COURS) });

export const forumScenarios = {
  'question.ask': {
    rows: {
      membre: {
        allow: (w) => ask(w.db.pupil, outgoingQuestion('pupil')),
        deny: {
          suspendu: async (w) => {
            await suspend(w, 'pupil');
            return ask(w.db.pupil, outgoingQuestion('pupil'));
          },
          'visiteur (compte anonyme)': (w) => ask(w.db.visitor, { ...outgoingQuestion('pupil'), userId: visitor.uid }),
        },
      },
    },
  },
  'question.edit': {
    seed: seedQuestions,
    rows: {
      auteur: {
        allow: (w) => updateDoc(question(w.db.pupil, 'awa'), questionEdit('Comment réduire une fraction ?')),
        deny: {
          'auteur suspendu': async (w) => {
            await suspend(w, 'pupil');
            return updateDoc(question(w.db.pupil, 'awa'), questionEdit('Comment réduire une fraction ?'));
          },
          'un autre élève': (w) => updateDoc(question(w.db.stranger, 'awa'), questionEdit('Texte changé')),
          responsable: (w) => updateDoc(question(w.db.responsable, 'awa'), questionEdit('Texte changé')),
        },
      },
    },
  },
  'question.delete': {
    seed: seedQuestions,
    rows: {
      auteur: {
        allow: async (w) => {
          await suspend(w, 'pupil');
          return deleteDoc(question(w.db.pupil, 'awa'));
        },
        deny: { 'un autre élève': (w) => deleteDoc(question(w.db.stranger, 'awa')) },
      },
      responsable: {
        allow: (w) => deleteDoc(question(w.db.responsable, 'marie')),
        deny: { 'un autre membre': (w) => deleteDoc(question(w.db.stranger, 'marie')) },
      },
      'encadreur-valide': {
        allow: (w) => deleteDoc(question(w.db.moderator, 'awa')),
        deny: {
          'en attente': (w) => deleteDoc(question(w.db.tutor, 'awa')),
          'forum parents–encadreurs': (w) => deleteDoc(question(w.db.moderator, 'awa-chez-parents')),
          'question d’un parent': (w) => deleteDoc(question(w.db.moderator, 'marie-chez-eleves')),
        },
      },
    },
  },
  'question.resolve': {
    seed: seedQuestions,
    rows: {
      auteur: {
        allow: (w) => resolve(w.db.pupil, 'awa', ANONYMOUS.id),
        deny: {
          'auteur suspendu': async (w) => {
            await suspend(w, 'pupil');
            return resolve(w.db.pupil, 'awa', ANONYMOUS.id);
          },
          'un encadreur validé': (w) => resolve(w.db.moderator, 'awa', ANONYMOUS.id),
          'une valeur qui n’est pas un identifiant': (w) => updateDoc(question(w.db.pupil, 'awa'), { resolue: 42 }),
          'avec un autre champ': (w) =>
            updateDoc(question(w.db.pupil, 'awa'), { resolue: ANONYMOUS.id, question: 'Texte changé' }),
        },
      },
      responsable: {
        allow: (w) => resolve(w.db.responsable, 'marie', null),
        deny: { 'un autre membre': (w) => resolve(w.db.stranger, 'marie', null) },
      },
    },
  },
  'question.follow': {
    seed: seedQuestions,
    rows: {
      membre: {
        // Issue 32: in the member's own reading marks, never on the question.
        allow: (w) => followIn(w.db.stranger, 'stranger', 'awa'),
        deny: {
          'pour quelqu’un d’autre': (w) => followIn(w.db.stranger, 'parent', 'awa'),
          'sur la question': (w) =>
            updateDoc(question(w.db.stranger, 'awa'), { suivi: arrayUnion(members.stranger.uid) }),
          'visiteur (compte anonyme)': (w) =>
            setDoc(doc(w.db.visitor, READING_MARKS, visitor.uid), { suivies: { awa: AT } }, { merge: true }),
        },
      },
    },
  },
  'subject.follow': {
    rows: {
      'encadreur-valide': {
        allow: (w) => follow(w.db.moderator, 'moderator', ['Mathématiques', 'Physique-Chimie']),
        deny: {
          'en attente': (w) => follow(w.db.tutor, 'tutor', ['Mathématiques']),
          'une matière hors de l’annuaire': (w) => follow(w.db.moderator, 'moderator', ['Astrologie']),
          'pour un autre': (w) => follow(w.db.moderator, 'pupil', ['Mathématiques']),
          'un élève': (w) => follow(w.db.pupil, 'pupil', ['Mathématiques']),
        },
      },
    },
  },
  'attachment.remove': {
    seed: seedQuestions,
    rows: {
      auteur: {
        allow: (w) => takeOut(w.db.pupil, 'awa'),
        deny: {
          'dernier PDF sans texte': (w) => takeOut(w.db.pupil, 'awa-seul-pdf'),
          'un autre élève': (w) => takeOut(w.db.stranger, 'awa'),
        },
      },
      responsable: {
        allow: (w) => takeOut(w.db.responsable, 'awa-chez-parents'),
        deny: {
          'dernier PDF sans texte': (w) => takeOut(w.db.responsable, 'awa-seul-pdf'),
          'un parent': (w) => takeOut(w.db.parent, 'awa'),
        },
      },
      'encadreur-valide': {
        allow: (w) => takeOut(w.db.moderator, 'awa'),
        deny: {
          'en attente': (w) => takeOut(w.db.tutor, 'awa'),
          'forum parents–encadreurs': (w) => takeOut(w.db.moderator, 'awa-chez-parents'),
          'dernier PDF sans texte': (w) => takeOut(w.db.moderator, 'awa-seul-pdf'),
        },
      },
    },
  },
  'reply.post': {
    seed: seedQuestions,
    rows: {
      visiteur: {
        allow: (w) => addReply(w.db.visitor, 'awa', reply(null)),
        deny: {
          'sous le nom d’un membre': (w) => addReply(w.db.visitor, 'awa', reply('pupil', visitor.uid)),
          'sans compte du tout': (w) =>
            updateDoc(question(w.db.signedOut, 'awa'), { replies: [FROM_PUPIL, ANONYMOUS, reply(null)] }),
        },
      },
      membre: {
        allow: (w) => addReply(w.db.stranger, 'awa', reply('stranger')),
        deny: {
          suspendu: async (w) => {
            await suspend(w, 'stranger');
            return addReply(w.db.stranger, 'awa', reply('stranger'));
          },
        },
      },
    },
  },
  'reply.delete': {
    seed: seedQuestions,
    rows: {
      auteur: {
        allow: (w) => takeReply(w.db.pupil, 'awa', FROM_PUPIL),
        deny: {
          'un encadreur validé': (w) => takeReply(w.db.moderator, 'awa', FROM_PUPIL),
          'réponse anonyme': (w) => takeReply(w.db.pupil, 'awa', ANONYMOUS),
        },
      },
      responsable: {
        allow: (w) => takeReply(w.db.responsable, 'awa', ANONYMOUS),
        deny: { 'un membre': (w) => takeReply(w.db.stranger, 'awa', ANONYMOUS) },
      },
    },
  },
} satisfies Record<string, Scenario>;
