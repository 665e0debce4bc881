import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { serveCopy, type SiteCopy } from '../e2e/static-server';
import { DIST, firestoreDocuments, PROJECT_ID } from './site';

/* What the Firebase benches share (screens.bench.ts, waterfall.bench.ts): the seeded forum, the
 * phone networks, a fresh phone-sized page, the page's own timings. */

export const RUNS = 3;
const QUESTIONS = 30;
export const PAGE_SIZE = 20;

/** Questions written straight into the emulator (its owner token passes the rules), as pupils would have asked them. */
export async function seedForum(): Promise<void> {
  const writes = Array.from({ length: QUESTIONS }, (_, n) => ({
    update: {
      name: `projects/${PROJECT_ID}/databases/(default)/documents/questions/banc-${n}`,
      fields: {
        question: { stringValue: `Question n° ${n} du banc d’essai : comment réviser le chapitre ${n} ?` },
        userId: { stringValue: `eleve-banc-${n % 5}` },
        userName: { stringValue: `Élève Banc` },
        role: { stringValue: 'eleve' },
        classe: { stringValue: '3e' },
        matiere: { nullValue: null },
        pageId: { stringValue: 'EncadreurEleve' },
        date: { timestampValue: new Date(Date.now() - (QUESTIONS - n) * 60_000).toISOString() },
        attachments: { arrayValue: {} },
        replies: { arrayValue: {} },
      },
    },
  }));
  const response = await fetch(`${firestoreDocuments()}:commit`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  expect(response.ok).toBe(true);
}

/** Notes, in the page, when a full page of questions or the member's profile is first in the document. */
function observe() {
  const seen = window as unknown as Record<string, number | undefined>;
  new MutationObserver(() => {
    seen.listed ??= document.querySelectorAll('main article').length >= 20 ? performance.now() : undefined;
    // A question's own page: its card, whose heading is the page's second level.
    seen.question ??= document.querySelector('main article h2') ? performance.now() : undefined;
    seen.profile ??= document.querySelector('main section[aria-labelledby="mon-profil"] dd')
      ? performance.now()
      : undefined;
  }).observe(document, { childList: true, subtree: true });
}

export async function timeTo(page: Page, path: string, what: 'listed' | 'profile' | 'question'): Promise<number> {
  await page.goto(path);
  await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key] !== undefined, what, {
    timeout: 30_000,
  });
  return page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, what);
}

/** A prerendered page: when its content was first painted (its HTML and CSS, before any script). */
export async function timeToContent(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
}

/**
 * The bytes the page had received (as sent, compressed) by `until` (ms from its navigation): its
 * document and every response that had ended by then. A cross-origin answer without
 * Timing-Allow-Origin (Firestore's) counts 0: the figure is a lower bound.
 */
export function bytesUntil(page: Page, until: number): Promise<number> {
  return page.evaluate(
    (end) =>
      performance
        .getEntries()
        .filter((entry): entry is PerformanceResourceTiming => 'transferSize' in entry)
        .filter((entry) => entry.responseEnd <= end)
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    until,
  );
}

/**
 * What no build could avoid on `network`: two round trips (the page, then its code and data asked
 * at once) and the bytes it received through the link. A time reads as a ratio of this floor.
 */
export function floorMs(network: Network, bytes: number): number {
  const { latency, downloadThroughput } = NETWORKS[network];
  return Math.round(2 * latency + (bytes / downloadThroughput) * 1000);
}

/**
 * Phone networks as Chrome DevTools throttles them (the same numbers Lighthouse's devtools
 * throttling uses): « Slow 4G » is 150 ms × 3.75 of latency per request, 1.6 Mbps × 0.9 down,
 * 750 kbps × 0.9 up; « 3G » here is Yaoundé's worse days, 300 ms per request on the same links.
 */
export const NETWORKS = {
  'slow-4g': { latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  '3g': { latency: 300, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
} as const;
export type Network = keyof typeof NETWORKS;

/**
 * The built site over HTTPS and HTTP/2, as Firebase Hosting and Vercel serve it (the journeys'
 * server speaks HTTP/1.1, whose six connections per host would queue a page's chunks on a phone
 * network). Its certificate is made for the run by openssl; null (the bench then uses HTTP/1.1 and
 * says so) where there is no openssl.
 */
export async function siteOverHttp2(): Promise<SiteCopy | null> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    const tls = {
      key: readFileSync(join(folder, 'key.pem'), 'utf8'),
      cert: readFileSync(join(folder, 'cert.pem'), 'utf8'),
    };
    return await serveCopy(resolve(import.meta.dirname, '../..', DIST), 0, tls);
  } catch (error) {
    console.warn('Banc en HTTP/1.1 (pas de certificat pour HTTP/2) :', error);
    return null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A page in a new browser (a phone's screen, unless `wide`), nothing in its cache, on `network`,
 * reading the site at `origin` (the journeys' server by default).
 */
export async function freshPage(
  browser: Browser,
  { wide = false, network, origin }: { wide?: boolean; network?: Network; origin?: string } = {},
) {
  const context = await browser.newContext({
    ...(wide ? {} : { viewport: { width: 360, height: 740 } }),
    ...(origin ? { baseURL: origin, ignoreHTTPSErrors: true } : {}),
  });
  await context.addInitScript(observe);
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  }
  return page;
}

export const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
