/**
 * The subject groups of the tutor directory, one home for their keys and their names. The
 * commission's own tutors are grouped by key (content/tutors.ts); a tutor account picks its subject
 * by name at sign-up, and the directory files it under the group of that name.
 * « mecanique » has no tab of its own: its tutors appear under « Tous » and in searches.
 */
export const SUBJECTS = [
  { key: 'mathematique', label: 'Mathématiques' },
  { key: 'anglais', label: 'Anglais' },
  { key: 'francais', label: 'Français' },
  { key: 'biologie', label: 'Biologie' },
  { key: 'physique', label: 'Physique-Chimie' },
  { key: 'comptabilite', label: 'Comptabilité' },
  { key: 'maconnerie', label: 'Maçonnerie' },
  { key: 'mecanique', label: 'Mécanique' },
  { key: 'ih', label: 'Industrie d’habillement' },
  { key: 'informatique', label: 'Informatique' },
  { key: 'electricite', label: 'Électricité' },
  { key: 'gk', label: 'Culture générale' },
  { key: 'allemand', label: 'Allemand' },
] as const;

export type SubjectKey = (typeof SUBJECTS)[number]['key'];

/** The subject groups, in the order « Tous » lists them. */
export const SUBJECT_KEYS: readonly SubjectKey[] = SUBJECTS.map((subject) => subject.key);

/** The names a tutor account chooses its subject from. */
export const SUBJECT_LABELS: readonly string[] = SUBJECTS.map((subject) => subject.label);

/** The group a subject name belongs to; null for a name the list does not hold (then « Tous » only). */
export function subjectKeyOf(label: string): SubjectKey | null {
  const wanted = label.trim().toLocaleLowerCase('fr');
  return SUBJECTS.find((subject) => subject.label.toLocaleLowerCase('fr') === wanted)?.key ?? null;
}
