import { useLayoutEffect } from 'react';
import { titleWithUnread } from '@/domain/conversations';
import { DEFAULT_DESCRIPTION, fullTitle, pageHeadTags, SITE_NAME, type HeadTag } from './site-meta';

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

/** The head element matching a tag (by name, property or rel), created when missing. */
function elementFor(tag: HeadTag): Element {
  const key = (['name', 'property', 'rel'] as const).find((attribute) => attribute in tag.props)!;
  const value = tag.props[key] ?? '';
  let element = document.head.querySelector(`${tag.type}[${key}="${value}"]`);
  if (!element) {
    element = document.createElement(tag.type);
    element.setAttribute(key, value);
    document.head.append(element);
  }
  return element;
}

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
    for (const tag of pageHeadTags(window.location.pathname, title, description)) {
      const element = elementFor(tag);
      for (const [name, value] of Object.entries(tag.props)) element.setAttribute(name, value);
    }
  }, [title, description]);
}
