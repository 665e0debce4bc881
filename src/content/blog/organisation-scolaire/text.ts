/**
 * /Blog3 — school organisation. Title, date, summary and illustration: ./meta.ts.
 * How to write the text: see the top of ../blocks.ts.
 */
import type { Block } from '../blocks';

export const text: readonly Block[] = [
  {
    p: 'Le livre des Proverbes invite à regarder la fourmi : « Va vers la fourmi, paresseux ; considère ses voies, et deviens sage » (Proverbes 6.6). Elle n’a ni chef ni surveillant, et pourtant elle prépare en saison ce dont elle aura besoin plus tard. L’organisation n’est pas un don réservé à quelques-uns : c’est une habitude qui s’apprend.',
  },
  {
    p: 'Voici les méthodes que nos encadreurs transmettent chaque samedi. Aucune n’est compliquée ; ensemble, elles changent une année scolaire.',
  },

  { h2: 'Le cahier de textes, premier outil de l’élève' },
  { p: 'Tout commence par là : un devoir mal noté est un devoir oublié.' },
  {
    liste: [
      'notez chaque devoir le jour même, avec la date à laquelle il est dû ;',
      'signalez les interrogations et les séquences d’une couleur bien visible ;',
      'consultez-le chaque soir, et le dimanche pour toute la semaine ;',
      'cochez ce qui est fait : voir la liste diminuer donne de l’élan.',
    ],
  },

  { h2: 'Des cahiers et un sac en ordre' },
  {
    p: 'Un cahier par matière, couvert et étiqueté ; des leçons datées et titrées ; les feuilles volantes rangées dans une chemise plutôt qu’au fond du sac. Pendant la saison des pluies, un simple sachet plastique sauve des mois de travail.',
  },
  {
    p: 'Si vous avez manqué un cours, recopiez la leçon chez un camarade dans les deux jours, pas la veille de la séquence. Et préparez votre sac le soir, d’après l’emploi du temps du lendemain : le matin, on est toujours pressé.',
  },

  { h2: 'Réviser un peu, mais souvent' },
  {
    p: 'On retient bien mieux ce que l’on revoit plusieurs fois, à quelques jours d’intervalle, que ce que l’on avale en une nuit. Une bonne règle :',
  },
  {
    etapes: [
      '**le soir même** : relire la leçon du jour, dix minutes suffisent ;',
      '**en fin de semaine** : refaire un exercice et résumer la leçon sur une fiche ;',
      '**avant la séquence** : revoir ses fiches et s’entraîner sur des sujets.',
    ],
  },
  {
    p: 'Pour vérifier que vous savez, fermez le cahier et récitez, ou expliquez la leçon à un petit frère. Si vous n’arrivez pas à l’expliquer simplement, c’est qu’il faut la revoir.',
  },

  { h2: 'Préparer les séquences sans paniquer' },
  {
    p: 'Deux semaines avant les séquences, faites la liste des leçons à revoir dans chaque matière et répartissez-les sur les jours disponibles, en gardant la veille pour une simple relecture. Pour un examen officiel, commencez ce planning un mois à l’avance. Si une notion reste obscure, notez-la et apportez-la au soutien du samedi : c’est fait pour ça.',
  },

  { h2: 'Le corps aussi a besoin d’ordre' },
  {
    liste: [
      '**Le sommeil** : huit heures environ. Veiller jusqu’à minuit devant un écran coûte plus de points qu’il n’en rapporte.',
      '**Le petit-déjeuner** : même simple (une bouillie, du pain, des beignets-haricots), il aide à tenir jusqu’à la récréation.',
      '**L’eau** : une gourde dans le sac, surtout en saison sèche.',
      '**Le mouvement** : marcher, jouer, faire du sport détend l’esprit autant que le corps.',
    ],
  },

  { h2: 'Le téléphone : un outil, pas un maître' },
  {
    p: 'Le téléphone peut aider : le groupe WhatsApp de la classe transmet les devoirs, et une recherche rapide éclaire une notion. Mais il dévore aussi le temps et les données mobiles. Pendant les séances de travail, passez-le en mode avion ou confiez-le à un parent. Lisez vos messages après, pas pendant.',
  },

  { h2: 'Une place pour la prière' },
  {
    p: 'Commencer son travail par une courte prière, c’est reconnaître qu’on a besoin d’aide et confier ses efforts à Dieu. Finir sa semaine par un merci, c’est apprendre à voir le chemin parcouru. Prier ne remplace pas le travail, et le travail ne remplace pas la prière : les deux vont ensemble.',
  },
  { citation: 'Recommande à l’Éternel tes œuvres, et tes projets réussiront.', source: 'Proverbes 16.3' },

  { h2: 'Parents : accompagner sans étouffer' },
  {
    p: 'Demandez chaque soir « Qu’as-tu appris aujourd’hui ? » plutôt que « As-tu fini tes devoirs ? ». Aidez votre enfant à tenir son emploi du temps sans le faire à sa place, et félicitez la régularité autant que les notes.',
  },

  { h2: 'Pour commencer cette semaine' },
  {
    p: 'N’essayez pas de tout changer d’un coup. Choisissez une seule habitude, tenez-la trois semaines, puis ajoutez-en une autre :',
  },
  {
    liste: [
      'remplir son cahier de textes chaque jour ;',
      'préparer son sac la veille ;',
      'relire ses leçons le soir même ;',
      'dormir avant 22 h les jours de classe ;',
      'commencer chaque séance de travail par une prière.',
    ],
  },
  {
    p: 'Et pour bâtir votre semaine, inspirez-vous de notre [exemple d’emploi du temps](/blog).',
  },
];
