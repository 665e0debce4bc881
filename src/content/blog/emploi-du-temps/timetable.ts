/**
 * The sample week shown on the blog's home article: an imaginary pupil in 3e preparing the BEPC,
 * in class from 7 h 30 to 15 h 30 on weekdays. Change a line here and the table follows.
 * `genre` only tints the cell; the text must say everything on its own.
 */

export type Genre = 'etude' | 'priere' | 'soutien' | 'maison' | 'repos';

export interface Creneau {
  heure: string;
  activite: string;
  genre: Genre;
}

export interface Journee {
  jour: string;
  matin: Creneau;
  apresMidi: Creneau;
  soir: Creneau;
}

export const timetableCaption = 'Exemple de semaine pour une élève de 3e qui prépare le BEPC';

export const moments = [
  { key: 'matin', label: 'Matin' },
  { key: 'apresMidi', label: 'Après-midi' },
  { key: 'soir', label: 'Soir' },
] as const;

export const semaine: readonly Journee[] = [
  {
    jour: 'Lundi',
    matin: { heure: '5 h 30 – 6 h 15', activite: 'Prière, puis relecture des leçons de la veille', genre: 'priere' },
    apresMidi: { heure: '16 h 30 – 17 h 30', activite: 'Goûter, repos, aide à la maison', genre: 'maison' },
    soir: { heure: '19 h 30 – 21 h', activite: 'Mathématiques : exercices du jour', genre: 'etude' },
  },
  {
    jour: 'Mardi',
    matin: { heure: '5 h 30 – 6 h 15', activite: 'Prière, vocabulaire d’anglais', genre: 'priere' },
    apresMidi: { heure: '16 h 30 – 17 h 30', activite: 'Corvée d’eau, vaisselle, petits frères', genre: 'maison' },
    soir: { heure: '19 h 30 – 21 h', activite: 'Français : lecture et expression écrite', genre: 'etude' },
  },
  {
    jour: 'Mercredi',
    matin: { heure: '5 h 30 – 6 h 15', activite: 'Prière, formules de physique-chimie', genre: 'priere' },
    apresMidi: { heure: '16 h – 17 h 30', activite: 'Sport, marche ou jeux avec les amis', genre: 'repos' },
    soir: { heure: '19 h 30 – 21 h', activite: 'SVT : schémas et définitions', genre: 'etude' },
  },
  {
    jour: 'Jeudi',
    matin: { heure: '5 h 30 – 6 h 15', activite: 'Prière, dates d’histoire-géographie', genre: 'priere' },
    apresMidi: { heure: '16 h 30 – 17 h 30', activite: 'Aide à la maison', genre: 'maison' },
    soir: { heure: '19 h 30 – 21 h', activite: 'Anglais, puis ECM', genre: 'etude' },
  },
  {
    jour: 'Vendredi',
    matin: { heure: '5 h 30 – 6 h', activite: 'Prière, relecture rapide des fiches', genre: 'priere' },
    apresMidi: { heure: '16 h 30 – 18 h', activite: 'Temps libre : repos, amis, musique', genre: 'repos' },
    soir: { heure: '19 h 30 – 20 h 30', activite: 'Soirée en famille, sac prêt pour samedi', genre: 'repos' },
  },
  {
    jour: 'Samedi',
    matin: { heure: '8 h – 12 h', activite: 'Cours de soutien à la paroisse, ouverts par la prière', genre: 'soutien' },
    apresMidi: { heure: '14 h – 17 h', activite: 'Marché, lessive, aide à la maison', genre: 'maison' },
    soir: { heure: '19 h 30 – 20 h 30', activite: 'Refaire seule un exercice vu le matin', genre: 'etude' },
  },
  {
    jour: 'Dimanche',
    matin: { heure: 'Matinée', activite: 'Célébration à l’église, puis temps en famille', genre: 'priere' },
    apresMidi: { heure: 'Après-midi', activite: 'Repos, visites, sieste', genre: 'repos' },
    soir: { heure: '19 h – 19 h 45', activite: 'Préparer la semaine : cahier de textes, sac, prière', genre: 'etude' },
  },
];
