import type { DirectoryService } from '@/backend/types';
import type { PublicTutor } from '@/domain/entities';
import { isListedTutor, publicTutorOf } from '@/domain/records';
import type { LocalDatabase } from './db';
import { subscribeLive } from './live';

/** The approved tutors, read from the profiles of this browser, in alphabetical order. */
export function createLocalDirectory(db: LocalDatabase): DirectoryService {
  return {
    subscribe(onChange, onError) {
      return subscribeLive(
        async () => {
          const tutors = await db.users.where('role').equals('encadreur').toArray();
          return tutors
            .filter(isListedTutor)
            .map((profile) => publicTutorOf(profile as typeof profile & { role: 'encadreur' }))
            .sort((a: PublicTutor, b: PublicTutor) =>
              `${a.nom} ${a.prenom}`.localeCompare(`${b.nom} ${b.prenom}`, 'fr'),
            );
        },
        onChange,
        onError,
      );
    },
  };
}
