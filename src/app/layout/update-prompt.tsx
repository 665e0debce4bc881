import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { afterLoad, registerServiceWorker, type RegisterServiceWorker } from '../pwa/register';

export const UPDATE_AVAILABLE = 'Une nouvelle version est disponible';

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
        <div
          role="status"
          className="pointer-events-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-nuit px-4 py-3 text-white shadow-lg"
        >
          <p className="text-sm font-semibold">{UPDATE_AVAILABLE}</p>
          <div className="flex gap-2">
            <button type="button" className={buttonClasses('gold')} onClick={() => void update.current?.(true)}>
              Recharger
            </button>
            <button
              type="button"
              className="inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
              onClick={() => setWaiting(false)}
            >
              Plus tard
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
