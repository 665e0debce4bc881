// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendFiles, criticalJs, entryJs, FIRST_PAINT_JS_BUDGET, pageModules } from '../../bench/critical-js.mjs';
import { describePrerenderedPages } from './prerendered-pages';

/*
 * The production build, configured for Firebase as on a host, must carry the VITE_* values (they
 * are meant for the browser) and none of the server's (read by the functions of api/ only). Every
 * variable gets a unique random value, a canary, and every file of the build is searched for it.
 * Finding all the VITE_* canaries proves the search would find a server one that leaked.
 *
 * Only these variables are seen: every other VITE_* is removed from process.env for the build, and
 * the .env files are read from an empty folder, so a developer's .env.local neither leaks into the
 * build nor changes it.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const canary = (name: string) => `canary-${name.toLowerCase().replace(/_/g, '-')}-${randomBytes(8).toString('hex')}`;

// Shaped like the real values (an origin, host:port), in case something parses them.
const SERVER: Record<string, string> = {
  CLOUDINARY_CLOUD_NAME: canary('CLOUDINARY_CLOUD_NAME'),
  CLOUDINARY_API_KEY: canary('CLOUDINARY_API_KEY'),
  CLOUDINARY_API_SECRET: canary('CLOUDINARY_API_SECRET'),
  CLOUDINARY_UPLOAD_PRESET: canary('CLOUDINARY_UPLOAD_PRESET'),
  FIREBASE_PROJECT_ID: canary('FIREBASE_PROJECT_ID'),
  ALLOWED_ORIGINS: `https://${canary('ALLOWED_ORIGINS')}.example`,
  FIREBASE_AUTH_EMULATOR_HOST: `${canary('FIREBASE_AUTH_EMULATOR_HOST')}.invalid:9099`,
  FIRESTORE_EMULATOR_HOST: `${canary('FIRESTORE_EMULATOR_HOST')}.invalid:8080`,
};

const BROWSER: Record<string, string> = {
  VITE_FIREBASE_API_KEY: canary('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: `${canary('VITE_FIREBASE_AUTH_DOMAIN')}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: canary('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_APP_ID: canary('VITE_FIREBASE_APP_ID'),
  VITE_FIREBASE_STORAGE_BUCKET: `${canary('VITE_FIREBASE_STORAGE_BUCKET')}.appspot.com`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: canary('VITE_FIREBASE_MESSAGING_SENDER_ID'),
  VITE_CLOUDINARY_CLOUD_NAME: canary('VITE_CLOUDINARY_CLOUD_NAME'),
  VITE_CLOUDINARY_UPLOAD_PRESET: canary('VITE_CLOUDINARY_UPLOAD_PRESET'),
  VITE_CLOUDINARY_API_KEY: canary('VITE_CLOUDINARY_API_KEY'),
  VITE_DELETE_FILE_ENDPOINT: `https://${canary('VITE_DELETE_FILE_ENDPOINT')}.vercel.app/api/deleteFile`,
  VITE_SIGN_UPLOAD_ENDPOINT: `https://${canary('VITE_SIGN_UPLOAD_ENDPOINT')}.vercel.app/api/signUpload`,
  // The public address: every absolute URL of the prerendered pages starts with it.
  VITE_SITE_URL: `https://${canary('VITE_SITE_URL')}.example`,
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const envBefore = { ...process.env };
let work: string;
let files: { path: string; content: Buffer }[];
let outDir: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'commission-no-secrets-'));
  const saved = { ...process.env };
  try {
    for (const name of Object.keys(process.env)) {
      if (name.startsWith('VITE_')) delete process.env[name];
    }
    // Vitest sets NODE_ENV=test, which would give a development build of React.
    Object.assign(process.env, SERVER, BROWSER, { NODE_ENV: 'production' });
    const emptyEnvDir = join(work, 'env');
    outDir = join(work, 'dist');
    mkdirSync(emptyEnvDir);
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      envDir: emptyEnvDir,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    files = filesUnder(outDir).map((path) => ({ path: path.slice(outDir.length), content: readFileSync(path) }));
  } finally {
    for (const name of Object.keys(process.env)) {
      if (!(name in saved)) delete process.env[name];
    }
    Object.assign(process.env, saved);
  }
}, 180_000); // the build: a few seconds here, more on a busy machine

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function filesContaining(value: string): string[] {
  return files.filter(({ content }) => content.includes(value)).map(({ path }) => path);
}

/** A built file's text, by its path in the build (« /blog.html »). */
function builtText(path: string): string {
  const file = files.find((one) => one.path === path);
  if (!file) throw new Error(`${path} n’est pas dans le build`);
  return file.content.toString('utf8');
}

describe('the production build (Firebase configuration)', () => {
  it('is the Firebase build, with its JavaScript and its page', () => {
    expect(files.map(({ path }) => path)).toContain('/index.html');
    expect(files.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it.each(Object.entries(BROWSER))('carries %s, meant for the browser', (_name, value) => {
    expect(filesContaining(value)).not.toEqual([]);
  });

  it.each(Object.entries(SERVER))('does not carry the server variable %s', (_name, value) => {
    expect(filesContaining(value)).toEqual([]);
  });

  it('left process.env as it was', () => {
    expect({ ...process.env }).toEqual(envBefore);
  });
});

/*
 * The size check of issues 8 and 16, on the same build: what any route needs before its first
 * paint (the entry, its static imports, the route's page chunk and its static imports) stays within
 * 110 KB gzip, and no backend (Dexie, the Firebase SDK) is part of it. A prerendered page paints
 * before any of it runs; the rest of the site (dashboards, forums) paints once it has.
 * `npm run bench` measures the main routes in a browser.
 */
describe('every route’s first paint', () => {
  it(`needs at most ${FIRST_PAINT_JS_BUDGET / 1000} KB of gzip JavaScript, and no backend`, () => {
    const pages = pageModules(outDir);
    expect(pages.length).toBeGreaterThan(15);
    const backends = backendFiles(outDir);
    expect(backends.size).toBe(2);
    for (const page of pages) {
      const route = criticalJs(outDir, page);
      expect(route.bytes, `${page}: ${route.bytes} octets gzip (${route.files.join(', ')})`).toBeLessThanOrEqual(
        FIRST_PAINT_JS_BUDGET,
      );
      expect(
        route.files.filter((file) => backends.has(file)),
        page,
      ).toEqual([]);
    }
  });
});

describe('the script a prerendered page waits for', () => {
  it('is the small entry alone: the app is requested after the first paint, not imported by it', () => {
    const entry = entryJs(outDir);
    expect(entry.app.length).toBeGreaterThan(0);
    expect(entry.files.filter((file) => entry.app.includes(file))).toEqual([]);
    expect(entry.bytes).toBeLessThanOrEqual(3_000);
  });
});

describe('the prerendered pages', () => {
  describePrerenderedPages({
    siteUrl: BROWSER.VITE_SITE_URL!,
    files: () => files.map(({ path }) => path),
    text: builtText,
  });
});
