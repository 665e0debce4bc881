/**
 * The site's name, its pages' titles and its public address: what every page needs in the
 * browser. The rest of the head (description, canonical, link previews) is written by
 * ./site-meta.ts, which a page downloads only when its head must change (./use-page-meta.ts).
 */

export const SITE_NAME = 'Commission des Études';

/**
 * The public address of the deployed site, without a trailing slash, from VITE_SITE_URL
 * (vite.config.ts checks it and falls back to the local preview address). Previews need
 * absolute URLs: a crawler never resolves « /og/blog.png » against anything.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return SITE_URL + (path.startsWith('/') ? path : `/${path}`);
}

/** « Blog · Commission des Études »; the home page reads « Commission des Études · Études, Prière, Partage ». */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? `${SITE_NAME} · Études, Prière, Partage` : `${title} · ${SITE_NAME}`;
}
