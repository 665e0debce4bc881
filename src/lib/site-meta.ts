/**
 * What every page says about itself to search engines and link previews (WhatsApp, Facebook,
 * X): title, description, canonical address, Open Graph and Twitter tags. The same function
 * writes them into each prerendered HTML file at build time and, in the browser, when the reader
 * moves from page to page (./use-page-meta.ts downloads this module then: a prerendered page's
 * own head is already right).
 */

import { matchRoutes } from 'react-router-dom';
import { pageList, type PageKey } from './paths';
import { DEFAULT_DESCRIPTION } from './site-description';
import { absoluteUrl, fullTitle, SITE_NAME } from './site-title';

export { DEFAULT_DESCRIPTION };
export { absoluteUrl, fullTitle, SITE_NAME, SITE_URL } from './site-title';

/** One preview image per section of the site (1200 × 630, public/og/, made by scripts/images.mjs). */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

type Section = 'accueil' | 'blog' | 'commissions' | 'encadreurs' | 'compte';

/**
 * The preview image of each page (public/og/<section>.png), by its key in the table of pages;
 * the home page's for the others. (Kept here, out of the table, which every page downloads: only
 * this module reads it.)
 */
const SECTIONS: Partial<Record<PageKey, Section>> = {
  blog: 'blog',
  article: 'blog',
  commissions: 'commissions',
  commission: 'commissions',
  encadreurs: 'encadreurs',
  profilsEncadreurs: 'encadreurs',
  profile: 'encadreurs',
  login: 'compte',
  'inscription.eleve': 'compte',
  'inscription.encadreur': 'compte',
  'inscription.parent': 'compte',
};

const SECTION_ALT: Record<Section, string> = {
  accueil: 'Commission des Études — Études, Prière, Partage',
  blog: 'Le blog de la Commission des Études',
  commissions: 'Les commissions du groupe des jeunes',
  encadreurs: 'L’annuaire des encadreurs de la Commission des Études',
  compte: 'L’espace membres de la Commission des Études',
};

/** The section of the page at `pathname` (matched against the table of pages, in any letter case). */
export function sectionOf(pathname: string): Section {
  const key = matchRoutes(
    pageList().map(([id, { path }]) => ({ id, path })),
    pathname,
  )?.[0]?.route.id;
  return (key && SECTIONS[key]) ?? 'accueil';
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

/** In the browser: writes the head tags of the page shown at `pathname`. */
export function writeHeadTags(pathname: string, title: string, description?: string): void {
  for (const tag of pageHeadTags(pathname, title, description)) {
    const element = elementFor(tag);
    for (const [name, value] of Object.entries(tag.props)) element.setAttribute(name, value);
  }
}
