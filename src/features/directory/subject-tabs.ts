import { SUBJECT_KEYS, type SubjectKey } from '@/content/tutors';

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

const TABS: { readonly [K in TabKey]: Omit<DirectoryTab, 'key'> } = {
  all: { label: 'Tous', subjects: SUBJECT_KEYS },
  math: { label: 'Mathématiques', subjects: ['mathematique'] },
  anglais: { label: 'Anglais', subjects: ['anglais'] },
  francais: { label: 'Français', subjects: ['francais'] },
  biologie: { label: 'Biologie', subjects: ['biologie'] },
  physique: { label: 'Physique-Chimie', subjects: ['physique'] },
  comptabilite: { label: 'Comptabilité', subjects: ['comptabilite'] },
  maconnerie: { label: 'Maçonnerie', subjects: ['maconnerie'] },
  ih: { label: 'Industrie d’habillement', subjects: ['ih'] },
  informatique: { label: 'Informatique', subjects: ['informatique'] },
  electricite: { label: 'Électricité', subjects: ['electricite'] },
  gk: { label: 'Culture générale', subjects: ['gk'] },
  allemand: { label: 'Allemand', subjects: ['allemand'] },
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
