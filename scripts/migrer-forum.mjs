#!/usr/bin/env node
// @ts-check
// npm run migrer-forum: brings, once, the questions a Firestore database held before issues 25, 32
// and 33 up to date (docs/deploiement.md, « Mettre à jour une base existante »): their follow-up
// fields, their followers, and the pupils named as the public may read them, with the members-only
// record of their full names. Same key and project as `npm run responsable`
// (scripts/responsable/config.mjs).
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { migratePupilNames, migrateQuestions } from './forum/migration.mjs';
import { resolveSetup } from './responsable/config.mjs';

const NBSP = '\u00a0';
const err = (/** @type {string} */ text) => process.stderr.write(`${text}\n`);

/**
 * The domain's own functions (TypeScript), loaded through Vite as the site's build does: the words
 * a question is found by, its followers and the latest followed are computed exactly as the site
 * computes them.
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
  const { upgradedQuestionFields, followersOf } = await vite.ssrLoadModule('/src/domain/question-upgrade.ts');
  const { readQuestion } = await vite.ssrLoadModule('/src/domain/question-records.ts');
  const { withFollowed } = await vite.ssrLoadModule('/src/domain/following.ts');
  const { publicPostFields, pupilEntry } = await vite.ssrLoadModule('/src/domain/minors.ts');
  return { vite, upgradedQuestionFields, followersOf, readQuestion, withFollowed, publicPostFields, pupilEntry };
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
const { vite, upgradedQuestionFields, followersOf, readQuestion, withFollowed, publicPostFields, pupilEntry } =
  await loadUpgrade();
try {
  err(`Projet Firebase${NBSP}: ${projectId}`);
  const done = await migrateQuestions(
    getFirestore(app),
    {
      upgrade: (id, data) => {
        const fields = upgradedQuestionFields(readQuestion(id, data));
        return { ...fields, activite: Timestamp.fromDate(fields.activite) };
      },
      followers: (id, data) => followersOf(readQuestion(id, data), data.suivi),
      latest: (followed, id, at) => withFollowed(followed, id, true, at),
    },
    (count) => err(`${count} question(s) mise(s) à jour…`),
  );
  process.stdout.write(
    done === 0
      ? `Suivi et recherche${NBSP}: toutes les questions étaient déjà à jour.\n`
      : `${done} question(s) mise(s) à jour${NBSP}: nombre de réponses, dernière activité, mots de recherche${NBSP}; leurs abonnés les retrouvent dans leurs propres questions suivies, que personne d’autre ne lit.\n`,
  );
  const named = await migratePupilNames(
    getFirestore(app),
    { publicFields: publicPostFields, entry: pupilEntry },
    (count) => err(`${count} question(s) d’élèves mise(s) à jour…`),
  );
  process.stdout.write(
    named === 0
      ? `Les élèves sont déjà nommés «${NBSP}Prénom N.${NBSP}» dans les forums.\n`
      : `${named} question(s) nomment désormais leurs élèves «${NBSP}Prénom N.${NBSP}», sans classe${NBSP}; les membres connectés voient toujours les noms complets.\n`,
  );
} finally {
  await vite.close();
  await deleteApp(app);
}
