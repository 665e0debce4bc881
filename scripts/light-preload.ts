/*
 * Vite wraps every dynamic import() of the built site in a helper that first requests the
 * imported chunk's own imports (<link rel=modulepreload>, and its CSS, waiting for it). Its code,
 * ~1.8 KB before gzip, is in the small script every prerendered page waits for before its first
 * paint (the « start » chunk, vite.config.ts). Here, only src/early-screen.ts has imports to
 * request (vite.config.ts: modulePreload.resolveDependencies), and no lazy chunk has CSS of its
 * own (Tailwind writes one stylesheet, linked by every page): so the site's helper is
 * scripts/preload-helper.js, ten lines, 0.6 KB of gzip less on every page (issue 34).
 *
 * Vite's helper is a virtual module; this plugin answers its load first. Should a lazy chunk ever
 * import CSS, the build stops and says so (the light helper would not load it).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The id Vite 8 gives its helper (vite/dist/node: preloadHelperId). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

const HELPER_SOURCE = new URL('./preload-helper.js', import.meta.url);

export function lightPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'commission:light-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return readFileSync(HELPER_SOURCE, 'utf8').replaceAll('__BASE__', JSON.stringify(base));
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || file.isEntry) continue;
        const css = [...(file.viteMetadata?.importedCss ?? [])];
        if (css.length > 0) {
          this.error(
            `${file.fileName} importe du CSS (${css.join(', ')}) : scripts/preload-helper.js ne le charge pas. ` +
              'Chargez ce CSS depuis la feuille commune, ou rendez au helper de Vite son rôle (scripts/light-preload.ts).',
          );
        }
      }
    },
  };
}
