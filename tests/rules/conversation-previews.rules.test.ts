/**
 * firestore.rules, what a conversation keeps of its last message (docs/decisions/0024): its first
 * words `apercu`, its sender `dernierDe`, the count `nbMessages` and `retireId`. Each write is the
 * client's (src/backend/firebase/messages.ts, conversation-previews.ts, governance.ts), beside the
 * nearest forgery, which is refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterRemoval, blankedBy, newestLeft, showing } from '@/backend/firebase/conversation-previews';
import { addConversationWrites, CONVERSATIONS, MESSAGES } from '@/backend/firebase/messages';
import { conversationId } from '@/domain/conversations';
import { PREVIEW_MAX_LENGTH } from '@/domain/limits';
import { messagePreview } from '@/domain/message-preview';
import { newMessageFields } from '@/domain/new-records';
import { conversationCount } from '@/domain/records';
import { counted, partiesOf } from './posting';
import { emulator, members, useRulesEnvironment, type Member } from './rules-env';

// The approved tutor: only an approved tutor, a responsable, a pupil or her own parent starts a
// conversation with a pupil (issue 33); Marie is Awa's mother, linked (seeded in each test).
const { pupil, moderator: tutor, parent } = members;
const KEY = conversationId(pupil.uid, tutor.uid)!;
const SEEDED_AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));
const LONG = `Bonjour Monsieur,\n\nle cours de samedi est-il maintenu ? ${'Je révise les fractions. '.repeat(5)}Merci.`;

/** A message's fields, sent (the server's date) or seeded (a fixed one). */
function outgoing(from: Member, to: Member, text: string, date: unknown = serverTimestamp()): DocumentData {
  return { ...newMessageFields(members[from].profile, members[to].uid, text), date };
}

/** A message sent as the client sends it, its conversation's fields changed by `tamper`; its id. */
async function sendWith(db: Firestore, from: Member, to: Member, text: string, tamper: DocumentData = {}) {
  const ref = doc(collection(db, MESSAGES));
  const key = conversationId(members[from].uid, members[to].uid)!;
  const started = (await getDoc(doc(db, CONVERSATIONS, key))).data();
  await counted(db, `${MESSAGES}/${ref.id}`, (batch) => {
    batch.set(ref, outgoing(from, to, text));
    addConversationWrites(batch, db, ref.id, {
      from: members[from].uid,
      to: members[to].uid,
      senderName: `${members[from].profile.prenom} ${members[from].profile.nom}`,
      recipientName: started ? null : `${members[to].profile.prenom} ${members[to].profile.nom}`,
      text,
      counted: !started || conversationCount(started) !== null,
      parties: started ? null : partiesOf(members[from].uid, members[to].uid),
    });
    if (Object.keys(tamper).length > 0) batch.set(doc(db, CONVERSATIONS, key), tamper, { merge: true });
  });
  return ref.id;
}

const stored = async (db: Firestore) => (await getDoc(doc(db, CONVERSATIONS, KEY))).data();

/**
 * Message `id` deleted by `db`'s member with what the client writes to its conversation
 * (afterRemoval), changed by `tamper`; `conversation: false` leaves the conversation out.
 */
async function removeWith(
  db: Firestore,
  id: string,
  { tamper = (fields: DocumentData) => fields, conversation = true } = {},
) {
  const before = (await getDoc(doc(db, CONVERSATIONS, KEY))).data() ?? null;
  const next = before?.dernierId === id ? await newestLeft(db, KEY, id) : null;
  const change = afterRemoval(before, id, next);
  const batch = writeBatch(db);
  batch.delete(doc(db, MESSAGES, id));
  if (!conversation || !change) return batch.commit();
  if (change === 'delete') batch.delete(doc(db, CONVERSATIONS, KEY));
  else batch.update(doc(db, CONVERSATIONS, KEY), tamper(change));
  return batch.commit();
}

