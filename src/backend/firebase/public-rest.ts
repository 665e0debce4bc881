import type { ForumReader, PublicReaders } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { retryableImport } from '@/lib/retryable-import';
import { createRestDirectory } from './directory-rest';
import { createRestProgramme } from './programme-rest';

/** The public pages' readers over REST, one small chunk without the SDK (backend/public-readers.ts). */
export function createPublicRest(settings: FirebaseSettings): PublicReaders {
  return {
    directory: createRestDirectory(settings),
    programme: createRestProgramme(settings),
    forum: restForumOnDemand(settings),
  };
}

/**
 * The forum's REST reader, downloaded when a forum first asks (the home page and the directory,
 * which read the rest of this chunk, never do): its question records weigh more than they do.
 */
function restForumOnDemand(settings: FirebaseSettings): ForumReader {
  const reader = retryableImport(() => import('./questions-rest')).bind(null);
  return {
    firstPage: async (pageId, signal) => (await reader()).createRestForum(settings).firstPage(pageId, signal),
    question: async (id, signal) => (await reader()).createRestForum(settings).question(id, signal),
  };
}
