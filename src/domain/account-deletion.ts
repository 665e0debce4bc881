import { DELETED_ACCOUNT_NAME } from './limits';

/**
 * « Supprimer mon compte » (docs/decisions/0014): what a member's forum posts become. Their text
 * stays readable (others' replies hang on a question), signed « Compte supprimé »: no uid, no name,
 * no class, no subject, no file. The role stays, as the category the forums and their moderation
 * rules go by (an approved tutor moderates pupils' questions), never a person.
 * firestore.rules (anonymisesQuestion, anonymisesReply) accepts exactly these values.
 */
export const ANONYMISED_QUESTION = {
  userId: null,
  userName: DELETED_ACCOUNT_NAME,
  classe: null,
  matiere: null,
  attachments: [] as never[],
  // Their files are deleted with the account (PDFs and photos alike).
  photos: [] as never[],
  // Nobody stands behind the post any more: no « Encadreur validé » (docs/decisions/0019), no
  // « Responsable » (issue 32).
  encadreurValide: false,
  responsable: false,
} as const;

/** What a deleted member's reply loses (the same id, text, role and date stay), signed « Compte supprimé ». */
export const ANONYMISED_REPLY = {
  userId: null,
  userName: DELETED_ACCOUNT_NAME,
  encadreurValide: false,
  responsable: false,
} as const;

/** A reply of a deleted member: the same id, text, role and date, signed « Compte supprimé ». */
export function anonymisedReply<R extends object>(reply: R): Omit<R, 'photos'> & typeof ANONYMISED_REPLY {
  // Its photos go with the account's files (issue 36): the stored reply loses the key.
  const { photos: _deleted, ...kept } = reply as R & { photos?: unknown };
  return { ...kept, ...ANONYMISED_REPLY };
}

/** Whether a post's author deleted their account (shown « Compte supprimé », without a link). */
export function byDeletedAccount(post: { userId: string | null; userName: string }): boolean {
  return !post.userId && post.userName === DELETED_ACCOUNT_NAME;
}
