import type { Auth } from 'firebase/auth';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { closeNotificationsOf } from '@/backend/shown-notifications';
import type { DeviceNotificationService } from '@/backend/types';
import type { PushSettings } from '@/config';
import { BackendError } from '@/domain/errors';
import type { NotificationSettings } from '@/domain/notifications';
import { guarded } from './errors';
import { pushSupported, SUBSCRIPTIONS } from './notifications';
/*
 * The push subscription of this device (issue 35, Firebase mode), in its own chunk: downloaded
 * by a member who opens « Notifications sur ce téléphone », or who signs out of a browser that
 * lets the site notify (notifications.ts). The document `abonnements/{uid}_{key}` is the
 * subscription's, its member's alone (firestore.rules).
 */
/** How long the service worker may take to be ready before notifications are said unavailable. */
const WORKER_TIMEOUT_MS = 10_000;

/** The document's id: the member's, then 24 characters of the endpoint's SHA-256 (one per device and member). */
export async function subscriptionId(uid: string, endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  const key = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .slice(0, 24);
  return `${uid}_${key}`;
}

/** The public key as the push manager wants it (bytes, not base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The service worker's registration, once ready (never, in a browser that blocks workers: then null). */
async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WORKER_TIMEOUT_MS)));
  const registration = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  return registration;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function createPushSubscriptions(
  db: Firestore,
  auth: Auth,
  push: PushSettings | null,
): Omit<DeviceNotificationService, 'support'> {
  const ref = async (uid: string, subscription: PushSubscription) =>
    doc(db, SUBSCRIPTIONS, await subscriptionId(uid, subscription.endpoint));

  return {
    async get(uid) {
      const subscription = await currentSubscription();
      if (!subscription) return null;
      const snapshot = await guarded(async () => getDoc(await ref(uid, subscription)));
      const data = snapshot.data();
      return snapshot.exists() && data?.uid === uid ? ((data.reglages ?? {}) as NotificationSettings) : null;
    },

    async enable(uid, settings) {
      if (auth.currentUser?.uid !== uid) throw new BackendError('auth/requires-login');
      const registration = await readyRegistration();
      if (!push || !registration) throw new BackendError('notifications/unavailable');
      // A subscription left by an earlier member of this device goes: a new one is this member's alone.
      await (await registration.pushManager.getSubscription())?.unsubscribe().catch(() => false);
      let subscription: PushSubscription;
      try {
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(push.publicKey),
        });
      } catch (error) {
        throw new BackendError('notifications/unavailable', undefined, { cause: error });
      }
      const { keys } = subscription.toJSON();
      await guarded(async () =>
        setDoc(await ref(uid, subscription), {
          uid,
          endpoint: subscription.endpoint,
          cles: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
          reglages: { ...settings },
          creeLe: serverTimestamp(),
        }),
      );
    },

    async save(uid, settings) {
      const subscription = await currentSubscription();
      if (!subscription) throw new BackendError('not-found');
      await guarded(async () => updateDoc(await ref(uid, subscription), { reglages: { ...settings } }));
    },

    async disable(uid) {
      const subscription = await currentSubscription();
      if (!subscription) return;
      // The document first: while it exists, /api/notify may send to this device.
      await guarded(async () => deleteDoc(await ref(uid, subscription)));
      await subscription.unsubscribe().catch(() => false);
      await closeNotificationsOf(uid);
    },
  };
}
