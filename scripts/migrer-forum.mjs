#!/usr/bin/env node
// @ts-check
// npm run migrer-forum: completes, once, the questions a Firestore database held before issue 25
// (docs/deploiement.md, « Mettre à jour une base existante »). Same key and project as
// `npm run responsable` (scripts/responsable/config.mjs).
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { migrateQuestions } from './forum/migration.mjs';
import { resolveSetup } from './responsable/config.mjs';

const NBSP = '\u00a0';
const err = (/** @type {string} */ text) => process.stderr.write(`${text}\n`);

/**
 * The domain's own function (TypeScript), loaded through Vite as the site's build does: the words
 * a question is found by are computed exactly as the site computes them.
 */
async function loadUpgrade() {
  const { createServer } = await import('vite');
  const src = fileURLToPath(new URL('../src', import.meta.url));
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
    resolve: { alias: { '@': src } },
  });
  const { upgradedQuestionFields } = await vite.ssrLoadModule('/src/domain/question-upgrade.ts');
  const { readQuestion } = await vite.ssrLoadModule('/src/domain/question-records.ts');
  return { vite, upgradedQuestionFields, readQuestion };
}

/** @type {ReturnType<typeof resolveSetup>} */
let setup;
try {
  setup = resolveSetup(process.env, {
    readFile: (path) => readFileSync(path, 'utf8'),
    firebasercPath: new URL('../.firebaserc', import.meta.url),
  });
} catch (error) {
  // What the volunteer must do first (the key, the project), in French, without a stack.
  err(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
for (const warning of setup.warnings) err(warning);
const { cert, initializeApp, deleteApp } = await import('firebase-admin/app');
const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
const { projectId, serviceAccount } = setup;
const app = initializeApp(serviceAccount ? { credential: cert(serviceAccount), projectId } : { projectId }, 'forum');
const { vite, upgradedQuestionFields, readQuestion } = await loadUpgrade();
try {
  err(`Projet Firebase${NBSP}: ${projectId}`);
  const done = await migrateQuestions(
    getFirestore(app),
    (id, data) => {
      const fields = upgradedQuestionFields(readQuestion(id, data));
      return { ...fields, activite: Timestamp.fromDate(fields.activite) };
    },
    (count) => err(`${count} question(s) complétée(s)…`),
  );
  process.stdout.write(
    done === 0
      ? `Rien à faire${NBSP}: toutes les questions sont à jour.\n`
      : `${done} question(s) complétée(s)${NBSP}: abonnés, nombre de réponses, dernière activité, mots de recherche.\n`,
  );
} finally {
  await vite.close();
  await deleteApp(app);
}
