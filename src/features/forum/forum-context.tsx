import { createContext, useContext } from 'react';
import type { ReportTarget, Role, UserProfile } from '@/domain/entities';
import type { ReadingMarks } from '@/domain/following';
import type { ForumConfig } from './forum-config';

/** Someone a forum visitor may write to privately: the author of a question or of a reply. */
export interface Person {
  id: string;
  name: string;
  role: Role;
}

export interface ForumContextValue {
  forum: ForumConfig;
  /** The signed-in member, or null for a visitor. */
  viewer: UserProfile | null;
  /** The member's own reading marks (which questions they follow), null until read or for a visitor. */
  marks: ReadingMarks | null;
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
