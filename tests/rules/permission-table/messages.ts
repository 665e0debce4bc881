/**
 * Private messages and reports as firestore.rules judge them. The writes are the client's: a
 * message sent with its conversation, the recipient's unread count and the rate record in one
 * batch (posting.ts' send), deleted with what follows on its conversation (removeM1); a report
 * filed with the rate record (src/backend/firebase/reports.ts).
 */
import { collection, doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { blankedBy } from '@/backend/firebase/conversation-previews';
import { CONVERSATIONS, MESSAGES } from '@/backend/firebase/messages';
import { REPORTS } from '@/backend/firebase/reports';
import { conversationId } from '@/domain/conversations';
import type { NewReport } from '@/domain/entities';
import { newMessageFields, newReportFields } from '@/domain/new-records';
import { counted, send } from '../posting';
import { members, type Member } from '../rules-env';
import { AT, storedQuestion, suspend, type Scenario } from './scenario';

const { pupil, moderator } = members;

/** A new message as the client sends it: the sender's stored name, the server's date. */
function message(from: Member, to: Member) {
  return {
    ...newMessageFields(members[from].profile, members[to].uid, 'Bonjour, une question sur les fractions.'),
    date: serverTimestamp(),
  };
}

const M1_CONVERSATION = conversationId(moderator.uid, pupil.uid)!;

/** The approved tutor's message to the pupil (their conversation's only one), and her question in the tutor–pupil forum. */
async function seedItems(world: Parameters<NonNullable<Scenario['seed']>>[0]) {
  await world.seed({
    'messages/m1': { ...newMessageFields(moderator.profile, pupil.uid, 'Viens seul.'), date: AT },
    [`${CONVERSATIONS}/${M1_CONVERSATION}`]: {
      membres: M1_CONVERSATION.split('_'),
      noms: { [moderator.uid]: 'Sylvie Eba', [pupil.uid]: 'Awa Ngono' },
      date: AT,
      dernierId: 'm1',
      dernierDe: moderator.uid,
      apercu: 'Viens seul.',
      nonLus: { [moderator.uid]: 0, [pupil.uid]: 0 },
      nbMessages: 1,
    },
    'questions/sylvie': storedQuestion('moderator', { question: 'Achetez mes corrigés !' }),
    'questions/awa': storedQuestion('pupil', { question: 'Ma question' }),
  });
}

/**
 * Message m1 deleted as the client deletes it: by its recipient with its conversation (its only
 * message: the conversation goes too), by a responsable lowering the count and blanking the preview.
 */
function removeM1(db: Firestore, by: 'destinataire' | 'responsable') {
  const batch = writeBatch(db);
  batch.delete(doc(db, MESSAGES, 'm1'));
  if (by === 'destinataire') batch.delete(doc(db, CONVERSATIONS, M1_CONVERSATION));
  else batch.update(doc(db, CONVERSATIONS, M1_CONVERSATION), blankedBy('m1'));
  return batch.commit();
}

type Item = { excerpt: string; authorId: string | null; authorName: string };
function report(by: Member, target: NewReport['target'], item: Item): DocumentData {
  return {
    ...newReportFields(members[by].profile, { target, reason: 'spam', details: '' }, item),
    date: serverTimestamp(),
  };
}

/** A report as the adapters file it: with the reporter's rate record in the same batch. */
function file(db: Firestore, data: DocumentData) {
  const ref = doc(collection(db, REPORTS));
  return counted(db, `${REPORTS}/${ref.id}`, (batch) => batch.set(ref, data));
}

const onQuestion = { type: 'question', questionId: 'sylvie', pageId: 'EncadreurEleve' } as const;
const fromSylvie = { authorId: moderator.uid, authorName: 'Sylvie Eba', excerpt: 'Achetez mes corrigés !' };
const onMessage = { type: 'message', messageId: 'm1' } as const;
const messageItem = { authorId: moderator.uid, authorName: 'Sylvie Eba', excerpt: 'Viens seul.' };

export const messageScenarios = {
  'message.send': {
    rows: {
      membre: {
        allow: (w) => send(w.db.pupil, message('pupil', 'tutor')),
        deny: {
          'adresse non confirmée': (w) =>
            send(w.as(pupil.uid, pupil.email, { email_verified: false }), message('pupil', 'tutor')),
          'destinataire suspendu': async (w) => {
            await suspend(w, 'tutor');
            return send(w.db.pupil, message('pupil', 'tutor'));
          },
          'expéditeur suspendu': async (w) => {
            await suspend(w, 'pupil');
            return send(w.db.pupil, message('pupil', 'tutor'));
          },
        },
      },
    },
  },
  'message.delete': {
    seed: seedItems,
    rows: {
      destinataire: {
        allow: async (w) => {
          await suspend(w, 'pupil');
          return removeM1(w.db.pupil, 'destinataire');
        },
        deny: { 'son expéditeur': (w) => removeM1(w.db.moderator, 'destinataire') },
      },
      responsable: {
        // The rules cannot see the report being handled: they let a responsable delete any message.
        allow: async (w) => {
          await w.seed({ [`${REPORTS}/s1`]: { ...report('pupil', onMessage, messageItem), date: AT } });
          return removeM1(w.db.responsable, 'responsable');
        },
        deny: { 'un encadreur validé': (w) => removeM1(w.db.moderator, 'responsable') },
      },
    },
  },
  'report.send': {
    seed: seedItems,
    rows: {
      membre: {
        allow: (w) => file(w.db.pupil, report('pupil', onQuestion, fromSylvie)),
        deny: {
          'sa propre question': (w) =>
            file(w.db.pupil, {
              ...report(
                'stranger',
                { ...onQuestion, questionId: 'awa' },
                {
                  authorId: pupil.uid,
                  authorName: 'Awa Ngono',
                  excerpt: 'Ma question',
                },
              ),
              reportedBy: pupil.uid,
              reportedByName: 'Awa Ngono',
            }),
          suspendu: async (w) => {
            await suspend(w, 'pupil');
            return file(w.db.pupil, report('pupil', onQuestion, fromSylvie));
          },
        },
      },
      destinataire: {
        allow: (w) => file(w.db.pupil, report('pupil', onMessage, messageItem)),
        deny: { 'un autre membre': (w) => file(w.db.stranger, report('stranger', onMessage, messageItem)) },
      },
    },
  },
} satisfies Record<string, Scenario>;
