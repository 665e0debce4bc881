import type { DirectoryService, ForumReader, PublicReaders } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { BackendError } from '@/domain/errors';
import { retryableImport } from '@/lib/retryable-import';
import { createRestProgramme } from './programme-rest';

/** The public pages' readers over REST, one small chunk without the SDK (backend/public-readers.ts). */
export function createPublicRest(settings: FirebaseSettings): PublicReaders {
  return {
    directory: restDirectoryOnDemand(settings),
    programme: createRestProgramme(settings),
    forum: restForumOnDemand(settings),
  };
}

/**
 * The forum's REST reader, downloaded when a forum first asks (the home page and the directory,
 * which read the rest of this chunk, never do): its question records weigh more than they do.
 */
function restForumOnDemand(settings: FirebaseSettings): ForumReader {
  const reader = retryableImport(() => import('./questions-rest'));
  return {
    firstPage: async (pageId, signal) => (await reader()).createRestForum(settings).firstPage(pageId, signal),
    question: async (id, signal) => (await reader()).createRestForum(settings).question(id, signal),
  };
}

/**
 * The directory's REST reader, downloaded when the directory first asks: the home page, which
 * reads only the programme from this chunk, does not download the tutors' records (issue 34: the
 * first visit of / within its budget).
 */
function restDirectoryOnDemand(settings: FirebaseSettings): DirectoryService {
  const reader = retryableImport(() => import('./directory-rest'));
  return {
    subscribe(onChange, onError) {
      let stop: (() => void) | undefined;
      let stopped = false;
      reader().then(
        ({ createRestDirectory }) => {
          if (!stopped) stop = createRestDirectory(settings).subscribe(onChange, onError);
        },
        (error: unknown) => {
          if (stopped) return;
          console.error('Lecture de l’annuaire impossible :', error);
          onError?.(new BackendError('unavailable', 'Annuaire injoignable.', { cause: error }));
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
