/** /Blog2: what the home page, the other articles and its own page say of it. Its text: ./text.ts. */
import type { ArticleMeta } from '../article';
import illustration from './illustration.svg?no-inline';

export const meta: ArticleMeta = {
  path: '/blog2',
  title: 'Le soutien scolaire : avancer ensemble, matière après matière',
  excerpt:
    'Comment nos encadreurs bénévoles accompagnent chaque élève, de la révision des bases à la préparation du BEPC, du probatoire et du baccalauréat.',
  rubrique: 'Soutien scolaire',
  date: '2024-10-14',
  image: {
    src: illustration,
    width: 640,
    height: 400,
    alt: 'Un encadreur explique un exercice au tableau à deux élèves',
  },
  teaser: { order: 1, commentCount: 30 },
};
