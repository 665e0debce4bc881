import type { BackendError, ErrorCode } from '@/domain/errors';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import { lookUp, serviceErrorText, type Catalogue } from './network-errors';
import { postingErrorText } from './posting-errors';

/** The spec's confirmation once a private message has gone (spec §8). */
export const MESSAGE_SENT = 'Message envoyé avec succès !';

/** What went wrong with a private message, in the user's words. */
export type MessageAction = 'send' | 'delete' | 'read';

/** Why an unconfirmed member cannot write (docs/decisions/0013); the banner offers to send the link again. */
export const UNVERIFIED_EMAIL_MESSAGE =
  'Confirmez d’abord votre adresse e-mail : suivez le lien de l’e-mail reçu à l’inscription (ou « Renvoyer l’e-mail » dans le bandeau en haut de la page), puis envoyez votre message.';

/**
 * Why an adult may not start a conversation with a pupil (issue 33): said when they click the
 * pupil's name, before anything is typed.
 */
export const MINOR_PROTECTED_MESSAGE =
  'Pour protéger les élèves, seuls un encadreur validé, un responsable, un autre élève ou ses propres parents peuvent lui écrire les premiers. Si cet élève vous écrit, vous pourrez lui répondre.';

const maxLength = MESSAGE_MAX_LENGTH.toLocaleString('fr-FR');

/** The refusals MessageService.send names (the poster's own, suspension and rate, are posting-errors'). */
const SEND: Catalogue<
  | 'auth/requires-login'
  | 'account/unverified-email'
  | 'not-found'
  | 'message/recipient-unavailable'
  | 'invalid-argument'
  | 'permission-denied'
  | 'message/minor-protected'
> = {
  'auth/requires-login': 'Vous devez être connecté pour envoyer un message.',
  'account/unverified-email': UNVERIFIED_EMAIL_MESSAGE,
  'not-found': 'Ce destinataire n’a plus de compte\u00a0: le message ne peut pas lui être remis.',
  // Suspended, or deleting their account: nothing more is said of why (docs/decisions/0019).
  'message/recipient-unavailable': 'Ce membre ne peut pas recevoir de messages pour le moment.',
  'invalid-argument': `Le message doit contenir du texte, ${maxLength} caractères au plus.`,
  'permission-denied': 'Vous n’avez pas l’autorisation d’envoyer ce message.',
  'message/minor-protected': MINOR_PROTECTED_MESSAGE,
};

const DELETE: Catalogue<'auth/requires-login' | 'permission-denied'> = {
  'auth/requires-login': 'Vous devez être connecté pour supprimer un message.',
  'permission-denied': 'Seul le destinataire d’un message peut le supprimer.',
};

const FALLBACK: Record<MessageAction, string> = {
  send: 'Le message n’a pas pu être envoyé. Réessayez.',
  delete: 'Le message n’a pas pu être supprimé. Réessayez.',
  read: 'Vos messages n’ont pas pu être chargés. Rechargez la page pour réessayer.',
};

export function messageErrorText(
  action: MessageAction,
  code: ErrorCode,
  error: Pick<BackendError, 'retryAfterSeconds'> | null = null,
): string {
  const service = serviceErrorText(code);
  if (service) return service;
  if (action === 'read') return FALLBACK.read;
  if (action === 'delete') return lookUp(DELETE, code) ?? FALLBACK.delete;
  // Only members write private messages.
  return postingErrorText(code, error, true) ?? lookUp(SEND, code) ?? FALLBACK.send;
}
