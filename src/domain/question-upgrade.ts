import type { Question } from './entities';
import { newestPost } from './following';
import { searchWords } from './search-words';

/**
 * Who followed a question stored with its followers on it (issue 25's `suivi`), or, older, its
 * author and the members who replied: each is given it in their own reading marks (issue 32).
 */
export function followersOf(question: Pick<Question, 'userId' | 'replies'>, stored: unknown): string[] {
  if (Array.isArray(stored)) return stored.filter((uid): uid is string => typeof uid === 'string' && uid !== '');
  const repliers = question.replies.map((reply) => reply.userId).filter((uid): uid is string => !!uid);
  return [...new Set([...(question.userId ? [question.userId] : []), ...repliers])];
}

/**
 * What a question stored before following and search (issue 25) is given, as if it had had them
 * all along: its replies are counted, its last activity is its newest post, its words are indexed,
 * no reply is marked « Résolue », and it carries its own id (the followed questions are read by
 * it, issue 32). Used by the local database's upgrade (backend/local/db.ts, version 7) and by
 * `npm run migrer-forum` for a Firestore database (scripts/migrer-forum.mjs). Who follows it is
 * `followersOf`'s, kept by each member.
 */
export function upgradedQuestionFields(question: Question) {
  return {
    id: question.id,
    nbReponses: question.replies.length,
    activite: newestPost(question),
    mots: searchWords(question.question, question.matiere),
    resolue: null,
  };
}
