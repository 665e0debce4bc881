/** /Blog1: what the home page, the other articles and its own page say of it. Its text: ./text.ts. */
import type { NumberedArticleMeta } from '../article';

export const meta: NumberedArticleMeta = {
  n: 1,
  path: '/blog1',
  title: 'Grandir au-delà des notes : nos activités de développement personnel',
  excerpt:
    'Prise de parole, gestion du temps, confiance en soi, travail en équipe : ce que nos ateliers apportent aux jeunes, bien au-delà du bulletin.',
  rubrique: 'Développement personnel',
  date: '2024-09-23',
  image: {
    src: '/images/blog/developpement-personnel.svg',
    width: 640,
    height: 400,
    alt: 'Des jeunes assis en cercle échangent pendant un atelier',
  },
  commentCount: 45,
};
