/**
 * /Blog2 — academic support. Title, date, summary and illustration: ./meta.ts.
 * How to write the text: see the top of ../blocks.ts.
 */
import type { Block } from '../blocks';

export const text: readonly Block[] = [
  {
    p: '« Deux valent mieux qu’un », dit l’Ecclésiaste, « car, s’ils tombent, l’un relève son compagnon » (Ecclésiaste 4.9-10). C’est tout l’esprit de nos cours de soutien : personne ne progresse seul, et personne n’est laissé au bord du chemin.',
  },
  {
    p: 'Chaque samedi matin, à la paroisse, des élèves de la 6e à la Terminale retrouvent des encadreurs bénévoles. Voici comment ce soutien fonctionne, matière après matière.',
  },

  { h2: 'Qui sont nos encadreurs ?' },
  {
    p: 'Ce sont des membres du groupe des jeunes et des amis de la paroisse : étudiants, enseignants, professionnels. Ils donnent de leur temps parce qu’ils ont eux-mêmes été aidés, ou parce qu’ils croient que partager son savoir est une manière de servir.',
  },
  {
    p: 'Ensemble, ils couvrent les mathématiques, la physique-chimie, les sciences de la vie et de la terre, le français, l’anglais, l’allemand, la comptabilité et l’informatique, mais aussi des matières de l’enseignement technique comme l’électricité, la maçonnerie ou l’industrie de l’habillement. Les élèves anglophones trouvent également de l’aide en General Knowledge. Vous pouvez les découvrir dans notre [annuaire des encadreurs](/Encadreurs).',
  },

  { h2: 'Un samedi au soutien' },
  {
    liste: [
      '**8 h** : accueil et prière d’ouverture, tous ensemble.',
      '**8 h 30** : travail en petits groupes, par classe et par matière.',
      '**10 h** : courte pause.',
      '**10 h 15** : exercices d’application, corrections et questions libres.',
      '**11 h 30** : bilan, travail pour la semaine et prière de clôture.',
    ],
  },
  {
    p: 'Les groupes restent petits, quelques élèves par encadreur : c’est ce qui permet à chacun d’oser dire « je n’ai pas compris ».',
  },

  { h2: 'Revenir aux bases pour mieux avancer' },
  {
    p: 'Beaucoup de difficultés en 3e ou en Première viennent de lacunes plus anciennes : les fractions, les tables de multiplication, la conjugaison, la règle de trois. Lors de sa première séance, chaque nouvel élève fait un petit bilan avec son encadreur pour repérer ces trous.',
  },
  {
    p: 'Il n’y a aucune honte à reprendre une notion de 6e en classe de Première. Un mur ne tient que si ses fondations sont solides : mieux vaut deux semaines sur les bases qu’une année entière à bâtir sur du sable.',
  },

  { h2: 'Préparer les examens officiels' },
  {
    p: 'À l’approche du BEPC, du Probatoire, du Baccalauréat ou, pour le sous-système anglophone, du GCE Ordinary Level et Advanced Level, le soutien s’intensifie :',
  },
  {
    liste: [
      '**les sujets des années passées**, traités et corrigés ensemble, pour connaître le type de questions et le barème ;',
      '**des examens blancs** en conditions réelles : même durée, silence, aucun téléphone ;',
      '**la méthode** : lire tout le sujet avant de commencer, gérer son temps, commencer par ce qu’on maîtrise, soigner la présentation ;',
      '**des fiches de synthèse** par matière : formules, définitions, dates, plans types de dissertation et de commentaire ;',
      '**la gestion du stress** : dormir suffisamment la semaine de l’examen, manger avant de partir, prier, et ne pas réviser toute la nuit la veille.',
    ],
  },
  {
    p: 'Les élèves de l’enseignement technique préparent aussi leurs épreuves pratiques (CAP, Probatoire et Baccalauréat techniques) avec des encadreurs qui exercent le métier.',
  },
  {
    titre: 'Bon à savoir',
    encadre:
      'Le soutien ne commence pas un mois avant l’examen. Les élèves qui viennent dès la rentrée progressent bien plus sereinement que ceux qui arrivent en mai, paniqués.',
  },

  { h2: 'Les parents, premiers partenaires' },
  { p: 'Le soutien du samedi ne remplace pas le suivi à la maison. Nous demandons aux parents :' },
  {
    liste: [
      'de regarder le cahier de textes avec leur enfant, même sans maîtriser la matière ;',
      'de lui laisser un temps et un coin calmes pour travailler, et d’alléger les corvées en période d’examens ;',
      'd’encourager les efforts autant que les notes, sans comparer les frères et sœurs ;',
      'de garder le contact avec les encadreurs, de vive voix le samedi ou sur le forum parents-encadreurs du site.',
    ],
  },

  { h2: 'Ce que nous attendons des élèves' },
  {
    liste: [
      'arriver à l’heure, avec ses cahiers et ses dernières interrogations ;',
      'préparer ses questions pendant la semaine ;',
      'faire les exercices donnés le samedi ;',
      'respecter les encadreurs et les autres élèves, et aider à son tour quand on a compris.',
    ],
  },

  { h2: 'Avancer ensemble' },
  {
    p: 'Le soutien scolaire n’est pas une baguette magique. C’est un chemin fait de petits pas, de régularité et de confiance. Matière après matière, nous avançons ensemble, et nous confions chaque élève à Dieu. Pour inscrire votre enfant ou devenir encadreur, [écrivez-nous](/contact).',
  },
];
