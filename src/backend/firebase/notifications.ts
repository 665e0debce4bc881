import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { DeviceNotificationService } from '@/backend/types';
import type { PushSettings } from '@/config';
import type { Notifier } from '@/domain/notifications';

/*
 * Notifications in Firebase mode (issue 35): Web Push. Turning them on subscribes this browser to
 * its push service with the site's public VAPID key and stores the subscription in
 * `abonnements/{uid}_{key}` (its member alone reads and writes it: firestore.rules), which
 * /api/notify and /api/reminders read with full rights to send to. A post, once the server has it,
 * asks /api/notify to tell whom it concerns: the function finds the post again and decides.
 */

export const SUBSCRIPTIONS = 'abonnements';

/** Whether this browser has what Web Push needs (notifications, a service worker, push). */
export function pushSupported(): boolean {
  return typeof Notification !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined';
}

/**
 * This device's subscription, its code downloaded on first use (push-subscription.ts). A browser
 * that never let the site notify holds no subscription: asking or signing out there downloads
 * nothing.
 */
export function createFirebaseDeviceNotifications(
  db: Firestore,
  auth: Auth,
  push: PushSettings | null,
): DeviceNotificationService {
  let loaded: Promise<Omit<DeviceNotificationService, 'support'>> | null = null;
  const subscriptions = () =>
    (loaded ??= import('./push-subscription').then(({ createPushSubscriptions }) =>
      createPushSubscriptions(db, auth, push),
    ));
  const granted = () => pushSupported() && Notification.permission === 'granted';
  return {
    support: () => (!push ? 'unconfigured' : pushSupported() ? 'ready' : 'unsupported'),
    get: async (uid) => (granted() ? (await subscriptions()).get(uid) : null),
    enable: async (uid, settings) => (await subscriptions()).enable(uid, settings),
    save: async (uid, settings) => (await subscriptions()).save(uid, settings),
    disable: async (uid) => {
      if (granted()) await (await subscriptions()).disable(uid);
    },
  };
}

/**
 * Asks /api/notify to tell whom a post concerns, once the server has it: with the member's ID
 * token, never awaited by the post (a notification lost is logged, the post stays sent). Nothing
 * is asked on a site without push keys.
 */
export function createFirebaseNotifier(auth: Auth, push: PushSettings | null): Notifier {
  return {
    tell(event) {
      if (!push) return;
      void (async () => {
        const token = await auth.currentUser?.getIdToken();
        if (!token) return;
        const response = await fetch(push.notifyEndpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(event),
          keepalive: true,
        });
        if (!response.ok) console.warn(`Notification non envoyée (HTTP ${response.status}).`);
      })().catch((error: unknown) => console.warn('Notification non envoyée :', error));
    },
  };
}
