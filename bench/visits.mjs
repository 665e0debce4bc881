// What a visit of / costs a phone's data plan: everything the first visit transfers (HTML, CSS,
// JS, images, fonts, manifest, the service worker), what the service worker then downloads for
// offline use, and what a repeat visit still fetches from the network once the worker is active.
// Bytes are what a host sends: gzip for text, the file itself for images (as weights.mjs).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes } from './critical-js.mjs';

const TEXT = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/;

/** The built file a same-origin URL is answered with (clean URLs, then the shell). */
function fileFor(dist, url) {
  const { pathname } = new URL(url);
  const path = decodeURIComponent(pathname);
  if (path === '/') return join(dist, 'index.html');
  if (/\.[a-z0-9]+$/i.test(path)) return join(dist, path);
  const page = join(dist, `${path.replace(/\/+$/, '')}.html`);
  return existsSync(page) ? page : join(dist, 'shell.html');
}

function bytesOf(dist, url) {
  const file = fileFor(dist, url);
  if (!existsSync(file)) return 0;
  return TEXT.test(file) ? gzipBytes(file) : statSync(file).size;
}

const short = (base, url) => url.slice(base.length) || '/';

/**
 * Opens `path` in a fresh phone-sized context with service workers allowed, waits for the worker
 * to take over, then opens it again. Returns the first visit's transfers, the worker's precache
 * downloads and the repeat visit's network fetches.
 */
export async function measureVisits(browser, base, dist, path = '/') {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    serviceWorkers: 'allow',
  });
  // Every same-origin request that reached the network: the page's own (not answered by the
  // worker's cache) and the worker's (its precache, its network-first pages), by visit.
  const fetched = { first: [], worker: [], repeat: [] };
  let phase = 'first';
  context.on('requestfinished', async (request) => {
    if (!request.url().startsWith(base)) return;
    const byWorker = Boolean(request.serviceWorker());
    const response = await request.response();
    if (!byWorker && response?.fromServiceWorker()) return;
    fetched[phase === 'first' && byWorker ? 'worker' : phase].push(short(base, request.url()));
  });
  const tab = await context.newPage();
  await tab.goto(base + path, { waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  const serviceWorker = await tab.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    const ready = navigator.serviceWorker.ready.then(() => true);
    return Promise.race([ready, new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
  });
  await tab.waitForTimeout(1500); // the precache's last downloads
  phase = 'repeat';
  await tab.reload({ waitUntil: 'load' });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  await context.close();

  // The worker's script and the manifest are fetched by the browser itself, out of the page's
  // sight: counted all the same, as part of the first visit.
  for (const url of ['/sw.js', '/manifest.webmanifest']) {
    if (serviceWorker && !fetched.first.includes(url)) fetched.first.push(url);
  }
  // A file asked for twice in one visit (the favicon: <link rel=icon>, the bar's <img>, React's
  // preload) is downloaded once: the browser's memory cache answers the others.
  const firstVisit = [...new Set(fetched.first)].map((url) => ({ url, bytes: bytesOf(dist, base + url) }));
  return {
    serviceWorker,
    firstVisitBytes: firstVisit.reduce((sum, { bytes }) => sum + bytes, 0),
    firstVisit,
    precacheBytes: fetched.worker.reduce((sum, url) => sum + bytesOf(dist, base + url), 0),
    precacheFiles: fetched.worker.length,
    repeatFetches: [...new Set(fetched.repeat)],
  };
}
