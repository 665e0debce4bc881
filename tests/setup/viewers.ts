import type { Question } from '@/domain/entities';
import { ATTACHMENT_FORUM } from '@/domain/forums';
import type { Viewer } from '@/domain/permissions';

/** A member as the permissions see them: not responsable, not suspended, unless said. */
export const viewer = (id: string, role: Viewer['role'], more: Partial<Viewer> = {}): Viewer => ({
  id,
  role,
  responsable: false,
  suspendu: false,
  ...more,
});

/** The members the permission tests reason about. */
export const viewers = {
  pupil: viewer('eleve-1', 'eleve'),
  otherPupil: viewer('eleve-2', 'eleve'),
  suspendedPupil: viewer('eleve-3', 'eleve', { suspendu: true }),
  parent: viewer('parent-1', 'parent'),
  pendingTutor: viewer('encadreur-1', 'encadreur', { statut: 'en-attente' }),
  tutor: viewer('encadreur-2', 'encadreur', { statut: 'approuve' }),
  suspendedTutor: viewer('encadreur-3', 'encadreur', { statut: 'approuve', suspendu: true }),
  responsable: viewer('parent-9', 'parent', { responsable: true }),
};

export const PDF = { url: 'https://x/y.pdf', publicId: 'y', fileName: 'y.pdf' };

/** A question `by` asked in the tutor–pupil forum, with two attachments unless said. */
export function asked(by: Viewer, more: Partial<Question> = {}) {
  return {
    userId: by.id,
    role: by.role,
    pageId: ATTACHMENT_FORUM,
    question: 'Aide ?',
    attachments: [PDF, PDF],
    ...more,
  };
}
