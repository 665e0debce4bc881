import {
  createRemoteJWKSet,
  customFetch,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
} from 'jose';

/** Google's public keys for Firebase ID tokens (rotated by Google; jose caches and reloads them). */
export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export type FetchLike = typeof fetch;

export interface TokenVerifierOptions {
  projectId: string;
  fetch?: FetchLike;
  now?: () => Date;
  /**
   * Development only: the Auth emulator signs nothing (alg "none"). When true, such tokens are
   * accepted for this project, as the Admin SDK does when FIREBASE_AUTH_EMULATOR_HOST is set.
   */
  acceptEmulatorTokens?: boolean;
}

/** The token was read but is not a valid Firebase ID token for this project: answer 401. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

// Errors that say "this token is bad", as opposed to "Google's keys could not be fetched".
const TOKEN_ERROR_CODES = new Set<string>([
  errors.JWTExpired.code,
  errors.JWTClaimValidationFailed.code,
  errors.JWTInvalid.code,
  errors.JWSInvalid.code,
  errors.JWSSignatureVerificationFailed.code,
  errors.JOSEAlgNotAllowed.code,
  errors.JOSENotSupported.code,
  errors.JWKSNoMatchingKey.code,
  errors.JWKSMultipleMatchingKeys.code,
]);

/** Who called, as their verified token says: their uid, and whether the association made them responsable. */
export interface Caller {
  uid: string;
  /**
   * The custom claim `responsable: true`, set only with the association's service-account key. It
   * stays in a token issued before a removal: alone it proves nothing (the appointment
   * `responsables/{uid}` must exist too, api/_lib/permissions.ts).
   */
  responsable: boolean;
}

function callerOf(payload: JWTPayload): Caller {
  const { sub } = payload;
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) {
    throw new InvalidTokenError('Le jeton ne désigne aucun utilisateur.');
  }
  return { uid: sub, responsable: payload.responsable === true };
}

function isUnsigned(token: string): boolean {
  try {
    return decodeProtectedHeader(token).alg === 'none';
  } catch {
    return false;
  }
}

/**
 * Verifies Firebase ID tokens without a service account: RS256 signature against Google's JWKS,
 * issuer, audience and expiry. Resolves with the caller; rejects with InvalidTokenError for a bad
 * token, with any other error when the keys could not be obtained.
 * The key set is created once per verifier, so keep the verifier for the life of the process.
 */
export function createTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<Caller> {
  const { projectId, now = () => new Date() } = options;
  const jwks = createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
    ...(options.fetch && { [customFetch]: options.fetch }),
  });
  const claims = {
    issuer: `https://securetoken.google.com/${projectId}`,
    audience: projectId,
    requiredClaims: ['iat', 'exp', 'sub'],
  };

  return async function verify(token) {
    try {
      // Fenced development path: only when the Auth emulator is configured.
      if (options.acceptEmulatorTokens && isUnsigned(token)) {
        return callerOf(UnsecuredJWT.decode(token, { ...claims, currentDate: now() }).payload);
      }
      const { payload } = await jwtVerify(token, jwks, { ...claims, algorithms: ['RS256'], currentDate: now() });
      return callerOf(payload);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError && TOKEN_ERROR_CODES.has(error.code)) {
        throw new InvalidTokenError(error.message, { cause: error });
      }
      throw error;
    }
  };
}
