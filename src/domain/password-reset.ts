/**
 * « Mot de passe oublié ? » (issue 15): where the reset link leads, and the e-mail the local backend
 * puts in its mailbox (Firebase sends its own, from the console's French template).
 */

/** The page of the link: also the custom action URL set in the Firebase console (docs/deploiement.md, step 14). */
export const RESET_PASSWORD_PATH = '/MotDePasse';

/** How long a local reset code stays valid, as Firebase's (one hour). */
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/** The link of a reset e-mail, with the parameters Firebase's action links carry. */
export function resetLink(code: string): string {
  return `${RESET_PASSWORD_PATH}?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
}

/** The reset e-mail, worded as the French template of the Firebase console. */
export function resetEmail(to: string, code: string): { to: string; subject: string; body: string; link: string } {
  return {
    to,
    subject: 'Réinitialisez votre mot de passe',
    body:
      'Bonjour,\n\n' +
      `Vous avez demandé à changer le mot de passe du compte ${to} sur le site de la Commission des études. ` +
      'Suivez le lien ci-dessous pour en choisir un nouveau. Il est valable une heure et une seule fois.\n\n' +
      'Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe ne change pas.',
    link: resetLink(code),
  };
}
