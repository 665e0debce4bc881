import { describe, expect, it } from 'vitest';
import { SUBJECT_KEYS } from '@/domain/subjects';
import { tutorsOf } from './tutors';

const tutors = SUBJECT_KEYS.flatMap(tutorsOf);

describe('the tutors data', () => {
  it('holds about thirty tutors', () => {
    expect(tutors.length).toBeGreaterThanOrEqual(25);
    expect(tutors.length).toBeLessThanOrEqual(35);
  });

  it('gives each tutor a unique id from 1 to 60, with gaps as in the original directory', () => {
    const ids = tutors.map((tutor) => tutor.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(60);
    }
    const sorted = [...ids].sort((a, b) => a - b);
    expect(sorted.at(-1)! - sorted[0]! + 1).toBeGreaterThan(ids.length);
  });

  it('has tutors in every subject group of the spec, mecanique included', () => {
    const spec = [
      'mathematique',
      'anglais',
      'francais',
      'biologie',
      'physique',
      'comptabilite',
      'maconnerie',
      'mecanique',
      'ih',
      'informatique',
      'electricite',
      'gk',
      'allemand',
    ] as const;
    // A group added later may start without sample tutors; the spec's keep theirs.
    expect(SUBJECT_KEYS.slice(0, spec.length)).toEqual(spec);
    for (const key of spec) expect(tutorsOf(key).length, key).toBeGreaterThan(0);
  });

  it('writes every phone number the Cameroonian way: +237 then 9 digits starting with 6', () => {
    for (const tutor of tutors) expect(tutor.phone, tutor.name).toMatch(/^\+237 6\d{2} \d{2} \d{2} \d{2}$/);
  });

  it('names every tutor once, with a subject and the classes taught', () => {
    const names = tutors.map((tutor) => tutor.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tutor of tutors) {
      expect(tutor.name.trim(), String(tutor.id)).not.toBe('');
      expect(tutor.subject.trim(), tutor.name).not.toBe('');
      expect(tutor.description.trim(), tutor.name).not.toBe('');
    }
  });
});
