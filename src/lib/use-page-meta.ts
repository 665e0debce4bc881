import { useEffect } from 'react';

export const SITE_NAME = 'Commission des Études';

/** Sets the tab title and the description search engines show, for the page being displayed. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description]);
}
