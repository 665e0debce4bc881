import { createElement, use, type ComponentType, type ReactElement } from 'react';

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
 *   tries again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function Page(props: P): ReactElement {
    if (!component) use(preload());
    return createElement(component!, props);
  }
  Page.preload = preload;
  return Page;
}

/** Whether an element of the route table is a lazy page (to preload it). */
export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && typeof (type as Partial<LazyPage<object>>).preload === 'function';
}
