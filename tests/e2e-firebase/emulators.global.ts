/**
 * Playwright global setup of the Firebase journeys. Starts the Auth emulator (firebase-tools) and
 * the machine image's Firestore emulator (or uses the one FIRESTORE_EMULATOR_HOST names, as on
 * GitHub's runners), loads the real firestore.rules, builds the site in Firebase mode against them
 * (`dist-e2e-firebase`, mode « e2e-firebase »: no .env file is read, the variables of site.ts
 * only) and serves the build as the hosts do, with the notifications' functions (/api/notify,
 * /api/reminders: the real handlers, in this process, on the emulators, with a VAPID key pair made
 * for this run). The emulators' addresses and the run's keys reach the journeys through process.env
 * (their workers inherit it). Returns the teardown. Without emulators: under CI=1 the run fails;
 * elsewhere the journeys skip, saying why.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import webpush from 'web-push';
import { createDeleteFileHandler } from '../../api/deleteFile';
import { createNotifyHandler } from '../../api/notify';
import { createRemindersHandler } from '../../api/reminders';
import { createSignUploadHandler } from '../../api/signUpload';
import { serveCopy, type SiteFunction } from '../e2e/static-server';
import { startAuthEmulator } from '../setup/auth-emulator.global';
import {
  answers as firestoreAnswers,
  emulatorBin,
  start as startFirestore,
  stop as stopFirestore,
} from '../setup/firestore-emulator.global';
import {
  buildEnv,
  CLOUDINARY,
  DIST,
  EMULATOR_HOSTS,
  PROJECT_ID,
  PUSH_VARIABLES,
  SITE_PORT,
  SKIP_VARIABLE,
  yaoundeToday,
} from './site';

const ROOT = resolve(import.meta.dirname, '../..');

function unavailable(why: string): undefined {
  if (process.env.CI)
    throw new Error(`Parcours Firebase : ${why}. En intégration continue (CI=1), ils doivent tourner.`);
  console.warn(`Parcours Firebase ignorés : ${why}`);
  process.env[SKIP_VARIABLE] = why;
  return undefined;
}

/** Loads firestore.rules into the emulator for the project (its REST API). */
async function loadRules(firestoreHost: string): Promise<void> {
  const rules = readFileSync(resolve(ROOT, 'firestore.rules'), 'utf8');
  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok)
    throw new Error(`Règles refusées par l'émulateur Firestore : HTTP ${response.status} ${await response.text()}`);
}

/** The Firestore emulator FIRESTORE_EMULATOR_HOST names when it answers, else one of our own. */
async function firestoreEmulator(): Promise<{ host: string; stop: () => Promise<void> } | { failure: string }> {
  const named = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (named && (await firestoreAnswers(named))) return { host: named, stop: async () => {} };
  const found = emulatorBin();
  if ('missing' in found) return { failure: found.missing };
  const started = await startFirestore(found.bin);
  return 'failure' in started ? started : { host: started.host, stop: () => stopFirestore(started.child) };
}

/**
 * /api/notify and /api/reminders as Vercel runs them, on the emulators (unsigned tokens, the owner's
 * rights, plain-http push services). Their quiet hours are read at 14:00 today in Yaoundé, and the
 * cron runs at 18:00 today there (REMINDER_TIME): the journeys pass at night too.
 */
function notificationFunctions(
  hosts: { auth: string; firestore: string },
  vapid: { publicKey: string; privateKey: string },
  cronSecret: string,
): Record<string, SiteFunction> {
  const env = {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    FIRESTORE_EMULATOR_HOST: hosts.firestore,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:commission.etudes@exemple.cm',
    CRON_SECRET: cronSecret,
  };
  return {
    '/api/notify': createNotifyHandler({ env, quietHoursClock: () => yaoundeToday('14:00') }),
    '/api/reminders': createRemindersHandler({ env, now: () => yaoundeToday('18:00') }),
  };
}

/**
 * /api/signUpload and /api/deleteFile as Vercel runs them, on the emulators (issue 36: a photo's
 * upload is signed by the real function). Cloudinary's destroy API is the one call stood in for.
 */
function fileFunctions(hosts: { auth: string; firestore: string }): Record<string, SiteFunction> {
  const deps = {
    env: {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
      FIRESTORE_EMULATOR_HOST: hosts.firestore,
      CLOUDINARY_CLOUD_NAME: CLOUDINARY.cloudName,
      CLOUDINARY_API_KEY: CLOUDINARY.apiKey,
      CLOUDINARY_API_SECRET: CLOUDINARY.apiSecret,
      CLOUDINARY_UPLOAD_PRESET: CLOUDINARY.uploadPreset,
      CLOUDINARY_IMAGE_PRESET: CLOUDINARY.imagePreset,
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://api.cloudinary.com/')
        ? Promise.resolve(Response.json({ result: 'ok' }))
        : fetch(input, init),
  };
  return { '/api/signUpload': createSignUploadHandler(deps), '/api/deleteFile': createDeleteFileHandler(deps) };
}

export default async function setup() {
  const [auth, firestore] = await Promise.all([startAuthEmulator(), firestoreEmulator()]);
  const stopAll = () =>
    Promise.all(['stop' in auth ? auth.stop() : null, 'stop' in firestore ? firestore.stop() : null]);
  if ('failure' in auth || 'failure' in firestore) {
    await stopAll();
    return unavailable(
      ['failure' in auth ? auth.failure : '', 'failure' in firestore ? firestore.failure : ''].join('\n').trim(),
    );
  }
  const vapid = webpush.generateVAPIDKeys();
  const cronSecret = randomBytes(24).toString('base64url');
  try {
    await loadRules(firestore.host);
    Object.assign(process.env, buildEnv(auth.host, firestore.host, vapid.publicKey));
    await build({ root: ROOT, mode: 'e2e-firebase', logLevel: 'warn', build: { outDir: DIST } });
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env[EMULATOR_HOSTS.auth] = auth.host;
  process.env[EMULATOR_HOSTS.firestore] = firestore.host;
  process.env[PUSH_VARIABLES.vapidPublicKey] = vapid.publicKey;
  process.env[PUSH_VARIABLES.cronSecret] = cronSecret;
  const hosts = { auth: auth.host, firestore: firestore.host };
  const functions = { ...notificationFunctions(hosts, vapid, cronSecret), ...fileFunctions(hosts) };
  const site = await serveCopy(resolve(ROOT, DIST), SITE_PORT, undefined, functions);
  return async () => {
    await site.dispose();
    await stopAll();
  };
}
