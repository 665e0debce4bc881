// Firestore document reads per visit (issue 14): runs the 'reads' Vitest project (the real Firebase
// adapter on the Auth and Firestore emulators, reads metered as Firestore bills them, histories of
// 1,000 questions and 1,000 messages) and prints what it wrote to bench/reads.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = new URL('./reads.json', import.meta.url);

/** The reads per operation, or null (with the reason printed) when the emulators could not run. */
export function benchReads() {
  rmSync(RESULTS, { force: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'reads'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0 || !existsSync(RESULTS)) {
    console.log('Lectures Firestore : mesure impossible (émulateurs absents ou test en échec ; voir ci-dessus).');
    return null;
  }
  return JSON.parse(readFileSync(RESULTS, 'utf8'));
}