describe.skipIf(!emulator)('firestore.rules — conversation previews', () => {
  const world = useRulesEnvironment();
  beforeEach(() =>
    world.seed({
      [`liens/${parent.uid}_${pupil.uid}`]: { parent: parent.uid, enfant: pupil.uid, confirme: true },
    }),
  );

  describe('sending', () => {
    it('takes the preview of the message sent, on one line, cut after a word, and refuses any other', async () => {
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', LONG));
      expect(await stored(world.db.moderator)).toMatchObject({
        apercu: messagePreview(LONG),
        dernierDe: pupil.uid,
        nbMessages: 1,
      });
      const forged = ['Viens seul.', LONG.slice(0, 60), `${messagePreview(LONG).slice(0, 42)}…`, `${LONG}…`];
      for (const apercu of forged) await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', LONG, { apercu }));
      // The first words, shorter, are still the message's own.
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', LONG, { apercu: 'Bonjour…' }));
      const lines = 'Oui,\n\nà 15 h.';
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', lines, { apercu: lines }));
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', lines));
      expect((await stored(world.db.moderator))!.apercu).toBe('Oui, à 15 h.');
    });

    it(`keeps at most ${PREVIEW_MAX_LENGTH} characters, cutting a single long word only`, async () => {
      const address = `https://exemple.cm/${'x'.repeat(150)}`;
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', address));
      const tooLong = `${address.slice(0, PREVIEW_MAX_LENGTH + 1)}…`;
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', address, { apercu: tooLong }));
      const short = 'Oui, à 15 h.';
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', short));
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', short, { apercu: `${short}…` }));
    });

    it('names the sender as the last one to write, never the other member', async () => {
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour', { dernierDe: tutor.uid }));
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour'));
    });

    it('counts one more message each time, from one, and no other count', async () => {
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour', { nbMessages: 5 }));
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour'));
      await assertFails(
        sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa', { nbMessages: increment(2) }),
      );
      await assertFails(sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa', { retireId: 'un-message' }));
      await assertSucceeds(sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa'));
      expect((await stored(world.db.pupil))!.nbMessages).toBe(2);
    });

    it('gives a conversation started before counts its preview, and never a count it cannot prove', async () => {
      await world.seed({
        [`${MESSAGES}/ancien`]: outgoing('pupil', 'moderator', 'Message d’avant', SEEDED_AT),
        [`${CONVERSATIONS}/${KEY}`]: {
          membres: KEY.split('_'),
          noms: { [pupil.uid]: 'Awa Ngono', [tutor.uid]: 'Sylvie Eba' },
          date: SEEDED_AT,
          dernierId: 'ancien',
          nonLus: { [pupil.uid]: 0, [tutor.uid]: 1 },
        },
      });
      await assertFails(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour', { nbMessages: 1 }));
      await assertSucceeds(sendWith(world.db.pupil, 'pupil', 'moderator', 'Bonjour'));
      const conversation = (await stored(world.db.pupil))!;
      expect(conversation).toMatchObject({ apercu: 'Bonjour', dernierDe: pupil.uid });
      expect(conversation.nbMessages).toBeUndefined();

      // Its last message deleted: the preview moves back, still without a count, and it stays.
      const last = conversation.dernierId as string;
      const counting = (fields: DocumentData) => ({ ...fields, nbMessages: 1 });
      await assertFails(removeWith(world.db.moderator, last, { tamper: counting }));
      await assertSucceeds(removeWith(world.db.moderator, last));
      expect(await stored(world.db.moderator)).toMatchObject({ apercu: 'Message d’avant', dernierId: 'ancien' });
      const both = writeBatch(world.db.moderator);
      both.delete(doc(world.db.moderator, MESSAGES, 'ancien'));
      both.delete(doc(world.db.moderator, CONVERSATIONS, KEY));
      await assertFails(both.commit());
    });
  });

  describe('deleting a message', () => {
    it('moves the preview to the newest message left, and refuses a forged one or another conversation’s', async () => {
      const elsewhere = await sendWith(world.db.parent, 'parent', 'pupil', 'Message de Marie');
      const first = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Premier message');
      await sendWith(world.db.pupil, 'pupil', 'moderator', 'Réponse d’Awa');
      const last = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Dernier message');
      const shown = async (id: string) =>
        showing({ id, data: (await getDoc(doc(world.db.pupil, MESSAGES, id))).data()! });
      const marie = await shown(elsewhere);

      const forgeries = [
        (fields: DocumentData) => ({ ...fields, apercu: 'Viens seul.' }),
        (fields: DocumentData) => ({ ...fields, dernierDe: tutor.uid }),
        (fields: DocumentData) => ({ ...fields, date: Timestamp.now() }),
        (fields: DocumentData) => ({ ...fields, ...marie }),
        (fields: DocumentData) => ({ ...fields, dernierId: last, apercu: 'Dernier message' }),
        // The message shown goes, its words stay.
        ({ retireId, nbMessages }: DocumentData) => ({ retireId, nbMessages }),
        (fields: DocumentData) => ({ ...fields, nbMessages: increment(-2) }),
        (fields: DocumentData) => ({ ...fields, nbMessages: 3 }),
      ];
      for (const tamper of forgeries) await assertFails(removeWith(world.db.pupil, last, { tamper }));
      // Nor may the message go with its conversation untouched.
      await assertFails(removeWith(world.db.pupil, last, { conversation: false }));

      await assertSucceeds(removeWith(world.db.pupil, last));
      expect(await stored(world.db.moderator)).toMatchObject({
        apercu: 'Réponse d’Awa',
        dernierDe: pupil.uid,
        nbMessages: 2,
        retireId: last,
      });
      // Moved, it stays: no member shows an older message in its place by hand.
      await assertFails(updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), await shown(first)));
    });

    it('refuses counting down another conversation with a message deleted from this one', async () => {
      const other = conversationId(parent.uid, pupil.uid)!;
      await sendWith(world.db.parent, 'parent', 'pupil', 'Message de Marie');
      await sendWith(world.db.parent, 'parent', 'pupil', 'Autre message de Marie');
      await sendWith(world.db.moderator, 'moderator', 'pupil', 'Premier message');
      const last = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Dernier message');
      const removal = async (alsoOther: boolean) => {
        const before = (await getDoc(doc(world.db.pupil, CONVERSATIONS, KEY))).data()!;
        const change = afterRemoval(before, last, await newestLeft(world.db.pupil, KEY, last));
        const batch = writeBatch(world.db.pupil);
        batch.delete(doc(world.db.pupil, MESSAGES, last));
        batch.update(doc(world.db.pupil, CONVERSATIONS, KEY), change as DocumentData);
        if (alsoOther)
          batch.update(doc(world.db.pupil, CONVERSATIONS, other), { retireId: last, nbMessages: increment(-1) });
        return batch.commit();
      };
      await assertFails(removal(true));
      await assertSucceeds(removal(false));
      expect((await getDoc(doc(world.db.pupil, CONVERSATIONS, other))).data()).toMatchObject({ nbMessages: 2 });
    });

    it('moves the preview only back in time, to a message no newer than the one removed', async () => {
      const at = (minutes: number) => Timestamp.fromMillis(SEEDED_AT.toMillis() + minutes * 60_000);
      const seeded = (text: string, minutes: number) => outgoing('moderator', 'pupil', text, at(minutes));
      await world.seed({
        [`${MESSAGES}/avant`]: seeded('Message d’avant', 0),
        [`${MESSAGES}/montre`]: seeded('Message montré', 1),
        // Dated after the one the conversation shows (a clock gone wrong): never shown in its place.
        [`${MESSAGES}/plus-tard`]: seeded('Message plus tard', 2),
        [`${CONVERSATIONS}/${KEY}`]: {
          membres: KEY.split('_'),
          noms: { [pupil.uid]: 'Awa Ngono', [tutor.uid]: 'Sylvie Eba' },
          date: at(1),
          dernierId: 'montre',
          dernierDe: tutor.uid,
          apercu: 'Message montré',
          nonLus: { [pupil.uid]: 0, [tutor.uid]: 0 },
          nbMessages: 3,
        },
      });
      const to = async (id: string) => {
        const data = (await getDoc(doc(world.db.pupil, MESSAGES, id))).data()!;
        return (fields: DocumentData) => ({ ...fields, ...showing({ id, data }) });
      };
      await assertFails(removeWith(world.db.pupil, 'montre', { tamper: await to('plus-tard') }));
      await assertSucceeds(removeWith(world.db.pupil, 'montre', { tamper: await to('avant') }));
      expect(await stored(world.db.pupil)).toMatchObject({ apercu: 'Message d’avant', nbMessages: 2 });
    });

    it('keeps the preview when an older message goes, one message fewer', async () => {
      const first = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Premier message');
      await sendWith(world.db.moderator, 'moderator', 'pupil', 'Second message');
      const moved = { dernierId: first, apercu: 'Premier message' };
      await assertFails(removeWith(world.db.pupil, first, { tamper: (fields) => ({ ...fields, ...moved }) }));
      await assertSucceeds(removeWith(world.db.pupil, first));
      expect(await stored(world.db.pupil)).toMatchObject({ apercu: 'Second message', nbMessages: 1 });
    });

    it('refuses lowering the count, or blanking, without deleting the message it names', async () => {
      const id = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa');
      await sendWith(world.db.moderator, 'moderator', 'pupil', 'Tu es là ?');
      const conversation = doc(world.db.pupil, CONVERSATIONS, KEY);
      await assertFails(updateDoc(conversation, { retireId: id, nbMessages: increment(-1) }));
      await assertFails(updateDoc(conversation, { retireId: id, nbMessages: increment(-1), apercu: '' }));
      await assertFails(updateDoc(doc(world.db.responsable, CONVERSATIONS, KEY), blankedBy(id)));
    });

    it('deletes the conversation with its only message, never while one is left', async () => {
      const first = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Premier message');
      const second = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Second message');
      const both = (db: Firestore, id: string) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, MESSAGES, id));
        batch.delete(doc(db, CONVERSATIONS, KEY));
        return batch.commit();
      };
      await assertFails(both(world.db.pupil, second));
      await assertFails(deleteDoc(doc(world.db.pupil, CONVERSATIONS, KEY)));
      await assertSucceeds(removeWith(world.db.pupil, second));

      await assertFails(deleteDoc(doc(world.db.pupil, CONVERSATIONS, KEY)));
      await assertFails(both(world.db.moderator, first));
      await assertSucceeds(removeWith(world.db.pupil, first));
      expect(await stored(world.db.pupil)).toBeUndefined();
    });

    it('lowers the remover’s own unread count with it, never the other member’s', async () => {
      await sendWith(world.db.moderator, 'moderator', 'pupil', 'Premier message');
      const last = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Second message');
      const lowered = (uid: string) => (fields: DocumentData) => ({ ...fields, [`nonLus.${uid}`]: 1 });
      await assertFails(removeWith(world.db.pupil, last, { tamper: lowered(tutor.uid) }));
      await assertSucceeds(removeWith(world.db.pupil, last, { tamper: lowered(pupil.uid) }));
      expect((await stored(world.db.pupil))!.nonLus).toEqual({ [pupil.uid]: 1, [tutor.uid]: 0 });
    });
  });

  describe('a responsable removing a reported message, and the list bringing the preview back', () => {
    it('lets a responsable, who cannot read the conversation, lower its count and blank its preview', async () => {
      await sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa');
      const reported = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Viens seul.');
      await assertFails(getDoc(doc(world.db.responsable, CONVERSATIONS, KEY)));
      const resolve = (db: Firestore, fields: DocumentData | null) => {
        const batch = writeBatch(db);
        batch.delete(doc(db, MESSAGES, reported));
        if (fields) batch.update(doc(db, CONVERSATIONS, KEY), fields);
        return batch.commit();
      };
      await assertFails(resolve(world.db.responsable, null));
      await assertFails(resolve(world.db.responsable, { ...blankedBy(reported), apercu: 'Autre chose' }));
      await assertFails(resolve(world.db.moderator, blankedBy(reported)));
      await assertSucceeds(resolve(world.db.responsable, blankedBy(reported)));
      expect(await stored(world.db.pupil)).toMatchObject({ apercu: '', nbMessages: 1, dernierId: reported });
    });

    it('lets either member bring a blanked preview back to the newest message left, and nothing else', async () => {
      const kept = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Bonjour Awa');
      const reported = await sendWith(world.db.moderator, 'moderator', 'pupil', 'Viens seul.');
      const newest = { id: kept, data: (await getDoc(doc(world.db.pupil, MESSAGES, kept))).data()! };
      // Not while the preview shows a message.
      await assertFails(updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), showing(newest)));
      const batch = writeBatch(world.db.responsable);
      batch.delete(doc(world.db.responsable, MESSAGES, reported));
      batch.update(doc(world.db.responsable, CONVERSATIONS, KEY), blankedBy(reported));
      await batch.commit();

      await assertFails(updateDoc(doc(world.db.parent, CONVERSATIONS, KEY), showing(newest)));
      await assertFails(
        updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), { ...showing(newest), apercu: 'Viens seul.' }),
      );
      await assertFails(updateDoc(doc(world.db.pupil, CONVERSATIONS, KEY), { ...showing(newest), nbMessages: 5 }));
      await assertSucceeds(updateDoc(doc(world.db.moderator, CONVERSATIONS, KEY), showing(newest)));
      expect(await stored(world.db.pupil)).toMatchObject({ apercu: 'Bonjour Awa', dernierId: kept, nbMessages: 1 });
    });
  });

  describe('leaving the site', () => {
    it('lets a member deleting their account delete the messages they received without their conversation', async () => {
      const id = await sendWith(world.db.parent, 'parent', 'pupil', 'Bonjour Awa');
      const bare = () => deleteDoc(doc(world.db.pupil, MESSAGES, id));
      await assertFails(bare());
      await world.seed({ [`comptesSupprimes/${pupil.uid}`]: { date: Timestamp.now() } });
      await assertSucceeds(bare());
    });
  });
});
