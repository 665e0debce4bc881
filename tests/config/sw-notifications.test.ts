import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/*
 * The service worker's notification handlers (scripts/sw.js, issue 35), run as the browser runs
 * the worker: the file evaluated in a global of its own, its events dispatched by hand. The
 * browser journeys deliver a real push message (tests/e2e-firebase/notifications.spec.ts); a tap
 * on a notification is the one thing no browser automation can do, so it is checked here.
 */

const SOURCE = readFileSync(new URL('../../scripts/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://commission.example';

function worker() {
  const handlers = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    __WB_MANIFEST: [],
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification },
    clients: { openWindow },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
  };
  runInNewContext(SOURCE, { self, URL, caches: {}, fetch, setTimeout });
  /** Dispatches an event; resolves once what it handed to waitUntil has settled. */
  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  return { dispatch, showNotification, openWindow };
}

const message = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});

describe('the service worker’s notifications', () => {
  it('shows a push message’s few words, with what a tap needs, and nothing else', async () => {
    const { dispatch, showNotification } = worker();
    await dispatch(
      'push',
      message({
        title: 'Sylvie Eba a répondu à votre question',
        body: 'Comment factoriser x² − 9 ?',
        href: '/EncadreurEleve/question/q1',
        tag: 'reply:q1',
        uid: 'eleve-1',
      }),
    );
    expect(showNotification).toHaveBeenCalledWith('Sylvie Eba a répondu à votre question', {
      body: 'Comment factoriser x² − 9 ?',
      tag: 'reply:q1',
      lang: 'fr',
      data: { href: '/EncadreurEleve/question/q1', uid: 'eleve-1' },
    });
  });

  it('shows nothing for a message that is not one of the site’s', async () => {
    const { dispatch, showNotification } = worker();
    await dispatch('push', message('{"pas":"un titre"}'));
    await dispatch('push', { data: { json: () => JSON.parse('pas du JSON') } });
    await dispatch('push', { data: null });
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('opens the notification’s screen on a tap, on the site only', async () => {
    const { dispatch, openWindow } = worker();
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { href: '/TableauEleve#mes-seances' } } });
    expect(close).toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/TableauEleve#mes-seances`);

    await dispatch('notificationclick', { notification: { close, data: { href: 'https://ailleurs.example/' } } });
    expect(openWindow).toHaveBeenCalledTimes(1);
  });
});
