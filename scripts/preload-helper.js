// @ts-check
/* global document, __BASE__ -- a browser's page; the build writes the site's base in place of __BASE__ */
/*
 * What every dynamic import() of the built site goes through (Vite wraps each one as
 * `__vitePreload(() => import('./page.js'), deps)`), in place of Vite's own helper: see
 * scripts/light-preload.ts. `deps` are the files to request at once beside the module, relative
 * to the site's root (« assets/question-list-1a2b.js »); only src/early-screen.ts has any.
 */

/** The files already asked for: a second import of the same module asks for nothing again. */
const requested = new Set();

/**
 * Asks for `deps` with <link rel="modulepreload"> (the browser fetches and parses them in
 * parallel, once), then imports the module. Like Vite's helper, the import does not wait for the
 * links: the module's own imports find them fetched or under way.
 * @template T
 * @param {() => Promise<T>} load
 * @param {readonly string[] | undefined} deps
 * @returns {Promise<T>}
 */
export function __vitePreload(load, deps) {
  for (const dep of deps ?? []) {
    if (requested.has(dep)) continue;
    requested.add(dep);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `${__BASE__}${dep}`;
    document.head.appendChild(link);
  }
  return load();
}
