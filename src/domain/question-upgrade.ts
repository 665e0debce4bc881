import type { Question } from './entities';
import { newestPost } from './following';
import { searchWords } from './search-words';

/**
 * What a question stored before following and search (issue 25) is given, as if it had had them
 * all along: its author and the members who replied follow it, its replies are counted, its last
 * activity is its newest post, its words are indexed, no reply is marked « Résolue ». Used by the
 * local database's upgrade (backend/local/db.ts, version 6) and by `npm run migrer-forum` for a
 * Firestore database (scripts/migrer-forum.mjs).
 */
export function upgradedQuestionFields(question: Question) {
  const repliers = question.replies.map((reply) => reply.userId).filter((uid): uid is string => !!uid);
  return {
    suivi: [...new Set([...(question.userId ? [question.userId] : []), ...repliers])],
    nbReponses: question.replies.length,
    activite: newestPost(question),
    mots: searchWords(question.question, question.matiere),
    resolue: null,
  };
}
