import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mainNav, type Member } from '../e2e/helpers';
import { firebaseMember, signOut, skipWithoutEmulators } from './members';
import { firestoreDocuments, PROJECT_ID } from './site';

/*
 * `npm run bench` (bench/firebase-screens.mjs): how long the Firebase build takes, against the
 * emulators, to list a forum's questions and to show a dashboard's first content, from the
 * navigation. Times are the page's own (performance.now(), from its navigation), taken by a
 * MutationObserver the moment the content is in the document; medians of RUNS. Then the same on a
 * phone network (issue 34): Chrome DevTools' « Slow 4G » and a 300 ms « 3G », sign-in included.
 * Writes BENCH_OUT.
 */

skipWithoutEmulators();

const RUNS = 3;
const QUESTIONS = 30;
const PAGE_SIZE = 20;

/** Questions written straight into the emulator (its owner token passes the rules), as pupils would have asked them. */
async function seedForum(): Promise<void> {
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
    seen.profile ??= document.querySelector('main section[aria-labelledby="mon-profil"] dd')
      ? performance.now()
      : undefined;
  }).observe(document, { childList: true, subtree: true });
}

async function timeTo(page: Page, path: string, what: 'listed' | 'profile'): Promise<number> {
  await page.goto(path);
  await page.waitForFunction((key) => (window as unknown as Record<string, unknown>)[key] !== undefined, what, {
    timeout: 30_000,
  });
  return page.evaluate((key) => (window as unknown as Record<string, number>)[key]!, what);
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
type Network = keyof typeof NETWORKS;

/** A page in a new browser (a phone's screen, unless `wide`), nothing in its cache, on `network`. */
async function freshPage(browser: Browser, { wide = false, network }: { wide?: boolean; network?: Network } = {}) {
  const context = await browser.newContext(wide ? {} : { viewport: { width: 360, height: 740 } });
  await context.addInitScript(observe);
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORKS[network] });
  }
  return page;
}

/** From « Se connecter » pressed to the signed-in bar (ms, measured from the test). */
async function timeToSignIn(page: Page, member: Member): Promise<number> {
  await page.goto('/Login');
  await page.getByLabel(/^E-mail/).fill(member.email);
  await page.getByLabel(/^Mot de passe/).fill(member.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(mainNav(page).getByRole('button', { name: /^Mon Compte/ })).toBeVisible({ timeout: 60_000 });
  return Date.now() - started;
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

test('Firebase screens: navigation → questions listed, navigation → a dashboard’s first content', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  await seedForum();

  // A first visit each time: a new browser, nothing in its cache.
  const firstVisit: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await freshPage(browser);
    firstVisit.push(await timeTo(page, '/EncadreurEleve', 'listed'));
    await page.context().close();
  }
  // Coming back: the site's files are in the browser's cache, the data never is.
  const reader = await freshPage(browser);
  const again: number[] = [];
  for (let run = 0; run < RUNS; run += 1) again.push(await timeTo(reader, '/EncadreurEleve', 'listed'));
  await expect(reader.getByRole('article')).toHaveCount(PAGE_SIZE);

  // Signed up and in on a wide screen, where « Mon Compte » is in the bar (firebaseMember checks it).
  const memberPage = await freshPage(browser, { wide: true });
  await firebaseMember(memberPage, 'eleve', 'Awa', 'Banc');
  const dashboard: number[] = [];
  for (let run = 0; run < RUNS; run += 1) dashboard.push(await timeTo(memberPage, '/TableauEleve', 'profile'));

  const result: Record<string, unknown> = {
    forumFirstVisitMs: median(firstVisit),
    forumFirstVisitRunsMs: firstVisit.map(Math.round),
    forumMs: median(again),
    forumRunsMs: again.map(Math.round),
    dashboardMs: median(dashboard),
    dashboardRunsMs: dashboard.map(Math.round),
  };

  // The same on a phone network (issue 34), each figure the median of RUNS.
  const member = await firebaseMember(await freshPage(browser, { wide: true }), 'eleve', 'Awa', 'Reseau');
  const networks: Record<string, Record<string, number | number[]>> = {};
  for (const network of Object.keys(NETWORKS) as Network[]) {
    const first: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await freshPage(browser, { network });
      first.push(await timeTo(page, '/EncadreurEleve', 'listed'));
      await page.context().close();
    }
    const returning = await freshPage(browser, { network });
    await timeTo(returning, '/EncadreurEleve', 'listed');
    const back: number[] = [];
    for (let run = 0; run < RUNS; run += 1) back.push(await timeTo(returning, '/EncadreurEleve', 'listed'));
    await returning.context().close();
    const signIn: number[] = [];
    const board: number[] = [];
    const phone = await freshPage(browser, { wide: true, network });
    for (let run = 0; run < RUNS; run += 1) {
      signIn.push(await timeToSignIn(phone, member));
      board.push(await timeTo(phone, '/TableauEleve', 'profile'));
      await signOut(phone);
    }
    await phone.context().close();
    networks[network] = {
      forumFirstVisitMs: median(first),
      forumFirstVisitRunsMs: first.map(Math.round),
      forumMs: median(back),
      forumRunsMs: back.map(Math.round),
      signInMs: median(signIn),
      signInRunsMs: signIn,
      dashboardMs: median(board),
      dashboardRunsMs: board.map(Math.round),
    };
  }
  result.networks = networks;
  console.log(JSON.stringify(result));
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(result));
});
