import { documentRequest, type RestSettings } from './firestore-rest';

/*
 * The forum's REST requests (Firebase mode): what src/early-screen.ts sends before the app is
 * here, and the forum's REST reader (firebase/questions-rest.ts) would send, to the letter, so that
 * the reader takes the early response (early-responses.ts). Apart from firestore-rest.ts, which
 * the home page's « Prochaine séance » downloads too.
 */

/**
 * A forum's first page of `pageSize` questions as the SDK reads it (questions.ts: the forum's
 * questions, newest first), with one more document, to tell whether older ones remain.
 */
export function forumFirstPageQuery(pageId: string, pageSize: number): object {
  return {
    from: [{ collectionId: 'questions' }],
    where: { fieldFilter: { field: { fieldPath: 'pageId' }, op: 'EQUAL', value: { stringValue: pageId } } },
    orderBy: [{ field: { fieldPath: 'date' }, direction: 'DESCENDING' }],
    limit: pageSize + 1,
  };
}

/** A question's own document, as its page reads it first. */
export function questionRequest(settings: RestSettings, id: string): { url: string; body: string } {
  return documentRequest(settings, `questions/${encodeURIComponent(id)}`);
}
