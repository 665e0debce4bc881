import { test } from '@playwright/test';
import { freshPage, seedForum, siteOverHttp2, timeTo, type Network } from './bench-kit';
import { skipWithoutEmulators } from './members';

/*
 * Where a first visit's seconds go: `BENCH_WATERFALL=/EncadreurEleve npx playwright test -c
 * tests/e2e-firebase/bench.config.ts waterfall` prints every request of a first visit of that
 * address on « Slow 4G » (BENCH_NETWORK=3g for the other profile): when it started and ended, from
 * the navigation, and its size, until the forum's questions are listed (a question's page: until
 * it is shown). Not part of `npm run bench`.
 */

skipWithoutEmulators();
test.skip(!process.env.BENCH_WATERFALL, 'BENCH_WATERFALL=<adresse> pour la lancer');

test('a first visit, request by request', async ({ browser }) => {
  test.setTimeout(120_000);
  await seedForum();
  const network = (process.env.BENCH_NETWORK ?? 'slow-4g') as Network;
  const site = await siteOverHttp2();
  const page = await freshPage(browser, { network, origin: site?.origin });
  const path = process.env.BENCH_WATERFALL!;
  const listed = await timeTo(page, path, path.includes('/question/') ? 'question' : 'listed');
  const rows = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        name: resource.name.replace(location.origin, '').replace(/^https?:\/\/[^/]+/, (host) => `[${host}]`),
        start: Math.round(resource.startTime),
        end: Math.round(resource.responseEnd),
        bytes: resource.transferSize,
      };
    }),
  );
  console.log(`Réseau ${network}, contenu affiché à ${Math.round(listed)} ms`);
  for (const row of rows.sort((a, b) => a.start - b.start))
    console.log(
      `${String(row.start).padStart(6)} → ${String(row.end).padStart(6)}  ${String(row.bytes).padStart(7)}  ${row.name.slice(0, 110)}`,
    );
  await site?.dispose();
});
