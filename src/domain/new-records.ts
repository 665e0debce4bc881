import { BackendError, type Attachment, type NewQuestion, type Role, type UserProfile } from '@/backend/types';
import { acceptsAttachments, isKnownPageId } from './forums';
import { ANONYMOUS_NAME, ATTACHMENTS_MAX, MESSAGE_MAX_LENGTH, QUESTION_MAX_LENGTH, REPLY_MAX_LENGTH } from './limits';
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

export function newMessageFields(sender: UserProfile, to: string, text: string) {
  if (isBlank(to)) throw new BackendError('invalid-argument');
  return {
    from: sender.id,
    to,
    text: checkedText(text, MESSAGE_MAX_LENGTH),
    senderName: fullName(sender),
    senderRole: sender.role,
  };
}

export function newQuestionFields(author: UserProfile, { pageId, question, attachments }: NewQuestion) {
  if (!isKnownPageId(pageId)) throw new BackendError('invalid-argument');
  if (attachments.length > (acceptsAttachments(pageId) ? ATTACHMENTS_MAX : 0)) {
    throw new BackendError('invalid-argument');
  }
  // A question needs text, or an attachment (spec §5).
  const text = attachments.length > 0 && isBlank(question) ? '' : checkedText(question, QUESTION_MAX_LENGTH);
  return {
    question: text,
    userId: author.id,
    userName: fullName(author),
    role: author.role,
    classe: author.role === 'parent' ? null : author.classe || null,
    matiere: author.role === 'encadreur' ? author.matiere || null : null,
    pageId,
    attachments: attachments.map(({ url, publicId, fileName }): Attachment => ({ url, publicId, fileName })),
    replies: [],
  };
}

/** A reply; a signed-out visitor replies as 'Utilisateur Anonyme', counted as a pupil (spec §6). */
export function newReplyFields(author: UserProfile | null, text: string) {
  return {
    reply: checkedText(text, REPLY_MAX_LENGTH),
    userId: author?.id ?? null,
    userName: author ? fullName(author) : ANONYMOUS_NAME,
    userRole: (author?.role ?? 'eleve') as Role,
  };
}
