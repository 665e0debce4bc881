import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { publicPaths } from '@/app/route-paths';
import { mainPageFiles } from '../../scripts/pwa';
import { addressOf } from '../../scripts/vite-site-plugins';

/*
 * Issue 16's build test, on a build made by the caller: every public page of the route table has
 * its HTML file, holding the page itself (its heading) and its own head: title, description,
 * canonical address, Open Graph and Twitter tags, all absolute from VITE_SITE_URL; the sitemap
 * lists each public page exactly once; no inline script runs without its hash in the CSP. The
 * service worker precaches the table's main pages and nothing else as a page; the blog's texts
 * are each their own chunk, which no page but the article's loads.
 */

interface Build {
  siteUrl: string;
  /** Every file of the build, as « /blog.html ». */
  files: () => string[];
  text: (path: string) => string;
}

const fileOf = (path: string) => (path === '/' ? '/index.html' : `${path}.html`);

function policy(): string {
  const firebase = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { headers: { key: string; value: string }[] }[] };
  };
  return firebase.hosting.headers.flatMap((rule) => rule.headers).find(({ key }) => key === 'Content-Security-Policy')!
    .value;
}

export function describePrerenderedPages(build: Build) {
  const page = (path: string) => new JSDOM(build.text(fileOf(path))).window.document;
  const attribute = (document: Document, selector: string, name: string) => {
    const found = document.head.querySelectorAll(selector);
    expect(found, selector).toHaveLength(1);
    return found[0]!.getAttribute(name);
  };

  it('writes every public page of the route table, with its heading, its own title and its absolute preview tags', async () => {
    const paths = await publicPaths();
    expect(paths.length).toBeGreaterThan(50); // home, blog ×4, contact, commissions ×12, directory ×2, 34 tutors, login, sign-up ×3
    const titles = new Map<string, string>();
    for (const path of paths) {
      const document = page(path);
      expect(document.documentElement.lang, path).toBe('fr');
      expect(document.querySelector('[data-prerendered]')?.getAttribute('data-prerendered'), path).toBe(path);
      const heading = document.querySelector('main h1')?.textContent?.trim();
      expect(heading, `${path}: h1`).toBeTruthy();
      const title = document.title;
      // The page's own title, and its heading in it (the home page says the site's name and motto).
      if (path !== '/') expect(title, path).toContain(heading);
      expect(titles.get(title), `${path} and ${titles.get(title)} share « ${title} »`).toBeUndefined();
      titles.set(title, path);

      const url = `${build.siteUrl}${path}`;
      expect(attribute(document, 'link[rel="canonical"]', 'href'), path).toBe(url);
      expect(attribute(document, 'meta[property="og:url"]', 'content'), path).toBe(url);
      expect(attribute(document, 'meta[name="description"]', 'content')?.length, path).toBeGreaterThan(30);
      expect(attribute(document, 'meta[property="og:title"]', 'content'), path).toBe(title);
      const image = attribute(document, 'meta[property="og:image"]', 'content')!;
      expect(image, path).toMatch(new RegExp(`^${build.siteUrl.replace(/\./g, '\\.')}/og/\\w+\\.png$`));
      expect(build.files(), `${path}: ${image}`).toContain(image.slice(build.siteUrl.length));
      expect(attribute(document, 'meta[property="og:image:width"]', 'content')).toBe('1200');
      expect(attribute(document, 'meta[property="og:image:height"]', 'content')).toBe('630');
      expect(attribute(document, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      expect(attribute(document, 'meta[name="twitter:image"]', 'content')).toBe(image);
    }
  });

  it('describes the association in JSON-LD on the home page', () => {
    const scripts = page('/').querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', url: `${build.siteUrl}/` });
  });

  it('lists every public page exactly once in sitemap.xml, and points robots.txt to it', async () => {
    const sitemap = new JSDOM(build.text('/sitemap.xml'), { contentType: 'text/xml' }).window.document;
    const listed = [...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent);
    expect(listed).toEqual((await publicPaths()).map((path) => `${build.siteUrl}${path}`));
    expect(new Set(listed).size).toBe(listed.length);
    const robots = build.text('/robots.txt');
    expect(robots).toContain(`Sitemap: ${build.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/TableauEleve$/m);
  });

  it('leaves the shell and the 404 page out of the sitemap, the 404 page out of search engines', () => {
    expect(build.files()).toEqual(expect.arrayContaining(['/shell.html', '/404.html']));
    expect(new JSDOM(build.text('/shell.html')).window.document.getElementById('root')!.childElementCount).toBe(0);
    expect(page('/404').querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(build.text('/sitemap.xml')).not.toMatch(/shell|404/);
  });

  it('precaches, as pages, the shell and the main pages of the table of pages, and the blog’s texts and illustrations', async () => {
    const worker = build.text('/sw.js');
    const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
    const pages = urls.filter((url) => url.startsWith('/'));
    expect(pages).toEqual(['/shell', ...mainPageFiles().map(addressOf)]);
    const table = await publicPaths();
    for (const page of pages.slice(1)) expect(table, page).toContain(page);
    const manifest = JSON.parse(build.text('/.vite/manifest.json')) as Record<string, { file: string }>;
    const texts = Object.keys(manifest).filter((key) => /^src\/content\/blog\/[^/]+\/text\.ts$/.test(key));
    expect(texts.length).toBeGreaterThanOrEqual(4);
    for (const key of texts) expect(urls, key).toContain(manifest[key]!.file);
    expect(urls.filter((url) => /^assets\/illustration-.+\.svg$/.test(url)).length).toBe(texts.length);
  });

  it('precaches the chunks the public pages reach, not those only a member’s screen reaches', () => {
    const urls = [...build.text('/sw.js').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
    type Chunk = { file: string; name?: string; src?: string };
    const manifest = JSON.parse(build.text('/.vite/manifest.json')) as Record<string, Chunk>;
    // A module's chunk, or a chunk grouping several modules (vite.config.ts) by its name.
    const file = (key: string) =>
      (manifest[key] ?? Object.values(manifest).find((chunk) => !chunk.src && chunk.name === key))!.file;
    for (const key of [
      'src/features/home/home-page.tsx',
      'src/features/directory/directory-page.tsx',
      'src/features/programme/programme-page.tsx',
      // The home page's « Prochaine séance »: its card, and the public readers.
      'seance-view',
      'src/backend/local/public.ts',
      'public-rest',
    ])
      expect(urls, key).toContain(file(key));
    for (const key of ['src/features/my-questions/my-questions-page.tsx', 'src/features/programme/my-seances.tsx'])
      expect(urls, key).not.toContain(file(key));
  });

  it('keeps every article’s text in a chunk of its own, which the pages listing articles never load', () => {
    type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] };
    const manifest = JSON.parse(build.text('/.vite/manifest.json')) as Record<string, Chunk>;
    const staticFiles = (key: string, seen = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk || seen.has(chunk.file)) return seen;
      seen.add(chunk.file);
      for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
      return seen;
    };
    const texts = Object.keys(manifest)
      .filter((key) => /^src\/content\/blog\/[^/]+\/text\.ts$/.test(key))
      .map((key) => manifest[key]!.file);
    expect(new Set(texts).size).toBe(texts.length);
    for (const page of [
      'src/features/home/home-page.tsx',
      'src/features/blog/blog-page.tsx',
      'src/features/blog/article-page.tsx',
    ]) {
      expect(
        [...staticFiles(page)].filter((file) => texts.includes(file)),
        page,
      ).toEqual([]);
    }
  });

  it('runs no inline script whose hash the Content-Security-Policy does not name', () => {
    const csp = policy();
    for (const path of build.files().filter((file) => file.endsWith('.html'))) {
      const document = new JSDOM(build.text(path)).window.document;
      for (const script of document.querySelectorAll('script:not([src])')) {
        if (script.getAttribute('type') === 'application/ld+json') continue; // data, never run
        const hash = createHash('sha256')
          .update(script.textContent ?? '')
          .digest('base64');
        expect(csp, `${path}: inline script`).toContain(`'sha256-${hash}'`);
      }
    }
  });
}
