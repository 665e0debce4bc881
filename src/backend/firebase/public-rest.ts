import type { PublicReaders } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { createRestDirectory } from './directory-rest';
import { createRestProgramme } from './programme-rest';
import { createRestForum } from './questions-rest';

/** The public pages' readers over REST, one small chunk without the SDK (backend/public-readers.ts). */
export function createPublicRest(settings: FirebaseSettings): PublicReaders {
  return {
    directory: createRestDirectory(settings),
    programme: createRestProgramme(settings),
    forum: createRestForum(settings),
  };
}
