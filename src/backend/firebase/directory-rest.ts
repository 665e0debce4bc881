import type { DirectoryService } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import type { PublicTutor } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { readPublicTutor } from '@/domain/records';
import { documentsBase, fromRestFields, readOnce, refusal, restId, type RestDocument } from './rest-values';

/** The directory is read in pages of this many cards (an association has tens of tutors). */
const PAGE_SIZE = 300;

/**
 * The public directory of approved tutors (collection `annuaire`) read over Firestore's REST API
 * with plain fetch: no SDK, so a visitor who only browses the directory downloads a few hundred
 * bytes of code instead of the Firebase SDK (~185 KB gzip). The rules let anyone read it. Read
 * once per visit (no live update: a directory changes a few times a month).
 */
export function createRestDirectory(settings: FirebaseSettings, fetchImpl: typeof fetch = fetch): DirectoryService {
  const base = `${documentsBase(settings)}/annuaire`;

  async function readAll(signal: AbortSignal): Promise<PublicTutor[]> {
    const tutors: PublicTutor[] = [];
    let pageToken = '';
    do {
      const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), key: settings.apiKey });
      if (pageToken) query.set('pageToken', pageToken);
      let response: Response;
      try {
        response = await fetchImpl(`${base}?${query}`, { signal });
      } catch (error) {
        throw new BackendError('unavailable', 'Annuaire injoignable.', { cause: error });
      }
      if (!response.ok) throw refusal(response);
      const body = (await response.json()) as { documents?: RestDocument[]; nextPageToken?: string };
      for (const document of body.documents ?? []) {
        const uid = restId(document);
        if (uid) tutors.push(readPublicTutor(uid, fromRestFields(document.fields)));
      }
      pageToken = body.nextPageToken ?? '';
    } while (pageToken);
    return tutors.sort((a, b) => `${a.nom} ${a.prenom}`.localeCompare(`${b.nom} ${b.prenom}`, 'fr'));
  }

  return {
    subscribe(onChange, onError) {
      return readOnce(readAll, onChange, onError, 'Lecture de l’annuaire impossible :');
    },
  };
}
