/**
 * GET /api/reminders — the evening before (REMINDER_TIME, 18:00 in Yaoundé: vercel.json's cron
 * « 0 17 * * * » in UTC), reminds every member who joined a séance of tomorrow, not cancelled, on
 * each of their devices that takes `seance-reminder` (issue 35). Called by Vercel Cron with
 * `Authorization: Bearer <CRON_SECRET>`; nobody else. A reminder is sent once: `rappels/{séance}_{uid}`
 * is created first, and a retried or doubled run finds it there.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { reminderPayloadOf } from '../src/domain/notifications.js';
import { dayStart } from '../src/domain/seances.js';
import { seanceHours } from '../src/lib/seance-text.js';
import { AdminFirestoreError, createAdminFirestore, type AdminFirestore } from './_lib/admin-firestore.js';
import { bearerToken, readVariable, reply, vercelEntries, type Env, type Handler } from './_lib/http.js';
import {
  createPushSender,
  seanceHrefOf,
  devicesOf,
  readDeliveryConfig,
  sendToDevices,
  unconfigured,
  willing,
  type Delivery,
} from './_lib/push-sender.js';
import type { FetchLike } from './_lib/verify-token.js';

export interface RemindersDeps {
  env: Env;
  fetch?: FetchLike;
  now?: () => Date;
}

const NAME = 'reminders';
const DAY_MS = 24 * 3_600_000;
/** Kept by the push service until the next morning at most: a reminder read after the séance is noise. */
const TTL_S = 12 * 3600;
/** More séances in one day than the programme ever lists (PROGRAMME_SIZE is 20). */
const SEANCES_MAX = 50;
const PARTICIPANTS_MAX = 500;

/** Whether the request carries the cron's secret (compared in constant time, by digest). */
function fromCron(request: Request, secret: string): boolean {
  const given = bearerToken(request.headers.get('Authorization'));
  if (given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The séances of tomorrow in Yaoundé (UTC+1 all year: a day is 24 hours), not cancelled. */
async function tomorrowsSeances(db: AdminFirestore, now: Date) {
  const tomorrow = new Date(dayStart(now).getTime() + DAY_MS);
  const seances = await db.query({
    collection: 'seances',
    // A range on one field needs no composite index; `annulee` is read below.
    where: [
      { field: 'debut', op: '>=', value: tomorrow },
      { field: 'debut', op: '<', value: new Date(tomorrow.getTime() + DAY_MS) },
    ],
    limit: SEANCES_MAX,
  });
  return seances.filter(({ data }) => data.annulee !== true && data.debut instanceof Date && data.fin instanceof Date);
}

/** Reminds who joined tomorrow's séances; how many reminders this run sent. */
async function remind(delivery: Delivery, now: Date): Promise<{ seances: number; rappels: number }> {
  const { db } = delivery;
  const seances = await tomorrowsSeances(db, now);
  let sent = 0;
  for (const seance of seances) {
    const { debut, fin, lieu } = seance.data as { debut: Date; fin: Date; lieu?: { nom?: unknown } };
    const place = typeof lieu?.nom === 'string' ? lieu.nom : '';
    const participants = await db.query({ collection: 'participants', parent: seance.path, limit: PARTICIPANTS_MAX });
    const outcomes = await Promise.all(
      participants.map(async ({ id: uid, data }) => {
        const devices = willing(await devicesOf(db, uid), 'seance-reminder', now);
        // Nothing to send (no device, reminders off): no mark, a later run may still send it.
        if (devices.length === 0) return false;
        if (!(await db.createIfAbsent(`rappels/${seance.id}_${uid}`, { seance: seance.id, uid, le: now })))
          return false;
        const href = seanceHrefOf(data.role);
        const payload = reminderPayloadOf({ id: seance.id, hours: seanceHours({ debut, fin }), place }, href, uid);
        await sendToDevices(delivery, devices, payload, { ttl: TTL_S, urgency: 'normal' });
        return true;
      }),
    );
    sent += outcomes.filter(Boolean).length;
  }
  return { seances: seances.length, rappels: sent };
}

/** Builds the handler from explicit dependencies (tests inject env, fetch and the clock). */
export function createRemindersHandler(deps: RemindersDeps): Handler {
  const { env, fetch: fetchImpl, now = () => new Date() } = deps;
  const secret = readVariable(env, 'CRON_SECRET');
  const projectId = readVariable(env, 'FIREBASE_PROJECT_ID') ?? readVariable(env, 'VITE_FIREBASE_PROJECT_ID');
  const config = readDeliveryConfig(env);
  const problems = [...(projectId ? [] : ['FIREBASE_PROJECT_ID']), ...('problems' in config ? config.problems : [])];
  const db =
    'credentials' in config && projectId
      ? createAdminFirestore({ projectId, credentials: config.credentials, fetch: fetchImpl, now })
      : null;
  const push =
    'vapid' in config
      ? createPushSender(config.vapid, { fetch: fetchImpl, allowHttp: !!readVariable(env, 'FIRESTORE_EMULATOR_HOST') })
      : null;

  const handle: Handler = async (request) => {
    // Without its secret the function cannot tell the cron from anyone: it serves nobody.
    if (!secret) return unconfigured(NAME, ['CRON_SECRET'])(request);
    if (!fromCron(request, secret)) {
      return reply(401, 'Réservé à la tâche planifiée (CRON_SECRET).', { 'WWW-Authenticate': 'Bearer' });
    }
    if (!db || !push) return unconfigured(NAME, problems)(request);
    try {
      const counts = await remind({ db, push }, now());
      return Response.json({ ok: true, ...counts }, { headers: { 'Cache-Control': 'no-store' } });
    } catch (error) {
      if (!(error instanceof AdminFirestoreError)) throw error;
      console.error(`${NAME} :`, error);
      return reply(502, 'Les rappels n’ont pas pu être envoyés pour le moment.');
    }
  };
  // Vercel Cron calls with GET; nothing else is served.
  return async (request) => {
    if (request.method !== 'GET') return reply(405, 'Méthode non autorisée : utilisez GET.', { Allow: 'GET' });
    try {
      return await handle(request);
    } catch (error) {
      console.error(`${NAME} : erreur inattendue :`, error);
      return reply(500, 'Erreur interne du serveur.');
    }
  };
}

// Vercel's entry points, one per method, all the same handler (api/_lib/http.ts).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = vercelEntries((env) => createRemindersHandler({ env }));
