/**
 * /Blog1 — personal development activities. Title, date, summary and illustration: ./meta.ts.
 * How to write the text: see the top of ../blocks.ts.
 */
import type { Block } from '../blocks';

export const text: readonly Block[] = [
  {
    p: 'L’Évangile dit de Jésus, au sortir de l’enfance, qu’il « croissait en sagesse, en stature, et en grâce, devant Dieu et devant les hommes » (Luc 2.52). Grandir, ce n’est donc pas seulement passer en classe supérieure : c’est aussi apprendre à parler, à s’organiser, à travailler avec d’autres et à mieux se connaître.',
  },
  {
    p: 'C’est pourquoi, à côté des cours de soutien, la commission des études propose chaque mois des ateliers de développement personnel. Ils ont lieu à la paroisse, un samedi, après les cours, et sont ouverts à tous les élèves de la 6e à la Terminale. Voici ce que l’on y fait, et pourquoi.',
  },

  { h2: 'Oser prendre la parole' },
  {
    p: 'Exposés, récitations, oral de langue, entretien pour une école ou pour un premier emploi : savoir parler devant les autres sert toute la vie. Pourtant, beaucoup de jeunes tremblent dès qu’ils doivent se lever. Dans nos ateliers, on s’y entraîne pas à pas :',
  },
  {
    liste: [
      'présenter en deux minutes un livre, un film ou son quartier ;',
      'lire à voix haute un passage de la Bible devant le groupe, en soignant le ton et les pauses ;',
      'débattre par équipes sur une question simple, par exemple : « Le téléphone aide-t-il ou gêne-t-il les études ? » ;',
      'recevoir des remarques bienveillantes : une chose réussie, une chose à améliorer.',
    ],
  },
  {
    p: 'Au début, la voix tremble. Quelques ateliers plus tard, les mêmes jeunes lèvent la main pour passer les premiers.',
  },

  { h2: 'Maîtriser son temps' },
  {
    p: 'Le temps est la seule richesse que chacun reçoit en quantité égale : vingt-quatre heures par jour. Nous apprenons aux jeunes à distinguer l’urgent de l’important, et à poser d’abord les « grosses pierres » de leur semaine : la prière, le sommeil, les révisions, la famille. Le reste trouve sa place autour.',
  },
  {
    p: 'Pour aller plus loin, lisez notre article [Organiser son emploi du temps](/blog), avec un exemple de semaine à adapter.',
  },

  { h2: 'Avoir confiance en soi' },
  {
    p: 'Beaucoup d’élèves se disent « nuls en maths » ou « pas faits pour les études » depuis l’école primaire. Ces phrases finissent par devenir vraies si personne ne les conteste. Dans nos ateliers, on apprend à :',
  },
  {
    liste: [
      'noter chaque semaine une petite victoire, même modeste : un exercice compris, une note qui remonte, une peur dépassée ;',
      'voir l’erreur comme une étape de l’apprentissage, et non comme une honte ;',
      'se rappeler que sa valeur ne dépend pas de sa moyenne : chacun est précieux aux yeux de Dieu.',
    ],
  },
  {
    citation:
      'Que personne ne méprise ta jeunesse ; mais sois un modèle pour les fidèles, en parole, en conduite, en charité, en foi, en pureté.',
    source: '1 Timothée 4.12',
  },

  { h2: 'Travailler en équipe' },
  {
    p: 'À l’école comme plus tard au travail, on réussit rarement seul. Lors des travaux pratiques, les jeunes mènent de petits projets ensemble : préparer un sketch pour la journée de la jeunesse, organiser une collecte de fournitures scolaires pour les plus petits, monter un groupe de révision avant les séquences.',
  },
  {
    p: 'Dans chaque équipe, les rôles tournent : l’animateur donne la parole, le secrétaire note les décisions, le gardien du temps veille à l’horaire. Chacun découvre ainsi qu’il sait diriger, écouter et servir.',
  },

  { h2: 'Découvrir ses talents et son orientation' },
  {
    p: 'Que faire après la 3e : une seconde générale, ou l’enseignement technique ? Et après le baccalauréat ? Ces choix font peur, surtout quand on ne connaît aucun métier de près. Nos encadreurs viennent d’horizons variés : enseignants, comptables, informaticiens, électriciens, maçons, couturières, étudiants. Ils racontent leur parcours, leurs échecs et ce qui les a aidés.',
  },
  {
    p: 'Un métier manuel n’est pas un choix par défaut. La maçonnerie, l’électricité ou l’industrie de l’habillement ouvrent de vraies carrières à ceux qui les aiment. L’essentiel est de choisir en connaissant ses talents, en en parlant avec ses parents, et en priant.',
  },

  { h2: 'Comment se déroule un atelier ?' },
  {
    etapes: [
      'Accueil et prière d’ouverture.',
      'Un jeu pour briser la glace et se mettre en mouvement.',
      'L’activité du jour : exercice d’expression, mise en situation ou témoignage d’un invité.',
      'Partage en petits groupes : qu’est-ce que j’en retiens ?',
      'Un engagement personnel pour la semaine, noté dans son cahier.',
      'Prière de clôture, les uns pour les autres.',
    ],
  },

  { h2: 'Ce que nous voulons voir grandir' },
  {
    p: 'Un élève qui n’osait pas lever la main et qui présente un exposé devant toute sa classe. Une jeune fille qui se croyait « nulle » et découvre qu’elle sait expliquer aux plus petits. Un adolescent qui tient son cahier de textes sans qu’on le lui rappelle. Ces progrès-là ne figurent pas toujours sur le bulletin, mais ils préparent à la vie.',
  },
  {
    p: 'Votre enfant aimerait participer au prochain atelier ? Parlez-en à un encadreur le samedi, ou [contactez-nous](/contact).',
  },
];
