import type { ProgrammeReader } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { readSeance } from '@/domain/seance-records';
import { dayStart, PROGRAMME_SIZE, type Seance } from '@/domain/seances';
import { readOnce, runQuery } from './rest-values';

/**
 * The programme of séances for a visitor, read over Firestore's REST API (runQuery) with plain
 * fetch, like the directory (directory-rest.ts): a signed-out visit of / or /Programme never
 * downloads the SDK. The same query as the SDK's (backend/firebase/seances.ts): from the start of
 * today in Yaoundé, soonest first, PROGRAMME_SIZE documents at most. Read once per visit; a
 * signed-in member's screens follow the séances live through the backend instead.
 */
export function createRestProgramme(
  settings: FirebaseSettings,
  now: () => Date = () => new Date(),
  fetchImpl: typeof fetch = fetch,
): ProgrammeReader {
  async function read(signal: AbortSignal): Promise<Seance[]> {
    const structuredQuery = {
      from: [{ collectionId: 'seances' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'debut' },
          op: 'GREATER_THAN_OR_EQUAL',
          value: { timestampValue: dayStart(now()).toISOString() },
        },
      },
      orderBy: [{ field: { fieldPath: 'debut' }, direction: 'ASCENDING' }],
      limit: PROGRAMME_SIZE,
    };
    const documents = await runQuery(settings, structuredQuery, {
      signal,
      fetchImpl,
      unreachable: 'Programme injoignable.',
    });
    return documents.map(({ id, fields }) => readSeance(id, fields));
  }

  return {
    subscribeUpcoming(onChange, onError) {
      return readOnce(read, onChange, onError, 'Lecture du programme impossible :');
    },
  };
}
