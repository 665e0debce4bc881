/**
 * The blog's own article (/Blog): what the other articles and its own page say of it. Its text:
 * ./text.ts; the sample week it shows: ./timetable.ts.
 */
import { paths } from '@/lib/paths';
import type { ArticleMeta } from '../article';
import illustration from './illustration.svg?no-inline';

export const meta: ArticleMeta = {
  path: paths.blog,
  title: 'Organiser son emploi du temps : étudier, prier, souffler',
  excerpt:
    'Bâtir une semaine qui tient debout, avec un exemple d’emploi du temps à adapter, et ce que les cours de soutien du samedi changent dans le cœur des jeunes.',
  rubrique: 'Méthodes de travail',
  date: '2024-09-02',
  image: {
    src: illustration,
    width: 640,
    height: 400,
    alt: 'Un emploi du temps coloré affiché au mur, près d’une horloge et d’une fenêtre sous la pluie, au-dessus d’un bureau avec une lampe et des livres',
  },
};
