import { describe, expect, it, vi } from 'vitest';
import type { LivePages, OnPage } from '@/backend/types';
import { BackendError } from '@/domain/errors';
import { firstPageThenLive } from './first-page-then-live';

/** A live list the test drives: `deliver` plays the backend's answers. */
function liveList() {
  const more = vi.fn();
  const stop = vi.fn();
  let onChange: OnPage<string> | null = null;
  const subscribed = vi.fn((change: OnPage<string>) => {
    onChange = change;
    return Object.assign(stop, { more }) as LivePages;
  });
  let release!: () => void;
  const backend = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    live: async (change: OnPage<string>) => {
      await backend;
      return subscribed(change);
    },
    release,
    deliver: (items: string[], hasMore: boolean) => onChange!(items, hasMore),
    subscribed,
    more,
    stop,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = new Promise<never>(() => {});

describe('a first page quickly, then the live list', () => {
  it('shows the quick page, starts the live list once it is shown, and lets the live list have the last word', async () => {
    const list = liveList();
    const seen: [string[], boolean][] = [];
    firstPageThenLive(
      { quick: async () => ({ items: ['q1', 'q2'], hasMore: true }), live: list.live, backendLoaded: never },
      (items, hasMore) => seen.push([items, hasMore]),
      () => undefined,
    );
    await tick();
    expect(seen).toEqual([[['q1', 'q2'], true]]);
    list.release();
    await tick();
    expect(list.subscribed).toHaveBeenCalledTimes(1);
    list.deliver(['q0', 'q1'], true);
    expect(seen.at(-1)).toEqual([['q0', 'q1'], true]);
  });

  it('drops a quick page that comes after the live list has answered', async () => {
    const list = liveList();
    let answer!: (page: { items: string[]; hasMore: boolean }) => void;
    const seen: string[][] = [];
    firstPageThenLive(
      {
        quick: () => new Promise<{ items: string[]; hasMore: boolean }>((resolve) => (answer = resolve)),
        live: list.live,
        backendLoaded: Promise.resolve(), // a member's session has the backend already
      },
      (items) => seen.push(items),
      () => undefined,
    );
    list.release();
    await tick();
    list.deliver(['live'], false);
    answer({ items: ['stale'], hasMore: false });
    await tick();
    expect(seen).toEqual([['live']]);
  });

  it('« Voir plus » before the live list is there asks it once its first page is in', async () => {
    const list = liveList();
    const pages = firstPageThenLive(
      { quick: async () => ({ items: ['q1'], hasMore: true }), live: list.live, backendLoaded: never },
      () => undefined,
      () => undefined,
    );
    await tick();
    pages.more();
    expect(list.more).not.toHaveBeenCalled();
    list.release();
    await tick();
    expect(list.more).not.toHaveBeenCalled(); // its first page is still loading: it would ignore it
    list.deliver(['q1'], true);
    await tick();
    expect(list.more).toHaveBeenCalledTimes(1);
  });

  it('without a quick read, starts the live list at once; a backend that cannot download is the list’s error', async () => {
    const onError = vi.fn();
    firstPageThenLive(
      {
        quick: null,
        live: () => Promise.reject(new Error('chunk failed')),
        backendLoaded: never,
      },
      () => undefined,
      onError,
    );
    await tick();
    expect(onError).toHaveBeenCalledWith(expect.any(BackendError));
    expect((onError.mock.calls[0]![0] as BackendError).code).toBe('unavailable');
  });

  it('a failed quick read still starts the live list; stopping aborts the read and ends the live list', async () => {
    const list = liveList();
    let signal: AbortSignal | undefined;
    const stop = firstPageThenLive(
      {
        quick: async (given) => {
          signal = given;
          throw new BackendError('unavailable');
        },
        live: list.live,
        backendLoaded: never,
      },
      () => undefined,
      () => undefined,
    );
    list.release();
    await tick();
    expect(list.subscribed).toHaveBeenCalledTimes(1);
    stop();
    expect(signal?.aborted).toBe(true);
    expect(list.stop).toHaveBeenCalled();
  });
});
