import type { Action } from './permission-table';

/**
 * The marks of a question: what is set on it after it is asked, besides its text, by whoever a
 * row of the permission table allows (docs/decisions/0022). Each mark is a field of the stored
 * question. The screens (canMark, permissions.ts), the use case (`mark`, backend/use-cases/
 * questions.ts), both stores (`setMark`), the reader (readQuestion) and a new question's fields
 * read this table; firestore.rules give each mark its rule (`marks…()` in `match /questions`).
 *
 * A new mark is its line here, its rows in permission-table.ts, its rule, and its button.
 */

/** What a mark's reader sees of the question besides the stored value. */
export interface MarkedQuestion {
  replies: readonly { id: string }[];
}

interface MarkSpec<V> {
  /** The permission table's action that sets and clears it. */
  action: Action;
  /** Its value on a new question, and on one stored before the mark existed. */
  initial: V;
  /**
   * The stored value as the mark's, or `initial` when it is none. A value may be written only if
   * it reads back as itself (the use case says invalid-argument otherwise).
   */
  read(stored: unknown, question: MarkedQuestion): V;
}

function mark<V>(spec: MarkSpec<V>): MarkSpec<V> {
  return spec;
}

export const QUESTION_MARKS = {
  /**
   * « Résolue »: the reply that helped the question's author (its id), or null. Once that reply is
   * deleted, the question is no longer resolved.
   */
  resolue: mark<string | null>({
    action: 'question.resolve',
    initial: null,
    read: (stored, question) =>
      typeof stored === 'string' && question.replies.some((reply) => reply.id === stored) ? stored : null,
  }),
};

export type MarkName = keyof typeof QUESTION_MARKS;
export type MarkValue<M extends MarkName> = (typeof QUESTION_MARKS)[M]['initial'];
/** Every mark of a question, by name. */
export type QuestionMarks = { [M in MarkName]: MarkValue<M> };

const MARK_NAMES = Object.keys(QUESTION_MARKS) as MarkName[];

function eachMark(value: (name: MarkName) => unknown): QuestionMarks {
  return Object.fromEntries(MARK_NAMES.map((name) => [name, value(name)])) as QuestionMarks;
}

/** A new question's marks. */
export function initialMarks(): QuestionMarks {
  return eachMark((name) => QUESTION_MARKS[name].initial);
}

/** The marks of a stored question (its other fields already read). */
export function readMarks(data: Record<string, unknown>, question: MarkedQuestion): QuestionMarks {
  return eachMark((name) => QUESTION_MARKS[name].read(data[name], question));
}

/** Whether `value` may be written as this mark on this question. */
export function acceptsMark(name: MarkName, value: unknown, question: MarkedQuestion): boolean {
  return QUESTION_MARKS[name].read(value, question) === value;
}
