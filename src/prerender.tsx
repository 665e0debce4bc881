import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from '@/app/app';
import { privatePaths, publicPaths } from '@/app/route-paths';
import { AppRoutes } from '@/app/routes';
import { organisationJsonLd } from '@/lib/organisation-json-ld';
import { fullTitle, pageHeadTags } from '@/lib/site-meta';
import { renderedMeta, resetRenderedMeta } from '@/lib/use-page-meta';

/*
 * Build-time rendering of the public pages (vite-prerender-plugin, vite.config.ts; decision
 * 0016). The plugin calls prerender() for « / » first, then for every address it returns in
 * `links`: the public pages of the table of pages (src/lib/paths.ts, listed by
 * src/app/route-paths.ts), each written to
 * <path>.html. The page is rendered as a visitor who is not signed in sees it before the session
 * is known (« loading »): exactly what the browser's first render produces, so React hydrates it
 * without a mismatch (src/main.tsx).
 */

/** The 404 page, written to /404.html: what any address outside the table of pages shows. */
const NOT_FOUND_FILE = '/404.html';

/** Nothing a page renders at build time may reach a backend: effects never run on the server. */
const noBackend = () => Promise.reject(new Error('Aucun backend pendant le prérendu.'));

interface HeadElement {
  type: string;
  props: Record<string, string>;
}

async function renderToString(node: React.ReactNode): Promise<string> {
  // Server-only code is loaded here, never by the browser's entry (vite-prerender-plugin's advice).
  // The edge build: the browser one opens a MessageChannel that would keep the build from exiting.
  const { prerender: render } = await import('react-dom/static.edge');
  // prerender() waits for every lazy page and Suspense boundary: the HTML holds the whole page.
  const { prelude } = await render(node, {
    // Never « outline » a large boundary into a hidden segment revealed by an inline script: the
    // page must read whole without JavaScript, and the CSP allows no such script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  return new Response(prelude).text();
}

export async function prerender({ url }: { url: string }) {
  // Public pages are written to <path>.html (served at <path> by the hosts' clean URLs).
  const path = url === NOT_FOUND_FILE ? url : url.replace(/\.html$/, '') || '/';
  resetRenderedMeta();
  const html = await renderToString(
    <StrictMode>
      <AppFrame backend={noBackend} maySignedIn={() => Promise.resolve(false)} publicReaders={null}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
  const meta = renderedMeta();
  if (!meta) throw new Error(`La page ${path} n’appelle pas usePageMeta() : pas de titre à écrire dans son HTML.`);

  const elements: HeadElement[] = pageHeadTags(path === NOT_FOUND_FILE ? '/' : path, meta.title, meta.description);
  if (path === NOT_FOUND_FILE) elements.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
  if (path === '/') {
    elements.push({ type: 'script', props: { type: 'application/ld+json', textContent: organisationJsonLd() } });
  }
  const links: string[] = [];
  if (path === '/') {
    const pages = await publicPaths();
    links.push(...pages.filter((one) => one !== '/').map((one) => `${one}.html`), NOT_FOUND_FILE);
    // For sitemap.xml and robots.txt (scripts/vite-site-plugins.ts, the next step of the same build).
    (globalThis as Record<string, unknown>).__commissionRouteTable = {
      publicPaths: pages,
      privatePaths: privatePaths(),
    };
  }

  return {
    // The client compares this address with its own before hydrating (src/main.tsx).
    html: `<div data-prerendered="${path}">${html}</div>`,
    links: new Set(links),
    head: { lang: 'fr', title: fullTitle(meta.title), elements: new Set(elements) },
  };
}
