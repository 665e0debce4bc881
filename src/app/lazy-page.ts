import { createElement, type ComponentType, type ReactElement } from 'react';
import { retryableImport } from '@/lib/retryable-import';

/** A page component loaded from its own chunk the first time it is shown, or sooner by preload(). */
export interface LazyPage<P> {
  (props: P): ReactElement;
  /** Starts the download (once); resolves when the page can render without waiting. */
  preload: () => Promise<void>;
}

/**
 * Like React.lazy, with two differences the prerendered site needs:
 * - preload(): src/main.tsx downloads the page of the address before hydrating, so React adopts
 *   the whole prerendered HTML in one pass. (A page still downloading would leave its part of the
 *   HTML « dehydrated », and the session becoming known meanwhile would make React throw that
 *   part away and render it again, spinner first.)
 * - a failed download is not remembered: showing the page again (the error page's « Réessayer »)
 *   downloads again, even in a browser that remembers failed imports (lib/retryable-import.ts).
 *
 * `load` imports the page's module, `pick` names the page in it.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  const download = retryableImport(load);
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;
  const preload = () => {
    if (loading) return loading;
    failure = null;
    loading = download().then(
      (loaded) => {
        component = pick(loaded);
      },
      (error: unknown) => {
        loading = null;
        failure = { error };
        throw error;
      },
    );
    return loading;
  };
  function Page(props: P): ReactElement {
    if (component) return createElement(component, props);
    // The download failed: the error page says so (its « Réessayer » renders the page again,
    // which downloads again).
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error;
    }
    // Suspense's protocol, as React.lazy: the nearest <Suspense> waits for the download. A page
    // already downloaded (preload(), an earlier visit) renders at once, even while hydrating.
    throw preload();
  }
  Page.preload = preload;
  return Page;
}

/** Whether an element of the route table is a lazy page (to preload it). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && typeof (type as Partial<LazyPage<object>>).preload === 'function';
}
