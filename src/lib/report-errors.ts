import type { BackendError, ErrorCode } from '@/domain/errors';
import { lookUp, serviceErrorText, type Catalogue } from './network-errors';
import { postingErrorText } from './posting-errors';

/** Said once a report has gone to the responsables. */
export const REPORT_SENT = 'Merci\u00a0: votre signalement a été transmis aux responsables de la commission.';

const REPORT: Catalogue<'auth/requires-login' | 'not-found' | 'invalid-argument' | 'permission-denied'> = {
  'auth/requires-login': 'Connectez-vous pour signaler un contenu.',
  'not-found': 'Ce contenu n’existe plus\u00a0: il a peut-être déjà été supprimé.',
  'invalid-argument': 'Vous ne pouvez pas signaler votre propre contenu, et vos précisions doivent rester courtes.',
  'permission-denied': 'Ce signalement n’a pas été accepté.',
};

/**
 * Why a report could not be sent, in French. A report counts like a post (docs/decisions/0019): a
 * suspended member, or one going too fast, reads the posting texts.
 */
export function reportErrorText(code: ErrorCode, error: Pick<BackendError, 'retryAfterSeconds'> | null = null): string {
  return (
    serviceErrorText(code) ??
    postingErrorText(code, error, true) ??
    lookUp(REPORT, code) ??
    'Le signalement n’a pas pu être envoyé. Réessayez.'
  );
}
