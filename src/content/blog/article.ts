/**
 * What every article of the blog says of itself besides its text: one folder per article
 * (./<article>/meta.ts for this, ./<article>/text.ts for the text), so that the home page's
 * teasers and the « À lire aussi » links read the metadata without loading any text.
 */

export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleMeta {
  /** Its address, as the spec spells it (/blog, /blog1…). */
  path: string;
  title: string;
  /** One or two sentences, under the title and on the teasers. */
  excerpt: string;
  /** The section of the blog it belongs to, above the title. */
  rubrique: string;
  /** ISO day of publication. */
  date: string;
  image: Illustration;
}

/** /Blog1, /Blog2, /Blog3 (spec §2). */
export type ArticleNumber = 1 | 2 | 3;

/** A numbered article also shows a fixed comment count on the home page (spec §9), not live data. */
export interface NumberedArticleMeta extends ArticleMeta {
  n: ArticleNumber;
  commentCount: number;
}
