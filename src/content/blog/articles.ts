/**
 * The blog's articles, found from their folders: every ./<folder>/meta.ts is an article (see
 * ./article.ts). Only the metadata is gathered, so the home page's teasers and the « À lire
 * aussi » links never load a text (the texts: ./texts.ts, one chunk each). The blog's order and
 * its own article: ./blog.ts, which the home page does not need.
 */
import type { ArticleMeta } from './article';

/** Every folder's meta.ts, by file ('./emploi-du-temps/meta.ts'). Eager: small, and wanted whole. */
export const metas = import.meta.glob<ArticleMeta>('./*/meta.ts', { eager: true, import: 'meta' });

/** An article the home page shows (its meta.ts says `teaser`). */
export type Teaser = ArticleMeta & Required<Pick<ArticleMeta, 'teaser'>>;

const isTeaser = (article: ArticleMeta): article is Teaser => article.teaser !== undefined;

/** The home page's articles, in their teaser order. */
export const teasersOf = (found: Readonly<Record<string, ArticleMeta>> = metas): Teaser[] =>
  Object.values(found)
    .filter(isTeaser)
    .sort((a, b) => a.teaser.order - b.teaser.order);
