/**
 * What every page says about itself to search engines and link previews (WhatsApp, Facebook,
 * X): title, description, canonical address, Open Graph and Twitter tags. The same function
 * writes them into each prerendered HTML file at build time and keeps them right in the browser
 * when the reader moves from page to page.
 */

import { matchRoutes } from 'react-router-dom';
import { PAGES, type PageEntry, type Section } from './paths';
import { DEFAULT_DESCRIPTION } from './site-description';

export const SITE_NAME = 'Commission des Études';

export { DEFAULT_DESCRIPTION };

/**
 * The public address of the deployed site, without a trailing slash, from VITE_SITE_URL
 * (vite.config.ts checks it and falls back to the local preview address). Previews need
 * absolute URLs: a crawler never resolves « /og/blog.png » against anything.
 */
export const SITE_URL: string = (import.meta.env.VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/+$/, '');

/** One preview image per section of the site (1200 × 630, public/og/, made by scripts/images.mjs). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const SECTION_ALT: Record<Section, string> = {
  accueil: 'Commission des Études — Études, Prière, Partage',
  blog: 'Le blog de la Commission des Études',
  commissions: 'Les commissions du groupe des jeunes',
  encadreurs: 'L’annuaire des encadreurs de la Commission des Études',
  compte: 'L’espace membres de la Commission des Études',
};

/** The section of the page at `pathname`, as the table of pages says (src/lib/paths.ts), in any letter case. */
export function sectionOf(pathname: string): Section {
  const pages: PageEntry[] = Object.values(PAGES);
  return matchRoutes(pages, pathname)?.[0]?.route.section ?? 'accueil';
}

export function absoluteUrl(path: string): string {
  return SITE_URL + (path.startsWith('/') ? path : `/${path}`);
}

/** « Blog · Commission des Études »; the home page reads « Commission des Études · Études, Prière, Partage ». */
export function fullTitle(title: string): string {
  return title === SITE_NAME ? `${SITE_NAME} · Études, Prière, Partage` : `${title} · ${SITE_NAME}`;
}

/** A tag of the document's head: `<meta>` or `<link>`, by its attributes. */
export interface HeadTag {
  type: 'meta' | 'link';
  props: Record<string, string>;
}

/** The head tags of one page (its <title> aside), in the order they are written. */
export function pageHeadTags(pathname: string, title: string, description = DEFAULT_DESCRIPTION): HeadTag[] {
  const url = absoluteUrl(pathname);
  const section = sectionOf(pathname);
  const image = absoluteUrl(`/og/${section}.png`);
  const heading = fullTitle(title);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    type: 'meta',
    props: { [key]: name, content },
  });
  return [
    meta('name', 'description', description),
    { type: 'link', props: { rel: 'canonical', href: url } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'fr_FR'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', heading),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
    meta('property', 'og:image:alt', SECTION_ALT[section]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', heading),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
}
