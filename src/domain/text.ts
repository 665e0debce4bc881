/** True when a text has nothing but white space: such messages, questions and replies are ignored. */
export function isBlank(text: string | null | undefined): boolean {
  return !text || text.trim() === '';
}

/** "Prénom Nom", the way a person is named to others. */
export function fullName(person: { prenom?: string | null; nom?: string | null }): string {
  return [person.prenom, person.nom]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * Words no member's name may hold, so that nobody poses as the commission, a responsable or an
 * anonymous visitor. Compared without accents or case; firestore.rules holds the same list.
 */
export const RESERVED_NAME_WORDS = ['commission', 'responsable', 'administrat', 'moderat', 'anonyme', 'supprime'] as const;

/** True when « Prénom Nom » holds a reserved word (« Commission des Études », « Modérateur »…). */
export function isReservedName(person: { prenom?: string | null; nom?: string | null }): boolean {
  const folded = fullName(person)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  return RESERVED_NAME_WORDS.some((word) => folded.includes(word));
}
