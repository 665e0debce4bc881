import { useLayoutEffect } from 'react';
import { titleWithUnread } from '@/domain/conversations';
import { retryableImport } from './retryable-import';
import { DEFAULT_DESCRIPTION } from './site-description';
import { absoluteUrl, fullTitle, SITE_NAME } from './site-title';

export { SITE_NAME };

/** The page rendered at build time (src/prerender.tsx): what its head must say. */
export interface RenderedMeta {
  title: string;
  description: string;
}

let rendered: RenderedMeta | null = null;

/** Before prerendering a page: forget the previous page's title. */
export function resetRenderedMeta(): void {
  rendered = null;
}

/** At build time only (no document): the page being rendered states its head. */
function recordRenderedMeta(title: string, description: string | undefined): void {
  if (typeof document === 'undefined') rendered = { title, description: description ?? DEFAULT_DESCRIPTION };
}

/** After prerendering a page: the title and description it asked for (null if none did). */
export function renderedMeta(): RenderedMeta | null {
  return rendered;
}

/** The signed-in member's unread messages, shown in front of every page's title: « (2) … ». */
let unreadInTitle = 0;

/** Called by the navigation bar whenever the member's unread count changes (0 when signed out). */
export function showUnreadInTitle(count: number): void {
  unreadInTitle = count;
  if (typeof document !== 'undefined') document.title = titleWithUnread(document.title, count);
}

// Downloaded when the head must change (another page than the one that arrived, or the shell):
// not part of the app every first visit waits for.
const headTags = retryableImport(() => import('./site-meta'));

/**
 * Whether the head already describes the page at `pathname`: a prerendered page's own HTML, as it
 * arrived (its title and description are this page's too). Only browsers read the head from
 * then on, and only for the title: link previews and search engines read the HTML files.
 */
const headIsFor = (pathname: string) =>
  document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === absoluteUrl(pathname);

/**
 * Sets the tab title, the description search engines show, the canonical address and the link
 * preview's tags (src/lib/site-meta.ts) of the page being displayed. Every page calls it once,
 * with French text. At build time it only records them, for the prerendered HTML's head.
 */
export function usePageMeta(title: string, description?: string): void {
  recordRenderedMeta(title, description);
  // A layout effect: the title changes in the same commit as the page, before anything reads it.
  useLayoutEffect(() => {
    document.title = titleWithUnread(fullTitle(title), unreadInTitle);
    // The address as the page was reached: pages with distinct addresses have distinct titles.
    const { pathname } = window.location;
    if (headIsFor(pathname)) return;
    // Offline, the tags stay as they were until a later page downloads their code.
    headTags().then(
      ({ writeHeadTags }) => writeHeadTags(pathname, title, description),
      () => undefined,
    );
  }, [title, description]);
}
