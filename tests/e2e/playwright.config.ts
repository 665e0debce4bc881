import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';

/**
 * Browser journeys against the production build in local mode (`vite build --mode e2e`), driven in
 * Debian's Chromium: Playwright never downloads a browser here.
 */
// E2E_PORT, E2E_DIST and E2E_OUTPUT let two runs side by side use their own server and build folder.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist-e2e';
const chromium = CHROMIUM_PATH;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? '../../test-results/local',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    // Recording a trace costs every test its snapshots: only the retry of a failed test records one.
    trace: 'on-first-retry',
    // The service worker (vite-plugin-pwa) would answer from its caches, out of page.route's
    // sight: only tests that are about it allow it (pwa.spec.ts, csp.spec.ts's last test).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite preview --mode e2e --outDir ${dist} --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
