import type { Role } from './entities';

/**
 * A parent and their child linked on the site (issue 33, docs/decisions/0029). Either side asks,
 * with the other's personal link code (« code de liaison »), which only someone who was given it
 * knows; the other side confirms. A parent may have several children, a child at most
 * PARENTS_MAX parents; either side may unlink. A confirmed link lets the parent see what concerns
 * that child (their séances, their questions, who writes to them) and approve a young pupil's
 * account — nothing of any other child.
 */

/** Most parents a child is linked to: firestore.rules keep `familles/{enfant}.parents` within it. */
export const PARENTS_MAX = 2;

/** The letters of a link code: no 0/O, 1/I/L, so that it is read aloud and typed without doubt. */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;

/** Which side of a family a member is on: a pupil is the child, a parent the parent; a tutor neither. */
export type FamilySide = 'parent' | 'enfant';

export function familySide(role: Role): FamilySide | null {
  return role === 'parent' ? 'parent' : role === 'eleve' ? 'enfant' : null;
}

/** A new link code, random (crypto): 31^8, about 850 billion codes. */
export function newLinkCode(random: (count: number) => ArrayLike<number> = randomBytes): string {
  const bytes = Array.from(random(LINK_CODE_LENGTH));
  // 256 is not a multiple of 31: the first letters come a little more often, which costs nothing here.
  return bytes.map((byte) => LINK_CODE_ALPHABET[byte % LINK_CODE_ALPHABET.length]).join('');
}

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** A code as typed (« abcd-efgh », spaces, lower case), as stored: null when it cannot be one. */
export function readLinkCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  return code.length === LINK_CODE_LENGTH && [...code].every((letter) => LINK_CODE_ALPHABET.includes(letter))
    ? code
    : null;
}

/** A code as shown, in two groups of four: « ABCD EFGH ». */
export function shownLinkCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** The one link of a parent and a child: its id names both (firestore.rules rebuild it). */
export function linkId(parentId: string, childId: string): string {
  return `${parentId}_${childId}`;
}

/** A link as the screens see it. */
export interface FamilyLink {
  id: string;
  parentId: string;
  parentName: string;
  childId: string;
  childName: string;
  /** Who asked: the other side confirms. */
  requestedBy: FamilySide;
  confirmed: boolean;
  date: Date;
}

/** The owner of a code, as the one who types it sees them before asking. */
export interface CodeOwner {
  uid: string;
  name: string;
  side: FamilySide;
}

/** Whether `uid` may confirm this link: the side that did not ask, while it waits. */
export function mayConfirm(link: Pick<FamilyLink, 'parentId' | 'childId' | 'requestedBy' | 'confirmed'>, uid: string) {
  if (link.confirmed) return false;
  return link.requestedBy === 'parent' ? uid === link.childId : uid === link.parentId;
}

/** Whether `uid` is one of the link's two members (either may decline or unlink). */
export function isInLink(link: Pick<FamilyLink, 'parentId' | 'childId'>, uid: string): boolean {
  return uid === link.parentId || uid === link.childId;
}

/**
 * What « Mes enfants » shows of each child at first (issue 33), the most recent first: within the
 * 25 reads a screen may cost for a parent of three children (3 links + 3 × (1 profile + 2 + 2 + 2)
 * = 24), whatever their history; the rest is one link away (the programme, the forums).
 */
export const CHILD_SEANCES = 2;
export const CHILD_QUESTIONS = 2;
export const CHILD_CONTACTS = 2;

/** A child's question, as their parent sees it in « Mes enfants ». */
export interface ChildQuestion {
  id: string;
  pageId: string;
  question: string;
  date: Date;
  /** Someone answered it. */
  answered: boolean;
  /** Its author marked the answer that helped (« Résolue »). */
  resolved: boolean;
}

/** An adult a child has a private conversation with, as their parent sees them. */
export interface ChildContact {
  /** The conversation, which the parent may read (read only). */
  conversationId: string;
  uid: string;
  name: string;
  role: Role;
  /** An approved tutor when the conversation started (« Encadreur validé »). */
  validated: boolean;
  /** Its last message's date. */
  date: Date;
}

/** What concerns a child, for their linked parent. */
export interface ChildOverview {
  /** The child's account waits for a parent's authorisation (a pupil under 15, issue 33). */
  waiting: boolean;
  /** The coming séances they said they come to: which, and when. */
  seances: { seanceId: string; debut: Date }[];
  questions: ChildQuestion[];
  contacts: ChildContact[];
}

/** A stored conversation of an adult and a pupil, as the pupil's parent lists it (its adult, from its start). */
export function childContactOf(id: string, data: { adulte?: unknown; noms?: unknown; date?: unknown }, date: Date) {
  const adult = data.adulte && typeof data.adulte === 'object' ? (data.adulte as Record<string, unknown>) : null;
  const uid = typeof adult?.uid === 'string' ? adult.uid : '';
  const names = data.noms && typeof data.noms === 'object' ? (data.noms as Record<string, unknown>) : {};
  const role =
    adult?.role === 'parent' || adult?.role === 'encadreur' || adult?.role === 'eleve' ? adult.role : 'parent';
  const name = typeof names[uid] === 'string' ? names[uid].trim() : '';
  return {
    conversationId: id,
    uid,
    name: name || 'Anonyme',
    role,
    validated: adult?.valide === true,
    date,
  } satisfies ChildContact;
}

/** A child's question as their parent sees it: answered or not, « Résolue » or not. */
export function childQuestionOf(question: {
  id: string;
  pageId: string;
  question: string;
  date: Date;
  replies: readonly unknown[];
  resolue: string | null;
}): ChildQuestion {
  const { id, pageId, date } = question;
  return {
    id,
    pageId,
    question: question.question,
    date,
    answered: question.replies.length > 0,
    resolved: !!question.resolue,
  };
}
