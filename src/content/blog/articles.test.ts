import { readdirSync, readFileSync } from 'node:fs';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGES, pageList } from '@/lib/paths';
import type { ArticleMeta } from './article';
import { metas, teasersOf } from './articles';
import type { Block } from './blocks';
import { blog, blogOf } from './blog';
import { textOf } from './texts';

const folder = new URL('./', import.meta.url);
const articleFolders = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The entry of the table of pages an address leads to. */
const pageAt = (address: string) =>
  matchRoutes(
    pageList().map(([, entry]) => entry),
    address,
  )?.[0]?.route;

describe('the blog’s articles', () => {
  it('each live in one folder: their metadata (meta.ts), their text (text.ts), their illustration, imported by meta.ts', () => {
    expect(articleFolders).toHaveLength(blog.articles.length + 1);
    for (const name of articleFolders) {
      const files = readdirSync(new URL(`${name}/`, folder));
      expect(files, name).toEqual(expect.arrayContaining(['meta.ts', 'text.ts', 'illustration.svg']));
      expect(readFileSync(new URL(`${name}/meta.ts`, folder), 'utf8'), name).toContain(
        "from './illustration.svg?no-inline'",
      );
    }
  });

  it('are /blog1 to /blog3, oldest first, and /blog, each with its section and its text', async () => {
    expect(blog.articles.map((article) => article.path)).toEqual(['/blog1', '/blog2', '/blog3']);
    expect(blog.home).toMatchObject({ path: '/blog', folder: 'emploi-du-temps' });
    for (const article of [...blog.articles, blog.home]) {
      expect(article.rubrique).not.toBe('');
      const { text } = await textOf(article.folder)();
      expect(text.length, article.folder).toBeGreaterThan(0);
    }
  });

  it('are teased on the home page in the spec’s order: /blog2, /blog3, /blog1, with 30, 3 and 45 comments', () => {
    expect(teasersOf().map((article) => [article.path, article.teaser.commentCount])).toEqual([
      ['/blog2', 30],
      ['/blog3', 3],
      ['/blog1', 45],
    ]);
  });

  it('each have an address of their own, which the table of pages leads to their page', () => {
    const addresses = blog.articles.map((article) => article.path.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const article of blog.articles) expect(pageAt(article.path), article.path).toBe(PAGES.article);
    expect(pageAt(blog.home.path)).toBe(PAGES.blog);
  });

  it('only link, inside their texts, to pages of the site that exist', async () => {
    const addresses = blog.articles.map((article) => article.path.toLowerCase());
    for (const article of [...blog.articles, blog.home]) {
      const { text } = await textOf(article.folder)();
      const links = [...JSON.stringify(text).matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
      for (const link of links) {
        const address = link.replace(/[?#].*$/, '');
        const page = pageAt(address);
        expect(page, `${article.folder}: ${link}`).toBeDefined();
        if (page === PAGES.article) expect(addresses, `${article.folder}: ${link}`).toContain(address.toLowerCase());
      }
    }
  });

  it('keep their texts out of the lists the home page and the blog read (the build test checks the chunks)', () => {
    for (const file of ['articles.ts', 'blog.ts']) {
      expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toMatch(/from '\.\/(texts|[^']*\/text)'|text\.ts'/);
    }
  });
});

describe('an article is one folder', () => {
  // What import.meta.glob would give with one more folder, ./nouvel-article/, beside the real ones.
  // (Its prerendered page and sitemap line: src/app/routes.test.tsx.)
  const newArticle: ArticleMeta = {
    path: '/blog4',
    title: 'Préparer le BEPC sans s’épuiser',
    excerpt: 'Un trimestre de révisions, semaine après semaine.',
    rubrique: 'Méthodes de travail',
    date: '2025-01-20',
    image: { src: '/assets/illustration-nouvel.svg', width: 640, height: 400, alt: 'Un élève révise' },
    teaser: { order: 0, commentCount: 7 },
  };
  const found = { ...metas, './nouvel-article/meta.ts': newArticle };
  const grown = blogOf(found);

  it('is listed by the blog, after the older ones, at the address the table leads to an article', () => {
    expect(grown.articles.map((article) => article.path)).toEqual(['/blog1', '/blog2', '/blog3', '/blog4']);
    expect(grown.articles.at(-1)).toMatchObject({ folder: 'nouvel-article', title: newArticle.title });
    expect(pageAt('/blog4')).toBe(PAGES.article);
  });

  it('is teased on the home page at the place its meta.ts gives', () => {
    expect(teasersOf(found).map((article) => article.path)).toEqual(['/blog4', '/blog2', '/blog3', '/blog1']);
  });

  it('keeps the blog’s own article at /blog', () => {
    expect(grown.home).toMatchObject({ path: '/blog', folder: 'emploi-du-temps' });
  });

  it('gets its text from its folder’s text.ts', async () => {
    const blocks: readonly Block[] = (await textOf('soutien-scolaire')()).text;
    expect(blocks[0]).toHaveProperty('p');
    expect(() => textOf('nouvel-article')).toThrow(/nouvel-article/);
  });
});
