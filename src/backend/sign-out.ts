import type { AuthService, DeviceNotificationService } from './types';

/** How long « Se déconnecter » waits for this device's subscription to go before signing out anyway. */
export const FORGET_DEVICE_TIMEOUT_MS = 5_000;

/**
 * « Se déconnecter » on a shared phone (issue 35): this device stops notifying the member *before*
 * the session ends (their subscription can only be removed while they are signed in), so the
 * next member of the phone gets nothing meant for them. Offline or slow, the sign-out waits at
 * most FORGET_DEVICE_TIMEOUT_MS, then goes on: the member leaves, and the push service's « gone »
 * removes the subscription at its next use (api/notify.ts).
 */
export function forgettingDevice(
  auth: AuthService,
  notifications: DeviceNotificationService,
  currentUid: () => string | null,
): AuthService {
  return {
    ...auth,
    async signOut() {
      const uid = currentUid();
      if (uid) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, FORGET_DEVICE_TIMEOUT_MS)));
        const forgotten = notifications
          .disable(uid)
          .catch((error: unknown) => console.warn('Abonnement de cet appareil non supprimé :', error));
        await Promise.race([forgotten, late]);
        clearTimeout(timer);
      }
      await auth.signOut();
    },
  };
}
