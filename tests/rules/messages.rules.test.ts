/**
 * firestore.rules, collection `messages`: every allow and every deny. Messages are written as the
 * client writes them (newMessageFields + serverTimestamp(), src/backend/firebase/messages.ts) and
 * read with the client's inbox query, so a rule the client cannot satisfy fails here.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addConversationWrites, MESSAGES } from '@/backend/firebase/messages';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { newMessageFields } from '@/domain/new-records';
import { counted, partiesOf, send } from './posting';
import {
  appointmentOf,
  emulator,
  members,
  UNKNOWN_UID,
  useRulesEnvironment,
  withoutProfile,
  type Member,
} from './rules-env';

const { pupil, parent, tutor, stranger } = members;
const SENT_AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));

/** A stored message, as the client would have written it (with a fixed date). */
function stored(from: Member, to: Member, text: string, date = SENT_AT): DocumentData {
  return { ...newMessageFields(members[from].profile, members[to].uid, text), date };
}

/** What the client sends: the sender's name and role from their profile, the server's date. */
function outgoing(from: Member, to: string, text = 'Bonjour, pouvez-vous m’expliquer les fractions ?') {
  return { ...newMessageFields(members[from].profile, to, text), date: serverTimestamp() };
}

/** The client's inbox subscription, same shape (src/backend/firebase/messages.ts). */
function inbox(db: Firestore, uid: string) {
  return query(collection(db, MESSAGES), where('to', '==', uid), orderBy('date', 'desc'));
}

/** A first message from `from` to `to`, its conversation keeping `parties` (MinorParties) as given. */
async function sendTamperedParties(db: Firestore, from: Member, to: Member, parties: DocumentData | null) {
  const ref = doc(collection(db, MESSAGES));
  const fields = outgoing(from, members[to].uid);
  await counted(db, `${MESSAGES}/${ref.id}`, (batch) => {
    batch.set(ref, fields);
    addConversationWrites(batch, db, ref.id, {
      from: members[from].uid,
      to: members[to].uid,
      senderName: `${members[from].profile.prenom} ${members[from].profile.nom}`,
      recipientName: `${members[to].profile.prenom} ${members[to].profile.nom}`,
      text: String(fields.text),
      counted: true,
      parties: parties as never,
    });
  });
}

