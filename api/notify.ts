/**
 * POST /api/notify — tells members' phones of what the caller has just done (issue 35): a reply
 * (`{ kind: 'reply', questionId, replyId }`), a private message (`{ kind: 'message', messageId }`),
 * a séance changed or cancelled by a responsable (`{ kind: 'seance', seanceId }`), a question in
 * the tutor–pupil forum (`{ kind: 'question', questionId }`).
 *
 * The body only names the event: the function reads it with the server's rights and sends only
 * when it happened, was the caller's, and is recent (RECENT_MS). So no client can make the site
 * tell anyone of something that did not happen, nor tell it twice: `envois/{event}` is created
 * first, and only the call that created it sends. Recipients and words are computed from the
 * stored items, as « Quoi de neuf » computes them (src/hooks/news-sources.ts). The answer is
 * `{ ok: true }` whoever receives it, so it never tells whose devices exist.
 *
 * The notices' words, links and rules are the site's own (src/), not copied: ESLint keeps src/ out
 * of api/ because Vercel runs these files as native ESM compiled one by one, so each src/ file
 * they reach must import with relative `.js` paths only (no `@/` alias).
 */
import { pushPayloadOf } from '../src/domain/notifications.js';
import { AdminFirestoreError, createAdminFirestore } from './_lib/admin-firestore.js';
import { createServerAccess, type ServerDeps } from './_lib/caller.js';
import { parseAllowedOrigins, withCors } from './_lib/cors.js';
import { createPostEndpoint, readVariable, reply, vercelEntries, type Handler } from './_lib/http.js';
import { plan, readEvent } from './_lib/notify-events.js';
import { createPushSender, deliverToMembers, readDeliveryConfig, unconfigured } from './_lib/push-sender.js';

export interface NotifyDeps extends ServerDeps {
  /**
   * The clock the quiet hours are read on (mayNotify), `now` unless given: the browser journeys
   * set it to an afternoon in Yaoundé, so that they pass at night too. Whether an event is recent,
   * and the tokens, stay on `now`.
   */
  quietHoursClock?: () => Date;
}

const NAME = 'notify';
/** Builds the handler from explicit dependencies (tests inject env, fetch and the clock). */
export function createNotifyHandler(deps: NotifyDeps): Handler {
  const { env, fetch: fetchImpl, now = () => new Date(), quietHoursClock } = deps;
  const variables = [{ name: 'FIREBASE_PROJECT_ID', fallback: 'VITE_FIREBASE_PROJECT_ID' }] as const;
  const endpoint = createPostEndpoint(NAME, env, variables, ({ FIREBASE_PROJECT_ID: projectId }) => {
    const access = createServerAccess(NAME, { env, fetch: fetchImpl, now }, projectId);
    const config = readDeliveryConfig(env);
    if ('problems' in config) return unconfigured(NAME, config.problems);
    const db = createAdminFirestore({ projectId, credentials: config.credentials, fetch: fetchImpl, now });
    // Plain http to a push service only beside the emulators (development, tests).
    const allowHttp = !!readVariable(env, 'FIRESTORE_EMULATOR_HOST');
    const push = createPushSender(config.vapid, { fetch: fetchImpl, allowHttp });

    return async (request) => {
      const authenticated = await access.authenticate(request);
      if (authenticated instanceof Response) return authenticated;
      const event = await readEvent(request);
      if ('problem' in event) return reply(400, event.problem);
      const { caller } = authenticated;
      const at = now();
      try {
        const planned = await plan(db, event, caller, at);
        if ('status' in planned) return reply(planned.status, planned.error);
        const first = await db.createIfAbsent(`envois/${planned.key}`, {
          type: planned.notice.kind,
          par: caller.uid,
          le: at,
        });
        if (first) {
          const { notice, options, cancelledSeance } = planned;
          const messages = (await planned.recipients()).map(({ uid, own }) => ({
            uid,
            payload: pushPayloadOf({ ...notice, ...own }, uid),
          }));
          const sending = { kind: notice.kind, now: quietHoursClock?.() ?? at, options, cancelledSeance };
          await deliverToMembers({ db, push }, messages, sending);
        }
        return reply(200);
      } catch (error) {
        if (!(error instanceof AdminFirestoreError)) throw error;
        console.error(`${NAME} :`, error);
        return reply(502, 'Les notifications n’ont pas pu être envoyées pour le moment.');
      }
    };
  });
  return withCors(endpoint, parseAllowedOrigins(env.ALLOWED_ORIGINS, NAME));
}

// Vercel's entry points, one per method, all the same handler (api/_lib/http.ts).
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = vercelEntries((env) => createNotifyHandler({ env }));
