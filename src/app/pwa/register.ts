import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** Registers the service worker; the function returned activates a waiting version and reloads. */
export type RegisterServiceWorker = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/**
 * vite-plugin-pwa's registration (workbox-window), downloaded only when needed: never part of
 * the entry chunk, never before the page has loaded.
 */
export function loadRegistration(): Promise<RegisterServiceWorker> {
  return import('virtual:pwa-register').then((module) => module.registerSW);
}

/** Resolves once the page and its resources have loaded (the service worker's downloads wait for it). */
export function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
