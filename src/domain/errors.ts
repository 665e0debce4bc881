/**
 * Errors as the screens receive them: every failure of a backend, and every refusal of a domain
 * rule, is a BackendError carrying a code; each feature's catalogue words the codes in French.
 */

/** The error codes the screens know how to explain. Adapters may also pass other codes through. */
export type KnownErrorCode =
  | 'auth/email-already-in-use'
  | 'auth/weak-password'
  | 'auth/invalid-email'
  | 'auth/user-not-found'
  | 'auth/wrong-password'
  | 'auth/invalid-credential'
  | 'auth/too-many-requests'
  | 'auth/network-request-failed'
  | 'auth/insecure-context'
  | 'auth/profile-not-found'
  | 'auth/requires-login'
  | 'auth/invalid-action-code'
  | 'auth/expired-action-code'
  // Firebase wants a fresh sign-in before a sensitive change (after a long session).
  | 'auth/requires-recent-login'
  | 'profile/reserved-name'
  // A name with characters other than Latin letters, spaces, hyphens, apostrophes and periods (names.ts).
  | 'profile/invalid-name'
  | 'permission-denied'
  | 'not-found'
  | 'invalid-argument'
  | 'unavailable'
  | 'deadline-exceeded'
  // A daily quota of the hosted backend reached (Firestore's free plan): nothing the user did.
  | 'resource-exhausted'
  | 'config/refused'
  | 'file/too-large'
  | 'file/not-pdf'
  // A picked photo this browser cannot decode (issue 36).
  | 'file/not-image'
  | 'account/suspended'
  // A pupil under 15 whose account waits for a parent's authorisation (issue 33): reads, does not post.
  | 'account/awaiting-authorisation'
  // The member has not confirmed their address yet: no private messages (docs/decisions/0013).
  | 'account/unverified-email'
  // The recipient of a private message is suspended, or deleting their account (docs/decisions/0019).
  | 'message/recipient-unavailable'
  // Only an approved tutor, a responsable, another pupil or their parent starts a conversation with a pupil (issue 33).
  | 'message/minor-protected'
  | 'rate/too-fast'
  | 'rate/daily-limit'
  | 'question/full'
  | 'question/would-be-empty'
  // A séance with a capacity has no place left (issue 26).
  | 'seance/full'
  // Parents and children (issue 33): a code that is nobody's, one's own, of one's own side; a link
  // already asked or made; a child with two parents already.
  | 'family/unknown-code'
  | 'family/own-code'
  | 'family/same-side'
  | 'family/already-linked'
  | 'family/full'
  // Notifications on this device (issue 35): the browser's push service did not answer.
  | 'notifications/unavailable'
  | 'unknown';

export type ErrorCode = KnownErrorCode | (string & {});

/** Every adapter failure reaches the screens as a BackendError carrying a code. */
export class BackendError extends Error {
  readonly code: ErrorCode;
  /** For rate/too-fast and rate/daily-limit: how long to wait before posting again. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message?: string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    super(message ?? code, options);
    this.name = 'BackendError';
    this.code = code;
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The code of any thrown value: a BackendError's, a Firebase error's, or 'unknown'. */
export function errorCode(error: unknown): ErrorCode {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'unknown';
}
