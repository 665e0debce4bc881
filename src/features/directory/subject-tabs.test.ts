import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS, SUBJECTS } from '@/domain/subjects';
import { DIRECTORY_TABS, parseTab, TAB_KEYS, tabOf } from './subject-tabs';

/** The spec's 13 tabs (§2): its keys in the address and its French labels, in its order. */
const SPEC_TABS = [
  ['all', 'Tous'],
  ['math', 'Mathématiques'],
  ['anglais', 'Anglais'],
  ['francais', 'Français'],
  ['biologie', 'Biologie'],
  ['physique', 'Physique-Chimie'],
  ['comptabilite', 'Comptabilité'],
  ['maconnerie', 'Maçonnerie'],
  ['ih', 'Industrie d’habillement'],
  ['informatique', 'Informatique'],
  ['electricite', 'Électricité'],
  ['gk', 'Culture générale'],
  ['allemand', 'Allemand'],
] as const;

describe('the directory tabs', () => {
  it('hold the spec’s 13 tabs, in its order, each with its French label', () => {
    const specKeys: readonly string[] = SPEC_TABS.map(([key]) => key);
    const shown = DIRECTORY_TABS.filter((tab) => specKeys.includes(tab.key)).map((tab) => [tab.key, tab.label]);
    expect(shown).toEqual(SPEC_TABS.map(([key, label]) => [key, label]));
    expect(DIRECTORY_TABS[0]).toEqual({ key: 'all', label: 'Tous', subjects: SUBJECT_KEYS });
  });

  it('are « Tous » then one tab per subject group that has one, as src/domain/subjects.ts says', () => {
    const tabbed = SUBJECTS.filter((subject) => subject.tab !== null);
    expect(DIRECTORY_TABS.slice(1)).toEqual(
      tabbed.map((subject) => ({ key: subject.tab, label: subject.label, subjects: [subject.key] })),
    );
    expect(TAB_KEYS).toEqual(DIRECTORY_TABS.map((tab) => tab.key));
    expect(new Set(TAB_KEYS).size).toBe(TAB_KEYS.length);
    for (const key of TAB_KEYS) expect(key, 'a key fit for ?matiere=').toMatch(/^[a-z]+$/);
  });

  it('map each tab key to its data key, although the names may differ', () => {
    expect(tabOf('math').subjects).toEqual(['mathematique']);
    expect(tabOf('gk').subjects).toEqual(['gk']);
  });

  it('show every data group under « Tous », and mecanique nowhere else', () => {
    const all = tabOf('all');
    expect([...all.subjects].sort()).toEqual([...SUBJECT_KEYS].sort());
    const others = DIRECTORY_TABS.filter((tab) => tab.key !== 'all').flatMap((tab) => tab.subjects);
    expect(others).not.toContain('mecanique');
    expect([...others].sort()).toEqual(SUBJECT_KEYS.filter((key) => key !== 'mecanique').sort());
  });

  it('read ?matiere= from the address, and fall back to « Tous » for anything unknown', () => {
    expect(parseTab('physique')).toBe('physique');
    expect(parseTab('gk')).toBe('gk');
    expect(parseTab('mecanique')).toBe('all');
    expect(parseTab('mathematique')).toBe('all');
    expect(parseTab('MATH')).toBe('all');
    expect(parseTab('')).toBe('all');
    expect(parseTab(null)).toBe('all');
    expect(parseTab('constructor')).toBe('all');
  });
});
