import { isRole, type Attachment, type Question, type Reply } from './entities';
import { newestPost, NO_MARKS, type ReadingMarks } from './following';
import { ANONYMOUS_NAME, DEFAULT_PAGE_ID } from './limits';
import { readPhotos } from './photos';
import { readMarks } from './question-marks';
import { list, text, textOrNull, toDate, type Data } from './record-values';

/**
 * Tolerant readers of the forum's stored documents (questions with their replies, a member's
 * reading marks), shared by both adapters: whatever an old client or a hand edit left in the
 * database, the screens get well-typed values.
 */

function readAttachment(value: unknown): Attachment | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  const url = text(data.url);
  if (!url) return null;
  return { url, publicId: text(data.publicId), fileName: text(data.fileName) || 'document.pdf' };
}

/**
 * The mark « Encadreur validé » of a post as stored: true only when written so, and only while the
 * post names its author (a visitor's reply, or a deleted account's post, never carries it).
 */
function validatedMark(data: Data): boolean {
  return data.encadreurValide === true && textOrNull(data.userId) !== null;
}

/** The mark « Responsable » of a post as stored (issue 32): the same way, only while it names its author. */
function responsableMark(data: Data): boolean {
  return data.responsable === true && textOrNull(data.userId) !== null;
}

function readReply(value: unknown, index: number): Reply | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  return {
    // Replies written before they had an id are known by their place in the list.
    id: text(data.id) || legacyReplyId(index),
    reply: text(data.reply),
    userId: textOrNull(data.userId),
    userName: text(data.userName).trim() || ANONYMOUS_NAME,
    userRole: isRole(data.userRole) ? data.userRole : 'eleve',
    encadreurValide: validatedMark(data),
    responsable: responsableMark(data),
    photos: readPhotos(data.photos),
    date: toDate(data.date),
  };
}

/** The id of a reply stored without one: its place in the list. */
export function legacyReplyId(index: number): string {
  return `#${index}`;
}

/**
 * A question's last activity once the reply at `index` is taken out, as firestore.rules'
 * removesReply demands it: a reply takes back the activity it gave (issue 32). The last reply gone,
 * the date of the one now last, or the question's own with none left; any other, unchanged.
 * Generic over how a store keeps dates: Firestore's rules compare the stored values themselves.
 */
export function activityWithout<D>(replies: readonly { date: D }[], index: number, asked: D, current: D): D {
  if (index !== replies.length - 1) return current;
  return index > 0 ? replies[index - 1]!.date : asked;
}

/** A question's last post as stored, or, stored before it was kept, its newest post. */
function lastActivity(data: Data, replies: Reply[]): Date {
  const stored = toDate(data.activite);
  if (!Number.isNaN(stored.getTime())) return stored;
  return newestPost({ date: toDate(data.date), replies });
}

export function readQuestion(id: string, data: Data): Question {
  const replies = list(data.replies, readReply);
  return {
    id,
    question: text(data.question),
    userId: text(data.userId),
    userName: text(data.userName).trim() || 'Anonyme',
    role: isRole(data.role) ? data.role : 'eleve',
    classe: textOrNull(data.classe),
    matiere: textOrNull(data.matiere),
    encadreurValide: validatedMark(data),
    responsable: responsableMark(data),
    date: toDate(data.date),
    pageId: text(data.pageId) || DEFAULT_PAGE_ID,
    attachments: list(data.attachments, readAttachment),
    photos: readPhotos(data.photos),
    replies,
    activite: lastActivity(data, replies),
    ...readMarks(data, { replies }),
  };
}

/** A map of question ids to dates as stored, its unreadable entries left out. */
function readDates(value: unknown): Record<string, Date> {
  const dates: Record<string, Date> = {};
  if (value && typeof value === 'object') {
    for (const [id, stored] of Object.entries(value as Data)) {
      const date = toDate(stored);
      if (!Number.isNaN(date.getTime())) dates[id] = date;
    }
  }
  return dates;
}

/** A member's reading marks as stored (`lectures/{uid}`), or NO_MARKS for none. */
export function readReadingMarks(data: Data | undefined): ReadingMarks {
  if (!data) return NO_MARKS;
  const seen = readDates(data.vues);
  const followed = readDates(data.suivies);
  const subjects = Array.isArray(data.matieres)
    ? data.matieres.filter((subject): subject is string => typeof subject === 'string')
    : null;
  const since = toDate(data.matieresVuesLe);
  return { followed, seen, subjects, subjectsSeenAt: Number.isNaN(since.getTime()) ? null : since };
}
