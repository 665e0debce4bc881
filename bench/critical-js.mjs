// The JS a route needs before its first paint, as issue 8 counts it: the entry and its static
// imports, the app it loads (src/boot.tsx), plus the route's page chunk and its static imports
// (a prerendered page paints before any of it: for it, this is the JS that makes it interactive) — read from Vite's build manifest
// (build.manifest: true), in gzip bytes. Shared by `npm run bench` and the size check in npm test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The first-paint budget of any public route, in gzip bytes (issue 8). */
export const FIRST_PAINT_JS_BUDGET = 110_000;

/** The backends' own chunks, which must never be part of a first paint. */
export const BACKEND_MODULES = ['src/backend/local/index.ts', 'src/backend/firebase/index.ts'];

/**
 * What the public pages read without the backend (src/backend/public-readers.ts), each adapter's
 * own chunk: read after the first paint too, never before. The local one by its module; the REST
 * one is a group of modules (vite.config.ts: publicRestChunk), by its chunk's name.
 */
export const PUBLIC_READER_MODULES = ['src/backend/local/public.ts', 'public-rest'];

const gzipCache = new Map();

export function gzipBytes(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path)).length);
  return gzipCache.get(path);
}

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** A chunk's file and everything it imports statically (what the browser needs before running it). */
function withStaticImports(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files);
  return files;
}

// The browser's entry (index.html): the build's other entry, src/prerender.tsx, runs at build time only.
const entryKey = (manifest) =>
  manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry);

/**
 * What a prerendered page waits for before it can paint: the entry and its static imports, in
 * gzip bytes. The app (src/boot.tsx) must not be among them: it is requested after the first paint.
 */
export function entryJs(dist) {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const files = [...withStaticImports(manifest, entry)];
  const app = (manifest[entry].dynamicImports ?? []).map((key) => manifest[key].file);
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0), files, app };
}

export function criticalJs(dist, page) {
  const manifest = readManifest(dist);
  if (!manifest[page]) throw new Error(`${page} n'est pas dans le manifeste de ${dist}`);
  const entry = entryKey(manifest);
  const files = withStaticImports(manifest, entry);
  // The entry (src/main.tsx) only loads the app (src/boot.tsx), after the first paint of a
  // prerendered page, at once on the shell: the app and its static imports count. Not what it
  // loads for the shell alone (a forum's first page, src/early-screen.ts, issue 34): by chunk
  // name, as the chunk also holds what it shares with the REST readers.
  for (const loaded of manifest[entry].dynamicImports ?? [])
    if (manifest[loaded].name !== 'early-screen') withStaticImports(manifest, loaded, files);
  withStaticImports(manifest, page, files);
  return { bytes: [...files].reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0), files: [...files] };
}

/** Every page module of the build (src/features/…/<name>-page.tsx), each a route’s own chunk. */
export function pageModules(dist) {
  return Object.keys(readManifest(dist)).filter((key) => /^src\/features\/.+-page\.tsx$/.test(key));
}

/** The files of the backends' chunks in this build. */
export function backendFiles(dist) {
  return filesOf(dist, BACKEND_MODULES);
}

/** The files of the public readers' chunks in this build. */
export function publicReaderFiles(dist) {
  return filesOf(dist, PUBLIC_READER_MODULES);
}

/** The files of these modules (a key of the manifest) or chunks (a chunk's name); each must be there. */
function filesOf(dist, modules) {
  const manifest = readManifest(dist);
  return new Set(
    modules.map((key) => {
      const chunk = manifest[key] ?? Object.values(manifest).find((entry) => !entry.src && entry.name === key);
      if (!chunk) throw new Error(`${key} : ni module ni morceau de ${dist}`);
      return chunk.file;
    }),
  );
}
