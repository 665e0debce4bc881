/**
 * Why a pupil under 15 does not post yet (issue 33): their account waits for a parent's
 * authorisation. The dashboard says how to get it (AwaitingAuthorisation).
 */
export const AWAITING_AUTHORISATION_TEXT =
  'Votre compte attend l’autorisation d’un parent\u00a0: vous pouvez tout lire, mais pas encore publier, écrire de message ni vous inscrire à une séance. Votre tableau de bord explique comment l’obtenir.';
