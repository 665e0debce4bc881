/*
 * The table of the site's pages: every address, written once. The router (src/app/routes.tsx)
 * makes one route per entry, the screens link with `paths` (derived below), the build lists the
 * public pages for prerendering and sitemap.xml and the members' screens for robots.txt
 * (src/app/route-paths.ts), the service worker precaches some pages by their key
 * (scripts/pwa.ts) and the link previews choose their image by it (src/lib/site-meta.ts). Addresses are spelt as the spec spells them; the router matches them in any
 * letter case, so /encadreurs and /ENCADREURS lead to /Encadreurs.
 *
 * Relative imports only: scripts/pwa.ts reads this file while Vite loads its configuration, before
 * the `@` alias exists. It is part of the app every page downloads: data only, nothing for the build.
 */
import type { Role } from '../domain/entities';
import { FORUM_PAGE_IDS, forumPathOf, isForumPageId, type ForumPageId } from '../domain/forums.js';
import { RESET_PASSWORD_PATH } from '../domain/password-reset.js';

export interface PageEntry {
  /** Its address; a parameter is written `:name` (one per address). */
  readonly path: string;
  /**
   * A public page: prerendered, in sitemap.xml, readable signed out. Without it, a member's screen:
   * rendered in the browser only, disallowed in robots.txt, its backend loaded with the page.
   */
  readonly public?: true;
  /**
   * A member's screen that a visitor reads too, its first content without the backend (a forum's
   * first page over REST, issue 34): the backend waits for the page rather than loading with it,
   * unless someone is signed in.
   */
  readonly readsFirst?: true;
}

/** Pages of one kind, by name (the sign-up forms by role…). */
export type PageGroup = Readonly<Record<string, PageEntry>>;

// One entry per forum of src/domain/forums.ts, at its page id (/EncadreurEleve, /ParentEncadreur),
// named as the screens name it (paths.forum.encadreurEleve).
export const forumKeyOf = <Id extends ForumPageId>(pageId: Id) =>
  (pageId[0]!.toLowerCase() + pageId.slice(1)) as Uncapitalize<Id>;
const forumPages = Object.fromEntries(
  FORUM_PAGE_IDS.map((pageId) => [forumKeyOf(pageId), { path: forumPathOf(pageId), readsFirst: true }]),
) as Record<Uncapitalize<ForumPageId>, PageEntry>;
// One question's own address in its forum (issue 25): /EncadreurEleve/question/{id}.
const questionPages = Object.fromEntries(
  FORUM_PAGE_IDS.map((pageId) => [forumKeyOf(pageId), { path: `${forumPathOf(pageId)}/question/:id` }]),
) as Record<Uncapitalize<ForumPageId>, { path: `/${string}/question/:id` }>;

/**
 * Every page, in the order of the sitemap and of robots.txt; pages of one kind in a group. The
 * screens link with `paths`, its image: `paths.login` is '/Login', `paths.inscription.eleve`
 * is '/InscriptEleve', `paths.commission('etude')` is '/commissions/etude'.
 */
