/**
 * Playwright global setup of the Firebase journeys: builds the site in Firebase mode against the
 * emulators (`dist-e2e-firebase`, mode « e2e-firebase »: no .env file read, the variables of
 * site.ts only), starts the Auth emulator (firebase-tools) and the machine image's Firestore
 * emulator with the real firestore.rules, and serves the build as the hosts do. Returns the
 * teardown. Without emulators: under CI=1 the run fails; elsewhere the journeys skip, saying why.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { startAuthEmulator } from '../setup/auth-emulator.global';
import { emulatorBin, start as startFirestore, stop as stopFirestore } from '../setup/firestore-emulator.global';
import { serveCopy } from '../e2e/static-server';
import { AUTH_HOST, BUILD_ENV, DIST, FIRESTORE_HOST, PROJECT_ID, SITE_PORT, SKIP_VARIABLE } from './site';

const ROOT = resolve(import.meta.dirname, '../..');
const portOf = (host: string) => Number(host.split(':')[1]);

function unavailable(why: string): undefined {
  if (process.env.CI) throw new Error(`Parcours Firebase : ${why}. En intégration continue (CI=1), ils doivent tourner.`);
  console.warn(`Parcours Firebase ignorés : ${why}`);
  process.env[SKIP_VARIABLE] = why;
  return undefined;
}

/** Loads firestore.rules into the emulator for the project (its REST API). */
async function loadRules(): Promise<void> {
  const rules = readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok) throw new Error(`Règles refusées par l'émulateur Firestore : HTTP ${response.status} ${await response.text()}`);
}

export default async function setup() {
  const found = emulatorBin();
  if ('missing' in found) return unavailable(found.missing);

  Object.assign(process.env, BUILD_ENV);
  await build({ root: ROOT, mode: 'e2e-firebase', logLevel: 'warn', build: { outDir: DIST } });

  const [auth, firestore] = await Promise.all([startAuthEmulator(portOf(AUTH_HOST)), startFirestore(found.bin, portOf(FIRESTORE_HOST))]);
  const stopAll = async () => {
    await Promise.all(['host' in auth ? auth.stop() : null, 'child' in firestore ? stopFirestore(firestore.child) : null]);
  };
  if ('failure' in auth || 'failure' in firestore) {
    await stopAll();
    return unavailable(['failure' in auth ? auth.failure : '', 'failure' in firestore ? firestore.failure : ''].join('\n').trim());
  }
  try {
    await loadRules();
  } catch (error) {
    await stopAll();
    throw error;
  }
  const site = await serveCopy(resolve(ROOT, DIST), SITE_PORT);
  return async () => {
    await site.dispose();
    await stopAll();
  };
}
