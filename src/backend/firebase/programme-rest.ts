import type { ProgrammeReader } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { BackendError } from '@/domain/errors';
import { readSeance } from '@/domain/seance-records';
import { dayStart, PROGRAMME_SIZE, type Seance } from '@/domain/seances';
import { documentsBase, fromRestFields, readOnce, restId, type RestDocument } from './rest-values';

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
  const url = `${documentsBase(settings)}:runQuery?key=${encodeURIComponent(settings.apiKey)}`;

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
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ structuredQuery }),
        signal,
      });
    } catch (error) {
      throw new BackendError('unavailable', 'Programme injoignable.', { cause: error });
    }
    if (!response.ok) throw new BackendError(response.status === 403 ? 'permission-denied' : 'unavailable');
    // One entry per document; a query without result answers one entry with only its readTime.
    const entries = (await response.json()) as { document?: RestDocument }[];
    return entries.flatMap(({ document }) => {
      const id = document && restId(document);
      return document && id ? [readSeance(id, fromRestFields(document.fields))] : [];
    });
  }

  return {
    subscribeUpcoming(onChange, onError) {
      return readOnce(read, onChange, onError, 'Lecture du programme impossible :');
    },
  };
}
