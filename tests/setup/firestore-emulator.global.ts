/**
 * Vitest globalSetup of the 'rules' project: starts a Firestore emulator for the rules suites when
 * the machine has one, so `vitest run` tests firestore.rules without any other command.
 *
 * - FIRESTORE_EMULATOR_HOST already set: someone runs their own emulator; nothing to do.
 * - Otherwise runs Debian's google-cloud-cli-firestore-emulator (Java), or FIRESTORE_EMULATOR_BIN,
 *   on a free loopback port, and once it answers sets FIRESTORE_EMULATOR_HOST in this process: Vitest
 *   copies process.env into the test workers it forks after the global setups, and
 *   tests/rules/rules-env.ts reads it there.
 * - No emulator, or one that does not start: on a developer's machine, says why, leaves the
 *   variable unset, and the rules suites skip. Under CI=1 (bash .ci/run) it fails the run instead:
 *   a CI that passes with zero rule assertions proves nothing.
 *
 * The emulator is never installed from here. Its output is kept out of the test output unless it fails.
 * It runs in its own process group (the script and the JVM it forks), killed as a whole at teardown;
 * a watchdog in that group also kills it if Vitest dies without tearing down (its stdin pipe closes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { freePort } from './free-port';

const DEBIAN_BIN = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';
const HOST = '127.0.0.1';
/** A cold JVM on a small CI machine takes a while; a warm one answers in about 3 s. */
const START_TIMEOUT_MS = 40_000;
const STOP_TIMEOUT_MS = 5_000;
const PREFIX = 'Émulateur Firestore :';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** True when the Firestore emulator (it answers "Ok" on /) is up at host. */
export async function answers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_500) });
    return response.ok && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/** True while any process of the group led by pid is alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the whole group is already gone
  }
}

/**
 * Stops the script, its JVM and the watchdog, and waits until they are gone. SIGKILL at once: the
 * emulator keeps its data in memory only, and on SIGTERM the JVM takes seconds to shut down.
 */
export async function stop(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (!pid) return;
  killGroup(pid, 'SIGKILL');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid) && Date.now() < deadline) await wait(50);
  child.stdin?.destroy();
  if (groupAlive(pid)) console.warn(`${PREFIX} processus ${pid} (groupe) toujours présent après SIGKILL.`);
}

/** The last lines the emulator printed. */
function lastLines(output: string, count = 15): string {
  return output
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-count)
    .join('\n');
}

export interface Started {
  child: ChildProcess;
  host: string;
}

/**
 * Starts the emulator on `port` (a free one by default); on failure stops it and returns why, with
 * its last lines. Also used by the Firebase browser journeys (tests/e2e-firebase/), on a fixed port.
 */
export async function start(bin: string, port?: number): Promise<Started | { failure: string }> {
  port ??= await freePort();
  const host = `${HOST}:${port}`;
  let output = '';
  // bash leads a new process group (detached). The watchdog, in the background, waits for the end
  // of stdin (kept as fd 3: bash gives background jobs /dev/null) — our pipe, closed by the kernel
  // however this process ends — then kills the group (kill -KILL 0). bash then execs the emulator's
  // script, so child.pid and its exit code are the script's; the script runs the JVM in the group.
  const child = spawn(
    'bash',
    [
      '-c',
      'exec 3<&0; ( read -r _ <&3; kill -KILL 0 ) & exec 3<&- "$0" "$@"',
      bin,
      'start',
      `--host=${HOST}`,
      `--port=${port}`,
    ],
    { detached: true, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.stdin?.on('error', () => {}); // EPIPE once the group is gone
  let spawnError: Error | null = null;
  child.on('error', (error) => (spawnError = error));
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const startedAt = Date.now();
  while (Date.now() - startedAt < START_TIMEOUT_MS) {
    if (spawnError || exited()) break;
    if (await answers(host)) return { child, host };
    await wait(250);
  }

  const why = spawnError
    ? `lancement impossible (${String(spawnError)})`
    : exited()
      ? `arrêté au démarrage (code ${child.exitCode ?? child.signalCode})`
      : `pas prêt après ${START_TIMEOUT_MS / 1000} s sur ${host}`;
  await stop(child);
  return { failure: `${why}.\n${lastLines(output)}` };
}

/** Under CI the rules must run: a missing emulator fails the run; elsewhere the suites skip, saying why. */
function unavailable(why: string): void {
  if (process.env.CI) {
    throw new Error(
      `${PREFIX} ${why}. En intégration continue (CI=1), les tests des règles Firestore doivent tourner : ` +
        'installez google-cloud-cli-firestore-emulator (Google Cloud SDK, Java 17) ou indiquez FIRESTORE_EMULATOR_BIN.',
    );
  }
  console.warn(`${PREFIX} ${why} — les tests des règles Firestore seront ignorés.`);
}

/** The emulator to run (FIRESTORE_EMULATOR_BIN, else the machine image's), or why there is none. */
export function emulatorBin(): { bin: string } | { missing: string } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_BIN?.trim();
  const bin = fromEnv || DEBIAN_BIN;
  if (executable(bin)) return { bin };
  return {
    missing: fromEnv
      ? `FIRESTORE_EMULATOR_BIN=${fromEnv} n'est pas un exécutable`
      : `${bin} absent (paquet google-cloud-cli-firestore-emulator du Google Cloud SDK, avec Java, non installé)`,
  };
}

export default async function setup() {
  if (process.env.FIRESTORE_EMULATOR_HOST?.trim()) return; // their own emulator: rules-env.ts uses it

  const found = emulatorBin();
  if ('missing' in found) {
    unavailable(found.missing);
    return;
  }
  const { bin } = found;

  let started = await start(bin);
  // The port found free was taken in between: once more, on another.
  if ('failure' in started && /BindException|already in use/i.test(started.failure)) started = await start(bin);
  if ('failure' in started) {
    unavailable(started.failure.trimEnd());
    return;
  }

  const { child, host } = started;
  // Should Vitest exit without running the teardown, leave no emulator behind (the watchdog also would).
  const onExit = () => child.pid && killGroup(child.pid, 'SIGKILL');
  process.once('exit', onExit);
  process.env.FIRESTORE_EMULATOR_HOST = host;

  return async () => {
    if (process.env.FIRESTORE_EMULATOR_HOST === host) delete process.env.FIRESTORE_EMULATOR_HOST;
    await stop(child);
    process.off('exit', onExit);
  };
}
