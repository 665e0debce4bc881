import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { axeViolations } from './helpers';
import { serveCopy, type SiteCopy } from './static-server';

/*
 * The site as an installed app (vite-plugin-pwa, scripts/pwa.ts): its manifest, its service
 * worker, the pages read before that stay readable without the network, and the notice that a
 * new version is ready. Tests on a copy of the build served by tests/e2e/static-server.ts stop
 * that server to be offline for real, or change the copy to publish a new version.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 45_000 });

const DIST = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist-e2e');
const UPDATE = 'Une nouvelle version est disponible';

/** Waits for the service worker to be active (its precache downloaded) and to control the page. */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/**
 * Chromium 150 gives a document loaded while the context is offline `navigator.onLine === true`
 * (its requests still fail): setting the context offline again tells the page, as a phone's own
 * browser would have told it from the start.
 */
async function offlineAgain(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

async function pageShows(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
}

test('installable: a French manifest with its icons, linked from every page, and a service worker that takes control', async ({
  page,
  request,
}) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Commission des Études — Études, Prière, Partage',
    short_name: 'Commission Études',
    lang: 'fr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(String(manifest.short_name).length).toBeLessThanOrEqual(18);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }

  for (const path of ['/', '/blog1', '/EncadreurEleve']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  await page.goto('/');
  await controlledBySw(page);
  await pageShows(page);
  await expect(page.getByText(UPDATE)).toHaveCount(0);
});

test.describe('on a copy of the site', () => {
  let site: SiteCopy;
  test.beforeEach(async () => {
    site = await serveCopy(DIST);
  });
  test.afterEach(async () => {
    await site.dispose();
  });

  test('offline, the pages already read open again, and a page never read opens from the shell', async ({
    page,
    context,
  }) => {
    await page.goto(`${site.origin}/`);
    await controlledBySw(page);
    const read = ['/', '/blog', '/commissions/etude'];
    for (const path of read) {
      await page.goto(site.origin + path);
      await pageShows(page);
    }

    // The main pages come from the precache (/blog from blog.html: clean URLs), the others from
    // the network, a copy kept in 'pages'.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(kept).toContain('/commissions/etude');
    expect(kept).not.toContain('/blog');
    expect(kept).not.toContain('/');

    await site.stop();
    await context.setOffline(true);
    for (const path of read) {
      await page.goto(site.origin + path);
      await pageShows(page);
      await page.reload();
      await pageShows(page);
      await offlineAgain(context);
      await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' })).toBeVisible();
    }
    for (const path of ['/blog2', '/Profile/1']) {
      await page.goto(site.origin + path);
      await pageShows(page);
      await expect(page).toHaveURL(site.origin + path);
    }
  });

  test('a new version: the notice says so, passes axe, and « Recharger » opens the new version', async ({
    page,
    context,
  }) => {
    await page.goto(`${site.origin}/`);
    await controlledBySw(page);
    await pageShows(page);
    const notice = page.getByRole('status').filter({ hasText: UPDATE });
    await expect(notice).toHaveCount(0);

    // A new deploy: the home page changes, and so does its revision in the precache list.
    const index = join(site.root, 'index.html');
    writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', '<meta name="version" content="2"></head>'));
    const worker = join(site.root, 'sw.js');
    const before = readFileSync(worker, 'utf8');
    const after = before.replace(/("revision":")[0-9a-f]+(","url":"\/")/, '$1deadbeef2$2');
    expect(after).not.toBe(before);
    writeFileSync(worker, after);

    // What the new worker downloads: only what changed (its revision), not the whole precache again.
    const downloaded: string[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker()) downloaded.push(new URL(request.url()).pathname);
    });
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    expect(downloaded.filter((path) => path !== '/sw.js')).toEqual(['/']);
    await expect(notice.getByRole('button', { name: 'Recharger' })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Plus tard' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // On a 360 px phone: inside the screen, both buttons too, no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const box of [notice, notice.getByRole('button', { name: 'Plus tard' })]) {
      const { x, width } = (await box.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await notice.getByRole('button', { name: 'Recharger' }).click();
    await expect(page.locator('meta[name="version"]')).toHaveAttribute('content', '2');
    await pageShows(page);
    await expect(notice).toHaveCount(0);
    // The new worker keeps one precache, the new home page in it, the old copy gone.
    const precached = await page.evaluate(async () => ({
      caches: await caches.keys(),
      homes: (await (await caches.open('commission-precache')).keys())
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/')
        .map((url) => url.search),
    }));
    expect(precached.caches).not.toContainEqual(expect.stringMatching(/workbox/));
    expect(precached.homes).toEqual(['?__rev=deadbeef2']);
  });
});
