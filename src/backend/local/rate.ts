import { BackendError } from '@/domain/errors';
import { nextRate, RATE_LIMITS, type Poster } from '@/domain/rate-limit';
import type { LocalDatabase } from './db';

/**
 * Counts one post of `actor` at `now`, or refuses it (rate/too-fast, rate/daily-limit) with how
 * long to wait. Call it inside the transaction that writes the post, with db.limits in its scope:
 * a refused post then counts nothing, and a counted post is written.
 */
export async function countPost(db: LocalDatabase, actor: string, poster: Poster, now: Date): Promise<void> {
  const previous = (await db.limits.get(actor)) ?? null;
  const decision = nextRate(previous, now, RATE_LIMITS[poster]);
  if (!decision.ok) {
    throw new BackendError(decision.code, undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  await db.limits.put({
    actor,
    last: now,
    window: decision.newWindow || !previous ? now : previous.window,
    inWindow: decision.inWindow,
    day: decision.newDay || !previous ? now : previous.day,
    inDay: decision.inDay,
  });
}
