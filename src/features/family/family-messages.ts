import type { ErrorCode } from '@/domain/errors';
import type { FamilySide } from '@/domain/families';
import { lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';

/** The family's failures, in French (the codes FamilyService names), as the member's side reads them. */

const REQUEST: Catalogue<
  | 'family/unknown-code'
  | 'family/own-code'
  | 'family/already-linked'
  | 'account/suspended'
  | 'auth/requires-login'
  | 'permission-denied'
> = {
  'family/unknown-code':
    'Ce code ne correspond à aucun compte. Vérifiez-le avec la personne qui vous l’a donné (huit lettres et chiffres).',
  'family/own-code': 'C’est votre propre code\u00a0: saisissez celui que l’on vous a donné.',
  'family/already-linked': 'Cette demande est déjà faite\u00a0: elle attend d’être confirmée, ou vous êtes déjà liés.',
  'account/suspended': 'Votre compte est suspendu\u00a0: vous ne pouvez pas envoyer de demande.',
  'auth/requires-login': 'Connectez-vous pour continuer.',
  'permission-denied': 'Cette demande n’a pas pu être envoyée. Rechargez la page puis réessayez.',
};

/** A code of one's own side: a pupil typed another pupil's, a parent another parent's. */
const SAME_SIDE: Record<FamilySide, string> = {
  enfant: 'Ce code est celui d’un autre élève\u00a0: demandez à votre parent le code de son tableau de bord.',
  parent: 'Ce code est celui d’un parent\u00a0: demandez à votre enfant le code de son tableau de bord.',
};

/** Why a request failed. */
export function requestErrorText(code: ErrorCode, side: FamilySide): string {
  if (code === 'family/same-side') return SAME_SIDE[side];
  return serviceErrorText(code) ?? lookUp(REQUEST, code) ?? 'La demande n’a pas pu être envoyée. Réessayez.';
}

const ANSWER: Catalogue<'family/full' | 'not-found' | 'permission-denied' | 'account/suspended'> = {
  'family/full': 'Cet élève a déjà deux parents liés sur le site\u00a0: l’un d’eux doit d’abord se délier.',
  'not-found': 'Cette demande n’existe plus\u00a0: rechargez la page.',
  'permission-denied': 'Cette demande a changé entre-temps\u00a0: rechargez la page.',
  'account/suspended': 'Votre compte est suspendu\u00a0: vous ne pouvez pas confirmer de demande.',
};

/** Why confirming, refusing or undoing a link failed. */
export function answerErrorText(code: ErrorCode): string {
  return serviceErrorText(code) ?? lookUp(ANSWER, code) ?? 'Cela n’a pas pu être enregistré. Réessayez.';
}

const AUTHORISE: Catalogue<'permission-denied' | 'account/suspended'> = {
  'permission-denied': 'Seul un parent lié à cet enfant peut autoriser son compte\u00a0: rechargez la page.',
  'account/suspended': 'Votre compte est suspendu\u00a0: vous ne pouvez pas autoriser ce compte.',
};

/** Why a parent's authorisation of their child's account failed. */
export function authoriseErrorText(code: ErrorCode): string {
  return serviceErrorText(code) ?? lookUp(AUTHORISE, code) ?? 'L’autorisation n’a pas pu être enregistrée. Réessayez.';
}