describe.skipIf(!emulator)('firestore.rules — messages', () => {
  const world = useRulesEnvironment();

  /** Seeds three messages: pupil → tutor, tutor → pupil, tutor → parent. */
  async function seedMessages() {
    await world.seed({
      'messages/awa-vers-paul': stored('pupil', 'tutor', 'Bonjour Monsieur, le cours de samedi est-il maintenu ?'),
      'messages/paul-vers-awa': stored(
        'tutor',
        'pupil',
        'Oui, à 15 h comme prévu.',
        Timestamp.fromDate(new Date('2025-03-03T09:00:00Z')),
      ),
      'messages/paul-vers-marie': stored('tutor', 'parent', 'Awa progresse bien en mathématiques.'),
    });
  }

  describe('read', () => {
    it('lets the recipient read a message', async () => {
      await seedMessages();
      await assertSucceeds(getDoc(doc(world.db.tutor, MESSAGES, 'awa-vers-paul')));
    });

    it('lets the recipient list their inbox with the client’s query (to == uid, newest first)', async () => {
      await seedMessages();
      const snapshot = await assertSucceeds(getDocs(inbox(world.db.pupil, pupil.uid)));
      expect(snapshot.docs.map((message) => message.id)).toEqual(['paul-vers-awa']);
    });

    it('lets the sender read a message they sent, and list them (from == uid)', async () => {
      await seedMessages();
      await assertSucceeds(getDoc(doc(world.db.pupil, MESSAGES, 'awa-vers-paul')));
      const sent = await assertSucceeds(
        getDocs(query(collection(world.db.tutor, MESSAGES), where('from', '==', tutor.uid))),
      );
      expect(sent.docs.map((message) => message.id).sort()).toEqual(['paul-vers-awa', 'paul-vers-marie']);
    });

    it('refuses a third member, one message or someone else’s inbox', async () => {
      await seedMessages();
      await assertFails(getDoc(doc(world.db.stranger, MESSAGES, 'awa-vers-paul')));
      await assertFails(getDocs(inbox(world.db.stranger, tutor.uid)));
      // A parent cannot read the messages exchanged between the tutor and the pupil either.
      await assertFails(getDoc(doc(world.db.parent, MESSAGES, 'paul-vers-awa')));
    });

    it('refuses a query that does not pin the recipient (rules are not filters)', async () => {
      await seedMessages();
      await assertFails(getDocs(collection(world.db.tutor, MESSAGES)));
      await assertFails(getDocs(query(collection(world.db.tutor, MESSAGES), orderBy('date', 'desc'))));
    });

    it('tells a member that a message is gone, and nothing more (the recipient deleting it twice)', async () => {
      const missing = await assertSucceeds(getDoc(doc(world.db.tutor, MESSAGES, 'message-supprime')));
      expect(missing.exists()).toBe(false);
      await assertFails(getDoc(doc(world.db.signedOut, MESSAGES, 'message-supprime')));
    });

    it('refuses a signed-out visitor', async () => {
      await seedMessages();
      await assertFails(getDoc(doc(world.db.signedOut, MESSAGES, 'awa-vers-paul')));
      await assertFails(getDocs(inbox(world.db.signedOut, tutor.uid)));
    });
  });

  describe('create', () => {
    it.each([
      ['pupil', 'tutor'],
      ['parent', 'tutor'],
      ['moderator', 'pupil'],
      ['tutor', 'parent'],
    ] as const)('accepts a well-formed message from the %s to the %s', async (from, to) => {
      const ref = await assertSucceeds(send(world.db[from], outgoing(from, members[to].uid)));
      // …which the recipient then finds in their inbox.
      const received = await getDocs(inbox(world.db[to], members[to].uid));
      expect(received.docs.map((message) => message.id)).toEqual([ref.id]);
      expect(received.docs[0]?.data()).toMatchObject({
        from: members[from].uid,
        senderName: `${members[from].profile.prenom} ${members[from].profile.nom}`,
        senderRole: members[from].profile.role,
      });
    });

    it('refuses an adult with no reason starting a conversation with a pupil, and lets them answer once she wrote (issue 33)', async () => {
      // A tutor not approved, a parent who is not hers: refused.
      await assertFails(send(world.db.tutor, outgoing('tutor', pupil.uid)));
      await assertFails(send(world.db.parent, outgoing('parent', pupil.uid)));
      // An approved tutor, a responsable, another pupil: accepted.
      await assertSucceeds(send(world.db.moderator, outgoing('moderator', pupil.uid)));
      await assertSucceeds(
        send(world.db.responsable, { ...outgoing('responsable', pupil.uid), senderResponsable: true }),
      );
      await assertSucceeds(send(world.db.stranger, outgoing('stranger', pupil.uid)));
      // Her own parent, once linked.
      await world.seed({
        [`liens/${parent.uid}_${pupil.uid}`]: { parent: parent.uid, enfant: pupil.uid, confirme: true },
      });
      await assertSucceeds(send(world.db.parent, outgoing('parent', pupil.uid)));
      // She wrote to the tutor first: he may answer.
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', tutor.uid)));
      await assertSucceeds(send(world.db.tutor, outgoing('tutor', pupil.uid)));
    });

    it('keeps who is the pupil and who is the adult from the conversation’s start, as their profiles say', async () => {
      await assertFails(
        sendTamperedParties(world.db.moderator, 'moderator', 'pupil', { eleve: members.moderator.uid, adulte: null }),
      );
      await assertFails(sendTamperedParties(world.db.moderator, 'moderator', 'pupil', null));
      await assertSucceeds(
        sendTamperedParties(world.db.moderator, 'moderator', 'pupil', {
          eleve: pupil.uid,
          adulte: { uid: members.moderator.uid, role: 'encadreur', valide: true },
        }),
      );
    });

    it(`accepts a text of exactly ${MESSAGE_MAX_LENGTH} characters`, async () => {
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', tutor.uid, 'a'.repeat(MESSAGE_MAX_LENGTH))));
    });

    it('refuses a message to oneself (a conversation has two members)', async () => {
      const note = { ...outgoing('pupil', tutor.uid, 'Penser à réviser le chapitre 4.'), to: pupil.uid };
      await assertFails(send(world.db.pupil, note));
    });

    it('accepts the client’s trimmed name when the stored names carry spaces', async () => {
      await world.seed({
        [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, prenom: ' Awa ', nom: 'Ngono  ' },
      });
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', tutor.uid)));
    });

    it('refuses a forged sender (from is someone else)', async () => {
      // The pupil poses as the tutor, with the tutor's name and role.
      await assertFails(send(world.db.pupil, outgoing('tutor', parent.uid)));
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), from: stranger.uid }));
    });

    it('refuses a forged sender name', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), senderName: 'Commission des études' }));
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), senderName: 'Ngono Awa' }));
    });

    it('refuses a forged sender role', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), senderRole: 'encadreur' }));
    });

    it('refuses « Encadreur validé » forged by a namesake, or left out by an approved tutor', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), senderValide: true }));
      await assertFails(send(world.db.tutor, { ...outgoing('tutor', pupil.uid), senderValide: true }));
      await assertFails(send(world.db.moderator, { ...outgoing('moderator', pupil.uid), senderValide: false }));
      expect(outgoing('moderator', pupil.uid).senderValide).toBe(true);
      await assertSucceeds(send(world.db.moderator, outgoing('moderator', pupil.uid)));
    });

    it('refuses « Responsable » forged by a namesake or a removed responsable, or left out by a responsable (issue 32)', async () => {
      const asResponsable = { ...outgoing('responsable', pupil.uid), senderResponsable: true };
      await assertFails(send(world.db.parent, { ...outgoing('parent', pupil.uid), senderResponsable: true }));
      await assertFails(send(world.db.responsable, outgoing('responsable', pupil.uid)));
      await assertSucceeds(send(world.db.responsable, asResponsable));
      // Removed since: the appointment gone, the claim still in the token.
      await world.unseed(...Object.keys(appointmentOf('responsable')));
      await assertFails(send(world.db.responsable, { ...outgoing('responsable', pupil.uid), senderResponsable: true }));
    });

    it.each([
      'from',
      'to',
      'text',
      'date',
      'senderName',
      'senderRole',
      'senderValide',
      'senderResponsable',
      'conversation',
      'lu',
    ])('refuses a message without %s', async (key) => {
      const { [key]: _left, ...rest } = outgoing('pupil', tutor.uid) as Record<string, unknown>;
      await assertFails(send(world.db.pupil, rest));
    });

    it('refuses an extra field', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), important: true }));
    });

    it('refuses a message sent already read, or filed in another conversation', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), lu: true }));
      await assertFails(
        send(world.db.pupil, { ...outgoing('pupil', tutor.uid), conversation: `${pupil.uid}_${parent.uid}` }),
      );
    });

    // newMessageFields refuses such input itself, so the bad values are set over a good message.
    it('refuses a blank text', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), text: '' }));
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), text: '     ' }));
    });

    it(`refuses a text of ${MESSAGE_MAX_LENGTH + 1} characters, or one that is not text`, async () => {
      await assertFails(
        send(world.db.pupil, { ...outgoing('pupil', tutor.uid), text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) }),
      );
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), text: 42 }));
    });

    it('refuses a date chosen by the client', async () => {
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), date: SENT_AT }));
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), date: Timestamp.now() }));
    });

    it('refuses a message to a suspended member, and delivers it once they are reinstated', async () => {
      await world.seed({ [`utilisateurs/${tutor.uid}`]: { ...tutor.profile, suspendu: true } });
      await assertFails(send(world.db.pupil, outgoing('pupil', tutor.uid)));
      await world.seed({ [`utilisateurs/${tutor.uid}`]: { ...tutor.profile, suspendu: false } });
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', tutor.uid)));
    });

    it('refuses a message to a member deleting their account (their mark written, their profile still there)', async () => {
      await world.seed({ [`comptesSupprimes/${tutor.uid}`]: { date: SENT_AT } });
      await assertFails(send(world.db.pupil, outgoing('pupil', tutor.uid)));
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', parent.uid)));
    });

    it('refuses a recipient without a profile, or none', async () => {
      await assertFails(send(world.db.pupil, outgoing('pupil', UNKNOWN_UID)));
      await assertFails(send(world.db.pupil, { ...outgoing('pupil', tutor.uid), to: '' }));
    });

    it('refuses a sender without a profile', async () => {
      const db = world.as(withoutProfile.uid, withoutProfile.email);
      await assertFails(
        send(db, {
          from: withoutProfile.uid,
          to: tutor.uid,
          text: 'Bonjour',
          date: serverTimestamp(),
          senderName: 'Sans Profil',
          senderRole: 'eleve',
        }),
      );
    });

    it('refuses a signed-out visitor', async () => {
      await assertFails(send(world.db.signedOut, outgoing('pupil', tutor.uid)));
    });

    it('refuses a suspended member, and accepts the same message once reinstated', async () => {
      await world.seed({ [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, suspendu: true } });
      await assertFails(send(world.db.pupil, outgoing('pupil', tutor.uid)));
      await world.seed({ [`utilisateurs/${pupil.uid}`]: { ...pupil.profile, suspendu: false } });
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', tutor.uid)));
    });

    it('refuses a message written without its rate record, or with a record naming another post', async () => {
      await assertFails(addDoc(collection(world.db.pupil, MESSAGES), outgoing('pupil', tutor.uid)));
      const ref = doc(collection(world.db.pupil, MESSAGES));
      await assertFails(
        counted(world.db.pupil, `${MESSAGES}/autre-message`, (batch) => batch.set(ref, outgoing('pupil', tutor.uid))),
      );
      await assertSucceeds(
        counted(world.db.pupil, `${MESSAGES}/${ref.id}`, (batch) => {
          batch.set(ref, outgoing('pupil', tutor.uid));
          addConversationWrites(batch, world.db.pupil, ref.id, {
            from: pupil.uid,
            to: tutor.uid,
            senderName: 'Awa Ngono',
            recipientName: 'Paul Essomba',
            text: outgoing('pupil', tutor.uid).text,
            counted: true,
            parties: partiesOf(pupil.uid, tutor.uid),
          });
        }),
      );
    });
  });

  describe('update', () => {
    it('refuses every change, by the recipient or the sender', async () => {
      await seedMessages();
      await assertFails(updateDoc(doc(world.db.tutor, MESSAGES, 'awa-vers-paul'), { text: 'Message modifié' }));
      await assertFails(updateDoc(doc(world.db.pupil, MESSAGES, 'awa-vers-paul'), { text: 'Message modifié' }));
      await assertFails(updateDoc(doc(world.db.pupil, MESSAGES, 'awa-vers-paul'), { date: serverTimestamp() }));
    });
  });

  describe('delete', () => {
    it('lets the recipient delete a message', async () => {
      await seedMessages();
      await assertSucceeds(deleteDoc(doc(world.db.tutor, MESSAGES, 'awa-vers-paul')));
      expect((await getDocs(inbox(world.db.tutor, tutor.uid))).empty).toBe(true);
    });

    it('refuses the sender', async () => {
      await seedMessages();
      await assertFails(deleteDoc(doc(world.db.pupil, MESSAGES, 'awa-vers-paul')));
    });

    it('refuses a third member and a signed-out visitor', async () => {
      await seedMessages();
      await assertFails(deleteDoc(doc(world.db.stranger, MESSAGES, 'awa-vers-paul')));
      await assertFails(deleteDoc(doc(world.db.signedOut, MESSAGES, 'awa-vers-paul')));
    });

    it('lets a responsable delete a reported message, which they still cannot read', async () => {
      await seedMessages();
      await assertFails(getDoc(doc(world.db.responsable, MESSAGES, 'awa-vers-paul')));
      await assertSucceeds(deleteDoc(doc(world.db.responsable, MESSAGES, 'awa-vers-paul')));
    });
  });
});
