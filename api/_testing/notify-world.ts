/*
 * The world of the notifications' tests (api/notify.test.ts, api/reminders.test.ts): members,
 * their devices subscribed to the stand-in push service, Firestore in memory, and the env the
 * functions read. Nothing leaves the machine: Firestore is the in-memory fake at an address that
 * does not exist, the push service listens on 127.0.0.1, and any other address throws.
 */
import { UnsecuredJWT } from 'jose';
import webpush from 'web-push';
import type { Env } from '../_lib/http';
import { firestoreFake, type FirestoreFake } from './firestore-fake';
import { startPushService, type PushService } from './push-service';

export const PROJECT = 'demo-commission-etudes';
/** Never resolved: the fake answers it before any network would. */
export const EMULATOR_HOST = 'firestore.invalid:8080';
export const VAPID = webpush.generateVAPIDKeys();
export const VAPID_SUBJECT = 'mailto:commission.etudes@exemple.cm';
export const CRON_SECRET = 'secret-de-la-tache-planifiee';

export const ENV: Env = {
  FIREBASE_PROJECT_ID: PROJECT,
  // Development's unsigned tokens (the Auth emulator is only named, never called).
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: EMULATOR_HOST,
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  VAPID_SUBJECT,
  CRON_SECRET,
};

/** An ID token as the Auth emulator makes them, valid at `at`. */
export function tokenFor(uid: string, at: Date, claims: Record<string, unknown> = {}): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return new UnsecuredJWT({ auth_time: seconds - 60, ...claims })
    .setSubject(uid)
    .setAudience(PROJECT)
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setIssuedAt(seconds - 60)
    .setExpirationTime(seconds + 3600)
    .encode();
}

export const minutes = (count: number) => count * 60_000;
export const before = (at: Date, ms: number) => new Date(at.getTime() - ms);

export interface World {
  firestore: FirestoreFake;
  push: PushService;
  /** Firestore's fake, and the push service over the loopback: the functions' only `fetch`. */
  fetch: typeof fetch;
  /** Subscribes a new device of `uid` (its settings: `false` switches a kind off). */
  device(uid: string, reglages?: Record<string, boolean>): string;
  /** The payloads each endpoint received. */
  titlesAt(endpoint: string): string[];
  close(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const push = await startPushService();
  const firestore = firestoreFake({ projectId: PROJECT, origin: `http://${EMULATOR_HOST}` });
  let devices = 0;
  return {
    firestore,
    push,
    fetch: (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.startsWith(push.origin) ? fetch(input, init) : firestore.fetch(input, init);
    },
    device(uid, reglages = {}) {
      const subscription = push.subscribe();
      // As the client stores it: `abonnements/{uid}_{key}`.
      firestore.set(`abonnements/${uid}_cle${(devices += 1)}`, {
        uid,
        endpoint: subscription.endpoint,
        cles: subscription.keys,
        reglages,
        creeLe: new Date('2025-02-01T08:00:00Z'),
      });
      return subscription.endpoint;
    },
    titlesAt(endpoint) {
      return push.received.filter((item) => item.endpoint === endpoint).map((item) => String(item.payload.title));
    },
    close: () => push.close(),
  };
}
