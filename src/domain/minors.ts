import type { Question, Role, StoredProfile } from './entities';
import { fullName } from './text';

/**
 * Minors are not public (issue 33). A pupil is treated as a minor (their birth date is unknown for
 * accounts made before it was asked, and a pupil of 18 loses nothing by it): everything a visitor,
 * a crawler or a REST reader without a token can read — a forum question and its replies — names
 * them by first name and initial, « Awa N. », with no class and no neighbourhood. Parents and
 * tutors are adults, named in full as before. firestore.rules check the same (postName).
 *
 * Members see what the spec shows: the full name and class of every pupil are kept in one
 * members-only record (Firestore `noms/eleves`, read once per screen), and the forum's screens
 * put them back into the posts they show (withPupilNames).
 */

/** Whether posts of this role name their author as a minor. */
export function isMinorRole(role: Role): boolean {
  return role === 'eleve';
}

/**
 * « Prénom N. »: the first name as stored, a space, the first character of the surname as stored
 * and a period. A compound surname gives its first letter only (« Ngo Bilong » → « N. »); what
 * follows is never shown. Names hold Latin letters only (names.ts), so the first character is one
 * code point, as the rules' slice `nom.trim()[0:1]` sees it.
 */
export function publicName(person: { prenom?: string | null; nom?: string | null }): string {
  const prenom = (person.prenom ?? '').trim();
  const initial = [...(person.nom ?? '').trim()][0];
  if (!initial) return prenom;
  return prenom ? `${prenom} ${initial}.` : `${initial}.`;
}

/**
 * How a post names its author to everyone: a pupil by their public name, anyone else in full.
 * Stored with the post (new-records.ts) and required by firestore.rules (postName).
 */
export function authorName(author: Pick<StoredProfile, 'role' | 'prenom' | 'nom'>): string {
  return isMinorRole(author.role) ? publicName(author) : fullName(author);
}

/**
 * The public name made from a full name stored before issue 33 whose profile is gone (the
 * migration reads the profiles first): its first word and the initial of the next one. It never
 * keeps more than a first name and an initial; « Awa Ngono » → « Awa N. ».
 */
export function publicNameOf(stored: string): string {
  const [first = '', second = ''] = stored.trim().split(/\s+/);
  return publicName({ prenom: first, nom: second });
}

/** What members read of a pupil: their full name and class, as their profile says. */
export interface PupilName {
  nom: string;
  classe: string;
}

/** Every pupil's entry, by user id: the members-only record. */
export type PupilNames = Readonly<Record<string, PupilName>>;

/** A pupil's entry in the members-only record, exactly as firestore.rules want it (pupilEntry). */
export function pupilEntry(profile: Pick<StoredProfile, 'prenom' | 'nom'> & { classe?: string }): PupilName {
  return { nom: fullName(profile), classe: profile.classe ?? '' };
}

/** The members-only record as stored (tolerant: an entry without a name is left out). */
export function readPupilNames(data: unknown): PupilNames {
  const stored = data && typeof data === 'object' ? (data as { noms?: unknown }).noms : null;
  if (!stored || typeof stored !== 'object') return {};
  const names: Record<string, PupilName> = {};
  for (const [uid, value] of Object.entries(stored as Record<string, unknown>)) {
    if (!value || typeof value !== 'object') continue;
    const { nom, classe } = value as { nom?: unknown; classe?: unknown };
    if (typeof nom !== 'string' || nom.trim() === '') continue;
    names[uid] = { nom, classe: typeof classe === 'string' ? classe : '' };
  }
  return names;
}

/**
 * A question as a member sees it: each post by a pupil named in full, the question with the
 * pupil's class (their class now, as their profile says). A post of a pupil the record does not
 * hold (a deleted account, a record not read yet) keeps its public name. Without names (a visitor),
 * the question as stored.
 */
export function withPupilNames<Q extends Question>(question: Q, names: PupilNames | null): Q {
  if (!names) return question;
  const asker = question.userId && isMinorRole(question.role) ? names[question.userId] : undefined;
  let changed = !!asker;
  const replies = question.replies.map((reply) => {
    const author = reply.userId && isMinorRole(reply.userRole) ? names[reply.userId] : undefined;
    if (!author) return reply;
    changed = true;
    return { ...reply, userName: author.nom };
  });
  if (!changed) return question;
  return { ...question, ...(asker && { userName: asker.nom, classe: asker.classe || null }), replies };
}

/** A stored post, as the migration reads it. */
interface StoredPost {
  userId?: unknown;
  userName?: unknown;
}

/**
 * What a question stored before issue 33 must change to name its pupils as the public may read
 * them: a pupil's question their public name and no class, each pupil's reply their public name.
 * `profiles` gives the pupils' stored names (a post whose profile is gone falls back on its stored
 * name, publicNameOf). Null when nothing changes (a question already public, a parent's or a
 * tutor's with adults' replies only): running it twice changes nothing. Generic over the stored
 * replies, kept as they are (dates in their store's own kind) but for their name.
 */
export function publicPostFields<R extends StoredPost & { userRole?: unknown }>(
  stored: StoredPost & { role?: unknown; classe?: unknown; replies?: readonly R[] },
  profiles: Readonly<Record<string, { prenom: string; nom: string }>>,
): { userName?: string; classe?: null; replies?: R[] } | null {
  const named = (post: StoredPost) => {
    const uid = typeof post.userId === 'string' && post.userId ? post.userId : null;
    if (!uid) return null;
    const profile = profiles[uid];
    return profile ? publicName(profile) : publicNameOf(typeof post.userName === 'string' ? post.userName : '');
  };
  const fields: { userName?: string; classe?: null; replies?: R[] } = {};
  if (stored.role === 'eleve') {
    const name = named(stored);
    if (name !== null && name !== stored.userName) fields.userName = name;
    if (name !== null && stored.classe != null) fields.classe = null;
  }
  const replies = Array.isArray(stored.replies) ? stored.replies : [];
  let repliesChanged = false;
  const publicReplies = replies.map((reply) => {
    if (!reply || reply.userRole !== 'eleve') return reply;
    const name = named(reply);
    if (name === null || name === reply.userName) return reply;
    repliesChanged = true;
    return { ...reply, userName: name };
  });
  if (repliesChanged) fields.replies = publicReplies;
  return Object.keys(fields).length > 0 ? fields : null;
}
