import { FORUM_DEFINITIONS } from '@/domain/forums';
import { paths } from '@/lib/paths';
import type { CommissionSlug } from './commissions';

/**
 * The page of each commission, /commissions/{slug}: what it does, when and where it meets, how to
 * join it and who leads it. The list of commissions (titles, navigation, cards) is in
 * `commissions.ts`; TypeScript refuses a commission without its page here.
 *
 * ⚠ Sample data: the leads' names are FICTIONAL, and the days, hours and places are examples.
 * Replace them with the real ones before going live. `photo` is optional (a path under public/,
 * ideally a small WebP); without it the site draws a portrait with the initials.
 *
 * Write spaces as usual: the site puts the non-breaking spaces of French typography itself (before
 * : ; ! ? », after « and in « 14 h 30 »).
 */

export interface CommissionLink {
  label: string;
  to: string;
}

export interface CommissionPageContent {
  /** One sentence: under the page's title, on the card of /commissions and for search engines. */
  summary: string;
  /** One or two paragraphs. */
  mission: readonly string[];
  /** Three to five concrete activities. */
  activities: readonly string[];
  meeting: { when: string; where: string };
  /** How to join: who to see, what to bring. */
  join: string;
  lead: { name: string; photo?: string };
  /** Other pages of the site to go further. */
  links?: readonly CommissionLink[];
}

