import { expect, type Browser, type Page } from '@playwright/test';
import type { PushService, PushSubscriptionJson } from '../../api/_testing/push-service';
import { firestoreDocuments, SITE_ORIGIN } from './site';

/*
 * The phones of the notifications' journeys (issue 35). A browser's push service is the one part
 * of Web Push not on this machine (Chromium would ask Google's): in these contexts the page's
 * PushManager hands out subscriptions of the stand-in push service (api/_testing/push-service.ts,
 * on 127.0.0.1), which receives, checks and decrypts what /api/notify sends them. The rest is the
 * site's own: its SDK and rules, the functions, web-push's encryption, its service worker, shown a
 * message through DevTools as the push service would hand it over.
 */

/** A phone whose push subscriptions come from the stand-in. */
export interface PushPhone {
  page: Page;
  /** The subscriptions it was handed, in order, with the server key the site subscribed with. */
  subscriptions: (PushSubscriptionJson & { serverKey: string })[];
}

/**
 * Replaces PushManager's subscribe and getSubscription in the page (a script run before the site's):
 * subscribe asks the stand-in (`__standInSubscribe`, the test's), the subscription is kept in
 * localStorage as the browser keeps it. Its unsubscribe forgets it here and does not tell the
 * stand-in, which goes on accepting: only the site's own forgetting can keep a message away.
 */
function standInPushManager() {
  if (typeof PushManager === 'undefined') return;
  const KEY = 'e2e-abonnement-push';
  type Kept = PushSubscriptionJson & { serverKey: string };
  // The test's binding, looked up when used (Playwright installs it with its own scripts).
  const subscribeThere = (key: string) =>
    (window as unknown as { __standInSubscribe(key: string): Promise<PushSubscriptionJson> }).__standInSubscribe(key);
  const base64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const bytes = (text: string) => {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0)).buffer;
  };
  const kept = (): Kept | null => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
  const subscription = (one: Kept) => ({
    endpoint: one.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(one.serverKey) },
    getKey: (name: 'p256dh' | 'auth') => bytes(one.keys[name]),
    toJSON: () => ({ endpoint: one.endpoint, expirationTime: null, keys: { ...one.keys } }),
    unsubscribe: async () => {
      if (kept()?.endpoint === one.endpoint) localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const one = kept();
    return (one && subscription(one)) as PushSubscription | null;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const view = typeof key === 'string' || !key ? null : ArrayBuffer.isView(key) ? key : new Uint8Array(key);
    const serverKey =
      typeof key === 'string'
        ? key
        : view
          ? base64url(new Uint8Array(view.buffer, view.byteOffset, view.byteLength))
          : '';
    const before = kept();
    if (before && before.serverKey === serverKey) return subscription(before) as unknown as PushSubscription;
    const one = { ...(await subscribeThere(serverKey)), serverKey };
    localStorage.setItem(KEY, JSON.stringify(one));
    return subscription(one) as unknown as PushSubscription;
  };
}

/** A phone of its own (a browser context), notifications allowed, subscribing with the stand-in. */
export async function pushPhone(browser: Browser, push: PushService): Promise<PushPhone> {
  const context = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: SITE_ORIGIN });
  const subscriptions: PushPhone['subscriptions'] = [];
  await context.exposeFunction('__standInSubscribe', (serverKey: string) => {
    const made = push.subscribe();
    subscriptions.push({ ...made, serverKey });
    return made;
  });
  await context.addInitScript(standInPushManager);
  return { page: await context.newPage(), subscriptions };
}

/** Turns the site's notifications on from the dashboard of the member signed in on `page`. */
export async function turnOn(page: Page, dashboard: string): Promise<void> {
  await page.goto(dashboard);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const settings = page.getByRole('region', { name: 'Notifications sur ce téléphone' });
  await settings.getByRole('button', { name: 'Recevoir les notifications sur ce téléphone' }).click();
  await expect(settings.getByText('Les notifications sont activées sur ce téléphone.')).toBeVisible();
}

/** A call of the site to /api/notify: what it named, when it left (ms), and the answer's status. */
export interface NotifyCall {
  body: Record<string, string>;
  at: number;
  status?: number;
}

/** The calls `page` makes to /api/notify, as they go (a post is acknowledged, then told). */
export function notifyCalls(page: Page): NotifyCall[] {
  const calls: NotifyCall[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/notify') return;
    const call: NotifyCall = { body: request.postDataJSON() as Record<string, string>, at: Date.now() };
    calls.push(call);
    void request.response().then((response) => (call.status = response?.status()));
  });
  return calls;
}

/** The emulator's owner: its REST API reads past the rules. */
const OWNER = { Authorization: 'Bearer owner' };

/** The endpoints stored for `uid` in `abonnements` (read with the emulator's owner rights). */
export async function storedEndpoints(uid: string): Promise<string[]> {
  const response = await fetch(`${firestoreDocuments()}/abonnements?pageSize=300`, { headers: OWNER });
  type Stored = { fields: { uid?: { stringValue?: string }; endpoint?: { stringValue?: string } } };
  const { documents = [] } = (await response.json()) as { documents?: Stored[] };
  return documents
    .filter(({ fields }) => fields.uid?.stringValue === uid)
    .map(({ fields }) => fields.endpoint?.stringValue ?? '');
}

/**
 * Whether the server holds `uid`'s participation in the séance held at `place` (the screen says
 * « Vous participez » from the SDK's cache, before the server has acknowledged it).
 */
export async function joinedOnServer(place: string, uid: string): Promise<boolean> {
  const documents = firestoreDocuments();
  const found = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'seances' }],
        where: { fieldFilter: { field: { fieldPath: 'lieu.nom' }, op: 'EQUAL', value: { stringValue: place } } },
      },
    }),
  });
  const [first] = (await found.json()) as { document?: { name: string } }[];
  if (!first?.document) return false;
  const id = first.document.name.split('/').at(-1)!;
  return (await fetch(`${documents}/seances/${id}/participants/${uid}`, { headers: OWNER })).ok;
}

/**
 * Hands `data` to the site's service worker as its push service would (DevTools' ServiceWorker
 * domain: the registration of the site's scope, then a push message).
 */
export async function deliverToWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((one) => !one.isDeleted && one.scopeURL === `${SITE_ORIGIN}/`);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: SITE_ORIGIN,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}

/** What the site's service worker shows now: titles, and the screen a tap opens. */
export function shown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, data }) => ({
      title,
      body,
      href: (data as { href?: string } | null)?.href,
    }));
  });
}
