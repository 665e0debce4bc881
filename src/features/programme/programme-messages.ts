import type { ErrorCode } from '@/domain/errors';
import { AWAITING_AUTHORISATION_TEXT } from '@/lib/authorisation-texts';
import { lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';

/** The programme's failures, in French (the codes SeanceService names). */

/** « Je participe » refused: no place left (two members at the same instant included). */
export const FULL_TEXT = 'Complet\u00a0: il ne reste plus de place pour cette séance.';

export const READ_ERROR_TEXT =
  'Le programme des séances n’a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.';

const ATTEND: Catalogue<
  | 'seance/full'
  | 'permission-denied'
  | 'not-found'
  | 'account/suspended'
  | 'account/awaiting-authorisation'
  | 'auth/requires-login'
> = {
  'seance/full': FULL_TEXT,
  'permission-denied':
    'Cette séance n’accepte plus de réponse\u00a0: elle est peut-être annulée ou passée. Rechargez la page pour la voir à jour.',
  'not-found': 'Cette séance n’existe plus\u00a0: rechargez la page pour voir le programme à jour.',
  'account/suspended': 'Votre compte est suspendu\u00a0: vous ne pouvez plus vous inscrire aux séances.',
  'auth/requires-login': 'Connectez-vous pour participer.',
  'account/awaiting-authorisation': AWAITING_AUTHORISATION_TEXT,
};

/** Why « Je participe », « Je serai là » or their undoing failed. */
export function attendErrorText(code: ErrorCode): string {
  return serviceErrorText(code) ?? lookUp(ATTEND, code) ?? 'Votre réponse n’a pas pu être enregistrée. Réessayez.';
}

/** Why « J’ai vu » failed. */
export function seenErrorText(code: ErrorCode): string {
  return serviceErrorText(code) ?? 'Cela n’a pas pu être enregistré. Réessayez.';
}
