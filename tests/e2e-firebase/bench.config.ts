import base from './playwright.config';

/** `npm run bench`'s Firebase screens (bench/firebase-screens.mjs): the same site and emulators, its own specs. */
export default { ...base, testMatch: '**/*.bench.ts', retries: 0, workers: 1, reporter: [['list']] as const };
