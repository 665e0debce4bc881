import { readSeance } from '@/domain/seance-records';
import { dayStart, PROGRAMME_SIZE, type Seance } from '@/domain/seances';
import type { LocalDatabase } from './db';

/**
 * The programme as anyone reads it: the séances from the start of today (in Yaoundé) on, soonest
 * first, PROGRAMME_SIZE at most. The public readers' query (public-database.ts); the séance store's
 * `subscribeUpcoming` (seances.ts) reads the same (public.test.ts checks that both agree).
 */
export async function upcomingSeances(db: LocalDatabase, now: Date): Promise<Seance[]> {
  const records = await db.seances.where('debut').aboveOrEqual(dayStart(now)).limit(PROGRAMME_SIZE).toArray();
  return records.map((stored) => readSeance(stored.id, { ...stored }));
}
