import { describe, expect, it } from 'vitest';
import { nextRate, RATE_LIMITS, type RateState } from './rate-limit';

const at = (seconds: number) => new Date(Date.UTC(2025, 2, 1, 8, 0, 0) + seconds * 1000);
const state = (overrides: Partial<RateState> = {}): RateState => ({
  last: at(0),
  window: at(0),
  inWindow: 1,
  day: at(0),
  inDay: 1,
  ...overrides,
});

describe('nextRate', () => {
  it('lets a first post through and starts both windows', () => {
    expect(nextRate(null, at(0), RATE_LIMITS.visiteur)).toEqual({
      ok: true,
      newWindow: true,
      newDay: true,
      inWindow: 1,
      inDay: 1,
    });
  });

  it('makes a visitor wait 30 s between two replies, and says how long is left', () => {
    expect(nextRate(state(), at(10), RATE_LIMITS.visiteur)).toEqual({
      ok: false,
      code: 'rate/too-fast',
      retryAfterSeconds: 20,
    });
    expect(nextRate(state(), at(30), RATE_LIMITS.visiteur)).toMatchObject({
      ok: true,
      newWindow: true,
      inWindow: 1,
      inDay: 2,
    });
  });

  it('adds the margin for the server’s clock before starting a window again', () => {
    expect(nextRate(state(), at(30), RATE_LIMITS.visiteur, 2_000)).toMatchObject({ ok: false, retryAfterSeconds: 2 });
    expect(nextRate(state(), at(32), RATE_LIMITS.visiteur, 2_000)).toMatchObject({ ok: true });
  });

  it('lets a member post a few times a minute, counting in the same window, then makes them wait', () => {
    expect(nextRate(state({ inWindow: 5, inDay: 5 }), at(20), RATE_LIMITS.membre)).toEqual({
      ok: true,
      newWindow: false,
      newDay: false,
      inWindow: 6,
      inDay: 6,
    });
    expect(nextRate(state({ inWindow: 6, inDay: 6 }), at(20), RATE_LIMITS.membre)).toMatchObject({
      ok: false,
      code: 'rate/too-fast',
      retryAfterSeconds: 40,
    });
  });

  it('goes on counting in a window that still has room, whatever the time', () => {
    expect(nextRate(state({ inWindow: 2, inDay: 2 }), at(3_600), RATE_LIMITS.membre)).toMatchObject({
      ok: true,
      newWindow: false,
      inWindow: 3,
    });
  });

  it('stops a visitor at 20 replies a day, until the day is over', () => {
    const full = state({ window: at(80_000), inDay: 20 });
    expect(nextRate(full, at(80_100), RATE_LIMITS.visiteur)).toEqual({
      ok: false,
      code: 'rate/daily-limit',
      retryAfterSeconds: 86_400 - 80_100,
    });
    expect(nextRate(full, at(86_400), RATE_LIMITS.visiteur)).toMatchObject({ ok: true, newDay: true, inDay: 1 });
  });
});
