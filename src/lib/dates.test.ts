import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatHistoryDate, isoDay } from './dates';

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

describe('formatHistoryDate', () => {
  it('writes the dates of the history as precisely as they are known', () => {
    expect(formatHistoryDate('2010-07-10')).toBe('10 juillet 2010');
    expect(formatHistoryDate('2011-10')).toBe('octobre 2011');
    expect(formatHistoryDate('2013')).toBe('2013');
    expect(formatHistoryDate('2020-03-01')).toBe('1er mars 2020');
  });
});
