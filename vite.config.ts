/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { apiDevPlugin } from './api/_dev/vite-plugin.js';
import { lightPreloadPlugin } from './scripts/light-preload';
import { publicChunksPlugin, pwaPlugin } from './scripts/pwa';
import { previewPagesPlugin, shellPlugin, siteFilesPlugin } from './scripts/vite-site-plugins';
import { parseConfig, parseShowSampleTutors } from './src/config-parse';

const src = fileURLToPath(new URL('./src', import.meta.url));
const tests = fileURLToPath(new URL('./tests', import.meta.url));

const MAIN = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const BOOT = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const LOCAL_PUBLIC = fileURLToPath(new URL('./src/backend/local/public.ts', import.meta.url));
const LOCAL_PUBLIC_DATABASE = fileURLToPath(new URL('./src/backend/local/public-database.ts', import.meta.url));
const LOCAL_BACKEND = fileURLToPath(new URL('./src/backend/local/', import.meta.url));

/**
 * Three kinds of JavaScript, so that a prerendered page paints before the app loads:
 * - « index » and « start »: src/main.tsx and what it imports itself (early-input.ts, first-paint.ts,
 *   the preload helper: scripts/light-preload.ts), about 1.4 KB, the only script the page waits for;
 * - « app »: src/boot.tsx (the app in the browser) and everything it imports statically, one chunk
 *   that main.tsx requests after the first paint. Left alone, the bundler splits what it shares
 *   with the prerender entry (src/prerender.tsx) into ~18 small chunks, each gzipped apart (+5 KB
 *   of JavaScript), and pulls what main.tsx shares with it (early-input.ts) into « app », which
 *   the entry would then import statically, before the first paint. The prerender step imports
 *   « app » in Node: boot.tsx does nothing until startApp() is called;
 * - the pages and the backends, loaded on demand. In local mode, what the public pages read is
 *   « public-local » (src/backend/local/public.ts, without Dexie: precached like the Firebase
 *   mode's « public-rest », it only asks whether there is a database), then, once there is one,
 *   « local-database »: Dexie, the schema and the public queries (public-database.ts), which the
 *   whole backend (« local »: the session, the accounts, the use cases, the other stores) imports
 *   in turn. Like « local », « local-database » stays out of the service worker's precache
 *   (scripts/pwa.ts: `local-*`): a visitor who never signs up never downloads Dexie.
 */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let graph: { entry: Set<string>; core: Set<string>; localDatabase: Set<string> } | null = null;

function modulesOf(context: ModuleGraph) {
  if (!graph) {
    const entry = staticClosure(MAIN, context);
    entry.delete(MAIN);
    graph = {
      entry,
      core: new Set([...staticClosure(BOOT, context)].filter((module) => !entry.has(module) && module !== MAIN)),
      // Dexie and the local backend's modules that public-database.ts imports, but not those of the
      // small chunk before it (public.ts); the domain's, shared with the pages and the Firebase
      // adapter, stay where the bundler puts them.
      localDatabase: new Set(
        [...staticClosure(LOCAL_PUBLIC_DATABASE, context)].filter(
          (module) =>
            !staticClosure(LOCAL_PUBLIC, context).has(module) &&
            (module.includes('/node_modules/dexie/') || module.startsWith(LOCAL_BACKEND)),
        ),
      ),
    };
  }
  return graph;
}
const startChunk = (id: string, context: ModuleGraph) =>
  modulesOf(context).entry.has(id) && !id.endsWith('.css') ? 'start' : null;
const coreChunk = (id: string, context: ModuleGraph) => (modulesOf(context).core.has(id) ? 'app' : null);
const localDatabaseChunk = (id: string, context: ModuleGraph) =>
  modulesOf(context).localDatabase.has(id) ? 'local-database' : null;

/**
 * Chains of small modules that the home page's « Prochaine séance » needs one after the other,
 * each a chunk of its own otherwise (shared by the programme, « Mes séances », the responsables'
 * screens, the backends): files found a round trip apart on a phone network. Grouped (issue 34):
 * the card, its hook and texts; in Firebase mode, the public REST reader and the programme's.
 * Only the modules named (their imports stay where the bundler puts them).
 */
