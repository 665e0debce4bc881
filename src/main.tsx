import './index.css';
import { holdEarlyInput } from './early-input';

/*
 * The page's only script, as small as can be. A prerendered page (src/prerender.tsx) is readable
 * as soon as its HTML and CSS arrive: the app's code (src/boot.tsx, which makes it interactive) is
 * requested only after that first paint, so that it never competes with it on a slow connection.
 * The shell (dashboards, forums) has nothing to show without it: it is requested at once.
 * Offline, a prerendered page stays readable and the app starts when the network returns.
 */

const boot = (): void => {
  import('./boot').then(
    ({ startApp }) => startApp(),
    () => window.addEventListener('online', boot, { once: true }),
  );
};

/*
 * « After the first paint » means after the browser reports it (the first-contentful-paint entry),
 * not after the next animation frame: a frame callback runs before that frame is painted, and the
 * app's 95 KB would then be on the wire while the page is still blank. A tab opened in the
 * background paints nothing until shown, so the app starts anyway after a while.
 */
const PAINT_WAIT_LIMIT_MS = 3000;

function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, PAINT_WAIT_LIMIT_MS);
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

if (document.querySelector('#root > [data-prerendered]')) {
  holdEarlyInput();
  afterFirstPaint(boot);
} else {
  boot();
}
