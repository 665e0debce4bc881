/**
 * The blog's articles as the site lists them. Each article lives in its own folder: ./<article>/meta.ts
 * (title, date, summary, section, illustration) beside ./<article>/text.ts (its text). This file
 * gathers the metadata only, so the home page's teasers never load an article's text; the texts
 * are gathered in ./texts.ts, which only the article pages load.
 */
import type { ArticleNumber, NumberedArticleMeta } from './article';
import { meta as developpementPersonnel } from './developpement-personnel/meta';
import { meta as emploiDuTemps } from './emploi-du-temps/meta';
import { meta as organisationScolaire } from './organisation-scolaire/meta';
import { meta as soutienScolaire } from './soutien-scolaire/meta';

/** /Blog1, /Blog2, /Blog3. */
export const articles: Record<ArticleNumber, NumberedArticleMeta> = {
  1: developpementPersonnel,
  2: soutienScolaire,
  3: organisationScolaire,
};

export const ARTICLE_NUMBERS: readonly ArticleNumber[] = [1, 2, 3];

/** The blog's own article, at /Blog. */
export const blogHomeArticle = emploiDuTemps;

/** The home page shows them in this order (spec §2): /blog2, /blog3, /blog1. */
export const homeTeasers: readonly NumberedArticleMeta[] = [articles[2], articles[3], articles[1]];
