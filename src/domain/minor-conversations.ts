import type { Role } from './entities';

/**
 * Private conversations with a pupil (issue 33, docs/decisions/0029). Church youth groups work by
 * the rule « no adult alone with a child, parents informed »: a conversation between an adult and a
 * pupil is readable (read only) by the pupil's linked parents, and says so at its top to both; and
 * only those who have a reason to may start one — an approved tutor, a responsable, another pupil,
 * the pupil's own parent. The pupil may write to anyone; whoever they wrote to may answer.
 */

/** A member of a new conversation, as its sender knows them. */
export interface Party {
  uid: string;
  role: Role;
  /** An approved tutor (« Encadreur validé »). */
  validated: boolean;
}

/** What a conversation between an adult and a pupil keeps, from its start: who the pupil is, who the adult is. */
export interface MinorParties {
  eleve: string;
  adulte: { uid: string; role: Role; valide: boolean };
}

/** The pupil and the adult of a new conversation, or null when it is not one of an adult and a pupil. */
export function minorParties(a: Party, b: Party): MinorParties | null {
  if ((a.role === 'eleve') === (b.role === 'eleve')) return null;
  const [pupil, adult] = a.role === 'eleve' ? [a, b] : [b, a];
  return { eleve: pupil.uid, adulte: { uid: adult.uid, role: adult.role, valide: adult.validated } };
}

/** Who starts a conversation, as the rule asks. */
export interface Starter {
  role: Role;
  approvedTutor: boolean;
  responsable: boolean;
}

/**
 * Whether `sender` may start a private conversation with a pupil: an approved tutor, a responsable,
 * another pupil, or one of the pupil's linked parents. firestore.rules (validMessage) say the same.
 */
export function mayStartWithPupil(sender: Starter, linkedParent: boolean): boolean {
  return sender.approvedTutor || sender.responsable || sender.role === 'eleve' || linkedParent;
}
