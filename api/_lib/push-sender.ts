import webpush from 'web-push';
import {
  mayNotify,
  type NotificationKind,
  type NotificationSettings,
  type PushPayload,
} from '../../src/domain/notifications.js';
import { roleOf, seanceHref } from '../../src/lib/notices.js';
import { readAdminCredentials, type AdminCredentials, type AdminFirestore } from './admin-firestore.js';
import { readVariable, reply, type Env, type Handler } from './http.js';
import type { FetchLike } from './verify-token.js';

/*
 * Web Push (issue 35): one message, encrypted for one device (RFC 8291) and signed for the push
 * service with the site's VAPID key (RFC 8292), by the `web-push` library; the request itself is
 * sent with `fetch`, injectable, so tests reach a stand-in push service over plain http. And what
 * both functions do with a member: their devices (`abonnements`), the settings of each
 * (mayNotify), one message per device, and the subscriptions the push service says are gone deleted.
 */

export const SUBSCRIPTIONS = 'abonnements';
/** How long a push service waits for an unreachable device; then the message is dropped. */
const SEND_TIMEOUT_MS = 10_000;

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** `mailto:…` or `https://…`: whom a push service contacts about our messages. */
  subject: string;
}

/** The VAPID variables, or the names of those missing (a 503). */
export function readVapid(env: Env): { vapid: Vapid } | { missing: string[] } {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const missing = names.filter((name) => !readVariable(env, name));
  if (missing.length > 0) return { missing };
  return {
    vapid: {
      publicKey: readVariable(env, 'VAPID_PUBLIC_KEY')!,
      privateKey: readVariable(env, 'VAPID_PRIVATE_KEY')!,
      subject: readVariable(env, 'VAPID_SUBJECT')!,
    },
  };
}

/**
 * What sending needs, or the French words of what is missing (a 503): the VAPID key, and
 * Firestore with full rights (a service account, or the emulator in development).
 */
export function readDeliveryConfig(env: Env): { vapid: Vapid; credentials: AdminCredentials } | { problems: string[] } {
  const vapid = readVapid(env);
  const admin = readAdminCredentials(env);
  if ('vapid' in vapid && 'credentials' in admin) return { vapid: vapid.vapid, credentials: admin.credentials };
  return { problems: [...('missing' in vapid ? vapid.missing : []), ...('problem' in admin ? [admin.problem] : [])] };
}

/** A device subscribed, as PushSubscription.toJSON() gives it (keys base64url). */
export interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface SendOptions {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

/**
 * What became of one message: `sent`; `gone` (404/410: the device unsubscribed, its document is to
 * be deleted); `invalid` (a subscription no push service could ever take: deleted too); `failed`
 * (the push service or the network failed this time: logged, kept).
 */
export type Outcome = 'sent' | 'gone' | 'invalid' | 'failed';

/** Where a push service may be: https, named by DNS (never an address of ours, nor localhost). */
function deliverable(endpoint: string, allowHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowHttp) return url.protocol === 'http:' || url.protocol === 'https:';
  // The endpoint is written by a member: never let it aim the server at an address of its choosing.
  const literal = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[') || url.hostname === 'localhost';
  return url.protocol === 'https:' && !literal;
}

export interface PushSender {
  send(subscription: Subscription, payload: PushPayload, options: SendOptions): Promise<Outcome>;
}

/**
 * Sends messages with the site's VAPID key. `allowHttp`: development and tests only (a stand-in
 * push service on http://127.0.0.1); in production only https endpoints are ever requested.
 */
export function createPushSender(vapid: Vapid, deps: { fetch?: FetchLike; allowHttp?: boolean } = {}): PushSender {
  const { fetch: fetchImpl = fetch, allowHttp = false } = deps;
  return {
    async send(subscription, payload, { ttl, urgency }) {
      if (!deliverable(subscription.endpoint, allowHttp)) return 'invalid';
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: ttl,
          urgency,
        });
      } catch (error) {
        // Keys that are not a P-256 point and a 16-byte secret: the device never subscribed so.
        console.error('notifications : abonnement inutilisable :', (error as Error).message);
        return 'invalid';
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers as Record<string, string | number>)
          .filter(([name]) => name.toLowerCase() !== 'content-length') // fetch counts the body itself
          .map(([name, value]) => [name, String(value)]),
      );
      const host = new URL(subscription.endpoint).host; // logged instead of the endpoint, a secret address
      try {
        const response = await fetchImpl(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return 'sent';
        if (response.status === 404 || response.status === 410) return 'gone';
        console.error(`notifications : le service ${host} a répondu HTTP ${response.status}.`);
        return 'failed';
      } catch (error) {
        console.error(`notifications : service ${host} injoignable :`, (error as Error).message);
        return 'failed';
      }
    },
  };
}

