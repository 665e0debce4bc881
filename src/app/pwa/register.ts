/** What the update notice needs from the registration: tell it when a new version waits. */
export interface RegistrationOptions {
  onNeedRefresh?: () => void;
}

/** Registers the service worker; the function returned activates a waiting version and reloads. */
export type RegisterServiceWorker = (options: RegistrationOptions) => (reloadPage?: boolean) => Promise<void>;

/**
 * The service worker's registration with the browser's own API (sw.js is Workbox's, written by
 * vite-plugin-pwa: scripts/pwa.ts). workbox-window would do the same for 3 KB more on every first
 * visit. A new version waits (registerType « prompt ») until the reader accepts it: it is then
 * told to take over (the SKIP_WAITING message Workbox's worker listens to) and the page reloads
 * once it controls the page.
 */
export const registerServiceWorker: RegisterServiceWorker = ({ onNeedRefresh }) => {
  let registration: ServiceWorkerRegistration | null = null;
  // A version installed while another controls the page waits for the reader (never the first one).
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) onNeedRefresh?.();
    });
  };
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
    (registered: ServiceWorkerRegistration | undefined) => {
      // Some environments answer without a registration (a browser blocking workers).
      if (!registered) return;
      registration = registered;
      if (registered.waiting && navigator.serviceWorker.controller) onNeedRefresh?.();
      watch(registered.installing);
      registered.addEventListener('updatefound', () => watch(registered.installing));
    },
    (error: unknown) => console.warn('Service worker non enregistré :', error),
  );
  return async (reloadPage = true) => {
    const waiting = registration?.waiting;
    if (!waiting) return;
    if (reloadPage) {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    }
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
};

/** Resolves once the page and its resources have loaded (the service worker's downloads wait for it). */
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
