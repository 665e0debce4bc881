import type { ErrorCode } from '@/backend/types';
import { NETWORK_ERROR_TEXT, isNetworkError } from './network-errors';

/** Said once a report has gone to the responsables. */
export const REPORT_SENT = 'Merci\u00a0: votre signalement a été transmis aux responsables de la commission.';

/** Why a report could not be sent, in French. */
export function reportErrorText(code: ErrorCode): string {
  if (isNetworkError(code)) return NETWORK_ERROR_TEXT;
  if (code === 'auth/requires-login') return 'Connectez-vous pour signaler un contenu.';
  if (code === 'not-found') return 'Ce contenu n’existe plus\u00a0: il a peut-être déjà été supprimé.';
  if (code === 'invalid-argument') return 'Vous ne pouvez pas signaler votre propre contenu, et vos précisions doivent rester courtes.';
  if (code === 'permission-denied') return 'Ce signalement n’a pas été accepté.';
  return 'Le signalement n’a pas pu être envoyé. Réessayez.';
}
