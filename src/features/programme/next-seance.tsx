import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from '@/hooks/after-first-paint';
import { retryableImport } from '@/lib/retryable-import';

/*
 * The home page's « Prochaine séance » (its section, heading and link are the home page's own): a
 * placeholder the height of the box the section gives it (`h-full`), prerendered, then the card.
 * The card's code and the séances (the public reader: over REST in Firebase mode, the browser's
 * database in local mode) are fetched once the page has painted and the browser is idle, or
 * sooner when the box comes near the screen: never before the first paint, and always without
 * the visitor having to scroll for it (the first visit of / has a budget: bench/run.mjs).
 */

const loadCard = retryableImport(() => import('./next-seance-card'));
const NextSeanceCard = lazy(() => loadCard().then((m) => ({ default: m.NextSeanceCard })));

/** How far below the screen the box starts its download: about a thumb's scroll ahead. */
const AHEAD = '0px 0px 200px 0px';

/** The card's four lines, pulsing, until the séance is read. */
export function NextSeancePlaceholder() {
  return (
    <div className="h-full animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <span className="sr-only">Chargement de la prochaine séance…</span>
      <div aria-hidden="true" className="h-7 py-1">
        <div className="h-full w-2/3 rounded bg-slate-200" />
      </div>
      {[1, 2, 3].map((line) => (
        <div key={line} aria-hidden="true" className="mt-1 h-6 py-1">
          <div className="h-full w-1/2 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}

export function NextSeance() {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const cancel = afterFirstPaint(() => setNear(true));
    // Without IntersectionObserver (an old browser, jsdom), once painted.
    if (typeof IntersectionObserver === 'undefined') return cancel;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, []);

  return (
    <div ref={box} className="h-full">
      {near ? (
        <Suspense fallback={<NextSeancePlaceholder />}>
          <NextSeanceCard />
        </Suspense>
      ) : (
        <NextSeancePlaceholder />
      )}
    </div>
  );
}
