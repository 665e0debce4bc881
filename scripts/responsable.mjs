#!/usr/bin/env node
// @ts-check
// npm run responsable -- ajouter|retirer prenom@exemple.cm, lister, completer, aide.
// Thin entry point: reads the environment, connects firebase-admin (Auth for the claim, Firestore for
// the appointments `responsables/{uid}`), hands over to ./responsable/commande.mjs.
// Plain JavaScript so that `node scripts/responsable.mjs` runs with nothing else installed.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';
import { ResponsableError, runResponsable } from './responsable/commande.mjs';
import { resolveSetup } from './responsable/config.mjs';

const NBSP = '\u00a0';
const out = (/** @type {string} */ text) => process.stdout.write(`${text}\n`);
const err = (/** @type {string} */ text) => process.stderr.write(`${text}\n`);

/** @type {import('firebase-admin/app').App | undefined} */
let app;
/** @type {ReturnType<typeof open> | undefined} */
let connection;

async function open() {
  // The claim and the appointment go to the same place: both emulators, or the real project.
  const authEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim());
  const firestoreEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST?.trim());
  if (authEmulator && !firestoreEmulator) {
    throw new ResponsableError(
      `FIREBASE_AUTH_EMULATOR_HOST est défini sans FIRESTORE_EMULATOR_HOST${NBSP}: la commande écrit aussi ` +
        `dans Firestore. Donnez l’adresse de l’émulateur Firestore (FIRESTORE_EMULATOR_HOST=127.0.0.1:8080, ` +
        `npm run emulators).`,
    );
  }
  if (firestoreEmulator && !authEmulator) {
    throw new ResponsableError(
      `FIRESTORE_EMULATOR_HOST est défini sans FIREBASE_AUTH_EMULATOR_HOST${NBSP}: la nomination irait dans ` +
        `l’émulateur, le rôle dans le vrai projet. Pour le vrai projet, retirez cette variable ` +
        `(unset FIRESTORE_EMULATOR_HOST)${NBSP}; pour les émulateurs, donnez aussi FIREBASE_AUTH_EMULATOR_HOST.`,
    );
  }
  const setup = resolveSetup(process.env, {
    readFile: (path) => readFileSync(path, 'utf8'),
    firebasercPath: new URL('../.firebaserc', import.meta.url),
  });
  for (const warning of setup.warnings) err(warning);
  const { projectId, serviceAccount, emulatorHost, firestoreEmulatorHost } = setup;
  // Loaded only once there is something to do: « aide » answers at once, even without the package.
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { firestoreNominations } = await import('./responsable/nominations.mjs');
  app = initializeApp(serviceAccount ? { credential: cert(serviceAccount), projectId } : { projectId }, 'responsable');
  const emulators = emulatorHost ? ` (émulateurs Auth ${emulatorHost}, Firestore ${firestoreEmulatorHost})` : '';
  err(`Projet Firebase${NBSP}: ${projectId}${emulators}`);
  return { auth: getAuth(app), nominations: firestoreNominations(getFirestore(app)) };
}

/** One connection for both clients, made at the first need. */
const connect = () => (connection ??= open());

try {
  process.exitCode = await runResponsable(process.argv.slice(2), {
    auth: async () => (await connect()).auth,
    nominations: async () => (await connect()).nominations,
    out,
    err,
  });
} finally {
  if (app) {
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  }
}
