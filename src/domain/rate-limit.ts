/**
 * How often one may post (a question, a reply, a private message; a report counts too,
 * docs/decisions/0019), so that nobody floods a forum or fills a question's REPLIES_MAX replies
 * alone. Fixed windows, counted per poster in one small record: a short window (`window`,
 * `inWindow`) and a day (`day`, `inDay`). A visitor without an account is limited more strictly
 * than a member. Both adapters decide with nextRate(); the same
 * arithmetic is written in firestore.rules (`limites/{uid}`), by value: change both together.
 */

export type Poster = 'visiteur' | 'membre';

export interface RateLimit {
  /** Length of the short window, in seconds. */
  windowSeconds: number;
  /** Posts allowed in one short window. */
  perWindow: number;
  /** Posts allowed in one day (a window of 24 h from the first post counted in it). */
  perDay: number;
}

export const RATE_LIMITS: Record<Poster, RateLimit> = {
  visiteur: { windowSeconds: 30, perWindow: 1, perDay: 20 },
  membre: { windowSeconds: 60, perWindow: 6, perDay: 200 },
};

export const DAY_SECONDS = 86_400;

/** One poster's counters, as stored. `last` is the time of the latest post. */
export interface RateState {
  last: Date;
  window: Date;
  inWindow: number;
  day: Date;
  inDay: number;
}

export type RateDecision =
  | {
      ok: true;
      /** Whether each window starts again at this post (its start becomes the post's time). */
      newWindow: boolean;
      newDay: boolean;
      inWindow: number;
      inDay: number;
    }
  | { ok: false; code: 'rate/too-fast' | 'rate/daily-limit'; retryAfterSeconds: number };

/**
 * Whether one more post is allowed at `now`, and the counters after it. A window goes on while it
 * has room (whatever the clocks say, so a wrong clock on the phone never blocks an honest member);
 * a full window starts again only once it is over. `marginMs` is added to a window's length before
 * starting it again: the server's clock, which decides, may be behind this one.
 */
export function nextRate(previous: RateState | null, now: Date, limit: RateLimit, marginMs = 0): RateDecision {
  if (!previous) return { ok: true, newWindow: true, newDay: true, inWindow: 1, inDay: 1 };
  const remaining = (since: Date, seconds: number) => seconds * 1000 + marginMs - (now.getTime() - since.getTime());
  const wait = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  const dayFull = previous.inDay >= limit.perDay;
  const dayLeft = remaining(previous.day, DAY_SECONDS);
  if (dayFull && dayLeft > 0) return { ok: false, code: 'rate/daily-limit', retryAfterSeconds: wait(dayLeft) };
  const windowFull = previous.inWindow >= limit.perWindow;
  const windowLeft = remaining(previous.window, limit.windowSeconds);
  if (windowFull && windowLeft > 0) return { ok: false, code: 'rate/too-fast', retryAfterSeconds: wait(windowLeft) };
  return {
    ok: true,
    newWindow: windowFull,
    newDay: dayFull,
    inWindow: windowFull ? 1 : previous.inWindow + 1,
    inDay: dayFull ? 1 : previous.inDay + 1,
  };
}
