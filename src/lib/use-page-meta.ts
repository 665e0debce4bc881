import { useEffect } from 'react';

export const SITE_NAME = 'Commission des Études';

// The description written in index.html, for pages that have none of their own.
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

/** Sets the tab title and the description search engines show, for the page being displayed. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? defaultDescription);
  }, [title, description]);
}
