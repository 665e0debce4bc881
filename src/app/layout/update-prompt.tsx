import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { afterLoad, registerServiceWorker, type RegisterServiceWorker } from '../pwa/register';

// Downloaded only when a new version waits: a first visit never has one.
const UpdateNotice = lazy(() => import('./update-notice'));

interface Props {
  /** Off in `vite` dev and under Vitest: only a production build has a service worker. */
  enabled?: boolean;
  /** The registration (a test passes its own). */
  register?: RegisterServiceWorker;
}

/**
 * Registers the service worker once the page has loaded, and when a new version of the site
 * waits, says so without taking the focus: « Recharger » switches to it (the page reloads),
 * « Plus tard » hides the notice (it comes back at the next visit). The live region is always in
 * the page so that the notice is announced when it appears.
 */
export function UpdatePrompt({ enabled = import.meta.env.PROD, register = registerServiceWorker }: Props) {
  const [waiting, setWaiting] = useState(false);
  const update = useRef<((reloadPage?: boolean) => Promise<void>) | null>(null);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    afterLoad()
      .then(() => {
        if (cancelled) return;
        update.current = register({ onNeedRefresh: () => setWaiting(true) });
      })
      .catch((error: unknown) => console.warn('Service worker non enregistré :', error));
    return () => {
      cancelled = true;
    };
  }, [enabled, register]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3">
      {waiting ? (
        <Suspense fallback={null}>
          <UpdateNotice onReload={() => void update.current?.(true)} onLater={() => setWaiting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
