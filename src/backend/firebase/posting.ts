import type { Auth } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { BackendError } from '@/domain/errors';
import { nextRate, RATE_LIMITS, type Poster, type RateState } from '@/domain/rate-limit';
import { toDate } from '@/domain/record-values';
import { guarded } from './errors';

export const LIMITS = 'limites';

/** The server's clock decides; this one may be ahead of it by this much without harm. */
const CLOCK_MARGIN_MS = 2_000;

/**
 * Counts one post of the signed-in account (a member, or a visitor's anonymous account) in its
 * rate record `limites/{uid}`, or refuses it (rate/too-fast, rate/daily-limit) with how long to
 * wait. Returns the write to add to the post's batch: firestore.rules accept the post only when the
 * record names it (`lastPost`) and was written at the same instant.
 */
export async function countPost(
  db: Firestore,
  auth: Auth,
  poster: Poster,
  lastPost: string,
): Promise<(batch: WriteBatch) => void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new BackendError('auth/requires-login');
  const ref = doc(db, LIMITS, uid);
  const snapshot = await guarded(() => getDoc(ref));
  // Kept as stored: a continued window must be written back exactly (Firestore keeps microseconds).
  const stored: DocumentData | null = snapshot.exists() ? snapshot.data({ serverTimestamps: 'estimate' }) : null;
  const previous: RateState | null = stored && {
    last: toDate(stored.last),
    window: toDate(stored.window),
    inWindow: Number(stored.inWindow) || 0,
    day: toDate(stored.day),
    inDay: Number(stored.inDay) || 0,
  };
  const decision = nextRate(previous, new Date(), RATE_LIMITS[poster], CLOCK_MARGIN_MS);
  if (!decision.ok) {
    throw new BackendError(decision.code, undefined, { retryAfterSeconds: decision.retryAfterSeconds });
  }
  const now = serverTimestamp();
  const record = {
    last: now,
    lastPost,
    window: decision.newWindow || !stored ? now : stored.window,
    inWindow: decision.inWindow,
    day: decision.newDay || !stored ? now : stored.day,
    inDay: decision.inDay,
  };
  return (batch) => batch.set(ref, record);
}
