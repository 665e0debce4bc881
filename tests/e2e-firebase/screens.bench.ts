import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { mainNav, type Member } from '../e2e/helpers';
import {
  bytesUntil,
  floorMs,
  freshPage,
  median,
  NETWORKS,
  PAGE_SIZE,
  RUNS,
  seedForum,
  siteOverHttp2,
  timeTo,
  timeToContent,
  type Network,
} from './bench-kit';
import { firebaseMember, signOut, skipWithoutEmulators } from './members';

/*
 * `npm run bench` (bench/firebase-screens.mjs): how long the Firebase build takes, against the
 * emulators, to list a forum's questions and to show a dashboard's first content, from the
 * navigation. Times are the page's own (performance.now(), from its navigation), taken by a
 * MutationObserver the moment the content is in the document; medians of RUNS. Then the same on a
 * phone network (issue 34): Chrome DevTools' « Slow 4G » and a 300 ms « 3G », sign-in included.
 * Writes BENCH_OUT.
 */

skipWithoutEmulators();

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
  // Over HTTPS and HTTP/2, as the hosts serve the site (bench-kit.ts).
  const site = await siteOverHttp2();
  const origin = site?.origin;
  const member = await firebaseMember(await freshPage(browser, { wide: true, origin }), 'eleve', 'Awa', 'Reseau');
  const networks: Record<string, Record<string, number | number[]>> = {};
  for (const network of Object.keys(NETWORKS) as Network[]) {
    const first: number[] = [];
    const firstFloor: number[] = [];
    const question: number[] = [];
    const questionFloor: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await freshPage(browser, { network, origin });
      first.push(await timeTo(page, '/EncadreurEleve', 'listed'));
      firstFloor.push(floorMs(network, await bytesUntil(page, first.at(-1)!)));
      await page.context().close();
      const reader = await freshPage(browser, { network, origin });
      question.push(await timeTo(reader, `/EncadreurEleve/question/banc-${run}`, 'question'));
      questionFloor.push(floorMs(network, await bytesUntil(reader, question.at(-1)!)));
      await reader.context().close();
    }
    // The public pages read over REST without the SDK: their content is in their HTML.
    const content: Record<string, number[]> = { programme: [], directory: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [key, path] of [
        ['programme', '/Programme'],
        ['directory', '/Encadreurs'],
      ] as const) {
        const visitor = await freshPage(browser, { network, origin });
        content[key]!.push(await timeToContent(visitor, path));
        await visitor.context().close();
      }
    }
    const returning = await freshPage(browser, { network, origin });
    await timeTo(returning, '/EncadreurEleve', 'listed');
    const back: number[] = [];
    for (let run = 0; run < RUNS; run += 1) back.push(await timeTo(returning, '/EncadreurEleve', 'listed'));
    await returning.context().close();
    const signIn: number[] = [];
    const board: number[] = [];
    const phone = await freshPage(browser, { wide: true, network, origin });
    for (let run = 0; run < RUNS; run += 1) {
      signIn.push(await timeToSignIn(phone, member));
      board.push(await timeTo(phone, '/TableauEleve', 'profile'));
      await signOut(phone);
    }
    await phone.context().close();
    networks[network] = {
      forumFirstVisitMs: median(first),
      forumFirstVisitFloorMs: median(firstFloor),
      questionFirstVisitFloorMs: median(questionFloor),
      forumFirstVisitRunsMs: first.map(Math.round),
      forumMs: median(back),
      forumRunsMs: back.map(Math.round),
      questionFirstVisitMs: median(question),
      programmeMs: median(content.programme!),
      programmeRunsMs: content.programme!.map(Math.round),
      directoryMs: median(content.directory!),
      directoryRunsMs: content.directory!.map(Math.round),
      questionFirstVisitRunsMs: question.map(Math.round),
      signInMs: median(signIn),
      signInRunsMs: signIn,
      dashboardMs: median(board),
      dashboardRunsMs: board.map(Math.round),
    };
  }
  result.networks = networks;
  result.networksOver = site ? 'HTTP/2' : 'HTTP/1.1';
  await site?.dispose();
  console.log(JSON.stringify(result));
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(result));
});
