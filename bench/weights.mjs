// What a first visit downloads, per route group: gzip bytes of JS (before first paint and in all)
// and CSS, and the bytes of images. Sizes come from the built files themselves.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { backendFiles, criticalJs, gzipBytes, publicReaderFiles } from './critical-js.mjs';

/** Each route group: a route, and the module of its page (the route's own chunk). */
export const ROUTE_GROUPS = {
  home: { path: '/', page: 'src/features/home/home-page.tsx' },
  blog: { path: '/Blog', page: 'src/features/blog/blog-page.tsx' },
  commissions: { path: '/commissions', page: 'src/features/commissions/commissions-page.tsx' },
  directory: { path: '/Encadreurs', page: 'src/features/directory/directory-page.tsx' },
  login: { path: '/Login', page: 'src/features/auth/login-page.tsx' },
  dashboard: { path: '/TableauEleve', page: 'src/features/dashboard/dashboard-page.tsx' },
  forum: { path: '/EncadreurEleve', page: 'src/features/forum/forum-page.tsx' },
};

function fileFor(dist, url) {
  const { pathname } = new URL(url);
  return join(dist, decodeURIComponent(pathname));
}

/** Visits `path` as a first-time visitor on a 360 px phone and sums what was downloaded. */
export async function measureRoute(browser, base, dist, { path, page: pageModule }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto(base + path, { waitUntil: 'load' });
  // Whatever loads after first paint (the backend, idle-time chunks) is part of the visit too.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const { fcp, resources } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    resources: performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, end: entry.responseEnd, type: entry.initiatorType })),
  }));
  await context.close();

  const critical = criticalJs(dist, pageModule);
  // The backend, or what the public pages read without it: both wait for the first paint.
  const backends = new Set([...backendFiles(dist), ...publicReaderFiles(dist)]);
  const result = {
    jsBeforePaint: critical.bytes,
    criticalFiles: critical.files,
    backendBeforePaint: false,
    js: 0,
    css: 0,
    images: 0,
    fcpMs: fcp === null ? null : Math.round(fcp),
    scripts: [],
  };
  for (const resource of resources) {
    if (!resource.name.startsWith(base)) continue;
    const file = fileFor(dist, resource.name);
    if (/\.js$/.test(file)) {
      const bytes = gzipBytes(file);
      result.js += bytes;
      const name = file.slice(dist.length + 1);
      const beforePaint = fcp !== null && resource.end <= fcp;
      if (beforePaint && backends.has(name)) result.backendBeforePaint = true;
      result.scripts.push({ file: name, gzip: bytes, beforePaint });
    } else if (/\.css$/.test(file)) {
      result.css += gzipBytes(file);
    } else if (/\.(png|jpe?g|webp|avif|svg|gif)$/.test(file)) {
      result.images += statSync(file).size;
    }
  }
  return result;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
