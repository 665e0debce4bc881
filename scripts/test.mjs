#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in as little time as two cores allow.
 *
 * Stages run one after the other; inside a stage, lanes run side by side, each lane one npm script
 * after the other (it stops at its first failure). The emulator suites and the browser journeys
 * wait on the network, on Java and on timers more than on the processor: two lanes keep both cores
 * busy.
 *
 * Each line a script prints is prefixed with its name. The run fails when any script failed; a
 * stage whose previous stage failed is not started (its report would only repeat the failure).
 *
 *   node scripts/test.mjs          the whole run (npm test)
 *   node scripts/test.mjs --list   what would run, without running it
 */
import { spawn } from 'node:child_process';

/**
 * Stages of lanes of npm scripts (package.json). Measured on two cores (a clean clone, CI=1, issue
 * 33): the first lane (checks, production build, the emulator suites one after the other, then the
 * Firebase journeys) took 934 s, the second (unit tests, then the local build and its browser
 * journeys) 849 s; ESLint moved from the first to the second to even them. The emulator suites wait
 * on the network and on Java more than on the processor.
 */
const STAGES = [
  {
    name: 'tous les tests, en deux files',
    lanes: [
      [
        'typecheck',
        'format:check',
        'test:logic',
        'test:build',
        'test:emulator',
        'test:rules',
        'test:contract',
        'test:reads',
        'test:e2e:firebase',
      ],
      // Balanced by the times of a run on two cores (issue 33: lane one had grown to 934 s, lane two
      // 849 s: ESLint's 40 s moved here). Everything that starts the emulators stays in lane one.
      ['lint', 'test:unit', 'build:e2e', 'test:e2e:local'],
    ],
  },
];

const width = Math.max(...STAGES.flatMap((stage) => stage.lanes.flat()).map((script) => script.length));

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

/** Runs `npm run <script>`, its lines prefixed with its name; resolves to its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `${script.padEnd(width)} │ `;
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(prefix + line + '\n');
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(prefix + rest + '\n');
      });
    }
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(
        `${prefix}── ${status === 0 ? 'réussi' : `ÉCHEC (code ${status})`} en ${seconds(started)}\n`,
      );
      resolve(status);
    });
  });
}

async function lane(scripts) {
  for (const script of scripts) {
    const status = await run(script);
    if (status !== 0) return [script];
  }
  return [];
}

if (process.argv.includes('--list')) {
  for (const stage of STAGES) {
    console.log(`${stage.name} :`);
    for (const scripts of stage.lanes) console.log(`  ${scripts.join(' → ')}`);
  }
  process.exit(0);
}

const start = Date.now();
const failed = [];
for (const stage of STAGES) {
  if (failed.length > 0) {
    console.log(`\n══ Non lancé : ${stage.name}`);
    continue;
  }
  console.log(`\n══ ${stage.name}`);
  const results = await Promise.all(stage.lanes.map(lane));
  failed.push(...results.flat());
}
console.log(
  failed.length === 0
    ? `\n══ Tous les tests ont réussi en ${seconds(start)}.`
    : `\n══ Échec en ${seconds(start)} : ${failed.join(', ')}.`,
);
process.exit(failed.length === 0 ? 0 : 1);
