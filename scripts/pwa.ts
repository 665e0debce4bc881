/*
 * The service worker and the web app manifest (vite-plugin-pwa, strategy injectManifest: the
 * worker is the site's own, scripts/sw.js; vite-plugin-pwa writes its precache list in).
 *
 * Navigations (scripts/sw.js):
 * - the shell and the navigation's main pages are precached: answered at once from the cache,
 *   offline or not, always consistent with the precached JS of the same build. A new deploy
 *   changes sw.js, and the update prompt (src/app/layout/update-prompt.tsx) offers the new version;
 * - every other page goes to the network first (its own prerendered HTML), a copy is kept in
 *   'pages', and offline a page never visited gets the precached shell, which renders it from JS.
 * The precached pages are listed under their clean addresses (/blog, /shell): see cleanAddresses.
 * No navigateFallback: its route would answer every navigation with the shell, even online.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { PAGES } from '../src/lib/paths';
import { DEFAULT_DESCRIPTION } from '../src/lib/site-description';
import { htmlFileOf } from './vite-site-plugins';

/**
 * The prerendered pages worth having offline from the first visit: the navigation bar's, by
 * their key in the table of pages (src/lib/paths.ts), which gives their addresses.
 */
export const MAIN_PAGES = [
  'home',
  'blog',
  'commissions',
  'encadreurs',
  'programme',
  'contact',
  'login',
] as const satisfies readonly (keyof typeof PAGES)[];

/** Their files in the build (index.html, blog.html…), for the precache. */
export const mainPageFiles = () => MAIN_PAGES.map((key) => htmlFileOf(PAGES[key].path));

/**
 * Not precached: the backends' chunks (Firebase SDK, local mode: loaded on demand, kept by the
 * 'chunks' runtime cache once used), the prerender-only chunks (never loaded by a browser) and
 * the members' screens (loaded, then kept, when a member opens them). `local-*` also matches
 * local-mode-page-*, a member's screen too.
 */
const NOT_PRECACHED = [
  'assets/firebase-*.js',
  'assets/local-*.js',
  'assets/prerender-*.js',
  'assets/static.edge-*.js',
  'assets/dashboard-page-*.js',
  'assets/forum-page-*.js',
  'assets/question-page-*.js',
  // A forum's parts that src/early-screen.ts asks for beside its page (issue 34).
  'assets/question-list-*.js',
  'assets/ask-form-*.js',
  'assets/single-question-*.js',
  'assets/my-questions-page-*.js',
  'assets/my-seances-*.js',
  'assets/responsable-page-*.js',
  'assets/mailbox-page-*.js',
  'assets/reset-password-page-*.js',
];

/** A glob of NOT_PRECACHED as a test of a file name (`*`: any characters but `/`). */
const globTest = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
const notPrecached = NOT_PRECACHED.map(globTest);

/**
 * The chunks a public page can reach (statically or not) without going through a chunk left out
 * above: the others (a member screen's own parts: the forum's ask form and question list, the
 * dashboard's conversations…; a backend's dependencies) are downloaded only by a member who opens
 * that screen, then kept by the 'chunks' runtime cache like the screen itself. Read from the
 * bundle by `publicChunksPlugin` below, used by `precachePublicChunks`.
 */
let publicChunks: Set<string> | null = null;

export function publicChunksPlugin(): Plugin {
  return {
    name: 'commission:public-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item) => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const reached = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || reached.has(file) || notPrecached.some((test) => test.test(file))) return;
        reached.add(file);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      publicChunks = reached;
    },
  };
}

/** Leaves out of the precache the JS chunks no public page reaches (publicChunksPlugin). */
const precachePublicChunks: ManifestTransform = (entries) =>
  Promise.resolve({
    manifest: entries.filter(
      (entry) => !publicChunks || !/^assets\/.+\.js$/.test(entry.url) || publicChunks.has(entry.url),
    ),
    warnings: [],
  });

/**
 * The precached pages under the addresses the hosts serve them at (/blog, /shell, /): with clean
 * URLs, firebase.json and vercel.json answer blog.html with a redirect to /blog, a round trip
 * more on a slow connection for each page. The worker matches a navigation to /blog exactly.
 */
const cleanAddresses: ManifestTransform = (entries) =>
  Promise.resolve({
    manifest: entries.map((entry) =>
      entry.url.endsWith('.html')
        ? { ...entry, url: entry.url === 'index.html' ? '/' : `/${entry.url.slice(0, -'.html'.length)}` }
        : entry,
    ),
    warnings: [],
  });

/**
 * The manifest as short as the worker can read it (issue 34: /sw.js is part of every first visit):
 * a hashed file carries no revision at all, a page the first 10 characters of its own (enough to
 * tell one deployment's page from the last one's).
 */
const compactEntries: ManifestTransform = (entries) =>
  Promise.resolve({
    manifest: entries.map(
      ({ url, revision }) =>
        // The worker reads a missing revision as none (scripts/sw.js).
        (revision ? { url, revision: revision.slice(0, 10) } : { url }) as (typeof entries)[number],
    ),
    warnings: [],
  });

export function pwaPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    registerType: 'prompt',
    // Registered from the app's own bundle (no inline script: the CSP allows only one, by hash).
    injectRegister: false,
    manifest: {
      name: 'Commission des Études — Études, Prière, Partage',
      short_name: 'Commission Études',
      description: DEFAULT_DESCRIPTION,
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0b0f',
      // The pages' own background (bg-creme): the splash screen opens on what the page shows.
      background_color: '#faf7f2',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // Our own worker (scripts/sw.js): the precache list written in, the file built into /sw.js.
    srcDir: 'scripts',
    filename: 'sw.js',
    injectManifest: {
      // assets/*.svg: the blog's illustrations, imported by their articles' folders (src/content/blog/).
      globPatterns: [
        'shell.html',
        ...mainPageFiles(),
        'assets/*.{js,css,svg}',
        'favicon.svg',
        'images/**/*.{svg,png,jpg,webp}',
      ],
      globIgnores: NOT_PRECACHED,
      manifestTransforms: [precachePublicChunks, cleanAddresses, compactEntries],
      // One file for the worker, no source map: fewer requests and bytes for the visitor.
      sourcemap: false,
      minify: true,
    },
  });
}
