/**
 * Vitest globalSetup of the 'emulator' project: makes a Firebase Auth emulator available and tells
 * the tests where it is (inject('authEmulatorHost')), or why there is none, so they skip with a reason.
 * Reuses the emulator FIREBASE_AUTH_EMULATOR_HOST names when one answers there; otherwise starts
 * one of its own on a free port (a configuration written for it, like the repo's firebase.json but
 * for the port), and stops it, with its children, at the end. Its own port, never the shared 9099:
 * two runs at once (a developer's and a watcher's) would otherwise share one emulator, and the
 * first to finish would stop it under the other.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of a running Auth emulator; null when none could be had. */
    authEmulatorHost: string | null;
    /** Why authEmulatorHost is null ('' when it is not). */
    authEmulatorSkipReason: string;
  }
}

const EMULATOR_PROJECT_ID = 'demo-commission-etudes';
const HOST = '127.0.0.1';

/**
 * firebase.json's emulators section for the Auth emulator alone, on `port`, in a folder of its own;
 * the CLI's hub and logging servers get free ports too (their defaults, 4400 and 4500, would clash).
 */
async function configFor(port: number): Promise<{ dir: string; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'emulateur-auth-'));
  const file = join(dir, 'firebase.json');
  const [hub, logging] = [await freePort(), await freePort()];
  const emulators = {
    auth: { host: HOST, port },
    hub: { host: HOST, port: hub },
    logging: { host: HOST, port: logging },
    ui: { enabled: false },
  };
  writeFileSync(file, JSON.stringify({ emulators }));
  return { dir, file };
}
const START_TIMEOUT_MS = 90_000;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIREBASE_BIN = fileURLToPath(new URL('../../node_modules/.bin/firebase', import.meta.url));

/** True when an Auth emulator (not just anything) answers at host. */
async function answers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return response.ok && body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/** The CLI's error lines, else its last lines, without colours. */
function summary(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean);
  const errors = lines.filter((line) => /error/i.test(line));
  return (errors.length > 0 ? errors : lines).slice(-8).join('\n');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops the CLI and the emulator it forked: they share the process group the CLI leads. */
function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return Promise.resolve();
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // the whole group is already gone
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup('SIGTERM'); // stragglers of a CLI that gave up
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup('SIGTERM');
  });
}

/**
 * Starts an Auth emulator on `port` (a free one by default) and gives its host and how to stop it,
 * or why it could not start. Also used by the Firebase browser journeys (tests/e2e-firebase/).
 */
export async function startAuthEmulator(
  port?: number,
): Promise<{ host: string; stop: () => Promise<void> } | { failure: string }> {
  if (!existsSync(FIREBASE_BIN))
    return { failure: `firebase-tools introuvable (${FIREBASE_BIN}) : lancez npm install.` };
  const host = `${HOST}:${port ?? (await freePort())}`;
  const config = await configFor(Number(host.split(':')[1]));
  const removeConfig = () => rmSync(config.dir, { recursive: true, force: true });
  let output = '';
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', EMULATOR_PROJECT_ID, '--config', config.file],
    {
      cwd: REPO_ROOT,
      detached: true, // its own process group, so stop() reaches the emulator it forks
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', CI: '1' },
    },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should Vitest exit without running the teardown (interrupted run), leave no emulator behind.
  const onExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  let spawnError: Error | null = null;
  child.on('error', (error) => (spawnError = error));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let ready = false;
  while (Date.now() < deadline) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) break;
    if (await answers(host)) {
      ready = true;
      break;
    }
    await wait(500);
  }

  if (!ready) {
    const why = spawnError
      ? `lancement impossible (${String(spawnError)})`
      : child.exitCode !== null || child.signalCode !== null
        ? `arrêté au démarrage (code ${child.exitCode ?? child.signalCode})`
        : `pas prêt après ${START_TIMEOUT_MS / 1000} s`;
    process.off('exit', onExit);
    await stop(child);
    removeConfig();
    return { failure: `Émulateur Auth ${why}.\n${summary(output)}` };
  }

  return {
    host,
    stop: async () => {
      process.off('exit', onExit);
      await stop(child);
      removeConfig();
    },
  };
}

export default async function setup(project: TestProject) {
  const provide = (host: string | null, reason = '') => {
    project.provide('authEmulatorHost', host);
    project.provide('authEmulatorSkipReason', reason);
  };

  const fromEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (fromEnv && (await answers(fromEnv))) {
    provide(fromEnv);
    return;
  }

  const started = await startAuthEmulator();
  if ('failure' in started) {
    provide(null, started.failure);
    return;
  }
  provide(started.host);
  return started.stop;
}
