import { writeFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { firebaseMember, skipWithoutEmulators } from './members';
import { firestoreDocuments, PROJECT_ID } from './site';

/*
 * `npm run bench` (bench/firebase-screens.mjs): how long the Firebase build takes, against the
 * emulators, to list a forum's questions and to show a dashboard's first content, from the
 * navigation. Times are the page's own (performance.now(), from its navigation), taken by a
 * MutationObserver the moment the content is in the document; medians of RUNS. Writes BENCH_OUT.
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

/** A page in a new browser (a phone's screen, unless `wide`), nothing in its cache. */
async function freshPage(browser: Browser, { wide = false } = {}): Promise<Page> {
  const context = await browser.newContext(wide ? {} : { viewport: { width: 360, height: 740 } });
  await context.addInitScript(observe);
  return context.newPage();
}

const median = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!);

test('Firebase screens: navigation → questions listed, navigation → a dashboard’s first content', async ({
  browser,
}) => {
  test.setTimeout(180_000);
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

  const result = {
    forumFirstVisitMs: median(firstVisit),
    forumFirstVisitRunsMs: firstVisit.map(Math.round),
    forumMs: median(again),
    forumRunsMs: again.map(Math.round),
    dashboardMs: median(dashboard),
    dashboardRunsMs: dashboard.map(Math.round),
  };
  console.log(JSON.stringify(result));
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(result));
});
