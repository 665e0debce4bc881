/*
 * The build steps around prerendering (vite-prerender-plugin writes the pages themselves, from
 * src/prerender.tsx; decision 0016):
 * - shell.html: the page template left empty, for every address that has no prerendered file
 *   (dashboards, forums, the responsables' space, an address in another letter case, an unknown
 *   one). The hosts and the service worker fall back to it, never to index.html, which is now
 *   the home page: hydrating the home page's HTML at /TableauEleve would be a mismatch.
 * - sitemap.xml and robots.txt, from the table of pages (src/lib/paths.ts: its public pages, its
 *   members' screens), as the prerender step listed them.
 * - `vite preview` serving <path>.html at <path>, in any letter case, as the hosts do with
 *   clean URLs, and shell.html otherwise.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const SHELL_FILE = 'shell.html';

/** Emits shell.html: to be listed before the prerender plugin (both run after Vite's HTML step). */
export function shellPlugin(): Plugin {
  return {
    name: 'commission:shell',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const template = bundle['index.html'];
      if (!template || template.type !== 'asset') this.error('index.html introuvable dans le build.');
      // The shell (forums, dashboards) has nothing to show without the app: its code is asked for
      // with the page's first script, not once that script has run (a round trip on a phone
      // network, issue 34). A prerendered page asks for it after its first paint (src/main.tsx).
      // So is the small chunk that requests a forum's code and first page (src/early-screen.ts).
      const html = String(template.source);
      const chunks = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && (file.name === 'app' || file.name === 'early-screen'),
      );
      const files = new Set(
        chunks.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.fileName, ...chunk.imports] : [])),
      );
      const early = [...files]
        .filter((name) => !html.includes(name))
        .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
        .join('');
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: html.replace('</head>', `${early}</head>`) });
    },
  };
}

/** The address a prerendered file is served at: blog.html → /blog, index.html → /. */
export function addressOf(fileName: string): string {
  return fileName === 'index.html' ? '/' : `/${fileName.replace(/\.html$/, '')}`;
}

/** The file a prerendered address is written to: /blog → blog.html, / → index.html. */
export function htmlFileOf(address: string): string {
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}

export function sitemapXml(siteUrl: string, addresses: readonly string[]): string {
  const entries = addresses.map((address) => `  <url><loc>${siteUrl}${encodeURI(address)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers read the public pages; members' screens are rendered in the browser and worth nothing to them. */
export function robotsTxt(siteUrl: string, privatePrefixes: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** What src/prerender.tsx leaves for the next step: the table of pages' public and private addresses. */
export const ROUTE_TABLE_KEY = '__commissionRouteTable';
export interface RouteTableSummary {
  publicPaths: string[];
  privatePaths: string[];
}

/**
 * Emits sitemap.xml and robots.txt once the pages are prerendered: to be listed after the
 * prerender plugin. The addresses are the table of pages' (src/lib/paths.ts), as the prerender
 * step listed them (src/app/route-paths.ts); every public address must have its HTML file.
 */
export function siteFilesPlugin({ siteUrl }: { siteUrl: string }): Plugin {
  return {
    name: 'commission:site-files',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const table = (globalThis as Record<string, unknown>)[ROUTE_TABLE_KEY] as RouteTableSummary | undefined;
      if (!table) this.error('Le prérendu n’a pas transmis la table des routes (src/prerender.tsx).');
      const written = new Set(
        Object.keys(bundle)
          .filter((name) => name.endsWith('.html'))
          .map(addressOf),
      );
      const missing = table.publicPaths.filter((address) => !written.has(address));
      if (missing.length > 0) this.error(`Pages publiques sans fichier HTML : ${missing.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, table.publicPaths) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl, table.privatePaths) });
    },
  };
}

/** Every HTML file of the build, by its address in lower case. */
function pagesOf(outDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html'))
        pages.set(addressOf(relative(outDir, path).split(sep).join('/')).toLowerCase(), path);
    }
  };
  if (existsSync(outDir)) walk(outDir);
  return pages;
}

/** `vite preview` as the hosts serve the site (firebase.json, vercel.json: clean URLs, shell fallback). */
export function previewPagesPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'commission:preview-pages',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = join(config.root, config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        if (!request.url || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        const url = new URL(request.url, 'http://localhost');
        // A file (/assets/…, /og/accueil.png, /sitemap.xml): served as it is.
        if (/\.[a-z0-9]+$/i.test(url.pathname)) return next();
        // Read at each request: a rebuild under a running preview (the update test) is served at once.
        const pages = pagesOf(outDir);
        const address = decodeURIComponent(url.pathname)
          .replace(/(.)\/+$/, '$1')
          .toLowerCase();
        const page = address === '/404' ? undefined : pages.get(address);
        const file = page ? `/${relative(outDir, page).split(sep).join('/')}` : `/${SHELL_FILE}`;
        request.url = file + url.search;
        next();
      });
    },
  };
}
