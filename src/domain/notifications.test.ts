import { describe, expect, it } from 'vitest';
import { isQuietHour, mayNotify, NOTIFICATION_KINDS } from './notifications';

/** An instant given in Yaoundé's time (UTC+1 all year). */
const yaounde = (dateTime: string) => new Date(`${dateTime}:00+01:00`);

describe('the quiet hours of Yaoundé', () => {
  it('run from 21:00 to 06:30, whatever the phone’s own zone', () => {
    expect(isQuietHour(yaounde('2026-12-04T20:59'))).toBe(false);
    expect(isQuietHour(yaounde('2026-12-04T21:00'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T03:00'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T06:29'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T06:30'))).toBe(false);
  });
});

describe('whether a phone is told', () => {
  it('tells every kind by day until the member switches it off', () => {
    const noon = yaounde('2026-12-04T12:00');
    for (const { kind } of NOTIFICATION_KINDS) {
      expect(mayNotify(kind, noon, {})).toBe(true);
      expect(mayNotify(kind, noon, { [kind]: false })).toBe(false);
    }
  });

  it('keeps quiet at night, but for a séance cancelled on its own day', () => {
    const early = yaounde('2026-12-05T05:45');
    const sameDay = yaounde('2026-12-05T09:00');
    const nextDay = yaounde('2026-12-06T09:00');
    expect(mayNotify('reply', early, {})).toBe(false);
    // A change (no cancelled séance given) waits for the morning.
    expect(mayNotify('seance', early, {})).toBe(false);
    expect(mayNotify('seance', early, {}, sameDay)).toBe(true);
    expect(mayNotify('seance', yaounde('2026-12-05T22:00'), {}, nextDay)).toBe(false);
    expect(mayNotify('seance', early, { seance: false }, sameDay)).toBe(false);
  });

  it('lists each kind once, with its French label', () => {
    const kinds = NOTIFICATION_KINDS.map(({ kind }) => kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { label } of NOTIFICATION_KINDS) expect(label).toMatch(/^[A-ZÉ]/);
  });
});
