import type { ErrorCode } from '@/domain/errors';
import { lookUp, serviceErrorText, type Catalogue } from './network-errors';

/** Said once a report has gone to the responsables. */
export const REPORT_SENT = 'Merci\u00a0: votre signalement a été transmis aux responsables de la commission.';

const REPORT: Catalogue<'auth/requires-login' | 'not-found' | 'invalid-argument' | 'permission-denied'> = {
  'auth/requires-login': 'Connectez-vous pour signaler un contenu.',
  'not-found': 'Ce contenu n’existe plus\u00a0: il a peut-être déjà été supprimé.',
  'invalid-argument': 'Vous ne pouvez pas signaler votre propre contenu, et vos précisions doivent rester courtes.',
  'permission-denied': 'Ce signalement n’a pas été accepté.',
};

/** Why a report could not be sent, in French. */
export function reportErrorText(code: ErrorCode): string {
  return serviceErrorText(code) ?? lookUp(REPORT, code) ?? 'Le signalement n’a pas pu être envoyé. Réessayez.';
}
