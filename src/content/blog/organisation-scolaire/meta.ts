/** /Blog3: what the home page, the other articles and its own page say of it. Its text: ./text.ts. */
import type { ArticleMeta } from '../article';
import illustration from './illustration.svg?no-inline';

export const meta: ArticleMeta = {
  path: '/blog3',
  title: 'Bien organiser sa scolarité : méthodes et habitudes qui changent tout',
  excerpt:
    'Cahier de textes, planning de révisions, sommeil et temps de prière : les habitudes simples qui aident un élève à tenir toute l’année.',
  rubrique: 'Organisation scolaire',
  date: '2024-11-18',
  image: {
    src: illustration,
    width: 640,
    height: 400,
    alt: 'Un cahier ouvert, un calendrier et un crayon sur une table',
  },
  teaser: { order: 2, commentCount: 3 },
};
