import type { ArticleNumber } from '@/content/articles';
import type { Block } from './blocks';
import { developpementPersonnel } from './articles/developpement-personnel';
import { organisationScolaire } from './articles/organisation-scolaire';
import { soutienScolaire } from './articles/soutien-scolaire';

/**
 * The text of /Blog1, /Blog2 and /Blog3 (one file each in ./articles/), with the section of the
 * blog each belongs to. Their titles, dates and illustrations are in src/content/articles.ts.
 */
export const articleTexts: Record<ArticleNumber, { rubrique: string; blocks: readonly Block[] }> = {
  1: { rubrique: 'Développement personnel', blocks: developpementPersonnel },
  2: { rubrique: 'Soutien scolaire', blocks: soutienScolaire },
  3: { rubrique: 'Organisation scolaire', blocks: organisationScolaire },
};
