/**
 * Who the youth group is, shown on /commissions: its objectives, its history and its charter.
 *
 * ⚠ Sample text: the founding date (10 July 2010) and the motto are real; the other dates,
 * numbers and events of the history are examples to check with the elders of the group.
 *
 * Write spaces as usual: the site puts the non-breaking spaces of French typography itself (before
 * : ; ! ? », after «).
 */

/** ISO date of the first meeting. */
export const FOUNDED_ON = '2010-07-10';

export const MOTTO = ['Études', 'Prière', 'Partage'] as const;

export interface Objective {
  title: string;
  text: string;
}

export const objectives: readonly Objective[] = [
  {
    title: 'Réussir à l’école',
    text: 'Offrir à chaque élève, de la 6ᵉ à la Terminale, un accompagnement scolaire sérieux et accessible à toutes les familles, pour qu’il reprenne confiance et réussisse ses examens.',
  },
  {
    title: 'Grandir dans la foi',
    text: 'Apprendre à prier, lire ensemble la Parole de Dieu et vivre de l’Évangile à l’école, en famille et dans le quartier.',
  },
  {
    title: 'Former des responsables',
    text: 'Donner aux jeunes l’occasion de servir, d’organiser et de décider, pour qu’ils deviennent des adultes engagés dans l’Église et dans la société.',
  },
  {
    title: 'Servir autour de nous',
    text: 'Mettre nos talents au service de la paroisse et du quartier : visites aux malades, entraide, salubrité, collecte de manuels.',
  },
  {
    title: 'Vivre en frères et sœurs',
    text: 'Tisser des amitiés solides entre jeunes de tous les quartiers, de toutes les origines et de tous les niveaux.',
  },
];

export interface HistoryEvent {
  /** ISO date: a day (2010-07-10), a month (2011-10) or a year (2013). */
  date: string;
  title: string;
  text: string;
}

/** From the founding to today, oldest first. */
export const history: readonly HistoryEvent[] = [
  {
    date: FOUNDED_ON,
    title: 'Naissance du groupe des jeunes',
    text: 'Une vingtaine de jeunes de la paroisse se réunissent pour la première fois, encouragés par leurs aînés. Ils choisissent leur devise, « Études, Prière, Partage », et élisent un premier bureau de quatre membres.',
  },
  {
    date: '2011-10',
    title: 'Les premiers cours de soutien',
    text: 'Quelques étudiants proposent d’aider, le samedi après-midi, les candidats au BEPC et au Probatoire. La Commission des Études est née ; elle suit onze élèves cette première année.',
  },
  {
    date: '2013',
    title: 'Le sport et la culture',
    text: 'Naissance des commissions Sport et Culture. La première journée culturelle rassemble les familles autour des chants et des plats des dix régions du pays.',
  },
  {
    date: '2015-08',
    title: 'Le premier camp de vacances',
    text: 'Quarante jeunes vivent à Mbalmayo une semaine de prière, de formation et de jeux. Le camp devient le rendez-vous de chaque été. La commission Féminine voit le jour la même année.',
  },
  {
    date: '2017-03',
    title: 'L’adoption de la charte',
    text: 'L’assemblée générale adopte la charte du groupe : ses valeurs, les engagements de chaque membre, le rôle du bureau et des commissions.',
  },
  {
    date: '2018',
    title: 'Personne ne reste seul',
    text: 'Naissance de la commission Accueil et Suivi, pour recevoir les nouveaux venus et garder le lien avec ceux qu’on ne voit plus.',
  },
  {
    date: '2020-03',
    title: 'Tenir bon pendant la pandémie',
    text: 'Les rencontres sont suspendues, mais le soutien scolaire continue par WhatsApp et en petits groupes, dans le respect des gestes barrières. Aucun candidat n’est laissé sans aide.',
  },
  {
    date: '2022-09',
    title: 'Trois cents manuels pour la rentrée',
    text: 'La commission Partenariat organise la première collecte de manuels scolaires : plus de trois cents livres sont remis aux élèves à la rentrée.',
  },
  {
    date: '2024-09',
    title: 'Le bureau 2024/2025 et ce site',
    text: 'Installation du nouveau bureau. La Commission des Études ouvre ce site : l’annuaire des encadreurs, les forums et un espace pour chaque élève, parent et encadreur.',
  },
];

/** Said after the timeline. */
export const historyToday =
  'Aujourd’hui, plus de cent vingt jeunes, une trentaine d’encadreurs et toutes nos commissions font vivre le groupe, avec la même devise qu’au premier jour.';

export interface CharterArticle {
  title: string;
  text: string;
}

export const charter: { preamble: string; articles: readonly CharterArticle[]; adoption: string } = {
  preamble:
    'Nous, jeunes de la paroisse réunis depuis le 10 juillet 2010 autour de la devise « Études, Prière, Partage », adoptons la présente charte. Elle dit qui nous voulons être et ce à quoi s’engage chacun de nos membres.',
  articles: [
    {
      title: 'Notre identité',
      text: 'Le groupe des jeunes rassemble les jeunes de 12 à 35 ans de la paroisse et des quartiers voisins — élèves, étudiants, apprentis ou travailleurs — qui veulent grandir ensemble dans la foi et dans le savoir.',
    },
    {
      title: 'Notre devise',
      text: 'Études, Prière, Partage : nous travaillons avec sérieux, nous prions ensemble et nous mettons en commun ce que nous avons reçu.',
    },
    {
      title: 'L’accueil de tous',
      text: 'Le groupe est ouvert à tout jeune, sans distinction d’origine, de langue, de quartier ni de niveau scolaire. Nul n’en est écarté pour ses résultats ou pour ses moyens.',
    },
    {
      title: 'La prière',
      text: 'Chaque membre s’engage à prier personnellement et à prendre part aux temps de prière du groupe. Toute rencontre s’ouvre et se ferme par la prière.',
    },
    {
      title: 'Le travail',
      text: 'Chaque membre s’engage à prendre au sérieux ses études ou son métier, à être ponctuel et à aider ceux qui peinent.',
    },
    {
      title: 'Le respect et la protection des plus jeunes',
      text: 'Nous parlons avec bienveillance, sans moquerie ni violence, et respectons les parents, les aînés et les encadreurs. Les activités avec des mineurs ont lieu dans des espaces ouverts, jamais en tête-à-tête à huis clos, et avec l’accord des parents.',
    },
    {
      title: 'Le service',
      text: 'Chaque membre rejoint au moins une commission et y sert avec fidélité. Il s’acquitte de la cotisation annuelle fixée par l’assemblée générale ; aucun jeune n’est exclu parce qu’il ne peut pas la payer.',
    },
    {
      title: 'Le bureau et les commissions',
      text: 'Le bureau — président, vice-président, secrétaire général et censeur — est élu pour un an par l’assemblée générale. Les commissions lui rendent compte de leurs activités, et les comptes sont présentés à l’assemblée chaque trimestre.',
    },
    {
      title: 'Les manquements',
      text: 'Un manquement à la charte se règle d’abord par le dialogue, avec le censeur. S’il se répète, le bureau peut prendre une mesure, toujours dans un esprit de fraternité et de pardon.',
    },
  ],
  adoption: 'Charte adoptée par l’assemblée générale en mars 2017 et relue chaque année à la rentrée.',
};
