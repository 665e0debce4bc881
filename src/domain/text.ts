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
 * The reserved names and their check live with the rest of the rules on names (names.ts): a name is
 * normalised and compared on its words, look-alike letters folded, so look-alikes and invisible
 * characters are caught.
 */
export { isReservedName, RESERVED_NAMES } from './names';
