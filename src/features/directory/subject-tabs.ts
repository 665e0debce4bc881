import { SUBJECT_KEYS, SUBJECTS, type SubjectKey, type SubjectTab } from '@/domain/subjects';

/**
 * The directory's tabs (spec §2): « Tous », then one per subject group that has a tab, in the
 * order of src/domain/subjects.ts, which says each group's tab. The key is the value of ?matiere=
 * in the address, so a filtered view can be shared; the label is what users read. Tab keys and
 * data keys may differ (« math » shows the « mathematique » group).
 */
export type TabKey = 'all' | SubjectTab;

export interface DirectoryTab {
  key: TabKey;
  label: string;
  /** The data groups the tab shows. */
  subjects: readonly SubjectKey[];
}

/** A subject group with a tab of its own. */
type TabbedSubject = Extract<(typeof SUBJECTS)[number], { tab: SubjectTab }>;

function hasTab(subject: (typeof SUBJECTS)[number]): subject is TabbedSubject {
  return subject.tab !== null;
}

/** The tabs in the order they are shown. */
export const DIRECTORY_TABS: readonly DirectoryTab[] = [
  { key: 'all', label: 'Tous', subjects: SUBJECT_KEYS },
  ...SUBJECTS.filter(hasTab).map((subject) => ({ key: subject.tab, label: subject.label, subjects: [subject.key] })),
];

export const TAB_KEYS: readonly TabKey[] = DIRECTORY_TABS.map((tab) => tab.key);

export function tabOf(key: TabKey): DirectoryTab {
  return DIRECTORY_TABS.find((tab) => tab.key === key) ?? DIRECTORY_TABS[0]!;
}

function isTabKey(value: string): value is TabKey {
  return TAB_KEYS.some((key) => key === value);
}

/** The tab an address asks for; anything unknown (or nothing) means « Tous ». */
export function parseTab(value: string | null | undefined): TabKey {
  return value && isTabKey(value) ? value : 'all';
}
