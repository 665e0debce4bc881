/**
 * firestore.rules for issue 35: a device's Web Push subscription belongs to one member. They
 * write it as src/backend/firebase/notifications.ts does, change only its settings, remove it;
 * nobody else reads, lists, changes or removes it, so nobody learns whose devices exist; the once-
 * only marks of the server functions (`envois`, `rappels`) are nobody's to read or write.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SUBSCRIPTIONS } from '@/backend/firebase/notifications';
import { emulator, members, useRulesEnvironment } from './rules-env';

const { pupil, stranger } = members;
const KEY = 'AbCdEfGhIjKlMnOpQrStUv_-';
const id = (uid: string) => `${uid}_${KEY}`;

/** A subscription as the browser gives it (a 65-byte P-256 key and a 16-byte secret, base64url). */
const fields = (uid: string) => ({
  uid,
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  cles: { p256dh: `B${'a'.repeat(86)}`, auth: 'q'.repeat(22) },
  reglages: { question: false },
  creeLe: serverTimestamp(),
});

const subscription = (db: Firestore, uid: string) => doc(db, SUBSCRIPTIONS, id(uid));

describe.skipIf(!emulator)('firestore.rules — the subscriptions of devices (issue 35)', () => {
  const world = useRulesEnvironment();
  const stored = { ...fields(pupil.uid), creeLe: new Date() };

  it('lets a member subscribe this device for themselves, as the adapter writes it', async () => {
    await assertSucceeds(setDoc(subscription(world.db.pupil, pupil.uid), fields(pupil.uid)));
  });

  it('refuses a subscription in another member’s name, under another id, or with fields out of shape', async () => {
    const own = subscription(world.db.stranger, stranger.uid);
    await assertFails(setDoc(subscription(world.db.stranger, pupil.uid), fields(pupil.uid)));
    await assertFails(setDoc(own, fields(pupil.uid)));
    await assertFails(setDoc(doc(world.db.stranger, SUBSCRIPTIONS, stranger.uid), fields(stranger.uid)));
    await assertFails(setDoc(own, { ...fields(stranger.uid), endpoint: 'file:///etc/passwd' }));
    await assertFails(setDoc(own, { ...fields(stranger.uid), reglages: { reply: 'non' } }));
    await assertFails(setDoc(own, { ...fields(stranger.uid), reglages: { tout: false } }));
    await assertFails(setDoc(own, { ...fields(stranger.uid), creeLe: new Date(0) }));
    await assertFails(setDoc(own, { ...fields(stranger.uid), role: 'responsable' }));
    await assertFails(setDoc(doc(world.db.signedOut, SUBSCRIPTIONS, id('x')), fields('x')));
  });

  it('lets its member read it, change its settings only, and remove it; nobody else anything', async () => {
    await world.seed({ [`${SUBSCRIPTIONS}/${id(pupil.uid)}`]: stored });
    await assertSucceeds(getDoc(subscription(world.db.pupil, pupil.uid)));
    await assertFails(getDoc(subscription(world.db.stranger, pupil.uid)));
    await assertFails(getDoc(subscription(world.db.responsable, pupil.uid)));
    await assertFails(getDocs(query(collection(world.db.stranger, SUBSCRIPTIONS), where('uid', '==', pupil.uid))));
    await assertFails(getDocs(collection(world.db.pupil, SUBSCRIPTIONS)));
    // Her own, to delete them with her account.
    await assertSucceeds(getDocs(query(collection(world.db.pupil, SUBSCRIPTIONS), where('uid', '==', pupil.uid))));

    await assertSucceeds(updateDoc(subscription(world.db.pupil, pupil.uid), { reglages: { reply: false } }));
    await assertFails(updateDoc(subscription(world.db.pupil, pupil.uid), { endpoint: 'https://ailleurs.example/x' }));
    await assertFails(updateDoc(subscription(world.db.pupil, pupil.uid), { reglages: { reply: 0 } }));
    await assertFails(updateDoc(subscription(world.db.stranger, pupil.uid), { reglages: {} }));

    await assertFails(deleteDoc(subscription(world.db.stranger, pupil.uid)));
    await assertSucceeds(deleteDoc(subscription(world.db.pupil, pupil.uid)));
    // Another tab removed it first: no fault.
    await assertSucceeds(deleteDoc(subscription(world.db.pupil, pupil.uid)));
  });

  it('keeps the server functions’ once-only marks from every client', async () => {
    await world.seed({ 'envois/reply_q1_r1': { le: new Date() }, [`rappels/s1_${pupil.uid}`]: { le: new Date() } });
    await assertFails(getDoc(doc(world.db.pupil, 'envois', 'reply_q1_r1')));
    await assertFails(getDoc(doc(world.db.pupil, 'rappels', `s1_${pupil.uid}`)));
    await assertFails(setDoc(doc(world.db.pupil, 'rappels', `s2_${pupil.uid}`), { le: new Date() }));
    await assertFails(deleteDoc(doc(world.db.pupil, 'envois', 'reply_q1_r1')));
  });
});
