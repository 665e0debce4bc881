import { DEFAULT_PAGE_ID } from './limits';

/**
 * The forums a question may belong to: the last segment of each forum's canonical path (spec §3),
 * plus the spec's default. firestore.rules lists the same ids by value.
 */
export const FORUM_PAGE_IDS = ['EncadreurEleve', 'ParentEncadreur'] as const;
export type ForumPageId = (typeof FORUM_PAGE_IDS)[number];

/** Only the tutor–pupil forum takes PDF attachments (spec §3). */
export const ATTACHMENT_FORUM: ForumPageId = 'EncadreurEleve';

export function isKnownPageId(pageId: string): boolean {
  return pageId === DEFAULT_PAGE_ID || (FORUM_PAGE_IDS as readonly string[]).includes(pageId);
}

export function acceptsAttachments(pageId: string): boolean {
  return pageId === ATTACHMENT_FORUM;
}

/** Only web links open as attachments; a `javascript:` or `data:` URL is never a link. */
export function isWebUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}
