/** /Blog1: what the home page, the other articles and its own page say of it. Its text: ./text.ts. */
import type { ArticleMeta } from '../article';
import illustration from './illustration.svg?no-inline';

export const meta: ArticleMeta = {
  path: '/blog1',
  title: 'Grandir au-delà des notes : nos activités de développement personnel',
  excerpt:
    'Prise de parole, gestion du temps, confiance en soi, travail en équipe : ce que nos ateliers apportent aux jeunes, bien au-delà du bulletin.',
  rubrique: 'Développement personnel',
  date: '2024-09-23',
  image: {
    src: illustration,
    width: 640,
    height: 400,
    alt: 'Des jeunes assis en cercle échangent pendant un atelier',
  },
  teaser: { order: 3, commentCount: 45 },
};
