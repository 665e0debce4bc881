import { DEFAULT_PAGE_ID } from './limits.js';
import type { ProfileRole } from './profile-schema';

/**
 * The forums a question may belong to: the last segment of each forum's canonical path (spec §3),
 * plus the spec's default. firestore.rules lists the same ids by value.
 */
export const FORUM_PAGE_IDS = ['EncadreurEleve', 'ParentEncadreur'] as const;
export type ForumPageId = (typeof FORUM_PAGE_IDS)[number];

export interface ForumDefinition {
  /** The forum's name, as its page, the dashboards and the commission's page show it. */
  title: string;
  /** The roles it is meant for, in the order its page names them; their dashboards link to it. */
  audience: readonly ProfileRole[];
}

/**
 * Each forum's name and audience, one home for every screen that names a forum. A new forum: its
 * id above, an entry here, then what typecheck and tests ask for (its wording in
 * features/forum/forum-config.ts, its line on the dashboards, the rules' forumPageId list).
 */
export const FORUM_DEFINITIONS: { readonly [K in ForumPageId]: ForumDefinition } = {
  EncadreurEleve: { title: 'Forum encadreurs et élèves', audience: ['eleve', 'encadreur'] },
  ParentEncadreur: { title: 'Forum parents et encadreurs', audience: ['parent', 'encadreur'] },
};

/** A forum's address: its page id is the last segment of its path (/EncadreurEleve). */
export function forumPathOf(pageId: ForumPageId): string {
  return `/${pageId}`;
}

/** The forums a role is meant for, in FORUM_PAGE_IDS' order. */
export function forumsFor(role: ProfileRole): ForumPageId[] {
  return FORUM_PAGE_IDS.filter((pageId) => FORUM_DEFINITIONS[pageId].audience.includes(role));
}

export function isForumPageId(pageId: string): pageId is ForumPageId {
  return (FORUM_PAGE_IDS as readonly string[]).includes(pageId);
}

/** Only the tutor–pupil forum takes PDF attachments (spec §3). */
export const ATTACHMENT_FORUM: ForumPageId = 'EncadreurEleve';

export function isKnownPageId(pageId: string): boolean {
  return pageId === DEFAULT_PAGE_ID || isForumPageId(pageId);
}

export function acceptsAttachments(pageId: string): boolean {
  return pageId === ATTACHMENT_FORUM;
}

/**
 * The tutor–pupil forum files each question under a subject of the directory, chosen when asking
 * (a tutor's own by default), and lists them by subject and class (issue 25).
 */
export function asksSubject(pageId: string): boolean {
  return pageId === ATTACHMENT_FORUM;
}

/** Only web links open as attachments; a `javascript:` or `data:` URL is never a link. */
export function isWebUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}
