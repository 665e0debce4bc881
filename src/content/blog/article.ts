/**
 * What an article of the blog says of itself besides its text. An article is one folder of
 * src/content/blog/: ./meta.ts (this, exported as `meta`), ./text.ts (its text, exported as
 * `text`: see ./blocks.ts) and its illustration, imported by meta.ts. Nothing else names it:
 * ./articles.ts finds the folders, and the site shows the article from there (its page, the
 * blog's list, « À lire aussi », the home page if it says `teaser`, the prerendered pages, the
 * sitemap).
 */

export interface Illustration {
  /** Imported from the folder: `import illustration from './illustration.svg?no-inline'`. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleMeta {
  /**
   * Its address, as the spec spells it: one word after the slash (/blog1), never one of the
   * site's pages (src/lib/paths.ts). The blog's own article says `paths.blog`.
   */
  path: string;
  title: string;
  /** One or two sentences, under the title and on the teasers. */
  excerpt: string;
  /** The section of the blog it belongs to, above the title. */
  rubrique: string;
  /** ISO day of publication; the blog lists its articles in this order, oldest first. */
  date: string;
  image: Illustration;
  /**
   * On the home page: its place among the teasers (1 first) and the fixed comment count shown
   * under it (spec §9, not live data). Without it, the home page leaves the article out.
   */
  teaser?: { order: number; commentCount: number };
}

/** An article as the site lists it: its metadata and the folder it was found in. */
export interface Article extends ArticleMeta {
  folder: string;
}
