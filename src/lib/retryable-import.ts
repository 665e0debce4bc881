/*
 * A dynamic import that really asks the network again when it is tried again.
 *
 * Chromium (Debian's 150, and the older versions many phones still run) remembers a module whose
 * download failed: every later import() of the same address fails at once with the same error,
 * without a request. A dropped mobile connection would then keep the site's service, or a page,
 * from ever loading until the page is reloaded. So once a download has failed, a new try asks for
 * the same file at another address (`…js?retry=1`, `?retry=2`…): the hosts serve it all the same,
 * and the browser's memory of the failure does not apply. The failed address is read from the
 * browser's error (Chromium and Firefox name it); where it is not named, the import is simply
 * called again.
 *
 * A file imported by the failed one and failed with it stays remembered under its own address:
 * what this mends is the usual case, the requested file itself cut off.
 */

/** The module address an import error names (`Failed to fetch dynamically imported module: <url>`). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const url = /(https?:\/\/[^\s?#]+\.m?[jt]sx?)(?:[?#]\S*)?\s*$/.exec(message)?.[1];
  return url ?? null;
}

const importUrl = (url: string) => import(/* @vite-ignore */ url);

/** `load` (a dynamic import) made retryable: see above. `importAt` imports an address (tests stand in for it). */
export function retryableImport<M>(
  load: () => Promise<M>,
  importAt: (url: string) => Promise<M> = importUrl,
): () => Promise<M> {
  let failed: string | null = null;
  let tries = 0;
  return () => {
    const attempt = failed === null ? load() : importAt(`${failed}?retry=${(tries += 1)}`);
    return attempt.catch((error: unknown) => {
      failed ??= failedModuleUrl(error);
      throw error;
    });
  };
}
