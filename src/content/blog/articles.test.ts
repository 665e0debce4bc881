// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_NUMBERS, articles, blogHomeArticle, homeTeasers } from './articles';
import { articleTexts } from './texts';

const folder = new URL('./', import.meta.url);
const articleFolders = readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the blog’s articles', () => {
  it('each live in one folder, their metadata (meta.ts) beside their text (text.ts)', () => {
    expect(articleFolders).toHaveLength(ARTICLE_NUMBERS.length + 1);
    for (const name of articleFolders) {
      const files = readdirSync(new URL(`${name}/`, folder));
      expect(files, name).toEqual(expect.arrayContaining(['meta.ts', 'text.ts']));
    }
  });

  it('are /blog1 to /blog3 and /blog, each with its section, and have a text each', () => {
    for (const n of ARTICLE_NUMBERS) {
      expect(articles[n]).toMatchObject({ n, path: `/blog${n}` });
      expect(articles[n].rubrique).not.toBe('');
      expect(articleTexts[n].length).toBeGreaterThan(0);
    }
    expect(blogHomeArticle.path).toBe('/blog');
    expect(homeTeasers.map((article) => article.path)).toEqual(['/blog2', '/blog3', '/blog1']);
  });

  it('keep their texts out of the list the home page reads', () => {
    const list = readFileSync(new URL('articles.ts', folder), 'utf8');
    expect(list).not.toMatch(/from '.*\/text'/);
    expect(list).not.toContain("'./texts'");
  });
});
