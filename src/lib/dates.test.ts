import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, isoDay } from './dates';

describe('French dates', () => {
  it('writes days and times the French way', () => {
    expect(formatDay('2024-10-14')).toBe('14 octobre 2024');
    expect(formatDateTime(new Date(2025, 0, 5, 9, 30))).toMatch(/^5 janvier 2025 (à )?09:30$/);
    expect(isoDay('2024-10-14T12:00:00Z')).toBe('2024-10-14');
  });

  it('says "Date invalide" for a date that cannot be read', () => {
    expect(formatDay('pas une date')).toBe('Date invalide');
    expect(formatDateTime(new Date(Number.NaN))).toBe('Date invalide');
    expect(isoDay('n’importe quoi')).toBeUndefined();
  });
});
