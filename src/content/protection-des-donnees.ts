import { CONSENT_AGE, PRIVACY_VERSION } from '@/domain/consent';
import type { TextPage } from './text-page';

/**
 * The page « Protection des données » (/ProtectionDesDonnees), which every member accepts at
 * sign-up: what the site keeps, why, who sees what, for how long, and how to have it erased.
 *
 * Write it as a blog article (blog/blocks.ts). A correction of wording keeps the version; a change
 * of what members agree to (a new field kept, a new use, a longer keeping) takes a new date in
 * PRIVACY_VERSION (src/domain/consent.ts) and in firestore.rules (`acceptances`): every member is
 * then asked to accept it again. The responsables' contact is src/content/contact.ts's, shown at
 * the end of the page.
 */
export const privacyPage: TextPage = {
  version: PRIVACY_VERSION,
  title: 'Protection des données',
  description:
    'Ce que le site de la Commission des Études garde sur ses membres, pourquoi, qui le voit, combien de temps, et comment le télécharger ou tout effacer.',
  intro:
    'Le site de la Commission des Études met en relation des élèves, leurs parents et des encadreurs bénévoles. Pour cela, il garde quelques informations sur chaque membre. Cette page dit lesquelles, pourquoi, qui les voit, combien de temps, et comment les télécharger ou les faire effacer. Beaucoup de nos membres sont mineurs : nous en prenons un soin particulier.',
  sections: [
    {
      id: 'responsable',
      title: 'Qui s’occupe de vos données',
      blocks: [
        {
          p: 'La Commission des Études du groupe des jeunes de la paroisse, à Yaoundé. Ses **responsables**, nommés par l’association, veillent sur le site et répondent à vos questions : leurs coordonnées sont en bas de cette page et sur la page [Nous contacter](/contact).',
        },
      ],
    },
    {
      id: 'ce-que-le-site-garde',
      title: 'Ce que le site garde, et pourquoi',
      blocks: [
        { h3: 'Pour chaque membre' },
        {
          liste: [
            'votre nom, votre prénom, votre adresse e-mail, votre téléphone, votre quartier et votre rôle (élève, parent ou encadreur) : pour vous connecter, vous présenter aux autres membres et vous joindre si besoin ;',
            'votre mot de passe, jamais en clair : seule une empreinte en est gardée, qui ne permet pas de le retrouver ;',
            'votre accord à cette page : sa version et sa date ;',
            'ce que vous écrivez : vos messages privés, vos questions et vos réponses dans les forums, les fichiers PDF joints à vos questions, vos signalements ;',
            'ce que vous faites sur le site : les séances où vous avez dit « Je participe » ou « Je serai là », les questions que vous suivez et celles que vous avez déjà lues (pour vous montrer ce qui est nouveau), l’heure de vos dernières publications (pour freiner les abus).',
          ],
        },
        { h3: 'Pour les élèves' },
        {
          liste: [
            'la classe et l’examen préparé : pour trouver le bon encadreur et les bonnes séances ;',
            `la date de naissance : pour savoir si le compte attend l’accord d’un parent (moins de ${CONSENT_AGE} ans, voir plus bas). Aucun autre membre ne la voit ;`,
            'l’autorisation du compte : en attente, donnée par un parent sur le site, ou reçue sur papier par un responsable.',
          ],
        },
        { h3: 'Pour les parents' },
        {
          liste: [
            'la profession ;',
            'les enfants dont le compte est relié au vôtre, quand vous l’avez confirmé tous les deux.',
          ],
        },
        { h3: 'Pour les encadreurs' },
        {
          liste: [
            'la profession, la matière et les classes encadrées : pour l’annuaire et les forums ;',
            'la validation du compte par un responsable (et le motif d’un refus), et votre choix de montrer ou non votre téléphone dans l’annuaire ;',
            'votre accord à la [Charte de l’encadreur](/CharteEncadreur) : sa version et sa date.',
          ],
        },
        {
          p: 'Le site ne demande rien d’autre. Il n’a **ni publicité ni outil de mesure d’audience**, et ne vend ni ne prête vos données à personne.',
        },
        {
          p: 'Être membre d’un groupe de jeunes d’église dit quelque chose de sa foi : la loi camerounaise sur les données personnelles range les convictions religieuses parmi les données sensibles. Raison de plus pour ne montrer à chacun que ce qui lui est utile.',
        },
      ],
    },
    {
      id: 'qui-voit-quoi',
      title: 'Qui voit quoi',
      blocks: [
        {
          liste: [
            '**Tout le monde, même sans compte** : les pages publiques, le programme des séances, l’annuaire des encadreurs validés (nom, matière, classes, profession, et le téléphone seulement si l’encadreur a choisi de le montrer) et les forums, où un élève est présenté par son prénom et l’initiale de son nom (« Awa N. »), sans sa classe.',
            '**Les membres connectés** : en plus, le nom complet des auteurs dans les forums et la classe des élèves ; ils peuvent vous écrire en privé. Ils ne voient ni votre e-mail, ni votre téléphone, ni votre quartier, ni votre date de naissance.',
            '**Un parent relié à son enfant** : ce qui concerne cet enfant (ses séances, ses questions, ses messages privés), rien des autres enfants.',
            '**Les responsables** : tous les profils, pour valider les encadreurs, vérifier les autorisations des plus jeunes, suspendre un compte ou corriger un nom ; les signalements ; qui vient à chaque séance.',
            '**Les messages privés** ne sont lus que par leurs deux membres et, pour un élève, par les parents reliés à son compte. Les responsables ne les lisent pas : d’un message qu’on leur signale, ils ne voient que le texte signalé.',
            '**Nos prestataires techniques** gardent les données pour nous, sans s’en servir pour eux-mêmes : Google (Firebase) pour les comptes et la base de données, Cloudinary pour les fichiers PDF. Leurs serveurs sont hors du Cameroun.',
          ],
        },
      ],
    },
    {
      id: 'duree',
      title: 'Combien de temps',
      blocks: [
        {
          p: 'Tant que votre compte existe. Quand vous le supprimez (« Supprimer mon compte », voir plus bas), le site efface aussitôt votre profil (et votre fiche de l’annuaire), vos messages privés envoyés et reçus, vos fichiers, vos inscriptions aux séances, les questions que vous suiviez et lisiez, les liens avec vos enfants ou vos parents, et enfin votre compte lui-même.',
        },
        {
          p: 'Ce qui reste : vos questions et vos réponses dans les forums, parce que d’autres membres y ont répondu. Elles sont alors signées « Compte supprimé », sans nom, sans classe, sans matière et sans fichier. Les signalements et le journal des responsables gardent leur historique, pour que la modération reste vérifiable.',
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits, et comment les exercer',
      blocks: [
        {
          liste: [
            '**Voir et emporter vos données** : le bouton [Télécharger mes données](/MonProfil), sur la page Mon profil, vous donne un fichier avec tout ce que le site garde sur vous.',
            '**Corriger** : votre téléphone, votre quartier, votre classe… sur [Mon profil](/MonProfil). Pour votre nom ou votre date de naissance, demandez à un responsable.',
            '**Tout effacer** : le bouton [Supprimer mon compte](/MonProfil), en bas de la page Mon profil. Le site demande votre mot de passe, puis efface ce qui est dit plus haut.',
            '**Retirer votre accord, poser une question, vous plaindre** : écrivez ou téléphonez aux responsables (ci-dessous). Vous pouvez aussi vous adresser à l’autorité chargée de la protection des données personnelles au Cameroun.',
            'Un **parent** peut demander aux responsables d’effacer le compte de son enfant mineur.',
          ],
        },
      ],
    },
    {
      id: 'moins-de-15-ans',
      title: `Les élèves de moins de ${CONSENT_AGE} ans`,
      blocks: [
        {
          p: `Un élève donne sa date de naissance en s’inscrivant. S’il a moins de ${CONSENT_AGE} ans, son compte peut tout lire, mais il ne pourra poser une question, répondre, écrire en privé ou s’inscrire à une séance qu’une fois :`,
        },
        {
          liste: [
            'qu’un **parent**, inscrit sur le site et relié à son compte, l’a approuvé ;',
            'ou qu’un **responsable** a reçu l’autorisation écrite et signée de ses parents.',
          ],
        },
        {
          p: `Pourquoi ${CONSENT_AGE} ans ? Le règlement européen sur les données (RGPD) demande l’accord d’un parent avant 16 ans, et laisse chaque pays choisir entre 13 et 16 ans ; la France a choisi 15 ans, la loi américaine dit 13 ans. La loi camerounaise n° 2024/017 du 23 décembre 2024 protège particulièrement les mineurs : nous avons retenu ${CONSENT_AGE} ans, du côté prudent de cette fourchette.`,
        },
      ],
    },
    {
      id: 'changements',
      title: 'Si cette page change',
      blocks: [
        {
          p: 'Sa version est sa date, écrite en haut de la page. Si nous changeons ce que nous gardons ou ce que nous en faisons, le site vous demandera de nouveau votre accord à votre prochaine visite.',
        },
      ],
    },
  ],
};
