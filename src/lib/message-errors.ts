import type { ErrorCode } from '@/backend/types';
import { MESSAGE_MAX_LENGTH } from '@/domain/limits';
import type { BackendError } from '@/backend/types';
import { NETWORK_ERROR_TEXT, isNetworkError } from './network-errors';
import { postingErrorText } from './posting-errors';

/** The spec's confirmation once a private message has gone (spec §8). */
export const MESSAGE_SENT = 'Message envoyé avec succès !';

/** What went wrong with a private message, in the user's words. */
export type MessageAction = 'send' | 'delete' | 'read';

const maxLength = MESSAGE_MAX_LENGTH.toLocaleString('fr-FR');

const BY_CODE: Record<string, string> = {
  'auth/requires-login': 'Vous devez être connecté pour envoyer un message.',
  'not-found': 'Ce destinataire n’a plus de compte : le message ne peut pas lui être remis.',
  'invalid-argument': `Le message doit contenir du texte, ${maxLength} caractères au plus.`,
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
  if (isNetworkError(code)) return NETWORK_ERROR_TEXT;
  if (action === 'read') return FALLBACK.read;
  // Only members write private messages.
  const posting = postingErrorText(code, error, true);
  if (posting) return posting;
  if (code === 'permission-denied') {
    return action === 'delete'
      ? 'Seul le destinataire d’un message peut le supprimer.'
      : 'Vous n’avez pas l’autorisation d’envoyer ce message.';
  }
  return BY_CODE[code] ?? FALLBACK[action];
}
