import type { AppConfig } from '@/config';
import type { DirectoryService } from './types';

/**
 * The directory of approved tutors, for a visitor who may have no backend loaded: in Firebase mode
 * it is read over REST without the SDK (its own small chunk). null in local mode, where the
 * directory lives in the local backend itself (Dexie, the same weight either way).
 */
export function publicDirectoryLoader(config: AppConfig): (() => Promise<DirectoryService>) | null {
  if (config.backend !== 'firebase') return null;
  return async () => {
    const { createRestDirectory } = await import('./firebase/directory-rest');
    return createRestDirectory(config.firebase);
  };
}
