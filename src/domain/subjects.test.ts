import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS, SUBJECT_LABELS, SUBJECTS, subjectKeyOf } from './subjects';

describe('the subject groups', () => {
  it('have unique keys, names and tabs', () => {
    expect(new Set(SUBJECT_KEYS).size).toBe(SUBJECTS.length);
    expect(new Set(SUBJECT_LABELS.map((label) => label.toLocaleLowerCase('fr'))).size).toBe(SUBJECTS.length);
    const tabs = SUBJECTS.flatMap((subject) => (subject.tab === null ? [] : [subject.tab]));
    expect(new Set(tabs).size).toBe(tabs.length);
    expect(tabs).not.toContain('all');
  });

  it('file a subject name under its group, whatever its case; an unknown one under none', () => {
    expect(subjectKeyOf('Mathématiques')).toBe('mathematique');
    expect(subjectKeyOf('  physique-chimie ')).toBe('physique');
    expect(subjectKeyOf('Astronomie')).toBeNull();
  });
});
