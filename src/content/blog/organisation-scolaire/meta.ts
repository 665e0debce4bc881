/** /Blog3: what the home page, the other articles and its own page say of it. Its text: ./text.ts. */
import type { NumberedArticleMeta } from '../article';

export const meta: NumberedArticleMeta = {
  n: 3,
  path: '/blog3',
  title: 'Bien organiser sa scolarité : méthodes et habitudes qui changent tout',
  excerpt:
    'Cahier de textes, planning de révisions, sommeil et temps de prière : les habitudes simples qui aident un élève à tenir toute l’année.',
  rubrique: 'Organisation scolaire',
  date: '2024-11-18',
  image: {
    src: '/images/blog/organisation-scolaire.svg',
    width: 640,
    height: 400,
    alt: 'Un cahier ouvert, un calendrier et un crayon sur une table',
  },
  commentCount: 3,
};
