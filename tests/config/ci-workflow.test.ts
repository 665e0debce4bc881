import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// `yaml` comes with firebase-tools (a devDependency the workflow itself runs): no package of its own.
import { parse } from 'yaml';

/*
 * The GitHub Actions workflow cannot run here: this checks that it parses and that it runs the
 * README's test command the way .ci/run does (Node from .nvmrc, Java 21 for the Firestore emulator,
 * CI=1, a Chromium named by CHROMIUM_PATH), and that .nvmrc and package.json's engines agree.
 */

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { 'runs-on': string; env?: Record<string, string>; steps: Step[] }>;
}

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const workflow = parse(read('.github/workflows/ci.yml')) as Workflow;
const [job] = Object.values(workflow.jobs);
const steps = job?.steps ?? [];
const action = (name: string) => steps.find((step) => step.uses?.startsWith(`${name}@`));

describe('the GitHub Actions workflow', () => {
  it('runs on pushes and pull requests, in one job on Ubuntu', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(Object.keys(workflow.jobs)).toHaveLength(1);
    expect(job?.['runs-on']).toMatch(/^ubuntu-/);
  });

  it('takes Node from .nvmrc, with the npm cache', () => {
    expect(action('actions/setup-node')?.with).toMatchObject({ 'node-version-file': '.nvmrc', cache: 'npm' });
  });

  it('sets up Java 21 for the Firestore emulator', () => {
    expect(action('actions/setup-java')?.with).toMatchObject({ distribution: 'temurin', 'java-version': '21' });
  });

  it('sets CI=1 and names an existing Chromium for the browser tests', () => {
    expect(job?.env?.CI).toBe('1');
    expect(job?.env?.CHROMIUM_PATH).toMatch(/^\/usr\/bin\//);
  });

  it('installs with npm ci, then runs npm test inside the Firestore emulator', () => {
    const runs = steps.map((step) => step.run ?? '');
    const install = runs.findIndex((run) => /^npm ci\b/.test(run));
    const test = runs.findIndex((run) => run.includes('"npm test"'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(test).toBeGreaterThan(install);
    expect(runs[test]).toBe('npx firebase emulators:exec --only firestore --project demo-commission-etudes "npm test"');
    // The project id is the one the emulator suites and firebase.json's scripts use.
    expect(read('package.json')).toContain('--project demo-commission-etudes');
  });
});

describe('the Node version', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;

  it('is what Vite and Vitest need, in package.json’s engines', () => {
    expect(engines).toBe('^20.19 || >=22.12');
  });

  it('is a major line that engines accepts, in .nvmrc', () => {
    const major = read('.nvmrc').trim();
    expect(major).toMatch(/^\d+$/);
    expect(
      engines.split('||').some(
        (range) =>
          range
            .trim()
            .replace(/^[\^>=]+/, '')
            .split('.')[0] === major,
      ),
    ).toBe(true);
  });
});
