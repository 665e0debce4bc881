import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, retryableImport } from './retryable-import';

describe('failedModuleUrl', () => {
  it('reads the address Chromium and Firefox name in a failed import', () => {
    expect(
      failedModuleUrl(
        new TypeError('Failed to fetch dynamically imported module: https://site.cm/assets/local-AbC_1.js'),
      ),
    ).toBe('https://site.cm/assets/local-AbC_1.js');
    expect(
      failedModuleUrl(
        new TypeError('error loading dynamically imported module: http://127.0.0.1:4173/assets/app-x.js?retry=2'),
      ),
    ).toBe('http://127.0.0.1:4173/assets/app-x.js');
  });

  it('gives nothing when the browser names no address (Safari)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('retryableImport', () => {
  it('imports once when the first download works', async () => {
    const load = vi.fn().mockResolvedValue({ page: 1 });
    const download = retryableImport(load);
    await expect(download()).resolves.toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failure the browser names no address for, calls the import again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue({ page: 1 });
    const download = retryableImport(load);
    await expect(download()).rejects.toThrow('Importing a module script failed.');
    await expect(download()).resolves.toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failed download, asks the same file at a new address each time (not the remembered failure)', async () => {
    const url = 'http://127.0.0.1:4173/assets/local-RKGP1S79.js';
    const load = vi.fn().mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const importAt = vi
      .fn<(url: string) => Promise<{ page: number }>>()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${url}?retry=1`))
      .mockResolvedValue({ page: 1 });
    const download = retryableImport(load, importAt);
    await expect(download()).rejects.toThrow();
    await expect(download()).rejects.toThrow();
    await expect(download()).resolves.toEqual({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importAt.mock.calls).toEqual([[`${url}?retry=1`], [`${url}?retry=2`]]);
  });
});
