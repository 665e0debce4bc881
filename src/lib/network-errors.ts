import type { ErrorCode } from '@/backend/types';

/** What every screen says when the network, not the user, is the problem. */
export const NETWORK_ERROR_TEXT = 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.';

/**
 * The codes of a network that failed: Firebase Auth's, and Firestore's when the server cannot be
 * reached ('unavailable') or did not answer in time ('deadline-exceeded'). The adapters pass these
 * codes through unchanged.
 */
export const NETWORK_ERROR_CODES: readonly ErrorCode[] = ['auth/network-request-failed', 'unavailable', 'deadline-exceeded'];

export function isNetworkError(code: ErrorCode): boolean {
  return NETWORK_ERROR_CODES.includes(code);
}
