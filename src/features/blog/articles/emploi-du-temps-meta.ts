/**
 * Title, summary, date and illustration of the blog's home article (/Blog), kept apart from its
 * text so that the other articles can link to it without loading it.
 */
import type { ArticleMeta } from '@/content/articles';

export const emploiDuTempsMeta: Pick<ArticleMeta, 'path' | 'title' | 'excerpt' | 'date' | 'image'> = {
  path: '/blog',
  title: 'Organiser son emploi du temps : étudier, prier, souffler',
  excerpt:
    'Bâtir une semaine qui tient debout, avec un exemple d’emploi du temps à adapter, et ce que les cours de soutien du samedi changent dans le cœur des jeunes.',
  date: '2024-09-02',
  image: {
    src: '/images/blog/emploi-du-temps.svg',
    width: 640,
    height: 400,
    alt: 'Un emploi du temps coloré affiché au mur, près d’une horloge et d’une fenêtre sous la pluie, au-dessus d’un bureau avec une lampe et des livres',
  },
};
