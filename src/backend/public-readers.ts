import type { AppConfig } from '@/config';
import { retryableImport } from '@/lib/retryable-import';
import type { Backend, PublicReaders } from './types';

const restReaders = retryableImport(() => import('./firebase/public-rest'));
const localReaders = retryableImport(() => import('./local/public'));

/**
 * What the public pages read (the directory of approved tutors, the programme of séances), for a
 * visitor who may have no backend loaded, each in its own small chunk: in Firebase mode over REST
 * without the SDK; in local mode from this browser's database, without the rest of the local
 * backend (local/public.ts). Either way the backend itself stays unloaded: a visitor's session and
 * the rest of the app are as if the page read nothing.
 */
export function publicReadersLoader(config: AppConfig): (() => Promise<PublicReaders>) | null {
  switch (config.backend) {
    case 'firebase': {
      const settings = config.firebase;
      return async () => {
        const { createPublicRest } = await restReaders();
        return createPublicRest(settings);
      };
    }
    case 'local':
      return async () => {
        const { createLocalPublicReaders } = await localReaders();
        return createLocalPublicReaders();
      };
    case 'invalid':
      return null;
  }
}

/** The backend's own readers, where no lighter ones are given. */
export function publicReadersOf(backend: Backend): PublicReaders {
  return { directory: backend.directory, programme: backend.seances };
}
