/*
 * The table of the site's pages: every address, written once. The router (src/app/routes.tsx)
 * makes one route per entry, the screens link with `paths` (derived below), the build lists the
 * public pages for prerendering and sitemap.xml and the members' screens for robots.txt
 * (src/app/route-paths.ts), and the service worker precaches some pages by their key
 * (scripts/pwa.ts). Addresses are spelt as the spec spells them; the router matches them in any
 * letter case, so /encadreurs and /ENCADREURS lead to /Encadreurs.
 *
 * Relative imports only: scripts/pwa.ts reads this file while Vite loads its configuration, before
 * the `@` alias exists. It is part of the app every page downloads: data only, nothing for the build.
 */
import type { Role } from '../domain/entities';
import { FORUM_PAGE_IDS, forumPathOf, isForumPageId, type ForumPageId } from '../domain/forums';
import { RESET_PASSWORD_PATH } from '../domain/password-reset';

/** The preview image of a page (public/og/<section>.png): the home page's when none is said. */
export type Section = 'accueil' | 'blog' | 'commissions' | 'encadreurs' | 'compte';

export interface PageEntry {
  /** Its address; a parameter is written `:name` (one per address). */
  readonly path: string;
  /**
   * A public page: prerendered, in sitemap.xml, readable signed out. Without it, a member's screen:
   * rendered in the browser only, disallowed in robots.txt, its backend loaded with the page.
   */
  readonly public?: true;
  readonly section?: Section;
}

// One entry per forum of src/domain/forums.ts, at its page id (/EncadreurEleve, /ParentEncadreur).
const forumPages = Object.fromEntries(FORUM_PAGE_IDS.map((pageId) => [pageId, { path: forumPathOf(pageId) }])) as Record<
  ForumPageId,
  PageEntry
>;

/** Every page, in the order of the sitemap and of robots.txt. */
export const PAGES = {
  home: { path: '/', public: true },
  blog: { path: '/blog', public: true, section: 'blog' },
  /**
   * /Blog1, /Blog2…: an article of src/content/blog/, at the address its folder's meta.ts gives.
   * Any other one-word address comes here too, and gets the « page introuvable ».
   */
  article: { path: '/:article', public: true, section: 'blog' },
  contact: { path: '/contact', public: true },
  commissions: { path: '/commissions', public: true, section: 'commissions' },
  commission: { path: '/commissions/:slug', public: true, section: 'commissions' },
  encadreurs: { path: '/Encadreurs', public: true, section: 'encadreurs' },
  profilsEncadreurs: { path: '/ProfilEncadreur', public: true, section: 'encadreurs' },
  profile: { path: '/Profile/:id', public: true, section: 'encadreurs' },
  login: { path: '/Login', public: true, section: 'compte' },
  inscriptEleve: { path: '/InscriptEleve', public: true, section: 'compte' },
  inscriptEncadreur: { path: '/InscriptEncadreur', public: true, section: 'compte' },
  inscriptParent: { path: '/InscriptParent', public: true, section: 'compte' },
  tableauEleve: { path: '/TableauEleve' },
  tableauEncadreur: { path: '/TableauEncadreur' },
  tableauParent: { path: '/TableauParent' },
  ...forumPages,
  // Not in the spec: the responsables' space (issue « Trust and safety ») and local mode's pages.
  responsable: { path: '/Responsable' },
  modeLocal: { path: '/ModeLocal' },
  motDePasse: { path: RESET_PASSWORD_PATH },
  boiteLocale: { path: '/BoiteLocale' },
  monProfil: { path: '/MonProfil' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;

/** An address with its parameter given (`/commissions/:slug` → `/commissions/etude`). */
const fill = (pattern: string, value: number | string) => pattern.replace(/:\w+/, String(value));

/**
 * The addresses the screens link to, from the table above. (An article's address is in its
 * meta.ts: src/content/blog/.)
 */
export const paths = {
  home: PAGES.home.path,
  blog: PAGES.blog.path,
  contact: PAGES.contact.path,
  commissions: PAGES.commissions.path,
  commission: (slug: string) => fill(PAGES.commission.path, slug),
  encadreurs: PAGES.encadreurs.path,
  profilsEncadreurs: PAGES.profilsEncadreurs.path,
  profile: (id: number | string) => fill(PAGES.profile.path, id),
  login: PAGES.login.path,
  inscription: {
    eleve: PAGES.inscriptEleve.path,
    encadreur: PAGES.inscriptEncadreur.path,
    parent: PAGES.inscriptParent.path,
  } satisfies Record<Role, string>,
  dashboard: {
    eleve: PAGES.tableauEleve.path,
    encadreur: PAGES.tableauEncadreur.path,
    parent: PAGES.tableauParent.path,
  } satisfies Record<Role, string>,
  forum: {
    encadreurEleve: PAGES.EncadreurEleve.path,
    parentEncadreur: PAGES.ParentEncadreur.path,
  },
  /** The responsables' space: tutors to approve, reports, members, journal. */
  responsable: PAGES.responsable.path,
  /** The signed-in member's own profile (issue 15, « Mon profil »). */
  monProfil: PAGES.monProfil.path,
  /** The link of a password-reset e-mail: a new password (issue 15; Firebase's custom action URL). */
  motDePasse: PAGES.motDePasse.path,
  /** Local mode only: the e-mails the site would have sent (issue 15). */
  boiteLocale: PAGES.boiteLocale.path,
  /** What local mode is, and « Devenir responsable (mode local) ». */
  modeLocal: PAGES.modeLocal.path,
} as const;

/**
 * A forum's address from the id its questions carry (a report, a journal line name it so); a
 * question stored without one (the spec's default id) was asked on the tutor–pupil forum.
 */
export function forumPath(pageId: string): string {
  return isForumPageId(pageId) ? forumPathOf(pageId) : paths.forum.encadreurEleve;
}
