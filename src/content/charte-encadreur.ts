import { CHARTER_VERSION } from '@/domain/consent';
import type { TextPage } from './text-page';

/**
 * The « Charte de l'encadreur » (/CharteEncadreur): what every tutor commits to at sign-up; the
 * responsables see, before approving a tutor, whether and when they accepted it.
 *
 * Write it as a blog article (blog/blocks.ts): one section per commitment, numbered on the page in
 * this order, then what follows a breach (closing). A correction of wording keeps the version; a new commitment takes a new date in
 * CHARTER_VERSION (src/domain/consent.ts) and in firestore.rules (`acceptances`): every tutor is
 * then asked to accept it again.
 */
export const tutorCharter: TextPage = {
  version: CHARTER_VERSION,
  title: 'Charte de l’encadreur',
  description:
    'Les engagements de chaque encadreur de la Commission des Études envers les élèves, leurs parents et la commission.',
  intro:
    'Les encadreurs de la Commission des Études accompagnent bénévolement des élèves, souvent mineurs. Chacun s’engage, en s’inscrivant, à respecter cette charte ; les responsables vérifient qu’il l’a acceptée avant de valider son compte.',
  sections: [
    {
      id: 'jamais-seul',
      title: 'Jamais seul à seul avec un élève',
      blocks: [
        {
          p: 'J’encadre les élèves aux séances de la commission, dans des lieux ouverts où d’autres personnes sont présentes. Je ne donne pas de rendez-vous privé à un élève, ni chez moi, ni chez lui, ni ailleurs, sans l’accord de ses parents et d’un responsable.',
        },
      ],
    },
    {
      id: 'messages',
      title: 'Des messages que les parents peuvent lire',
      blocks: [
        {
          p: 'J’écris aux élèves par la messagerie du site, jamais par un autre canal (WhatsApp, réseaux sociaux, téléphone) sans l’accord de leurs parents. Les parents reliés au compte d’un élève peuvent lire nos échanges : j’écris toujours comme s’ils les lisaient.',
        },
      ],
    },
    {
      id: 'respect',
      title: 'Un langage respectueux',
      blocks: [
        {
          p: 'Je m’adresse à chacun avec patience et respect : ni moquerie, ni insulte, ni propos déplacé, ni pression, ni favoritisme. Je corrige les erreurs sans humilier personne.',
        },
      ],
    },
    {
      id: 'donnees',
      title: 'Aucune donnée personnelle demandée',
      blocks: [
        {
          p: 'Je ne demande à un élève ni son adresse, ni ses photos, ni ses mots de passe, ni rien de sa vie privée ou de celle de sa famille. Je ne publie rien de lui (nom, photo, copie) sans l’accord de ses parents.',
        },
      ],
    },
    {
      id: 'gratuit',
      title: 'Aucun argent',
      blocks: [
        {
          p: 'L’encadrement est gratuit. Je ne demande ni argent, ni cadeau, ni service, et je ne propose pas de cours payants aux élèves rencontrés par la commission.',
        },
      ],
    },
    {
      id: 'aide-honnete',
      title: 'Une aide honnête',
      blocks: [
        {
          p: 'J’aide l’élève à comprendre et à travailler seul ; je ne fais ni ses devoirs ni ses examens à sa place. J’encadre dans la matière pour laquelle un responsable m’a validé.',
        },
      ],
    },
    {
      id: 'discretion',
      title: 'La discrétion',
      blocks: [
        {
          p: 'Ce que je sais d’un élève (ses notes, sa famille, ce qu’il me confie) reste entre lui, ses parents et moi, sauf ce qu’il faut dire aux responsables pour le protéger.',
        },
      ],
    },
    {
      id: 'signaler',
      title: 'Signaler ce qui inquiète',
      blocks: [
        {
          p: 'Si un élève me confie une difficulté grave, ou si je vois un comportement inquiétant, d’un adulte comme d’un élève, je préviens sans attendre un responsable de la commission ([Nous contacter](/contact)). Sur le site, j’utilise le bouton « Signaler » d’un message ou d’une publication.',
        },
      ],
    },
  ],
  closing: [
    {
      encadre:
        'Les responsables peuvent suspendre le compte d’un encadreur qui ne respecte pas cette charte : il quitte alors l’annuaire et ne peut plus écrire aux élèves. Les faits graves sont signalés aux parents et, si la loi le demande, aux autorités.',
      titre: 'Si la charte n’est pas respectée',
    },
  ],
};
