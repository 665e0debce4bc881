#!/usr/bin/env node
// @ts-check
// npm run responsable -- ajouter|retirer prenom@exemple.cm, lister, aide.
// Thin entry point: reads the environment, connects firebase-admin, hands over to ./responsable/commande.mjs.
// Plain JavaScript so that `node scripts/responsable.mjs` runs with nothing else installed.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';
import { runResponsable } from './responsable/commande.mjs';
import { resolveSetup } from './responsable/config.mjs';

const NBSP = '\u00a0';
const out = (/** @type {string} */ text) => process.stdout.write(`${text}\n`);
const err = (/** @type {string} */ text) => process.stderr.write(`${text}\n`);

/** @type {import('firebase-admin/app').App | undefined} */
let app;

async function connect() {
  const setup = resolveSetup(process.env, {
    readFile: (path) => readFileSync(path, 'utf8'),
    firebasercPath: new URL('../.firebaserc', import.meta.url),
  });
  for (const warning of setup.warnings) err(warning);
  // Loaded only once there is something to do: « aide » answers at once, even without the package.
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { projectId, serviceAccount, emulatorHost } = setup;
  app = initializeApp(serviceAccount ? { credential: cert(serviceAccount), projectId } : { projectId }, 'responsable');
  err(`Projet Firebase${NBSP}: ${projectId}${emulatorHost ? ` (émulateur Auth ${emulatorHost})` : ''}`);
  return getAuth(app);
}

try {
  process.exitCode = await runResponsable(process.argv.slice(2), { auth: connect, out, err });
} finally {
  if (app) {
    const { deleteApp } = await import('firebase-admin/app');
    await deleteApp(app);
  }
}
