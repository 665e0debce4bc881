import type { AppConfig } from '@/config';
import type { Backend } from './types';

/**
 * Loads the adapter the configuration asks for. Each adapter is its own chunk, fetched on demand,
 * so the SDK of one never weighs on a site running the other.
 */
export async function loadBackend(config: AppConfig): Promise<Backend> {
  switch (config.backend) {
    case 'local': {
      const { createLocalBackend } = await import('./local');
      return createLocalBackend();
    }
    case 'firebase': {
      const { createFirebaseBackend } = await import('./firebase');
      return createFirebaseBackend(config);
    }
    case 'invalid':
      throw new Error(`Configuration incomplète : ${[...config.missing, ...config.problems].join(', ')}`);
  }
}
