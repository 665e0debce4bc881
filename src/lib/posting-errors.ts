import type { BackendError, ErrorCode } from '@/domain/errors';
import { RATE_LIMITS } from '@/domain/rate-limit';
import { AWAITING_AUTHORISATION_TEXT } from './authorisation-texts';

/**
 * What the site says when a post (question, reply, private message) is refused for who posts, not
 * for what they wrote: a suspended account, a poster going too fast or over the daily limit.
 * Shared by the forum and the private messages.
 */

export const SUSPENDED_TEXT =
  'Votre compte est suspendu\u00a0: vous pouvez lire le site, mais plus publier ni écrire de messages. Pour en parler, contactez la commission.';

function seconds(count: number): string {
  return count <= 1 ? '1\u00a0seconde' : `${count.toLocaleString('fr-FR')}\u00a0secondes`;
}

/** The French for a refusal of who posts, or null when the code is about something else. */
export function postingErrorText(
  code: ErrorCode,
  error: Pick<BackendError, 'retryAfterSeconds'> | null,
  signedIn: boolean,
): string | null {
  if (code === 'account/suspended') return SUSPENDED_TEXT;
  if (code === 'account/awaiting-authorisation') return AWAITING_AUTHORISATION_TEXT;
  if (code === 'rate/too-fast') {
    const wait = error?.retryAfterSeconds;
    return wait
      ? `Vous publiez trop vite\u00a0: attendez encore ${seconds(wait)} avant de publier de nouveau.`
      : 'Vous publiez trop vite\u00a0: attendez quelques secondes avant de publier de nouveau.';
  }
  if (code === 'rate/daily-limit') {
    return signedIn
      ? `Vous avez atteint la limite de ${RATE_LIMITS.membre.perDay} publications par jour. Revenez demain.`
      : `Sans compte, on peut publier ${RATE_LIMITS.visiteur.perDay} réponses par jour\u00a0: vous les avez atteintes. Créez un compte ou revenez demain.`;
  }
  return null;
}
