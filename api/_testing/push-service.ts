/*
 * A stand-in for a browser's push service (FCM, Mozilla's, Apple's), on 127.0.0.1, for the tests
 * of api/notify.ts and api/reminders.ts. It plays both ends a real one joins: it makes
 * subscriptions as a browser would (a P-256 key pair and a 16-byte auth secret each, the keys
 * PushSubscription.toJSON() gives), and it receives messages as the push service does: it checks
 * the VAPID signature (RFC 8292), then decrypts the body with the subscription's own private key
 * (RFC 8291, aes128gcm; with node:crypto, not the library that encrypted it), and records what a
 * phone would show. No network beyond the loopback.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

export interface Received {
  endpoint: string;
  /** The decrypted body, parsed: the PushPayload the service worker reads. */
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  /** The VAPID public key that signed it (`k=`), and its claims. */
  vapidKey: string;
  vapidSubject: string;
  receivedAt: number;
}

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** What the service answers for it: 201, or 410 once the browser unsubscribed. */
  status: number;
}

export interface PushService {
  origin: string;
  /** Every message accepted (201), in order of arrival. */
  received: Received[];
  /** Messages it refused, and why (a bad signature, a body it could not decrypt). */
  rejected: string[];
  /** A new subscription, as a browser would give it to the site. */
  subscribe(): PushSubscriptionJson;
  /** From now on, messages to this endpoint get 410 Gone (the browser unsubscribed). */
  unsubscribe(endpoint: string): void;
  /** Forgets what was received (between tests). */
  reset(): void;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188: the one record of a Web Push message, decrypted for `device`. */
export function decrypt(body: Buffer, device: Pick<Device, 'ecdh' | 'auth'>): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  if (idLength !== 65 || cipherText.length > recordSize) throw new Error('en-tête aes128gcm inattendu');

  const receiverKey = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('délimiteur de dernier enregistrement absent');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key for this origin. */
async function checkVapid(header: string | undefined, origin: string, now: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`en-tête Authorization VAPID absent ou mal formé : ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('clé VAPID qui n’est pas un point P-256');
  const publicKey = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    'ES256',
  );
  const { payload } = await jwtVerify(token, publicKey, {
    audience: origin,
    algorithms: ['ES256'],
    currentDate: new Date(now),
  });
  // RFC 8292 §2: at most 24 hours ahead.
  if (typeof payload.exp !== 'number' || payload.exp * 1000 > now + 24 * 3_600_000) throw new Error('exp VAPID');
  if (typeof payload.sub !== 'string') throw new Error('sub VAPID absent');
  return { vapidKey: key, vapidSubject: payload.sub };
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  const rejected: string[] = [];
  let origin = '';
  let counter = 0;

  const server: Server = createServer((request, response) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    const answer = (status: number, reason?: string) => {
      if (reason) rejected.push(reason);
      response.writeHead(status).end();
    };
    if (request.method !== 'POST' || !device) return answer(404, `inconnu : ${request.method} ${request.url}`);
    void (async () => {
      const body = await bodyOf(request);
      if (device.status !== 201) return answer(device.status);
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding');
        const vapid = await checkVapid(request.headers.authorization, origin, Date.now());
        const payload = JSON.parse(decrypt(body, device)) as Record<string, unknown>;
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error('en-tête TTL absent');
        const urgency = (request.headers.urgency as string | undefined) ?? null;
        received.push({ endpoint: `${origin}${request.url}`, payload, ttl, urgency, ...vapid, receivedAt: Date.now() });
        answer(201);
      } catch (error) {
        answer(400, (error as Error).message);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = `abonnement-${(counter += 1)}`;
      devices.set(id, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    unsubscribe(endpoint) {
      const device = devices.get(endpoint.slice(endpoint.lastIndexOf('/') + 1));
      if (device) device.status = 410;
    },
    reset() {
      received.length = 0;
      rejected.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
