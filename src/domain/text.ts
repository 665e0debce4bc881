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
