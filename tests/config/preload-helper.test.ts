// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { __vitePreload } from '../../scripts/preload-helper.js';

/*
 * The helper every dynamic import() of the built site goes through (scripts/light-preload.ts):
 * it asks for the files given beside the module, once each, and imports the module without
 * waiting for them.
 */
let preload: typeof __vitePreload;

beforeAll(async () => {
  // The build writes the site's base in its place (scripts/light-preload.ts).
  (globalThis as { __BASE__?: string }).__BASE__ = '/';
  ({ __vitePreload: preload } = await import('../../scripts/preload-helper.js'));
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the light preload helper', () => {
  it('imports the module at once when nothing is to be asked for beside it', async () => {
    const load = vi.fn(() => Promise.resolve('page'));
    await expect(preload(load, [])).resolves.toBe('page');
    await expect(preload(load, undefined)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    expect(preloads()).toEqual([]);
  });

  it('asks for each file beside the module once, from the site’s root, without waiting for them', async () => {
    let loaded = false;
    const load = () => {
      loaded = true;
      return Promise.resolve('forum');
    };
    const pending = preload(load, ['assets/question-list-a1.js', 'assets/ask-form-b2.js']);
    expect(loaded).toBe(true);
    await expect(pending).resolves.toBe('forum');
    await preload(() => Promise.resolve('again'), ['assets/ask-form-b2.js', 'assets/rest-c3.js']);
    expect(preloads()).toEqual(['/assets/question-list-a1.js', '/assets/ask-form-b2.js', '/assets/rest-c3.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]')!;
    expect(link.crossOrigin).toBe('');
  });

  it('lets a failed import fail (retryableImport retries it)', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');
    await expect(preload(() => Promise.reject(failure), [])).rejects.toBe(failure);
  });
});
