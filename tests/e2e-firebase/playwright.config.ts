import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
import { SITE_ORIGIN } from './site';

/**
 * The key journeys again, on the production backend: a Firebase-mode build, the real SDK, the
 * Auth and Firestore emulators with the real firestore.rules (emulators.global.ts), in Debian's
 * Chromium. Several members at once where the feature is social, each in a context of their own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The SDK, the two emulators, the site's functions and two journeys share two cores: a sign-up or a
  // sign-in has taken over 10 s there (the time a passing journey takes is unchanged).
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: '../../test-results/firebase',
  globalSetup: './emulators.global.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: SITE_ORIGIN,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    // Recording a trace costs every test its snapshots: only the retry of a failed test records one.
    trace: 'on-first-retry',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
