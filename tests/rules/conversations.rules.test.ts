/**
 * firestore.rules, conversations and read marks: `conversations/{id}` (names, last date, unread
 * counts per member), `nonLus/{uid}` (a member's unread total) and the one change a message may
 * see, its recipient opening it. Written as src/backend/firebase/messages.ts writes them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { addConversationWrites, CONVERSATIONS, MESSAGES, UNREAD } from '@/backend/firebase/messages';
import { conversationId } from '@/domain/conversations';
import { newMessageFields } from '@/domain/new-records';
import { counted, partiesOf, send } from './posting';
import { emulator, members, useRulesEnvironment, type Member } from './rules-env';

const { pupil, tutor, parent, stranger } = members;
const KEY = conversationId(pupil.uid, tutor.uid)!;

function outgoing(from: Member, to: Member, text = 'Bonjour, le cours de samedi est-il maintenu ?'): DocumentData {
  return { ...newMessageFields(members[from].profile, members[to].uid, text), date: serverTimestamp() };
}

const nameOf = (member: Member) => `${members[member].profile.prenom} ${members[member].profile.nom}`;

/**
 * A message from `from` to `to` whose conversation or unread writes are changed by `tamper`
 * (the sender's batch, otherwise as the client builds it).
 */
async function sendTampered(
  db: Firestore,
  from: Member,
  to: Member,
  tamper: { conversation?: DocumentData; unread?: DocumentData; recipientName?: string | null; text?: string },
) {
  const ref = doc(collection(db, MESSAGES));
  const message = outgoing(from, to, tamper.text);
  await counted(db, `${MESSAGES}/${ref.id}`, (batch) => {
    batch.set(ref, message);
    addConversationWrites(batch, db, ref.id, {
      from: members[from].uid,
      to: members[to].uid,
      senderName: nameOf(from),
      recipientName: tamper.recipientName === undefined ? nameOf(to) : tamper.recipientName,
      text: message.text as string,
      counted: true,
      parties: partiesOf(members[from].uid, members[to].uid),
    });
    const key = conversationId(members[from].uid, members[to].uid)!;
    if (tamper.conversation)
      batch.set(doc(db, CONVERSATIONS, key), { ...tamper.conversation, dernierId: ref.id }, { merge: true });
    if (tamper.unread)
      batch.set(doc(db, UNREAD, members[to].uid), { ...tamper.unread, dernierId: ref.id }, { merge: true });
  });
}

const conversation = async (db: Firestore) => (await getDoc(doc(db, CONVERSATIONS, KEY))).data();

