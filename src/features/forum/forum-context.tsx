import { createContext, useContext } from 'react';
import type { ReportTarget, Role, UserProfile } from '@/domain/entities';
import type { ReadingMarks } from '@/domain/following';
import type { PupilNames } from '@/domain/minors';
import type { ForumConfig } from './forum-config';

/** Someone a forum visitor may write to privately: the author of a question or of a reply. */
export interface Person {
  id: string;
  name: string;
  role: Role;
  /** « Encadreur validé » on their post: a conversation that starts keeps it (issue 33). */
  validated?: boolean;
}

export interface ForumContextValue {
  forum: ForumConfig;
  /** The signed-in member, or null for a visitor. */
  viewer: UserProfile | null;
  /** The member's own reading marks (which questions they follow), null until read or for a visitor. */
  marks: ReadingMarks | null;
  /**
   * The pupils' full names and classes for a signed-in member (issue 33), null for a visitor and
   * until read: the screens put them into the posts they show (withPupilNames).
   */
  names: PupilNames | null;
  /**
   * Whether the posts must wait: the session is not known yet, or a member's names are not read
   * yet. A list shows once, as the reader may see it, never « Awa N. » then « Awa Ngono ».
   */
  namesPending: boolean;
  /** Whether the session is known yet (until then `viewer` is null whoever reads). */
  sessionKnown: boolean;
  /** Opens the private message box to this person. */
  writeTo: (person: Person) => void;
  /** Shows a success banner, announced to screen readers, that goes after 3 s. */
  announce: (message: string) => void;
  /** Opens « Signaler ce contenu » for this item; `what` names it: « la réponse de Paul Essomba ». */
  report: (target: ReportTarget, what: string) => void;
}

const ForumContext = createContext<ForumContextValue | null>(null);

export const ForumProvider = ForumContext.Provider;

export function useForum(): ForumContextValue {
  const value = useContext(ForumContext);
  if (!value) throw new Error('useForum must be used inside <ForumProvider>.');
  return value;
}