/** A member's device as stored in `abonnements/{uid}_{key}`. */
export interface Device {
  path: string;
  subscription: Subscription;
  settings: NotificationSettings;
}

/** The settings of a device: a kind is off only when it says `false` (absent: on). */
function settingsOf(stored: unknown): NotificationSettings {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter(([, on]) => on === false)) as NotificationSettings;
}

/** Every device of `uid` (their own `abonnements` documents: the rules let nobody else write one). */
export async function devicesOf(db: AdminFirestore, uid: string): Promise<Device[]> {
  const documents = await db.query({ collection: SUBSCRIPTIONS, where: [{ field: 'uid', op: '==', value: uid }] });
  return documents.flatMap(({ path, data }) => {
    const keys = data.cles as { p256dh?: unknown; auth?: unknown } | undefined;
    if (typeof data.endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') {
      // Kept as a device no push service takes: sending to it says `invalid`, and it is deleted.
      return [{ path, subscription: { endpoint: '', keys: { p256dh: '', auth: '' } }, settings: {} }];
    }
    const subscription = { endpoint: data.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    return [{ path, subscription, settings: settingsOf(data.reglages) }];
  });
}

/** The devices that may be told of `kind` now (mayNotify: their settings, the quiet hours). */
export function willing(
  devices: readonly Device[],
  kind: NotificationKind,
  now: Date,
  cancelledSeance?: Date,
): Device[] {
  return devices.filter((device) => mayNotify(kind, now, device.settings, cancelledSeance));
}

export interface Delivery {
  db: AdminFirestore;
  push: PushSender;
}

/**
 * Sends `payload` to each device, side by side; deletes the subscriptions that are gone. Never
 * throws for a device: one failing does not keep the others from their message.
 */
export async function sendToDevices(
  { db, push }: Delivery,
  devices: readonly Device[],
  payload: PushPayload,
  options: SendOptions,
): Promise<Outcome[]> {
  return Promise.all(
    devices.map(async (device) => {
      const outcome = await push.send(device.subscription, payload, options);
      if (outcome === 'gone' || outcome === 'invalid') {
        await db.delete(device.path).catch((error: unknown) => {
          console.error('notifications : abonnement périmé non supprimé :', (error as Error).message);
        });
      }
      return outcome;
    }),
  );
}

/** The answer of a function whose notifications are not configured: 503, naming what is missing (never a value). */
export function unconfigured(name: string, problems: readonly string[]): Handler {
  return async () => {
    console.error(`${name} : notifications non configurées : ${problems.join(', ')}`);
    return reply(503, `Les notifications ne sont pas configurées sur le serveur : ${problems.join(', ')}.`);
  };
}

export interface Sending {
  kind: NotificationKind;
  now: Date;
  options: SendOptions;
  /** When a cancelled séance was to start: its cancellation passes the quiet hours that day. */
  cancelledSeance?: Date | undefined;
}

/**
 * Sends each member their payload on each of their devices willing to take `kind` now; one
 * member failing (their devices unreadable) does not keep the others from theirs.
 */
export async function deliverToMembers(
  delivery: Delivery,
  messages: readonly { uid: string; payload: PushPayload }[],
  { kind, now, options, cancelledSeance }: Sending,
): Promise<void> {
  await Promise.all(
    messages.map(async ({ uid, payload }) => {
      try {
        const devices = willing(await devicesOf(delivery.db, uid), kind, now, cancelledSeance);
        await sendToDevices(delivery, devices, payload, options);
      } catch (error) {
        console.error('notifications : envoi à un membre impossible :', error);
      }
    }),
  );
}

/** Where a member of the stored `role` finds their séances (as « Quoi de neuf » links), or the home page. */
export function seanceHrefOf(role: unknown): string {
  const known = roleOf(role);
  return known ? seanceHref(known) : '/';
}
