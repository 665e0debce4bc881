import { createElement, type ComponentType, type ReactElement } from 'react';
import { retryableImport } from '@/lib/retryable-import';
import { suspended } from '@/lib/suspended';

/** A page component loaded from its own chunk the first time it is shown, or sooner by preload(). */
export interface LazyPage<P> {
  (props: P): ReactElement;
  /** Starts the download (once); resolves when the page can render at `pathname` without waiting. */
  preload: (pathname?: string) => Promise<void>;
}

/**
 * Like React.lazy, with two differences the prerendered site needs (src/lib/suspended.ts):
 * - preload(): src/boot.tsx downloads the page of the address before hydrating, so React adopts
 *   the whole prerendered HTML in one pass. (A page still downloading would leave its part of the
 *   HTML « dehydrated », and the session becoming known meanwhile would make React throw that
 *   part away and render it again, spinner first.)
 * - a failed download is not remembered: showing the page again (the error page's « Réessayer »)
 *   downloads again, even in a browser that remembers failed imports (lib/retryable-import.ts).
 *
 * `load` imports the page's module, `pick` names the page in it. `prepare`, if given, downloads
 * what the page needs at one address besides its code (an article's text), for preload().
 */
export function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  prepare?: (module: M, pathname: string) => Promise<void>,
): LazyPage<P> {
  const download = retryableImport(load);
  let loaded: M;
  const page = suspended(() =>
    download().then((module) => {
      loaded = module;
      return pick(module);
    }),
  );
  function Page(props: P): ReactElement {
    return createElement(page.read(), props);
  }
  Page.preload = (pathname?: string) =>
    page.load().then(() => (prepare && pathname !== undefined ? prepare(loaded, pathname) : undefined));
  return Page;
}

/** Whether an element of the route table is a lazy page (to preload it). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && typeof (type as Partial<LazyPage<object>>).preload === 'function';
}