describe.skipIf(!emulator)('firestore.rules — conversations and read marks', () => {
  const world = useRulesEnvironment();

  describe('sending', () => {
    it('counts a new message as unread for the recipient only, in the conversation and the total', async () => {
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', 'tutor')));
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', 'tutor', 'Et dimanche ?')));

      expect(await conversation(world.db.tutor)).toMatchObject({
        membres: KEY.split('_'),
        noms: { [pupil.uid]: 'Awa Ngono' },
        nonLus: { [tutor.uid]: 2, [pupil.uid]: 0 },
      });
      expect((await getDoc(doc(world.db.tutor, UNREAD, tutor.uid))).data()).toMatchObject({ total: 2 });
    });

    it('refuses a message whose conversation or unread total does not follow it in the same batch', async () => {
      const ref = doc(collection(world.db.pupil, MESSAGES));
      await assertFails(
        counted(world.db.pupil, `${MESSAGES}/${ref.id}`, (batch) => batch.set(ref, outgoing('pupil', 'tutor'))),
      );
      // The conversation alone, without the recipient's total.
      await assertFails(
        counted(world.db.pupil, `${MESSAGES}/${ref.id}`, (batch) => {
          batch.set(ref, outgoing('pupil', 'tutor'));
          batch.set(doc(world.db.pupil, CONVERSATIONS, KEY), {
            membres: KEY.split('_'),
            noms: { [pupil.uid]: 'Awa Ngono', [tutor.uid]: 'Paul Essomba' },
            date: serverTimestamp(),
            dernierId: ref.id,
            nonLus: { [tutor.uid]: 1, [pupil.uid]: 0 },
          });
        }),
      );
    });

    it('refuses counts the sender inflates, or their own count changed', async () => {
      await assertFails(
        sendTampered(world.db.pupil, 'pupil', 'tutor', { conversation: { nonLus: { [tutor.uid]: increment(2) } } }),
      );
      await assertFails(
        sendTampered(world.db.pupil, 'pupil', 'tutor', { conversation: { nonLus: { [pupil.uid]: increment(1) } } }),
      );
      await assertFails(sendTampered(world.db.pupil, 'pupil', 'tutor', { unread: { total: increment(5) } }));
      await assertSucceeds(sendTampered(world.db.pupil, 'pupil', 'tutor', {}));
    });

    it('refuses a forged name for the sender, and renaming the recipient once the conversation exists', async () => {
      await assertFails(
        sendTampered(world.db.pupil, 'pupil', 'tutor', {
          conversation: { noms: { [pupil.uid]: 'Commission des Études' } },
        }),
      );
      await assertSucceeds(sendTampered(world.db.pupil, 'pupil', 'tutor', {}));
      await assertFails(sendTampered(world.db.pupil, 'pupil', 'tutor', { recipientName: 'Un autre nom' }));
    });

    it('refuses a conversation under another id, or with a third member', async () => {
      await assertFails(
        sendTampered(world.db.pupil, 'pupil', 'tutor', { conversation: { membres: [pupil.uid, stranger.uid] } }),
      );
      await assertFails(
        sendTampered(world.db.pupil, 'pupil', 'tutor', { conversation: { membres: [tutor.uid, pupil.uid] } }),
      );
    });

    it('refuses raising someone’s unread total or conversation without sending a message', async () => {
      await assertSucceeds(send(world.db.pupil, outgoing('pupil', 'tutor')));
      const { dernierId } = (await conversation(world.db.pupil))!;
      await assertFails(updateDoc(doc(world.db.pupil, UNREAD, tutor.uid), { total: increment(1) }));
      await assertFails(updateDoc(doc(world.db.stranger, UNREAD, tutor.uid), { total: increment(1), dernierId }));
      await assertFails(
        updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), {
          [`nonLus.${tutor.uid}`]: increment(1),
          date: serverTimestamp(),
        }),
      );
    });
  });

  describe('reading', () => {
    it('lets each member list their conversations, latest first, and read their own total only', async () => {
      await send(world.db.pupil, outgoing('pupil', 'tutor'));
      await send(world.db.parent, outgoing('parent', 'tutor'));
      const listed = await assertSucceeds(
        getDocs(
          query(
            collection(world.db.tutor, CONVERSATIONS),
            where('membres', 'array-contains', tutor.uid),
            orderBy('date', 'desc'),
          ),
        ),
      );
      expect(listed.docs.map((item) => item.id)).toEqual([conversationId(parent.uid, tutor.uid), KEY]);
      await assertFails(
        getDocs(
          query(
            collection(world.db.stranger, CONVERSATIONS),
            where('membres', 'array-contains', tutor.uid),
            orderBy('date', 'desc'),
          ),
        ),
      );
      await assertFails(getDoc(doc(world.db.stranger, CONVERSATIONS, KEY)));
      await assertFails(getDoc(doc(world.db.pupil, UNREAD, tutor.uid)));
    });

    it('refuses a stranger asking whether two members talk, whether their conversation exists or not', async () => {
      const never = conversationId(parent.uid, tutor.uid)!;
      await send(world.db.pupil, outgoing('pupil', 'tutor'));
      // Allowed or refused alike: the answer tells nothing.
      await assertFails(getDoc(doc(world.db.stranger, CONVERSATIONS, KEY)));
      await assertFails(getDoc(doc(world.db.stranger, CONVERSATIONS, never)));
      await assertFails(getDoc(doc(world.db.visitor, CONVERSATIONS, never)));
      // A member looks up their own, started or not (a sender asks before writing).
      await assertSucceeds(getDoc(doc(world.db.pupil, CONVERSATIONS, KEY)));
      expect((await assertSucceeds(getDoc(doc(world.db.parent, CONVERSATIONS, never)))).exists()).toBe(false);
      expect((await assertSucceeds(getDoc(doc(world.db.tutor, CONVERSATIONS, never)))).exists()).toBe(false);
    });

    it('lets both members read their conversation’s messages with the thread query, and nobody else', async () => {
      await send(world.db.pupil, outgoing('pupil', 'tutor'));
      await send(world.db.tutor, outgoing('tutor', 'pupil', 'Oui, à 15 h.'));
      const thread = (db: Firestore) =>
        query(collection(db, MESSAGES), where('conversation', '==', KEY), orderBy('date', 'desc'));
      expect((await assertSucceeds(getDocs(thread(world.db.pupil)))).size).toBe(2);
      expect((await assertSucceeds(getDocs(thread(world.db.tutor)))).size).toBe(2);
      await assertFails(getDocs(thread(world.db.stranger)));
      await assertFails(getDocs(thread(world.db.signedOut)));
    });
  });

  describe('read marks', () => {
    async function oneUnread() {
      const ref = await send(world.db.pupil, outgoing('pupil', 'tutor'));
      return ref.id;
    }

    it('lets the recipient mark a message read, and lower their own counts to match', async () => {
      const id = await oneUnread();
      const batch = writeBatch(world.db.tutor);
      batch.update(doc(world.db.tutor, MESSAGES, id), { lu: true });
      batch.update(doc(world.db.tutor, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: 0 });
      batch.update(doc(world.db.tutor, UNREAD, tutor.uid), { total: 0 });
      await assertSucceeds(batch.commit());
      expect((await conversation(world.db.tutor))!.nonLus).toEqual({ [tutor.uid]: 0, [pupil.uid]: 0 });
    });

    it('refuses the sender or a third member marking it read, and a mark taken back', async () => {
      const id = await oneUnread();
      await assertFails(updateDoc(doc(world.db.pupil, MESSAGES, id), { lu: true }));
      await assertFails(updateDoc(doc(world.db.stranger, MESSAGES, id), { lu: true }));
      await assertSucceeds(updateDoc(doc(world.db.tutor, MESSAGES, id), { lu: true }));
      await assertFails(updateDoc(doc(world.db.tutor, MESSAGES, id), { lu: false }));
    });

    it('refuses the recipient changing anything but the read mark', async () => {
      const id = await oneUnread();
      await assertFails(updateDoc(doc(world.db.tutor, MESSAGES, id), { lu: true, text: 'Message modifié' }));
      await assertFails(updateDoc(doc(world.db.tutor, MESSAGES, id), { lu: true, senderName: 'Quelqu’un' }));
      await assertFails(updateDoc(doc(world.db.tutor, MESSAGES, id), { lu: true, date: serverTimestamp() }));
    });

    it('refuses raising one’s own count, touching the other member’s, or anything else of the conversation', async () => {
      await oneUnread();
      await assertFails(updateDoc(doc(world.db.tutor, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: 3 }));
      await assertFails(updateDoc(doc(world.db.tutor, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: -1 }));
      await assertFails(updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: 0 }));
      await assertFails(
        updateDoc(doc(world.db.tutor, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: 0, [`noms.${pupil.uid}`]: 'X' }),
      );
      await assertFails(updateDoc(doc(world.db.stranger, CONVERSATIONS, KEY), { [`nonLus.${tutor.uid}`]: 0 }));
    });

    it('lets a member lower their own total only', async () => {
      await oneUnread();
      await assertFails(updateDoc(doc(world.db.tutor, UNREAD, tutor.uid), { total: 2 }));
      await assertFails(updateDoc(doc(world.db.pupil, UNREAD, tutor.uid), { total: 0 }));
      await assertSucceeds(updateDoc(doc(world.db.tutor, UNREAD, tutor.uid), { total: 0 }));
    });
  });

  describe('leaving the site', () => {
    it('lets a member deleting their account delete their conversation, with what the other had not read', async () => {
      await send(world.db.pupil, outgoing('pupil', 'tutor'));
      await send(world.db.pupil, outgoing('pupil', 'tutor', 'Et dimanche ?'));
      const clear = (db: Firestore, by: number) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, CONVERSATIONS, KEY));
        batch.update(doc(db, UNREAD, tutor.uid), { total: increment(-by) });
        return batch.commit();
      };
      // Not while they stay.
      await assertFails(clear(world.db.pupil, 2));
      await world.seed({ [`comptesSupprimes/${pupil.uid}`]: { date: new Date() } });
      await assertFails(clear(world.db.pupil, 3));
      await assertFails(clear(world.db.stranger, 2));
      await assertSucceeds(clear(world.db.pupil, 2));
      expect((await getDoc(doc(world.db.tutor, UNREAD, tutor.uid))).data()).toMatchObject({ total: 0 });
      await assertSucceeds(deleteDoc(doc(world.db.pupil, UNREAD, pupil.uid)));
    });
  });
});
