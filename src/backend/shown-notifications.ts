/**
 * Closes what this browser's service worker still shows of `uid`'s notifications (their `data.uid`,
 * scripts/sw.js): « Se déconnecter » on a shared phone leaves nothing of the member on screen.
 * A page's own notifications (local mode without a worker) go with the page.
 */
export async function closeNotificationsOf(uid: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  for (const shown of (await registration?.getNotifications()) ?? []) {
    if ((shown.data as { uid?: string } | null)?.uid === uid) shown.close();
  }
}
