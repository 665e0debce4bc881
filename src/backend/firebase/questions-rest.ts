import { forumFirstPageQuery, questionRequest } from '@/backend/forum-requests';
import type { ForumReader } from '@/backend/types';
import type { FirebaseSettings } from '@/config';
import { PAGE_SIZE } from '@/domain/limits';
import { readQuestion } from '@/domain/question-records';
import { fromRestFields, refusal, respond, runQuery, type RestDocument } from './rest-values';

/**
 * A forum's newest questions for a screen that has no backend yet (issue 34), read over Firestore's
 * REST API in one round trip: the same query as the SDK's first page (questions.ts: the forum's
 * questions, newest first), one more document to tell whether older ones remain; the request the
 * page's first script sent already, if it did (src/early-screen.ts). The rules let
 * anyone read the forums, whose posts name a pupil « Awa N. » (issue 33). On a phone network the
 * SDK's download, start and WebChannel handshake take seconds; this is one request. The same for
 * one question's page (its document).
 */
export function createRestForum(settings: FirebaseSettings, fetchImpl: typeof fetch = fetch): ForumReader {
  return {
    async firstPage(pageId, signal) {
      const documents = await runQuery(settings, forumFirstPageQuery(pageId, PAGE_SIZE), {
        signal,
        fetchImpl,
        unreachable: 'Forum injoignable.',
      });
      return {
        items: documents.slice(0, PAGE_SIZE).map(({ id, fields }) => readQuestion(id, fields)),
        hasMore: documents.length > PAGE_SIZE,
      };
    },
    async question(id, signal) {
      const response = await respond(questionRequest(settings, id), {
        signal,
        fetchImpl,
        unreachable: 'Forum injoignable.',
      });
      if (response.status === 404) return null;
      if (!response.ok) throw refusal(response);
      const document = (await response.json()) as RestDocument;
      return readQuestion(id, fromRestFields(document.fields));
    },
  };
}
