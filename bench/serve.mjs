// Builds the site in a given mode into its own folder and serves it with `vite preview`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = new URL('..', import.meta.url).pathname;

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} → ${code}\n${output}`)),
    );
  });
}

/** A Firebase configuration that builds the Firebase variant; nothing is ever sent to Google. */
export const DUMMY_FIREBASE = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'bench-dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'bench-dummy.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'bench-dummy',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_CLOUDINARY_CLOUD_NAME: 'bench-dummy',
  VITE_CLOUDINARY_UPLOAD_PRESET: 'bench-dummy',
  VITE_CLOUDINARY_API_KEY: 'bench-dummy',
};

/** Two tutor accounts a responsable approved, as Firestore's REST API lists the `annuaire` collection. */
const APPROVED_TUTORS = {
  documents: [
    [
      'bench-tuteur-1',
      {
        nom: 'Essomba',
        prenom: 'Carine',
        matiere: 'Mathématiques',
        classe: '3e, 2nde',
        profession: 'Étudiante',
        telephone: '',
      },
    ],
    [
      'bench-tuteur-2',
      { nom: 'Ndzana', prenom: 'Paul', matiere: 'Anglais', classe: '6e à 3e', profession: 'Enseignant', telephone: '' },
    ],
  ].map(([uid, fields]) => ({
    name: `projects/bench-dummy/databases/(default)/documents/annuaire/${uid}`,
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, { stringValue: value }])),
  })),
};

/** The programme's answer (src/backend/firebase/programme-rest.ts): three Saturday séances to come. */
function programme() {
  const saturday = new Date();
  saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7));
  return [0, 1, 2].map((week) => {
    const debut = new Date(
      Date.UTC(saturday.getUTCFullYear(), saturday.getUTCMonth(), saturday.getUTCDate() + 7 * week, 8),
    );
    const fin = new Date(debut.getTime() + 3 * 3_600_000);
    return {
      document: {
        name: `projects/bench-dummy/databases/(default)/documents/seances/bench-${week}`,
        fields: {
          debut: { timestampValue: debut.toISOString() },
          fin: { timestampValue: fin.toISOString() },
          lieu: {
            mapValue: {
              fields: {
                nom: { stringValue: 'Salle paroissiale de Mvog-Ada' },
                adresse: { stringValue: 'Derrière l’église, 2e bâtiment' },
              },
            },
          },
          classes: { arrayValue: { values: [{ stringValue: '3e' }, { stringValue: '2nde' }] } },
          matieres: { arrayValue: { values: [{ stringValue: 'Mathématiques' }] } },
          encadreurs: { arrayValue: { values: [] } },
          capacite: { integerValue: '25' },
          note: { stringValue: 'Apportez vos cahiers d’exercices.' },
          participants: { integerValue: String(4 + week) },
          encadreursPresents: { integerValue: '2' },
          annulee: { booleanValue: false },
        },
      },
    };
  });
}

/**
 * What a signed-out visitor's browser asks Firestore in the Firebase variant: the public directory
 * (src/backend/firebase/directory-rest.ts) and the programme (programme-rest.ts), over REST. The bench has no Firebase project, and
 * Google is out of reach here: without an answer /Encadreurs would show its error and log it, and
 * Lighthouse would measure a page no visitor sees. This stands in for Firestore, on the bench's
 * machine (the build points the directory to it as it would to an emulator).
 */
async function startFakeDirectory(port) {
  const server = createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    if (request.method === 'GET' && /\/documents\/annuaire\?/.test(request.url ?? '')) {
      response.writeHead(200, headers).end(JSON.stringify(APPROVED_TUTORS));
    } else if (request.method === 'OPTIONS') {
      // The programme's query is a POST with a JSON body: the browser asks first.
      response
        .writeHead(204, {
          ...headers,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
        })
        .end();
    } else if (request.method === 'POST' && /\/documents:runQuery\?/.test(request.url ?? '')) {
      response.writeHead(200, headers).end(JSON.stringify(programme()));
    } else {
      response.writeHead(404, headers).end('{}');
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/**
 * Builds into dist-bench-<name> (mode "e2e" for local: no .env is read; a production build with
 * the dummy configuration for Firebase) and serves it on `port`. Returns the base URL and a stop().
 */
export async function buildAndServe(name, port) {
  const outDir = `dist-bench-${name}`;
  let directory = null;
  if (name === 'local') {
    await run('npx', ['vite', 'build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--manifest'], {});
  } else {
    const directoryPort = port + 1;
    directory = await startFakeDirectory(directoryPort);
    await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
      ...DUMMY_FIREBASE,
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${directoryPort}`,
    });
  }
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--mode',
      'e2e',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      await sleep(200);
    }
  }
  return {
    base,
    async stop() {
      directory?.close();
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([once(server, 'exit'), sleep(2000)]);
    },
  };
}
