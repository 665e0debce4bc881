import './index.css';
import { holdEarlyInput } from './early-input';
import { afterFirstContentfulPaint } from './first-paint';
import { retryableImport } from './lib/retryable-import';

/*
 * The page's only script, as small as can be. A prerendered page (src/prerender.tsx) is readable
 * as soon as its HTML and CSS arrive: the app's code (src/boot.tsx, which makes it interactive) is
 * requested only after that first paint, so that it never competes with it on a slow connection.
 * The shell (dashboards, forums) has nothing to show without it: it is requested at once, and a
 * forum's own code and first page beside it (src/early-screen.ts).
 * Offline, a prerendered page stays readable and the app starts when the network returns.
 */

const app = retryableImport(() => import('./boot'));

const boot = (): void => {
  app().then(
    ({ startApp }) => startApp(),
    () => window.addEventListener('online', boot, { once: true }),
  );
};

if (document.querySelector('#root > [data-prerendered]')) {
  holdEarlyInput();
  afterFirstContentfulPaint(boot);
} else {
  boot();
  void import('./early-screen').then(
    ({ startScreenEarly }) => startScreenEarly(location),
    () => undefined, // the screen reads as usual
  );
}
