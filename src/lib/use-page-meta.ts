import { useLayoutEffect } from 'react';
import { titleWithUnread } from '@/domain/conversations';

export const SITE_NAME = 'Commission des Études';

function meta(selector: string): HTMLMetaElement | null {
  return typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(selector);
}

// The description written in index.html, for pages that have none of their own.
const defaultDescription = meta('meta[name="description"]')?.content ?? '';

/** The signed-in member's unread messages, shown in front of every page's title: « (2) … ». */
let unreadInTitle = 0;

/** Called by the navigation bar whenever the member's unread count changes (0 when signed out). */
export function showUnreadInTitle(count: number): void {
  unreadInTitle = count;
  if (typeof document !== 'undefined') document.title = titleWithUnread(document.title, count);
}

/**
 * Sets the tab title, the description search engines show and the Open Graph title and
 * description of the page being displayed. Every page calls it once, with French text.
 */
export function usePageMeta(title: string, description?: string): void {
  // A layout effect: the title changes in the same commit as the page, before anything reads it.
  useLayoutEffect(() => {
    const fullTitle = title === SITE_NAME ? `${SITE_NAME} · Études, Prière, Partage` : `${title} · ${SITE_NAME}`;
    const text = description ?? defaultDescription;
    document.title = titleWithUnread(fullTitle, unreadInTitle);
    meta('meta[name="description"]')?.setAttribute('content', text);
    meta('meta[property="og:title"]')?.setAttribute('content', fullTitle);
    meta('meta[property="og:description"]')?.setAttribute('content', text);
    meta('meta[property="og:url"]')?.setAttribute('content', window.location.origin + window.location.pathname);
  }, [title, description]);
}
