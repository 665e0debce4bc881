import type { Question, UserProfile } from '@/backend/types';

/**
 * Who may do what in the forums (spec §6). The screens use these to show controls, the local
 * adapter to refuse; firestore.rules says the same for the hosted backend.
 */

type Viewer = Pick<UserProfile, 'id' | 'role'> | null | undefined;
type Asked = Pick<Question, 'userId' | 'role'>;

export function canEditQuestion(viewer: Viewer, question: Asked): boolean {
  return !!viewer && viewer.id === question.userId;
}

export function canDeleteQuestion(viewer: Viewer, question: Asked): boolean {
  if (!viewer) return false;
  return viewer.id === question.userId || (viewer.role === 'encadreur' && question.role === 'eleve');
}

export function canRemoveAttachment(viewer: Viewer, question: Asked): boolean {
  if (!viewer) return false;
  return viewer.id === question.userId || viewer.role === 'encadreur';
}

/** Only the recipient deletes a private message. */
export function canDeleteMessage(viewer: Viewer, message: { to: string }): boolean {
  return !!viewer && viewer.id === message.to;
}
