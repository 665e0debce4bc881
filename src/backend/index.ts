import type { AppConfig } from '@/config';
import { BackendError, type KnownErrorCode } from '@/domain/errors';
import { retryableImport } from '@/lib/retryable-import';
import type { Backend } from './types';

/** The code of a backend whose SDK refused the configuration at start-up; the SDK's error is the cause. */
export const CONFIG_REFUSED: KnownErrorCode = 'config/refused';

/**
 * An adapter's chunk that did not arrive (the connection dropped) is a network failure, coded
 * 'unavailable' like any other, so that the screens say so; the browser's message is kept.
 */
async function downloaded<T>(chunk: Promise<T>): Promise<T> {
  try {
    return await chunk;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BackendError('unavailable', message, { cause: error });
  }
}

// Each adapter's chunk; tried again after a failed download, even where the browser remembers failures.
const localChunk = retryableImport(() => import('./local'));
const firebaseChunk = retryableImport(() => import('./firebase'));

/**
 * Loads the adapter the configuration asks for. Each adapter is its own chunk, fetched on demand,
 * so the SDK of one never weighs on a site running the other. If the Firebase SDK refuses the
 * configuration (a project id it cannot use, a malformed API key…), the promise rejects with a
 * BackendError coded CONFIG_REFUSED.
 */
export async function loadBackend(config: AppConfig): Promise<Backend> {
  switch (config.backend) {
    case 'local': {
      const { createLocalBackend } = await downloaded(localChunk());
      return createLocalBackend();
    }
    case 'firebase': {
      const { createFirebaseBackend } = await downloaded(firebaseChunk());
      try {
        return createFirebaseBackend(config);
      } catch (error) {
        // What the SDK throws while starting is about the settings it was given: the deployer's to fix.
        const message = error instanceof Error ? error.message : String(error);
        throw new BackendError(CONFIG_REFUSED, message, { cause: error });
      }
    }
    case 'invalid':
      throw new Error(`Configuration incomplète : ${[...config.missing, ...config.problems].join(', ')}`);
  }
}
