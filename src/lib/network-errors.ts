import type { ErrorCode, KnownErrorCode } from '@/domain/errors';
import { WRITE_TIMEOUT_MS } from '@/domain/network';

/**
 * A catalogue of French texts keyed by error codes of the port: written as
 * `Catalogue<'permission-denied' | 'not-found'>`, it must hold a text for each of them (a missing
 * one is a type error), and only codes the port knows (a misspelt one is a type error too).
 */
export type Catalogue<C extends KnownErrorCode, Text = string> = { readonly [K in C]: Text };

/**
 * The text of `code` in `catalogue`, or null when the catalogue does not know it. A text may be a
 * function of what the screen was doing (`Catalogue<C, (action: A) => string>`).
 */
export function lookUp<C extends KnownErrorCode, Text>(catalogue: Catalogue<C, Text>, code: ErrorCode): Text | null {
  return Object.hasOwn(catalogue, code) ? catalogue[code as C] : null;
}

/** What every screen says when the network, not the user, is the problem. */
export const NETWORK_ERROR_TEXT = 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.';

const seconds = Math.round(WRITE_TIMEOUT_MS / 1000);

/** A write the server did not answer within WRITE_TIMEOUT_MS (a stalled connection). */
export const STALLED_TEXT = `Le serveur n’a pas répondu en ${seconds}\u00a0secondes\u00a0: la connexion est trop lente. Rien de ce que vous avez écrit n’est perdu\u00a0; vérifiez dans un moment si l’envoi est passé avant de recommencer.`;

/** A daily quota of the hosted backend reached: nothing the visitor did. */
export const QUOTA_TEXT = 'Le site a atteint sa limite d’utilisation pour aujourd’hui. Réessayez demain.';

/** Failures of the network or of the service, worded the same on every screen. */
export type ServiceCode = 'auth/network-request-failed' | 'unavailable' | 'deadline-exceeded' | 'resource-exhausted';

export const SERVICE_TEXTS: Catalogue<ServiceCode> = {
  'auth/network-request-failed': NETWORK_ERROR_TEXT,
  unavailable: NETWORK_ERROR_TEXT,
  // Firestore's own time-out, and queuedWrite's after WRITE_TIMEOUT_MS.
  'deadline-exceeded': STALLED_TEXT,
  'resource-exhausted': QUOTA_TEXT,
};

/**
 * The codes of a network that failed: Firebase Auth's, and Firestore's when the server cannot be
 * reached ('unavailable') or did not answer in time ('deadline-exceeded'). The adapters pass these
 * codes through unchanged.
 */
export const NETWORK_ERROR_CODES: readonly ErrorCode[] = [
  'auth/network-request-failed',
  'unavailable',
  'deadline-exceeded',
];

export function isNetworkError(code: ErrorCode): boolean {
  return NETWORK_ERROR_CODES.includes(code);
}

/** The French for a failure of the network or the service, or null when the code is about something else. */
export function serviceErrorText(code: ErrorCode): string | null {
  return lookUp(SERVICE_TEXTS, code);
}
