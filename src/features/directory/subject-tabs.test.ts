import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS } from '@/domain/subjects';
import { DIRECTORY_TABS, parseTab, TAB_KEYS } from './subject-tabs';

describe('the directory tabs', () => {
  it('are the 13 tabs of the spec, in its order, each with a French label', () => {
    expect(TAB_KEYS).toEqual([
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
    ]);
    expect(DIRECTORY_TABS.map((tab) => tab.label)).toEqual([
      'Tous',
      'Mathématiques',
      'Anglais',
      'Français',
      'Biologie',
      'Physique-Chimie',
      'Comptabilité',
      'Maçonnerie',
      'Industrie d’habillement',
      'Informatique',
      'Électricité',
      'Culture générale',
      'Allemand',
    ]);
  });

  it('map each tab key to its data key, although the names differ', () => {
    const mapping = Object.fromEntries(DIRECTORY_TABS.map((tab) => [tab.key, tab.subjects]));
    expect(mapping).toEqual({
      all: SUBJECT_KEYS,
      math: ['mathematique'],
      anglais: ['anglais'],
      francais: ['francais'],
      biologie: ['biologie'],
      physique: ['physique'],
      comptabilite: ['comptabilite'],
      maconnerie: ['maconnerie'],
      ih: ['ih'],
      informatique: ['informatique'],
      electricite: ['electricite'],
      gk: ['gk'],
      allemand: ['allemand'],
    });
  });

  it('show every data group under « Tous », and mecanique nowhere else', () => {
    const all = DIRECTORY_TABS.find((tab) => tab.key === 'all');
    expect([...(all?.subjects ?? [])].sort()).toEqual([...SUBJECT_KEYS].sort());
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
