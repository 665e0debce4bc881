/**
 * The blog's articles: what the home page teasers and the article pages share. The articles'
 * text lives with their pages (src/features/blog/); edit titles and dates here.
 * The comment counts are fixed numbers shown on the home page (spec §9), not live data.
 */

export type ArticleNumber = 1 | 2 | 3;

export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleMeta {
  n: ArticleNumber;
  path: string;
  title: string;
  excerpt: string;
  /** ISO day of publication. */
  date: string;
  image: Illustration;
  commentCount: number;
}

export const articles: Record<ArticleNumber, ArticleMeta> = {
  1: {
    n: 1,
    path: '/blog1',
    title: 'Grandir au-delà des notes : nos activités de développement personnel',
    excerpt:
      'Prise de parole, gestion du temps, confiance en soi, travail en équipe : ce que nos ateliers apportent aux jeunes, bien au-delà du bulletin.',
    date: '2024-09-23',
    image: {
      src: '/images/blog/developpement-personnel.svg',
      width: 640,
      height: 400,
      alt: 'Des jeunes assis en cercle échangent pendant un atelier',
    },
    commentCount: 45,
  },
  2: {
    n: 2,
    path: '/blog2',
    title: 'Le soutien scolaire : avancer ensemble, matière après matière',
    excerpt:
      'Comment nos encadreurs bénévoles accompagnent chaque élève, de la révision des bases à la préparation du BEPC, du probatoire et du baccalauréat.',
    date: '2024-10-14',
    image: {
      src: '/images/blog/soutien-scolaire.svg',
      width: 640,
      height: 400,
      alt: 'Un encadreur explique un exercice au tableau à deux élèves',
    },
    commentCount: 30,
  },
  3: {
    n: 3,
    path: '/blog3',
    title: 'Bien organiser sa scolarité : méthodes et habitudes qui changent tout',
    excerpt:
      'Cahier de textes, planning de révisions, sommeil et temps de prière : les habitudes simples qui aident un élève à tenir toute l’année.',
    date: '2024-11-18',
    image: {
      src: '/images/blog/organisation-scolaire.svg',
      width: 640,
      height: 400,
      alt: 'Un cahier ouvert, un calendrier et un crayon sur une table',
    },
    commentCount: 3,
  },
};

/** The home page shows them in this order (spec §2): /blog2, /blog3, /blog1. */
export const homeTeasers: readonly ArticleMeta[] = [articles[2], articles[3], articles[1]];
