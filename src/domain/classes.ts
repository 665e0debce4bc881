/**
 * The classes a pupil chooses at sign-up (their profile's `classe`), grouped as Cameroon's schools
 * are: the forum files a pupil's question under it, and filters by it. One list for the forms and
 * the forum.
 */
export const CLASS_GROUPS = [
  { label: 'Primaire', options: ['SIL', 'CP', 'CE1', 'CE2', 'CM1', 'CM2'] },
  { label: 'Premier cycle', options: ['6e', '5e', '4e', '3e'] },
  { label: 'Second cycle', options: ['2nde', '1re', 'Terminale'] },
  {
    label: 'Sous-système anglophone',
    options: ['Form 1', 'Form 2', 'Form 3', 'Form 4', 'Form 5', 'Lower Sixth', 'Upper Sixth'],
  },
  { label: 'Autre', options: ['Enseignement technique', 'Université'] },
] as const satisfies readonly { label: string; options: readonly string[] }[];

export const CLASSES: readonly string[] = CLASS_GROUPS.flatMap((group) => group.options);
