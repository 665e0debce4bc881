import { SUBJECT_KEYS, SUBJECTS, type SubjectKey } from '@/domain/subjects';

/**
 * The 13 tabs of the directory (spec §2). The key is the value of ?matiere= in the address, so a
 * filtered view can be shared; the label is what users read. Tab keys and data keys differ
 * (« math » shows the « mathematique » group), hence this explicit table.
 * « mecanique » has tutors but no tab: they appear only under « Tous » (and in searches).
 */
export const TAB_KEYS = [
  'all',
  'math',
  'anglais',
  'francais',
  'biologie',
  'physique',
  'comptabilite',
  'maconnerie',
  'ih',
  'informatique',
  'electricite',
  'gk',
  'allemand',
] as const;

export type TabKey = (typeof TAB_KEYS)[number];

export interface DirectoryTab {
  key: TabKey;
  label: string;
  /** The data groups the tab shows. */
  subjects: readonly SubjectKey[];
}

/** A tab showing one subject group, named as the group is (src/domain/subjects.ts). */
function groupTab(subject: SubjectKey): Omit<DirectoryTab, 'key'> {
  return { label: SUBJECTS.find((entry) => entry.key === subject)!.label, subjects: [subject] };
}

const TABS: { readonly [K in TabKey]: Omit<DirectoryTab, 'key'> } = {
  all: { label: 'Tous', subjects: SUBJECT_KEYS },
  math: groupTab('mathematique'),
  anglais: groupTab('anglais'),
  francais: groupTab('francais'),
  biologie: groupTab('biologie'),
  physique: groupTab('physique'),
  comptabilite: groupTab('comptabilite'),
  maconnerie: groupTab('maconnerie'),
  ih: groupTab('ih'),
  informatique: groupTab('informatique'),
  electricite: groupTab('electricite'),
  gk: groupTab('gk'),
  allemand: groupTab('allemand'),
};

/** The tabs in the order they are shown. */
export const DIRECTORY_TABS: readonly DirectoryTab[] = TAB_KEYS.map((key) => ({ key, ...TABS[key] }));

export function tabOf(key: TabKey): DirectoryTab {
  return { key, ...TABS[key] };
}

/** The tab an address asks for; anything unknown (or nothing) means « Tous ». */
export function parseTab(value: string | null | undefined): TabKey {
  return (TAB_KEYS as readonly string[]).includes(value ?? '') ? (value as TabKey) : 'all';
}
