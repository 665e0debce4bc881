/**
 * The subject groups of the tutor directory, one home for their keys, their names and their tabs.
 * The commission's own tutors are grouped by key (content/tutors.ts); a tutor account picks its
 * subject by name at sign-up, and the directory files it under the group of that name.
 *
 * `tab` is the directory tab showing the group, the value of ?matiere= in the address (spec §2):
 * usually the key, « math » for mathematics; null for a group without a tab of its own
 * (« mecanique »: its tutors appear under « Tous » and in searches). The tabs follow this order,
 * after « Tous ». A new subject with its tab is one more line here.
 */
export const SUBJECTS = [
  { key: 'mathematique', label: 'Mathématiques', tab: 'math' },
  { key: 'anglais', label: 'Anglais', tab: 'anglais' },
  { key: 'francais', label: 'Français', tab: 'francais' },
  { key: 'biologie', label: 'Biologie', tab: 'biologie' },
  { key: 'physique', label: 'Physique-Chimie', tab: 'physique' },
  { key: 'comptabilite', label: 'Comptabilité', tab: 'comptabilite' },
  { key: 'maconnerie', label: 'Maçonnerie', tab: 'maconnerie' },
  { key: 'mecanique', label: 'Mécanique', tab: null },
  { key: 'ih', label: 'Industrie d’habillement', tab: 'ih' },
  { key: 'informatique', label: 'Informatique', tab: 'informatique' },
  { key: 'electricite', label: 'Électricité', tab: 'electricite' },
  { key: 'gk', label: 'Culture générale', tab: 'gk' },
  { key: 'allemand', label: 'Allemand', tab: 'allemand' },
] as const satisfies readonly { key: string; label: string; tab: string | null }[];

export type Subject = (typeof SUBJECTS)[number];
export type SubjectKey = Subject['key'];
/** The tab of a subject group that has one. */
export type SubjectTab = Exclude<Subject['tab'], null>;

/** The subject groups, in the order « Tous » lists them. */
export const SUBJECT_KEYS: readonly SubjectKey[] = SUBJECTS.map((subject) => subject.key);

/** The names a tutor account chooses its subject from. */
export const SUBJECT_LABELS: readonly string[] = SUBJECTS.map((subject) => subject.label);

/** The group a subject name belongs to; null for a name the list does not hold (then « Tous » only). */
export function subjectKeyOf(label: string): SubjectKey | null {
  const wanted = label.trim().toLocaleLowerCase('fr');
  return SUBJECTS.find((subject) => subject.label.toLocaleLowerCase('fr') === wanted)?.key ?? null;
}
