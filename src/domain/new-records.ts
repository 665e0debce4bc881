import type { Attachment, JournalAction, NewQuestion, NewReport, Role, StoredProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { conversationId } from './conversations';
import { acceptsAttachments, asksSubject, isKnownPageId } from './forums';
import {
  ANONYMOUS_NAME,
  ATTACHMENTS_MAX,
  FULL_NAME_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  QUESTION_MAX_LENGTH,
  REPLY_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
} from './limits';
import { authorName } from './minors';
import { isApprovedTutor } from './permissions';
import { isPhoto, PHOTOS_MAX, type Photo } from './photos';
import { initialMarks } from './question-marks';
import { isReportReason } from './reports';
import { searchWords } from './search-words';
import { SUBJECT_LABELS } from './subjects';
import { fullName, isBlank } from './text';

/**
 * What a new message, question or reply holds, built the same way by both adapters from the
 * signed-in member's stored profile (never from what the caller claims). Bad input is refused with
 * 'invalid-argument'. Each adapter adds the id and its own kind of date.
 */

/** The text trimmed; refused when blank or longer than `max`. */
export function checkedText(text: string, max: number): string {
  const trimmed = text.trim();
  if (isBlank(trimmed) || trimmed.length > max) throw new BackendError('invalid-argument');
  return trimmed;
}

/** A new private message, unread, in the conversation of its two members (never oneself). */
export function newMessageFields(sender: Author, to: string, text: string) {
  const conversation = conversationId(sender.id, to);
  if (isBlank(to) || !conversation) throw new BackendError('invalid-argument');
  return {
    from: sender.id,
    to,
    text: checkedText(text, MESSAGE_MAX_LENGTH),
    senderName: fullName(sender),
    senderRole: sender.role,
    senderValide: validatedAuthor(sender),
    senderResponsable: responsableAuthor(sender),
    conversation,
    lu: false,
  };
}

/**
 * Whether a post carries the mark « Encadreur validé » (docs/decisions/0019): its author is an
 * approved tutor now, as their stored profile says (isApprovedTutor). Written with the post, never
 * chosen by the caller; firestore.rules require it to equal approvedTutor(author).
 */
export function validatedAuthor(author: StoredProfile | null): boolean {
  return !!author && isApprovedTutor({ ...author, responsable: false });
}

/**
 * Whether a post carries the mark « Responsable » (issue 32): its author is a responsable now, as
 * the association appointed them (their session's claim). Responsables carried no mark before, so
 * a member named like one passed for them; firestore.rules require it to equal isResponsable().
 */
export function responsableAuthor(author: Author | null): boolean {
  return author?.responsable === true;
}

/** An author as the posts read them: their stored profile, and, once signed in, whether they are responsable. */
type Author = StoredProfile & { responsable?: boolean };

/** How a new conversation names a recipient the sender was shown no name for. */
export const UNNAMED_CORRESPONDENT = 'Membre de la commission';

/**
 * The name a new conversation shows the sender until the recipient writes back under their own:
 * the one they were shown (NewMessage.toName), trimmed and bounded like a stored full name.
 */
export function correspondentName(toName = UNNAMED_CORRESPONDENT): string {
  const name = toName.trim().replace(/\s+/g, ' ');
  if (isBlank(name) || name.length > FULL_NAME_MAX_LENGTH) throw new BackendError('invalid-argument');
  return name;
}

/**
 * The photos of a new question or reply (issue 36): PHOTOS_MAX at most, only in the forum that
 * takes attachments, each as the Photo keys say (copied, nothing else kept).
 */
export function checkedPhotos(pageId: string, photos: readonly Photo[] = []): Photo[] {
  if (photos.length > (acceptsAttachments(pageId) ? PHOTOS_MAX : 0) || !photos.every(isPhoto)) {
    throw new BackendError('invalid-argument');
  }
  return photos.map(({ url, publicId, width, height, bytes, thumbBytes }) => ({
    url,
    publicId,
    width,
    height,
    bytes,
    thumbBytes,
  }));
}

/** A post's text: refused when blank or too long, except blank beside a file or a photo. */
function textBeside(text: string, max: number, files: number): string {
  return files > 0 && isBlank(text) ? '' : checkedText(text, max);
}

export function newQuestionFields(author: Author, { pageId, question, attachments, photos, matiere }: NewQuestion) {
  if (!isKnownPageId(pageId)) throw new BackendError('invalid-argument');
  if (attachments.length > (acceptsAttachments(pageId) ? ATTACHMENTS_MAX : 0)) {
    throw new BackendError('invalid-argument');
  }
  const shown = checkedPhotos(pageId, photos);
  // A question needs text, or an attachment or a photo (spec §5, issue 36).
  const text = textBeside(question, QUESTION_MAX_LENGTH, attachments.length + shown.length);
  const subject = questionSubject(author, pageId, matiere);
  return {
    question: text,
    userId: author.id,
    // A pupil is a minor to the public (issue 33, minors.ts): « Awa N. », and no class.
    userName: authorName(author),
    role: author.role,
    classe: author.role === 'encadreur' ? author.classe || null : null,
    matiere: subject,
    encadreurValide: validatedAuthor(author),
    responsable: responsableAuthor(author),
    pageId,
    attachments: attachments.map(({ url, publicId, fileName }): Attachment => ({ url, publicId, fileName })),
    photos: shown,
    replies: [],
    // Nobody has answered yet; found by its words. Its author follows it: in their own reading
    // marks, never here (domain/following.ts).
    nbReponses: 0,
    mots: searchWords(text, subject),
    ...initialMarks(),
  };
}

/**
 * A question's subject: in the tutor–pupil forum, one of the directory's, chosen by its author (a
 * tutor's own by default), compulsory so that tutors find what to answer; elsewhere, as before, a
 * tutor's own subject and nobody else's.
 */
function questionSubject(author: StoredProfile, pageId: string, chosen: string | null | undefined): string | null {
  const own = author.role === 'encadreur' ? author.matiere || null : null;
  if (!asksSubject(pageId)) return own;
  const subject = chosen ?? own;
  if (!subject || !SUBJECT_LABELS.includes(subject)) throw new BackendError('invalid-argument');
  return subject;
}

/**
 * A new reply's id: the poster's account id (a signed-out visitor's anonymous one included), « _ »,
 * and a random part. firestore.rules check the prefix, so nobody can give their reply the id of
 * another's (docs/decisions/0019); the adapters always pass it.
 */
export function newReplyId(posterUid: string): string {
  return `${posterUid}_${crypto.randomUUID()}`;
}

/**
 * A reply; a signed-out visitor replies as 'Utilisateur Anonyme', counted as a pupil (spec §6).
 * Its id (newReplyId) lets its author or a responsable delete it, and a member report it. Without
 * one given, a member's own account id prefixes it (test fixtures; a visitor's needs theirs).
 */
export function newReplyFields(
  author: Author | null,
  text: string,
  id: string = newReplyId(author?.id ?? 'visiteur'),
  photos: readonly Photo[] = [],
) {
  return {
    id,
    // Blank only beside a photo (issue 36: the tutor's working, photographed).
    reply: textBeside(text, REPLY_MAX_LENGTH, photos.length),
    userId: author?.id ?? null,
    userName: author ? authorName(author) : ANONYMOUS_NAME,
    userRole: (author?.role ?? 'eleve') as Role,
    encadreurValide: validatedAuthor(author),
    responsable: responsableAuthor(author),
    // Stored only when there are some: a reply without photos keeps its earlier shape.
    ...(photos.length > 0 ? { photos: [...photos] } : {}),
  };
}

/**
 * What the reported item says and who wrote it, as the adapter reads it when the report is made
 * (its stored values: firestore.rules compare them with the item). A reply also gives its place in
 * its question's list, where the rules find it (docs/decisions/0019).
 */
export interface ReportedItem {
  excerpt: string;
  authorId: string | null;
  authorName: string;
  replyIndex?: number;
}

/**
 * A new report: the reason from the list, optional words, the item as it stands now. A reply's
 * target carries its index in the stored replies (`replyIndex`), so that the rules can check the
 * reply exists and the report quotes it.
 */
export function newReportFields(reporter: StoredProfile, { target, reason, details }: NewReport, item: ReportedItem) {
  if (!isReportReason(reason) || details.trim().length > REPORT_DETAILS_MAX_LENGTH) {
    throw new BackendError('invalid-argument');
  }
  if (item.authorId === reporter.id) throw new BackendError('invalid-argument');
  if (target.type === 'reponse' && !Number.isInteger(item.replyIndex)) throw new BackendError('not-found');
  return {
    target: target.type === 'reponse' ? { ...target, replyIndex: item.replyIndex } : { ...target },
    reason,
    details: details.trim(),
    excerpt: item.excerpt,
    authorId: item.authorId,
    authorName: item.authorName,
    reportedBy: reporter.id,
    reportedByName: fullName(reporter),
    status: 'ouvert' as const,
  };
}

/** One line of the responsables' journal: who (the responsable), what, on whom; the date is the adapter's. */
export function newJournalFields(
  by: StoredProfile,
  action: JournalAction,
  target: { id: string; name: string },
  details = '',
) {
  return { action, targetId: target.id, targetName: target.name, details, by: by.id, byName: fullName(by) };
}
