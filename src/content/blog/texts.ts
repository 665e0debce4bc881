/**
 * The texts of /Blog1, /Blog2 and /Blog3, for their pages only (their metadata: ./articles.ts).
 * The blog's own article's text (./emploi-du-temps/text.ts) is loaded by /Blog alone.
 */
import type { ArticleNumber } from './article';
import type { Block } from './blocks';
import { developpementPersonnel } from './developpement-personnel/text';
import { organisationScolaire } from './organisation-scolaire/text';
import { soutienScolaire } from './soutien-scolaire/text';

export const articleTexts: Record<ArticleNumber, readonly Block[]> = {
  1: developpementPersonnel,
  2: soutienScolaire,
  3: organisationScolaire,
};
