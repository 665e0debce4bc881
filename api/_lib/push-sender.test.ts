import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import webpush from 'web-push';
import { startPushService, type PushService } from '../_testing/push-service';
import { createPushSender, readVapid, type Vapid } from './push-sender';

const keys = webpush.generateVAPIDKeys();
const VAPID: Vapid = { ...keys, subject: 'mailto:commission.etudes@exemple.cm' };
const PAYLOAD = { title: 'Sylvie Eba a répondu à votre question', body: 'Thalès ?', href: '/', tag: 't', uid: 'u1' };
const OPTIONS = { ttl: 3600, urgency: 'normal' } as const;

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

describe('readVapid', () => {
  it('names the missing variables', () => {
    expect(readVapid({ VAPID_PUBLIC_KEY: 'x', VAPID_SUBJECT: ' ' })).toEqual({
      missing: ['VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'],
    });
  });
});

describe('createPushSender', () => {
  it('sends one encrypted message the device alone can read, signed with the site’s key', async () => {
    const push = createPushSender(VAPID, { allowHttp: true });
    const subscription = service.subscribe();
    expect(await push.send(subscription, PAYLOAD, { ttl: 600, urgency: 'high' })).toBe('sent');
    expect(service.received.at(-1)).toMatchObject({
      endpoint: subscription.endpoint,
      payload: PAYLOAD,
      ttl: 600,
      urgency: 'high',
      vapidKey: VAPID.publicKey,
      vapidSubject: VAPID.subject,
    });
    service.unsubscribe(subscription.endpoint);
    expect(await push.send(subscription, PAYLOAD, OPTIONS)).toBe('gone');
  });

  it('never aims at an address a member chose: https and a DNS name only, unless in development', async () => {
    const requested: string[] = [];
    const push = createPushSender(VAPID, {
      fetch: async (input) => {
        requested.push(String(input));
        return new Response(null, { status: 201 });
      },
    });
    const keysOf = service.subscribe().keys;
    for (const endpoint of [
      service.subscribe().endpoint, // http
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://localhost/push/x',
      'file:///etc/passwd',
      'pas une adresse',
    ]) {
      expect(await push.send({ endpoint, keys: keysOf }, PAYLOAD, OPTIONS), endpoint).toBe('invalid');
    }
    expect(
      await push.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: keysOf }, PAYLOAD, OPTIONS),
    ).toBe('sent');
    expect(requested).toEqual(['https://fcm.googleapis.com/fcm/send/abc']);
  });

  it('calls keys that are no P-256 key invalid, and a push service failing this time a failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc';
    let answer: () => Promise<Response> = async () => new Response('surchargé', { status: 503 });
    const push = createPushSender(VAPID, { fetch: () => answer() });
    expect(await push.send({ endpoint, keys: { p256dh: 'court', auth: 'x' } }, PAYLOAD, OPTIONS)).toBe('invalid');
    const { keys: good } = service.subscribe();
    expect(await push.send({ endpoint, keys: good }, PAYLOAD, OPTIONS)).toBe('failed');
    answer = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await push.send({ endpoint, keys: good }, PAYLOAD, OPTIONS)).toBe('failed');
    answer = async () => new Response(null, { status: 404 });
    expect(await push.send({ endpoint, keys: good }, PAYLOAD, OPTIONS)).toBe('gone');
    // The endpoint is a secret address: only its host is logged.
    expect(JSON.stringify(errors.mock.calls)).not.toContain('/wpush/v2/abc');
  });
});
