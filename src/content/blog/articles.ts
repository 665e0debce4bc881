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

/** The folder of a module found by import.meta.glob: './emploi-du-temps/meta.ts' → 'emploi-du-temps'. */
export const folderOf = (file: string) => file.split('/').at(-2) ?? file;

/** The blog, from the meta.ts of its folders (by file, as import.meta.glob gives them). */
export function blogOf(metas: Readonly<Record<string, ArticleMeta>>): Blog {
  const all = Object.entries(metas)
    .map(([file, meta]): Article => ({ ...meta, folder: folderOf(file) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.path.localeCompare(b.path));
  const home = all.find((article) => article.path === paths.blog);
  if (!home) throw new Error(`Aucun article du blog n’a l’adresse ${paths.blog} (son meta.ts : path: paths.blog).`);
  const articles = all.filter((article) => article !== home);
  return {
    home,
    articles,
    teasers: articles.filter(isTeaser).sort((a, b) => a.teaser.order - b.teaser.order),
  };
}

// Eager: the metadata is small, and every page that lists articles needs all of it at once.
export const blog = blogOf(import.meta.glob<ArticleMeta>('./*/meta.ts', { eager: true, import: 'meta' }));

/** The article at `pathname`, in any letter case (as the router matches it), if there is one. */
export function articleAt(pathname: string, list: readonly Article[] = blog.articles): Article | undefined {
  const wanted = pathname.toLowerCase();
  return list.find((article) => article.path.toLowerCase() === wanted);
}

/** The value of the route's parameter for each article (/blog1 → blog1): one prerendered page each. */
export const articleParams = (list: readonly Article[] = blog.articles) => list.map((article) => article.path.slice(1));
