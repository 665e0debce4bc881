import type { AppConfig } from '@/config';
import { retryableImport } from '@/lib/retryable-import';
import type { DirectoryService } from './types';

const restDirectory = retryableImport(() => import('./firebase/directory-rest'));

/**
 * The directory of approved tutors, for a visitor who may have no backend loaded: in Firebase mode
 * it is read over REST without the SDK (its own small chunk). null in local mode, where the
 * directory lives in the local backend itself (Dexie, the same weight either way).
 */
export function publicDirectoryLoader(config: AppConfig): (() => Promise<DirectoryService>) | null {
  if (config.backend !== 'firebase') return null;
  return async () => {
    const { createRestDirectory } = await restDirectory();
    return createRestDirectory(config.firebase);
  };
}
