// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { followUnacknowledgedWrites, trackWrite, unacknowledgedWrites } from './outbox';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('writes not yet acknowledged by the server', () => {
  it('counts each write from its issue until the server answers, sent or refused', async () => {
    const seen: number[] = [];
    const stop = followUnacknowledgedWrites((count) => seen.push(count));
    const sent = deferred();
    const refused = deferred();
    expect(trackWrite(sent.promise)).toBe(sent.promise);
    void trackWrite(refused.promise).catch(() => undefined);
    expect(unacknowledgedWrites()).toBe(2);

    sent.resolve();
    refused.reject(new Error('permission-denied'));
    await Promise.allSettled([sent.promise, refused.promise]);
    await Promise.resolve();
    expect(unacknowledgedWrites()).toBe(0);
    expect(seen).toEqual([1, 2, 1, 0]);
    stop();
  });

  it('has the browser ask before the tab is closed while one is waiting, and not once all are answered', async () => {
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    const write = deferred();
    void trackWrite(write.promise);
    expect(closing()).toBe(true);
    write.resolve();
    await write.promise;
    await Promise.resolve();
    expect(closing()).toBe(false);
  });
});
