/**
 * The blog's articles, found from their folders: every ./<folder>/meta.ts is an article (see
 * ./article.ts). Only the metadata is gathered here, so the home page's teasers and the
 * « À lire aussi » links never load a text; the texts are found by ./texts.ts, which only the
 * article pages load, one text each.
 */
import { paths } from '@/lib/paths';
import type { Article, ArticleMeta } from './article';

export interface Blog {
  /** The blog's own article, shown at /blog with its list of the others. */
  home: Article;
  /** The others, each at its own address: oldest first. */
  articles: readonly Article[];
  /** The home page's, in their teaser order. */
  teasers: readonly Teaser[];
}

/** An article the home page shows (its meta.ts says `teaser`). */
export type Teaser = Article & Required<Pick<Article, 'teaser'>>;

const isTeaser = (article: Article): article is Teaser => article.teaser !== undefined;

/** The blog, from the meta.ts of its folders (by file, as import.meta.glob gives them). */
export function blogOf(metas: Readonly<Record<string, ArticleMeta>>): Blog {
  const all = Object.entries(metas)
    // './emploi-du-temps/meta.ts' → 'emploi-du-temps'
    .map(([file, meta]): Article => ({ ...meta, folder: file.split('/')[1]! }))
    // By day (ISO, fixed length), then by address.
    .sort((a, b) => (a.date + a.path < b.date + b.path ? -1 : 1));
  // One folder's meta.ts says `path: paths.blog` (the content's test checks it).
  const home = all.find((article) => article.path === paths.blog) as Article;
  const articles = all.filter((article) => article !== home);
  return {
    home,
    articles,
    teasers: articles.filter(isTeaser).sort((a, b) => a.teaser.order - b.teaser.order),
  };
}

// Eager: the metadata is small, and every page that lists articles needs all of it at once.
export const blog = blogOf(import.meta.glob<ArticleMeta>('./*/meta.ts', { eager: true, import: 'meta' }));
