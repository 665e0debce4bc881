// The Firebase build's screens, against the emulators (issue 23): navigation → a forum's questions
// listed (a first visit, and coming back), navigation → a dashboard's first content; then the same,
// and signing in, on « Slow 4G » and « 3G » (issue 34, `networks`). Runs the
// Playwright bench of tests/e2e-firebase/ (the same build, emulators and rules as its journeys)
// and reads what it wrote.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RESULTS = fileURLToPath(new URL('./firebase-screens.json', import.meta.url));

/** The medians (ms), or null (with the reason printed) when the emulators could not run. */
export function benchFirebaseScreens() {
  rmSync(RESULTS, { force: true });
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e-firebase/bench.config.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BENCH_OUT: RESULTS },
  });
  if (run.status !== 0 || !existsSync(RESULTS)) {
    console.log('Écrans Firebase : mesure impossible (émulateurs absents ou banc en échec ; voir ci-dessus).');
    return null;
  }
  return JSON.parse(readFileSync(RESULTS, 'utf8'));
}
