import type { AppConfig } from '@/config';
import { retryableImport } from '@/lib/retryable-import';
import type { Backend, PublicReaders } from './types';

const restReaders = retryableImport(() => import('./firebase/public-rest'));

/**
 * What the public pages read (the directory of approved tutors, the programme of séances), for a
 * visitor who may have no backend loaded: in Firebase mode over REST without the SDK (its own
 * small chunk). null in local mode, where they live in the local backend itself (Dexie, the same
 * weight either way).
 */
export function publicReadersLoader(config: AppConfig): (() => Promise<PublicReaders>) | null {
  if (config.backend !== 'firebase') return null;
  return async () => {
    const { createPublicRest } = await restReaders();
    return createPublicRest(config.firebase);
  };
}

/** The backend's own readers, where no lighter ones are given. */
export function publicReadersOf(backend: Backend): PublicReaders {
  return { directory: backend.directory, programme: backend.seances };
}
