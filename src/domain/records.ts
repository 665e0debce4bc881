import {
  isRole,
  type Attachment,
  type Message,
  type ProfileFields,
  type Question,
  type Reply,
  type Role,
  type UserProfile,
} from '@/backend/types';
import { ANONYMOUS_NAME, DEFAULT_PAGE_ID } from './limits';

/**
 * Tolerant readers from stored documents to entities, shared by both adapters: whatever an old
 * client or a hand edit left in the database, the screens get well-typed values.
 */

type Data = Record<string, unknown>;

/** The fields each role's profile holds besides id, e-mail and role (spec §3). */
export const PROFILE_FIELDS = {
  eleve: ['nom', 'prenom', 'telephone', 'classe', 'examen', 'quartier'],
  encadreur: ['nom', 'prenom', 'telephone', 'classe', 'profession', 'matiere', 'quartier'],
  parent: ['nom', 'prenom', 'telephone', 'profession', 'quartier'],
} as const satisfies Record<Role, readonly string[]>;

export type ProfileField = (typeof PROFILE_FIELDS)[Role][number];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A Date from a Date, a Firestore Timestamp, an ISO string or epoch milliseconds; else an invalid Date. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : new Date(Number.NaN);
  }
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  return new Date(Number.NaN);
}

/** The stored document of a new profile: only the role's own fields, trimmed. */
export function buildProfile(id: string, email: string, fields: ProfileFields): UserProfile {
  const source = fields as unknown as Data;
  const picked: Data = { id, email, role: fields.role };
  for (const name of PROFILE_FIELDS[fields.role]) picked[name] = text(source[name]).trim();
  return picked as unknown as UserProfile;
}

/** A profile from a stored document, or null when its role is unknown. */
export function readProfile(id: string, data: Data): UserProfile | null {
  if (!isRole(data.role)) return null;
  const picked: Data = { id, email: text(data.email), role: data.role };
  for (const name of PROFILE_FIELDS[data.role]) picked[name] = text(data[name]);
  // The first student form stored the neighbourhood as "quatier".
  if (picked.quartier === '') picked.quartier = text(data.quatier);
  return picked as unknown as UserProfile;
}

export function readMessage(id: string, data: Data): Message {
  return {
    id,
    from: text(data.from),
    to: text(data.to),
    text: text(data.text),
    date: toDate(data.date),
    senderName: text(data.senderName).trim() || 'Anonyme',
    senderRole: isRole(data.senderRole) ? data.senderRole : 'Inconnu',
  };
}

function readAttachment(value: unknown): Attachment | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  const url = text(data.url);
  if (!url) return null;
  return { url, publicId: text(data.publicId), fileName: text(data.fileName) || 'document.pdf' };
}

function readReply(value: unknown): Reply | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  return {
    reply: text(data.reply),
    userId: textOrNull(data.userId),
    userName: text(data.userName).trim() || ANONYMOUS_NAME,
    userRole: isRole(data.userRole) ? data.userRole : 'eleve',
    date: toDate(data.date),
  };
}

function list<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((item): item is T => item !== null);
}

export function readQuestion(id: string, data: Data): Question {
  return {
    id,
    question: text(data.question),
    userId: text(data.userId),
    userName: text(data.userName).trim() || 'Anonyme',
    role: isRole(data.role) ? data.role : 'eleve',
    classe: textOrNull(data.classe),
    matiere: textOrNull(data.matiere),
    date: toDate(data.date),
    pageId: text(data.pageId) || DEFAULT_PAGE_ID,
    attachments: list(data.attachments, readAttachment),
    replies: list(data.replies, readReply),
  };
}
