/**
 * Confirming an address (issue 15): the links of the verification and change-of-address e-mails,
 * and the e-mails the local backend puts in its mailbox (Firebase sends its own, from the
 * console's French templates). Both links lead to /MotDePasse, Firebase's custom action URL.
 */
import { RESET_PASSWORD_PATH } from './password-reset';

/** The actions of a link, as Firebase names them in its `mode` parameter. */
export type EmailActionMode = 'verifyEmail' | 'verifyAndChangeEmail';

/** How long a local confirmation code stays valid (Firebase's last three days). */
export const EMAIL_CODE_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** The link of a confirmation e-mail, with the parameters Firebase's action links carry. */
export function emailActionLink(mode: EmailActionMode, code: string): string {
  return `${RESET_PASSWORD_PATH}?mode=${mode}&oobCode=${encodeURIComponent(code)}`;
}

interface Email {
  to: string;
  subject: string;
  body: string;
  link: string;
}

/** The e-mail sent at sign-up (and again on « Renvoyer l'e-mail »), worded as the console's template. */
export function verificationEmail(to: string, code: string): Email {
  return {
    to,
    subject: 'Confirmez votre adresse e-mail',
    body:
      'Bonjour,\n\n' +
      `Vous avez créé un compte avec l’adresse ${to} sur le site de la Commission des études. ` +
      'Suivez le lien ci-dessous pour confirmer que cette adresse est bien la vôtre\u00a0: ' +
      'vous pourrez ensuite écrire des messages privés.\n\n' +
      'Si vous n’avez pas créé de compte, ignorez ce message.',
    link: emailActionLink('verifyEmail', code),
  };
}

/** The e-mail sent to the new address of « Changer d'adresse e-mail ». */
export function changeEmailEmail(to: string, code: string): Email {
  return {
    to,
    subject: 'Confirmez votre nouvelle adresse e-mail',
    body:
      'Bonjour,\n\n' +
      `Vous avez demandé que votre compte du site de la Commission des études utilise désormais l’adresse ${to}. ` +
      'Suivez le lien ci-dessous pour confirmer ce changement\u00a0: votre ancienne adresse reste valable jusque-là.\n\n' +
      'Si vous n’avez rien demandé, ignorez ce message.',
    link: emailActionLink('verifyAndChangeEmail', code),
  };
}