export const PAGES = {
  home: { path: '/', public: true },
  blog: { path: '/blog', public: true },
  /**
   * /Blog1, /Blog2…: an article of src/content/blog/, at the address its folder's meta.ts gives.
   * Any other one-word address comes here too, and gets the « page introuvable ».
   */
  article: { path: '/:article', public: true },
  contact: { path: '/contact', public: true },
  commissions: { path: '/commissions', public: true },
  commission: { path: '/commissions/:slug', public: true },
  encadreurs: { path: '/Encadreurs', public: true },
  profilsEncadreurs: { path: '/ProfilEncadreur', public: true },
  profile: { path: '/Profile/:id', public: true },
  /** The programme of séances (issue 26): readable by anyone, « Je participe » for members. */
  programme: { path: '/Programme', public: true },
  /** What the site keeps, why, for how long, and how to have it erased (issue 33). */
  protectionDonnees: { path: '/ProtectionDesDonnees', public: true },
  /** The tutors' code of conduct, accepted at a tutor's sign-up (issue 33). */
  charteEncadreur: { path: '/CharteEncadreur', public: true },
  login: { path: '/Login', public: true },
  inscription: {
    eleve: { path: '/InscriptEleve', public: true },
    encadreur: { path: '/InscriptEncadreur', public: true },
    parent: { path: '/InscriptParent', public: true },
  } satisfies Record<Role, PageEntry>,
  dashboard: {
    eleve: { path: '/TableauEleve' },
    encadreur: { path: '/TableauEncadreur' },
    parent: { path: '/TableauParent' },
  } satisfies Record<Role, PageEntry>,
  forum: forumPages,
  /** One question, opened directly or shared (issue 25). */
  question: questionPages,
  /** The questions a member follows, what is new in them, and a tutor's subjects (issue 25). */
  mesQuestions: { path: '/MesQuestions' },
  /** A parent's children linked on the site: their séances, questions, who writes to them (issue 33). */
  mesEnfants: { path: '/MesEnfants' },
  // Not in the spec: the responsables' space (issue « Trust and safety ») and local mode's pages.
  /** The responsables' space: tutors to approve, reports, members, journal. */
  responsable: { path: '/Responsable' },
  /** What local mode is, and « Devenir responsable (mode local) ». */
  modeLocal: { path: '/ModeLocal' },
  /** The link of a password-reset e-mail: a new password (issue 15; Firebase's custom action URL). */
  motDePasse: { path: RESET_PASSWORD_PATH },
  /** Local mode only: the e-mails the site would have sent (issue 15). */
  boiteLocale: { path: '/BoiteLocale' },
  /** The signed-in member's own profile (issue 15, « Mon profil »). */
  monProfil: { path: '/MonProfil' },
} as const satisfies Readonly<Record<string, PageEntry | PageGroup>>;

type Pages = typeof PAGES;

/** A page's key: 'login', or 'inscription.eleve' in a group. */
export type PageKey = {
  [K in keyof Pages]: Pages[K] extends PageEntry ? K : `${K}.${keyof Pages[K] & string}`;
}[keyof Pages];

const isPage = (node: PageEntry | PageGroup): node is PageEntry => typeof node.path === 'string';

/** Every page of the table, in its order, with its key. */
export function pageList(table: Readonly<Record<string, PageEntry | PageGroup>> = PAGES): [PageKey, PageEntry][] {
  return Object.entries(table).flatMap(([key, node]) =>
    isPage(node) ? [[key, node]] : Object.entries(node).map(([name, entry]) => [`${key}.${name}`, entry]),
  ) as [PageKey, PageEntry][];
}

/** An address with its parameter given (`/commissions/:slug` → `/commissions/etude`). */
const fill = (pattern: string, value: number | string) => pattern.replace(/:\w+/, String(value));

type PathOf<E> = E extends { path: `${string}:${string}` }
  ? (value: number | string) => string
  : E extends { path: infer P }
    ? P
    : never;
type Paths = {
  readonly [K in keyof Pages]: Pages[K] extends PageEntry
    ? PathOf<Pages[K]>
    : { readonly [N in keyof Pages[K]]: PathOf<Pages[K][N]> };
};

const pathOf = ({ path }: PageEntry) => (path.includes(':') ? (value: number | string) => fill(path, value) : path);

/**
 * The addresses the screens link to: the table's, in its shape. (An article's address is in its
 * meta.ts: src/content/blog/.)
 */
export const paths = Object.fromEntries(
  Object.entries(PAGES as Readonly<Record<string, PageEntry | PageGroup>>).map(([key, node]) => [
    key,
    isPage(node)
      ? pathOf(node)
      : Object.fromEntries(Object.entries(node).map(([name, entry]) => [name, pathOf(entry)])),
  ]),
) as unknown as Paths;

/**
 * A forum's address from the id its questions carry (a report, a journal line name it so); a
 * question stored without one (the spec's default id) was asked on the tutor–pupil forum.
 */
export function forumPath(pageId: string): string {
  return isForumPageId(pageId) ? forumPathOf(pageId) : paths.forum.encadreurEleve;
}