const chainOf = (name: string, files: readonly string[]) => {
  const ids = new Set(files.map((file) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))));
  return (id: string) => (ids.has(id) ? name : null);
};
const seanceViewChunk = chainOf('seance-view', [
  'domain/seances.ts',
  'lib/seance-text.ts',
  'features/programme/next-seance.tsx',
  'features/programme/next-seance-card.tsx',
  'features/programme/seance-teaser.tsx',
  'features/programme/use-programme.ts',
  'features/programme/programme-texts.ts',
]);
const publicRestChunk = chainOf('public-rest', [
  'backend/firebase/public-rest.ts',
  'backend/firebase/programme-rest.ts',
]);
/**
 * What src/early-screen.ts imports to send a forum's first page before the app is here: modules
 * without imports of their own, so that the early request waits for nothing else (issue 34). The
 * REST readers (rest-values.ts, its own chunk: the forum's reader needs it without the
 * programme's) import them too.
 */
const restRequestsChunk = chainOf('rest-requests', ['backend/firestore-rest.ts', 'backend/early-responses.ts']);

function staticClosure(root: string, context: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The unit tests without a component (the `logic` project below): every `*.test.ts`, run in Node.
 * The few that need a page (storage, events, timers of the browser) say so on their first line,
 * `// @vitest-environment jsdom`. Components (`*.test.tsx`) are the `unit` project.
 */
const LOGIC_TESTS = ['src/**/*.test.ts', 'api/**/*.test.ts', 'tests/config/**/*.test.ts'];

const isTestMode = (mode: string) => mode === 'e2e' || mode === 'e2e-firebase';

/** Where the site is served, for absolute URLs in link previews, canonical and sitemap (.env.example). */
const LOCAL_SITE_URL = 'http://localhost:4173';

function siteUrlOf(mode: string, command: string): string {
  const raw = isTestMode(mode) ? process.env.VITE_SITE_URL : loadEnv(mode, '.', 'VITE_').VITE_SITE_URL;
  if (!raw) {
    if (command === 'build' && mode === 'production') {
      console.warn(
        `VITE_SITE_URL n’est pas défini : les aperçus de liens et le plan du site pointeront vers ${LOCAL_SITE_URL}.`,
      );
    }
    return LOCAL_SITE_URL;
  }
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`VITE_SITE_URL doit commencer par https:// (reçu : « ${raw} »).`);
  return url.origin + url.pathname.replace(/\/+$/, '');
}

