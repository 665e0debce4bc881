/**
 * What a forum's list shows (issue 25); every filter is optional. A search (`word`, in the form of
 * search-words.ts) looks in the whole forum: the other filters are not applied with it, so that a
 * hosted backend answers it with one index (firestore.indexes.json). No class: a pupil's question
 * holds none (issue 33, minors are not public), and a field a query filters on is public.
 */
export interface ForumFilter {
  /** A subject of the directory (its label, as questions store it). */
  matiere?: string | null;
  /** « Sans réponse »: only the questions nobody has answered yet. */
  unanswered?: boolean;
  /** « Mes questions »: only those this member follows (the signed-in member: the list is theirs alone). */
  followedBy?: string | null;
  /**
   * The ids of the questions `followedBy` follows (domain/following.ts: FOLLOWED_MAX at most), as
   * the use cases read them from the member's own marks; what the stores are asked.
   */
  followed?: readonly string[] | null;
  /** Only the questions whose stored words hold this one. */
  word?: string | null;
}

/** A question as the filters see it (a stored record or a read question). */
export interface Filtered {
  id: string;
  matiere: string | null;
  replies: readonly unknown[];
  mots?: readonly string[];
}

/** Whether a question shows under the filter, as a backend without indexes checks it. */
export function passesFilter(question: Filtered, filter: ForumFilter = {}): boolean {
  if (filter.word) return (question.mots ?? []).includes(filter.word);
  return (
    (!filter.matiere || question.matiere === filter.matiere) &&
    (!filter.unanswered || question.replies.length === 0) &&
    (!filter.followed || filter.followed.includes(question.id))
  );
}