export const commissionPages: Record<CommissionSlug, CommissionPageContent> = {
  communication: {
    summary: 'Elle fait connaître la vie du groupe : annonces, affiches, réseaux sociaux et site web.',
    mission: [
      'La commission Communication veille à ce que chaque jeune, chaque parent et chaque paroissien sache ce qui se vit au groupe des jeunes. Elle annonce les rencontres, raconte les événements et met en valeur le travail des autres commissions.',
      'Elle le fait avec un souci constant : une information juste, bienveillante et respectueuse des personnes, en particulier des mineurs, dont l’image n’est jamais publiée sans l’accord des parents.',
    ],
    activities: [
      'Rédiger les annonces du groupe et les lire à la fin de la célébration du dimanche',
      'Animer la page Facebook et le groupe WhatsApp des jeunes',
      'Photographier et filmer les grands événements, avec l’accord des personnes',
      'Concevoir les affiches et les invitations des activités',
      'Tenir ce site à jour avec la Commission des Études',
    ],
    meeting: {
      when: 'Le premier et le troisième samedi du mois, de 16 h à 17 h 30',
      where: 'Salle des jeunes, à la paroisse',
    },
    join: 'Vous aimez écrire, photographier, dessiner, ou vous êtes à l’aise avec un téléphone ? Venez à une réunion et présentez-vous au responsable. Une initiation à la prise de vue, à la rédaction et au droit à l’image est proposée à chaque nouveau membre.',
    lead: { name: 'Stéphane Mvogo' },
  },

  etude: {
    summary: 'Cours de soutien, préparation aux examens et forums en ligne : la commission qui fait vivre ce site.',
    mission: [
      'La Commission des Études accompagne les élèves de la 6ᵉ à la Terminale, de l’enseignement général comme de l’enseignement technique, pour qu’aucun jeune ne décroche faute d’aide. Chaque samedi, des encadreurs bénévoles — étudiants, enseignants, professionnels — donnent des cours de soutien matière par matière.',
      'Fidèle à la devise « Études, Prière, Partage », chaque séance s’ouvre et se ferme par la prière. Entre deux samedis, le lien continue en ligne : sur un forum, les élèves posent leurs questions aux encadreurs ; sur un autre, parents et encadreurs suivent ensemble les progrès des enfants.',
    ],
    activities: [
      'Cours de soutien du samedi, par matière et par niveau, de la 6ᵉ à la Terminale',
      'Préparation au BEPC, au CAP, au Probatoire et au Baccalauréat, avec des épreuves blanches',
      'Deux forums en ligne : encadreurs et élèves, parents et encadreurs',
      'Un annuaire des encadreurs, pour trouver de l’aide dans chaque matière',
      'Une rencontre avec les parents à la fin de chaque trimestre',
    ],
    meeting: {
      when: 'Chaque samedi de l’année scolaire, de 14 h à 17 h',
      where: 'Salles de classe prêtées par la paroisse',
    },
    join: 'Élève, inscrivez-vous en ligne ou venez un samedi avec votre dernier bulletin : nous vous orientons vers le bon groupe. Vous voulez devenir encadreur ? Créez votre compte encadreur, puis venez rencontrer la responsable : deux heures par semaine suffisent pour changer l’année scolaire d’un élève.',
    lead: { name: 'Clarisse Ngo Bassa' },
    links: [
      { label: 'Trouver un encadreur', to: paths.encadreurs },
      { label: FORUM_DEFINITIONS.EncadreurEleve.title, to: paths.forum.encadreurEleve },
      { label: FORUM_DEFINITIONS.ParentEncadreur.title, to: paths.forum.parentEncadreur },
      { label: 'Inscrire un élève', to: paths.inscription.eleve },
      { label: 'Devenir encadreur', to: paths.inscription.encadreur },
    ],
  },

  projet: {
    summary: 'Elle imagine, planifie et mène à bien les projets du groupe, de l’idée jusqu’au bilan.',
    mission: [
      'La commission Projets transforme les bonnes idées en réalisations concrètes. Elle aide chaque commission à écrire son projet, à en estimer le coût, à trouver les bras et les moyens, puis à en faire le bilan.',
      'Elle porte aussi les grands chantiers du groupe : équiper la bibliothèque des jeunes, aménager la salle de réunion, et mener des activités qui financent la vie du groupe sans peser sur les familles.',
    ],
    activities: [
      'Aider les commissions à rédiger et à budgéter leurs projets',
      'Tenir le calendrier annuel des activités du groupe',
      'Mener des activités génératrices de revenus : vente de jus locaux, lavage de voitures, petit élevage',
      'Suivre les chantiers : bibliothèque des jeunes, aménagement de la salle de réunion',
      'Présenter le bilan de chaque projet à l’assemblée générale',
    ],
    meeting: {
      when: 'Le deuxième samedi du mois, de 15 h à 17 h',
      where: 'Salle des jeunes, à la paroisse',
    },
    join: 'Vous avez une idée pour le groupe ou pour le quartier ? Venez la présenter lors d’une réunion : la commission vous aidera à lui donner forme. Ceux qui aiment organiser, compter ou bricoler y sont particulièrement attendus.',
    lead: { name: 'Arnaud Fouda' },
  },

  feminine: {
    summary: 'Un lieu d’écoute, de prière et de formation pour les jeunes filles et les jeunes femmes du groupe.',
    mission: [
      'La commission Féminine offre aux jeunes filles et aux jeunes femmes du groupe un lieu où parler librement, prier ensemble et grandir en confiance. Elle les encourage à poursuivre leurs études, à prendre des responsabilités et à faire entendre leur voix.',
      'Des aînées — mamans de la paroisse, étudiantes, professionnelles — y partagent leur expérience de la vie, de la foi et du travail.',
    ],
    activities: [
      'Causeries sur la santé, l’estime de soi et les relations entre filles et garçons',
      'Ateliers pratiques : couture, cuisine, fabrication de savon',
      'Parrainage de chaque nouvelle venue par une aînée',
      'Une journée de prière et de partage autour du 8 mars, Journée internationale des droits des femmes',
      'Un accompagnement des jeunes mères pour qu’elles reprennent leurs études',
    ],
    meeting: {
      when: 'Un dimanche sur deux, de 15 h à 17 h',
      where: 'Salle paroissiale',
    },
    join: 'Toute jeune fille du groupe est la bienvenue, dès 12 ans. Venez simplement à une rencontre, seule ou avec une amie ; vous pouvez aussi écrire à la responsable en toute discrétion.',
    lead: { name: 'Christelle Mebenga' },
  },

  formation: {
    summary: 'Elle forme les jeunes pour la vie : connaître sa foi, prendre la parole, choisir un métier.',
    mission: [
      'La commission Formation complète l’école par ce qu’elle n’enseigne pas toujours : connaître sa foi, prendre la parole en public, animer une réunion, rédiger un CV, choisir son orientation.',
      'Elle prépare aussi les futurs responsables du groupe, pour que chaque nouveau bureau trouve la relève prête.',
    ],
    activities: [
      'Un enseignement biblique chaque mois et une retraite spirituelle par an',
      'Des ateliers de leadership : animer une équipe, conduire une réunion, apaiser un conflit',
      'Un forum des métiers et des conseils d’orientation après le BEPC et le Baccalauréat',
      'Une initiation à l’informatique et à la bureautique',
      'La formation des nouveaux membres du bureau et des commissions',
    ],
    meeting: {
      when: 'Le dernier samedi du mois, de 9 h à 12 h',
      where: 'Salle paroissiale',
    },
    join: 'Les formations sont ouvertes à tous les membres, sans inscription : il suffit de venir. Vous avez un savoir-faire à transmettre ? Proposez un atelier au responsable.',
    lead: { name: 'Landry Zambo' },
  },

  sport: {
    summary: 'Football, handball, marche : le sport pour la santé, l’esprit d’équipe et la fraternité.',
    mission: [
      'La commission Sport fait bouger le groupe ! Elle organise des entraînements réguliers et des rencontres amicales, parce qu’un corps en bonne santé aide l’esprit à étudier et à prier.',
      'Sur le terrain comme ailleurs, le fair-play est la règle : on joue pour se rencontrer, pas pour écraser l’adversaire.',
    ],
    activities: [
      'Entraînements de football et de handball, pour les garçons et pour les filles',
      'Le tournoi inter-paroisses des grandes vacances, en juillet et en août',
      'Une marche sportive suivie du nettoyage du quartier, un samedi par trimestre',
      'Des jeux et des séances d’étirements pour les plus jeunes',
      'Le match amical annuel entre encadreurs et élèves',
    ],
    meeting: {
      when: 'Le samedi, de 7 h à 9 h',
      where: 'Terrain de la paroisse',
    },
    join: 'Venez à un entraînement en tenue de sport, avec une bouteille d’eau. Pour les mineurs, une autorisation signée des parents est demandée ; un certificat médical est conseillé avant les tournois.',
    lead: { name: 'Cédric Ateba' },
  },

  culture: {
    summary: 'Chants, danses, théâtre et contes : la richesse des cultures du Cameroun au service de la louange.',
    mission: [
      'On dit du Cameroun qu’il est « l’Afrique en miniature » : la commission Culture le rappelle en faisant découvrir les chants, les danses, les langues et les contes de ses dix régions. Elle anime aussi la louange du groupe avec la chorale des jeunes.',
      'Elle donne une scène à tous les talents : ceux qui chantent, dansent, jouent d’un instrument, écrivent ou font du théâtre.',
    ],
    activities: [
      'Les répétitions de la chorale des jeunes et l’animation des célébrations',
      'Une troupe de théâtre : des saynètes sur la vie scolaire et familiale',
      'La journée culturelle annuelle : plats, danses et tenues traditionnelles des régions',
      'Des concours de poésie, de slam et de contes',
      'L’apprentissage du tam-tam, du balafon et de la guitare',
    ],
    meeting: {
      when: 'Le vendredi, de 17 h 30 à 19 h (chorale), et le samedi, de 16 h à 18 h (théâtre)',
      where: 'Église et salle des jeunes',
    },
    join: 'Nul besoin d’être un artiste confirmé : il suffit d’aimer chanter, danser ou jouer. Présentez-vous à une répétition ; un petit essai de voix est proposé à ceux qui veulent rejoindre la chorale.',
    lead: { name: 'Manuela Tchuente' },
  },

  finance: {
    summary: 'Elle gère les cotisations et les dons en toute transparence, et rend compte de chaque franc.',
    mission: [
      'La commission Finances tient la caisse du groupe des jeunes : cotisations des membres, dons, recettes des activités. Elle règle les dépenses validées par le bureau et conserve chaque pièce justificative.',
      'Sa règle d’or est la transparence : les comptes sont présentés à l’assemblée générale chaque trimestre et vérifiés par un commissaire aux comptes.',
    ],
    activities: [
      'Collecter les cotisations et remettre un reçu pour chaque versement',
      'Tenir le cahier de caisse et le compte du groupe',
      'Préparer le budget annuel avec le bureau et les commissions',
      'Présenter les comptes à l’assemblée générale chaque trimestre',
      'Initier les jeunes à la gestion d’un budget personnel',
    ],
    meeting: {
      when: 'Le premier samedi du mois, de 17 h à 18 h',
      where: 'Secrétariat de la paroisse',
    },
    join: 'La commission cherche des membres rigoureux et discrets, à l’aise avec les chiffres ; les élèves des séries comptables et commerciales y font un apprentissage précieux. Parlez-en au responsable : un temps d’accompagnement précède toute responsabilité sur la caisse.',
    lead: { name: 'Bertrand Tagne' },
  },

  logistique: {
    summary: 'Salles, chaises, sonorisation, transport : elle prépare tout pour que chaque activité se passe bien.',
    mission: [
      'Derrière chaque activité réussie, il y a la commission Logistique. Elle réserve les salles, installe les chaises et la sonorisation, organise le transport et prend soin du matériel du groupe.',
      'Elle tient l’inventaire, prête ce qui peut l’être et s’assure que tout revient en bon état.',
    ],
    activities: [
      'Installer les salles avant chaque activité et les ranger après',
      'Tenir l’inventaire du matériel : chaises, bâches, sonorisation, ballons, tableaux',
      'Organiser le transport des sorties, des camps et des tournois',
      'Veiller à la sécurité des lieux : trousse de secours, extincteur, sorties dégagées',
    ],
    meeting: {
      when: 'Le premier samedi du mois à 16 h, et une heure avant chaque grande activité',
      where: 'Magasin du groupe, derrière la salle des jeunes',
    },
    join: 'Vous êtes serviable, organisé et porter des chaises ne vous fait pas peur ? Vous êtes le bienvenu. Venez prêter main-forte lors d’une activité, puis rejoignez l’équipe.',
    lead: { name: 'Ibrahim Bouba' },
  },

  partenariat: {
    summary: 'Elle tisse des liens avec les écoles, les associations et les bienfaiteurs qui soutiennent le groupe.',
    mission: [
      'La commission Partenariat construit des relations durables avec ceux qui partagent nos valeurs : établissements scolaires, bibliothèques, associations, entreprises et bienfaiteurs. Ces partenariats apportent aux jeunes des manuels, des salles, des bourses ou des stages.',
      'Elle garde aussi le contact avec les anciens du groupe, devenus étudiants ou professionnels, qui reviennent volontiers aider les plus jeunes.',
    ],
    activities: [
      'Rechercher des partenaires et préparer les accords avec le bureau',
      'Organiser la collecte de manuels scolaires avant chaque rentrée',
      'Faire vivre le réseau des anciens du groupe',
      'Chercher des stages et des bourses pour les élèves et les étudiants',
      'Remercier les partenaires et leur rendre compte de l’usage de leur aide',
    ],
    meeting: {
      when: 'Le troisième samedi du mois, de 15 h à 16 h 30',
      where: 'Salle des jeunes, à la paroisse',
    },
    join: 'Vous savez présenter un projet, écrire une lettre, ou vous connaissez une structure prête à aider ? Rejoignez la commission : les étudiants et les jeunes professionnels y ont toute leur place.',
    lead: { name: 'Rosine Edimo' },
  },

  acceuil: {
    summary: 'Elle accueille chaque nouveau venu et prend des nouvelles de ceux qu’on ne voit plus.',
    mission: [
      'Personne ne devrait venir au groupe des jeunes et repartir sans avoir été salué. La commission Accueil et Suivi reçoit les nouveaux venus, leur présente le groupe et les aide à trouver leur commission.',
      'Elle prend aussi soin de ceux qui traversent une épreuve ou qu’on ne voit plus : une visite, un appel ou une prière disent à chacun qu’il compte pour nous.',
    ],
    activities: [
      'Accueillir les nouveaux venus à l’entrée des rencontres et leur présenter le groupe',
      'Tenir le registre des membres et souhaiter les anniversaires',
      'Rendre visite aux malades et aux familles éprouvées',
      'Appeler les membres absents depuis plusieurs semaines',
      'Organiser chaque trimestre une rencontre de bienvenue pour les nouveaux membres',
    ],
    meeting: {
      when: 'Le dimanche à l’entrée de la célébration, et le deuxième samedi du mois de 16 h à 17 h',
      where: 'Salle paroissiale',
    },
    join: 'Vous avez le sourire facile et le sens de l’écoute ? Rejoignez l’équipe d’accueil. Vous êtes nouveau ? Présentez-vous à l’entrée de la salle : un membre de l’équipe vous accompagnera.',
    lead: { name: 'Murielle Biloa' },
  },
};