// Modes "e2e" and "e2e-firebase" build the site for the browser tests: no .env file is read, so the
// tests exercise what they set themselves (nothing: the built-in local backend; or the Firebase
// emulators' variables, tests/e2e-firebase/site.ts), whatever a developer keeps in .env.local.
export default defineConfig(({ mode, command }) => {
  const siteUrl = siteUrlOf(mode, command);
  const env = loadEnv(mode, isTestMode(mode) ? false : '.', 'VITE_');
  graph = null; // one build, one graph (the build test builds again in the same process)
  return {
    plugins: [
      lightPreloadPlugin(),
      react(),
      tailwindcss(),
      apiDevPlugin(),
      // In this order: the empty shell is copied before the home page fills index.html, and the
      // sitemap is written once the pages are.
      shellPlugin(),
      vitePrerenderPlugin({
        renderTarget: '#root',
        prerenderScript: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)),
      })[0],
      siteFilesPlugin({ siteUrl }),
      previewPagesPlugin(),
      // After the pages are written: the service worker precaches some of them, and the chunks
      // the public pages reach.
      publicChunksPlugin(),
      pwaPlugin(),
    ],
    define: {
      'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
      // The configuration, decided here once (src/config.ts): the same variables the site would
      // read in import.meta.env (the .env files, except in the test modes, and the environment).
      __APP_CONFIG__: JSON.stringify(parseConfig(env)),
      __SHOW_SAMPLE_TUTORS__: JSON.stringify(parseShowSampleTutors(env)),
    },
    resolve: { alias: { '@': src, '@tests': tests } },
    envDir: isTestMode(mode) ? false : '.',
    build: {
      outDir: isTestMode(mode) ? `dist-${mode}` : 'dist',
      target: 'es2022',
      // A chunk fetches its imports itself once it arrives, a round trip later each: the lists
      // that let Vite request them all at once cost « app » 1 KB of gzip per screen listed (the
      // sign-up page's 110 KB budget). One exception (issue 34): what src/early-screen.ts asks for
      // on a forum's address, the forum and its REST reader, in one wave beside the app; those
      // lists are in its own chunk, which only the shell downloads.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostId }) => (/(^|\/)early-screen-/.test(hostId) ? deps : []),
      },
      sourcemap: false,
      // The Firebase SDK chunk (~185 KB gzip) is loaded on demand, never by a content page.
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: startChunk, priority: 2 },
              { name: coreChunk, priority: 1 },
              // Only the modules named: what they import from the domain is not pulled in with them.
              { name: localDatabaseChunk, priority: 1, includeDependenciesRecursively: false },
              { name: seanceViewChunk, priority: 1, includeDependenciesRecursively: false },
              { name: publicRestChunk, priority: 1, includeDependenciesRecursively: false },
              { name: restRequestsChunk, priority: 1, includeDependenciesRecursively: false },
            ],
          },
          chunkFileNames: ({ facadeModuleId }) =>
            facadeModuleId === LOCAL_PUBLIC ? 'assets/public-local-[hash].js' : 'assets/[name]-[hash].js',
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      // Both cores (Vitest's default keeps one for itself). The suites that share one emulator's
      // database run their files one after the other (fileParallelism below).
      maxWorkers: 2,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // The backend contract on the local adapter (tests/contract/describe-backend.ts).
            include: ['src/**/*.test.tsx', 'tests/contract/local.contract.test.ts'],
            setupFiles: ['tests/setup/vitest.setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            // What has no component: the domain, the use cases, the adapters' parts, the content,
            // the server functions, the hosting files. In Node unless the file asks for a DOM.
            name: 'logic',
            environment: 'node',
            include: LOGIC_TESTS,
            setupFiles: ['tests/setup/vitest.setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            // The Firebase adapter's own mechanics against the Auth emulator, and `npm run responsable`
            // against the Auth and Firestore emulators (the appointments, the real firestore.rules).
            name: 'emulator',
            environment: 'node',
            include: ['tests/emulator/**/*.test.ts'],
            globalSetup: ['tests/setup/firestore-emulator.global.ts', 'tests/setup/auth-emulator.global.ts'],
            testTimeout: 20_000,
            // Loading firestore.rules into the emulator takes seconds on a busy two-core machine.
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // firestore.rules against a Firestore emulator; skipped, with the reason, when none answers.
            name: 'rules',
            environment: 'node',
            // Each file has its own project, so its own database in the one emulator (rules-env.ts):
            // the files run side by side.
            include: ['tests/rules/**/*.test.ts'],
            globalSetup: ['tests/setup/firestore-emulator.global.ts'],
            testTimeout: 20_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            // The backend contract on the Firebase adapter: the Auth and Firestore emulators, the real
            // firestore.rules, api/deleteFile.ts in-process. Skipped, with the reason, without
            // emulators (under CI=1 that fails).
            name: 'contract',
            environment: 'node',
            // One emulator database for all its files: one file at a time.
            fileParallelism: false,
            include: ['tests/contract/firebase.contract.test.ts'],
            globalSetup: ['tests/setup/firestore-emulator.global.ts', 'tests/setup/auth-emulator.global.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
            // A live list answers over the network: more than expect.poll's default second on a busy machine.
            expect: { poll: { timeout: 5_000 } },
          },
        },
        {
          extends: true,
          test: {
            // Firestore document reads per visit, metered on the emulators (tests/reads/, npm run bench).
            name: 'reads',
            environment: 'node',
            // One emulator database for all its files: one file at a time.
            fileParallelism: false,
            include: ['tests/reads/**/*.test.ts'],
            globalSetup: ['tests/setup/firestore-emulator.global.ts', 'tests/setup/auth-emulator.global.ts'],
            testTimeout: 30_000,
            hookTimeout: 300_000,
          },
        },
        {
          extends: true,
          test: {
            // Builds the production site (Vite's build(), in a temporary folder) and searches it for secrets.
            name: 'build',
            environment: 'node',
            include: ['tests/build/**/*.test.ts'],
            testTimeout: 180_000,
          },
        },
      ],
    },
  };
});
