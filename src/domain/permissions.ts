import type { Question, Reply, Role, TutorStatus } from '@/domain/entities';
import { ATTACHMENT_FORUM } from './forums';

/**
 * Who may do what (spec §6, with the powers the association grants). Each power is one function:
 * the screens use it to show controls, the local adapter to refuse; firestore.rules says the same
 * for the hosted backend, and api/deleteFile.ts for the files.
 *
 * - A member's role (eleve, parent, encadreur) says which forums fit them; on its own it grants no
 *   power over other people's content.
 * - An approved tutor (statut « approuve », written by a responsable only) moderates the
 *   tutor–pupil forum: deletes a pupil's question there, takes attachments out of questions there.
 * - A responsable (appointed by the association) moderates every forum, deletes any question or
 *   reply, handles reports, vets tutors and suspends members.
 * - A suspended member reads, and may delete what is theirs, but neither posts nor writes.
 */

/** The signed-in member as the permissions need them (a UserProfile fits). */
export interface Viewer {
  id: string;
  role: Role;
  responsable: boolean;
  suspendu: boolean;
  statut?: TutorStatus;
}

type MaybeViewer = Viewer | null | undefined;
type Asked = Pick<Question, 'userId' | 'role' | 'pageId'>;

export function isResponsable(viewer: MaybeViewer): viewer is Viewer {
  return !!viewer && viewer.responsable;
}

/** A tutor account a responsable approved, and not suspended: the spec's tutor rights. */
export function isApprovedTutor(viewer: MaybeViewer): viewer is Viewer {
  return !!viewer && viewer.role === 'encadreur' && viewer.statut === 'approuve' && !viewer.suspendu;
}

/** Whether the viewer moderates this forum: a responsable, or an approved tutor in the tutor–pupil forum. */
export function moderatesForum(viewer: MaybeViewer, pageId: string): boolean {
  return isResponsable(viewer) || (isApprovedTutor(viewer) && pageId === ATTACHMENT_FORUM);
}

/** Asking, replying, editing and writing private messages: any member who is not suspended. */
export function canPost(viewer: MaybeViewer): boolean {
  return !!viewer && !viewer.suspendu;
}

export function canEditQuestion(viewer: MaybeViewer, question: { userId: string | null }): boolean {
  return canPost(viewer) && viewer!.id === question.userId;
}

export function canDeleteQuestion(viewer: MaybeViewer, question: Asked): boolean {
  if (!viewer) return false;
  if (viewer.id === question.userId || isResponsable(viewer)) return true;
  return isApprovedTutor(viewer) && question.pageId === ATTACHMENT_FORUM && question.role === 'eleve';
}

/**
 * Who manages a question's attachments: its author or a moderator of its forum. They take
 * attachments out, and delete the attached files (api/deleteFile.ts says the same).
 */
export function managesAttachments(viewer: MaybeViewer, question: Asked): boolean {
  return !!viewer && (viewer.id === question.userId || moderatesForum(viewer, question.pageId));
}

/** Whether taking this attachment out would leave a question without text nor attachment. */
export function leavesQuestionEmpty(question: Pick<Question, 'question' | 'attachments'>): boolean {
  return question.attachments.length <= 1 && question.question.trim() === '';
}

/**
 * Taking an attachment out: whoever manages them, but never the last attachment of a question
 * without text: it would be left empty (delete the question instead).
 */
export function canRemoveAttachment(
  viewer: MaybeViewer,
  question: Asked & Pick<Question, 'question' | 'attachments'>,
): boolean {
  return managesAttachments(viewer, question) && !leavesQuestionEmpty(question);
}

/** A reply goes with its author (signed in when they wrote it), or with a responsable. */
export function canDeleteReply(viewer: MaybeViewer, reply: Pick<Reply, 'userId'>): boolean {
  if (!viewer) return false;
  return (reply.userId !== null && viewer.id === reply.userId) || isResponsable(viewer);
}

/**
 * Only the recipient deletes a private message from their inbox. A responsable, who never reads
 * private messages, deletes one by resolving its report (docs/decisions/0011).
 */
export function canDeleteMessage(viewer: MaybeViewer, message: { to: string }): boolean {
  return !!viewer && viewer.id === message.to;
}

/** A member reports what others wrote (never their own); a visitor signs in first. */
export function canReport(viewer: MaybeViewer, authorId: string | null): boolean {
  return !!viewer && viewer.id !== authorId;
}
