/**
 * The blog as its pages show it: its own article, and the others in order of publication. From
 * the folders ./articles.ts found.
 */
import { paths } from '@/lib/paths';
import type { Article, ArticleMeta } from './article';
import { metas } from './articles';

export interface Blog {
  /** The blog's own article, shown at /blog with its list of the others. */
  home: Article;
  /** The others, each at its own address: oldest first. */
  articles: readonly Article[];
}

/** The blog, from the meta.ts of its folders (by file, as import.meta.glob gives them). */
export function blogOf(found: Readonly<Record<string, ArticleMeta>> = metas): Blog {
  const all = Object.entries(found)
    // './emploi-du-temps/meta.ts' → 'emploi-du-temps'
    .map(([file, meta]): Article => ({ ...meta, folder: file.split('/')[1]! }))
    // By day (ISO, fixed length), then by address.
    .sort((a, b) => (a.date + a.path < b.date + b.path ? -1 : 1));
  // One folder's meta.ts says `path: paths.blog` (the content's test checks it).
  const home = all.find((article) => article.path === paths.blog) as Article;
  return { home, articles: all.filter((article) => article !== home) };
}

export const blog = blogOf();
