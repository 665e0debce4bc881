/**
 * The permission table's rules judge (tests/rules/permission-table.rules.test.ts): what a scenario
 * is, and the fixtures the families share. Every attempt is a raw Firestore SDK write or read
 * (setDoc, updateDoc, deleteDoc, writeBatch, getDoc), shaped exactly as the client's, never through
 * the app's adapters: an adapter refusing first must not hide a rule that drifted from the table.
 */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { USERS } from '@/backend/firebase/users';
import type { Attachment, NewQuestion } from '@/domain/entities';
import { newQuestionFields, newReplyFields } from '@/domain/new-records';
import type { Who } from '@/domain/permission-table';
import { searchWords } from '@/domain/search-words';
import { authorOf, members, type Member, type RulesWorld } from '../rules-env';

/** One try, in a world seeded afresh (the members' profiles, then the scenario's seed). */
export type Attempt = (world: RulesWorld) => Promise<unknown>;

/** A row's case: the attempt it allows, and the closest attempts it refuses, each named. */
export interface RowCase {
  allow: Attempt;
  deny: Record<string, Attempt>;
}

/** An action as the rules see it: what to seed, and each of its rows' cases, by who the row grants. */
export interface Scenario {
  seed?: (world: RulesWorld) => Promise<void>;
  rows: Partial<Record<Who, RowCase>>;
}

export const AT = Timestamp.fromDate(new Date('2025-03-03T08:30:00Z'));

export function attachment(name: string): Attachment {
  return {
    url: `https://res.cloudinary.com/commission/raw/upload/v1700000000/${name}.pdf`,
    publicId: name,
    fileName: `${name}.pdf`,
  };
}

/** A stored question of `author`, as the client would have written it (with a fixed date). */
export function storedQuestion(author: Member, input: Partial<NewQuestion> = {}, extra: DocumentData = {}) {
  const asked: NewQuestion = {
    pageId: 'EncadreurEleve',
    question: 'Comment simplifier une fraction ?',
    attachments: [],
    matiere: 'Mathématiques',
    ...input,
  };
  const stored = { ...newQuestionFields(authorOf(author), asked), date: AT, activite: AT, ...extra };
  // Counted as the client counts them: the replies it is seeded with.
  return { ...stored, nbReponses: stored.replies.length };
}

/** What the client sends for a new question: the author's stored fields, the server's date. */
export function outgoingQuestion(author: Member, input: Partial<NewQuestion> = {}) {
  const asked: NewQuestion = {
    pageId: 'EncadreurEleve',
    question: 'Comment simplifier une fraction ?',
    attachments: [],
    matiere: 'Mathématiques',
    ...input,
  };
  return { ...newQuestionFields(authorOf(author), asked), date: serverTimestamp(), activite: serverTimestamp() };
}

/**
 * What the client writes when the author edits a question's text (use-cases/questions.ts, edit):
 * the text and its words, with the question's stored subject (the seeds' default: Mathématiques).
 */
export function questionEdit(text: string, matiere: string | null = 'Mathématiques') {
  return { question: text, mots: searchWords(text, matiere) };
}

/** A stored reply (fixed date, given id); `null`: a visitor's, « Utilisateur Anonyme ». */
export function storedReply(author: Member | null, id: string, text = 'Divise par le PGCD.') {
  return { ...newReplyFields(author ? authorOf(author) : null, text, id), date: AT };
}

/** The member, suspended by a responsable (written with the rules off). */
export function suspend(world: RulesWorld, member: Member): Promise<void> {
  return world.seed({ [`${USERS}/${members[member].uid}`]: { ...members[member].profile, suspendu: true } });
}

/** The mark of « Supprimer mon compte » started (comptesSupprimes/{uid}). */
export function leaving(world: RulesWorld, member: Member): Promise<void> {
  return world.seed({ [`comptesSupprimes/${members[member].uid}`]: { date: AT } });
}
