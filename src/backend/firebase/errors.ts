import { BackendError, errorCode } from '@/domain/errors';

/**
 * Every failure leaves the adapter as a BackendError. The SDK's own code is kept as is
 * ('auth/wrong-password', 'permission-denied', 'unavailable'…): the screens map codes to French.
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(errorCode(error), message, { cause: error });
}

/** Runs `action`, turning whatever it throws into a BackendError. */
export async function guarded<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw toBackendError(error);
  }
}
