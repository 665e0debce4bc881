/*
 * The site's service worker (docs/decisions/0017), written for this site alone: it is part of
 * every first visit, where Workbox's runtime weighed 7.7 KB gzip for what fits in a tenth of that.
 * vite-plugin-pwa (scripts/pwa.ts, strategy injectManifest) writes the precache list in place of
 * self.__WB_MANIFEST and builds this file into /sw.js.
 *
 * - Precache: the shell, the navigation's main pages (under their clean addresses) and the chunks
 *   a public page reaches, downloaded once the page has loaded; an entry with a revision is kept
 *   under « ?__rev=… », so that a new deploy downloads only what changed. The old entries go when
 *   the new worker takes over, which waits for the reader's « Recharger » (SKIP_WAITING).
 * - Pages not precached: network first (3 s), a copy in 'pages' (60 at most); offline and never
 *   read, the precached shell, which renders the page from JS.
 * - Chunks not precached (a member's screen, a backend): from 'chunks' once fetched (80 at most).
 * - Nothing cross-origin, nothing under /api/, nothing but GET.
 */

const PRECACHE = 'commission-precache';
const PAGES = 'pages';
const CHUNKS = 'chunks';
const SHELL = '/shell';
const PAGE_TIMEOUT_MS = 3000;
/** Address parameters that never change a page (links shared from WhatsApp, Facebook…). */
const IGNORED = /^(utm_.+|fbclid)$/;

/** @type {{ url: string; revision?: string | null }[]} */
const MANIFEST = self.__WB_MANIFEST;

/** Each precached address (absolute, without parameters), with the key its copy is kept under. */
const PRECACHED = new Map(
  MANIFEST.map(({ url, revision }) => {
    const absolute = new URL(url, self.location.href).href;
    return [absolute, revision ? `${absolute}?__rev=${revision}` : absolute];
  }),
);

/** A copy the browser accepts for a navigation: never one marked as redirected. */
async function clean(response) {
  if (!response.redirected) return response;
  const { status, statusText, headers } = response;
  return new Response(await response.blob(), { status, statusText, headers });
}

/** Keeps the newest `max` entries of a runtime cache (the oldest written go first). */
async function trim(cache, max) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      const missing = [];
      for (const [url, key] of PRECACHED) if (!(await cache.match(key))) missing.push([url, key]);
      // Six at a time, as a browser fetches from one host.
      for (let first = 0; first < missing.length; first += 6) {
        await Promise.all(
          missing.slice(first, first + 6).map(async ([url, key]) => {
            const response = await fetch(url, { cache: 'no-cache' });
            if (!response.ok) throw new Error(`Précache impossible : ${url} (${response.status})`);
            await cache.put(key, await clean(response));
          }),
        );
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const wanted = new Set(PRECACHED.values());
      const cache = await caches.open(PRECACHE);
      for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
      // What earlier workers kept under other names (Workbox's precache) goes too.
      for (const name of await caches.keys()) {
        if (![PRECACHE, PAGES, CHUNKS].includes(name)) await caches.delete(name);
      }
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

/** The precache key of an address, if it is precached (parameters that change nothing aside). */
function precacheKey(url) {
  const bare = new URL(url.href);
  for (const name of [...bare.searchParams.keys()]) if (IGNORED.test(name)) bare.searchParams.delete(name);
  bare.hash = '';
  return PRECACHED.get(bare.href);
}

async function fromPrecache(key, request) {
  return (await caches.match(key, { cacheName: PRECACHE })) ?? fetch(request);
}

/** Network first, within PAGE_TIMEOUT_MS when a copy is there; offline and never read, the shell. */
async function page(request) {
  const cache = await caches.open(PAGES);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.status === 200) {
      await cache.put(request, response.clone());
      await trim(cache, 60);
    }
    return response;
  });
  fromNetwork.catch(() => undefined); // answered by the copy meanwhile: a late failure is no one's.
  const kept = await cache.match(request);
  try {
    if (!kept) return await fromNetwork;
    const late = new Promise((resolve) => setTimeout(() => resolve(kept), PAGE_TIMEOUT_MS));
    return await Promise.race([fromNetwork, late]);
  } catch {
    const shell = PRECACHED.get(new URL(SHELL, self.location.href).href);
    return kept ?? (shell && (await caches.match(shell, { cacheName: PRECACHE }))) ?? Response.error();
  }
}

/** Hashed names never change: a chunk once fetched is kept. */
async function chunk(request) {
  const cache = await caches.open(CHUNKS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) {
    await cache.put(request, response.clone());
    await trim(cache, 80);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  const key = precacheKey(url);
  if (key) event.respondWith(fromPrecache(key, request));
  else if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) event.respondWith(chunk(request));
});

/*
 * Notifications (issue 35). A push message carries its few words as JSON (PushPayload in
 * src/domain/notifications.ts: title, body, href, tag, uid): nothing more is downloaded to show
 * it. A tap opens its screen (on a phone, in the installed site when it is installed).
 */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return;
  }
  if (typeof payload?.title !== 'string') return;
  const { title, body, tag, href, uid } = payload;
  event.waitUntil(self.registration.showNotification(title, { body, tag, lang: 'fr', data: { href, uid } }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.href || '/', self.location.origin);
  if (url.origin === self.location.origin) event.waitUntil(self.clients.openWindow(url.href));
});
