import type { Message } from '@/domain/entities';
import type { BackendError } from '@/domain/errors';
import type { ChildOverview, CodeOwner, FamilyLink } from '@/domain/families';
import type { LivePages, OnPage, Unsubscribe } from './types';

/**
 * The port's part for parents and their children (issue 33, docs/decisions/0029): a link asked
 * with the other's personal code and confirmed by them, undone by either side. Both adapters give
 * it through the use cases (use-cases/families.ts).
 */
export interface FamilyService {
  /**
   * The signed-in member's own link code (made the first time): a pupil gives it to a parent, a
   * parent to their child. permission-denied for a tutor (no family side).
   */
  myCode(): Promise<string>;
  /** Whose code this is (as typed: spaces, lower case), before asking: null when it is nobody's. */
  lookUp(code: string): Promise<CodeOwner | null>;
  /**
   * Asks to link with the owner of `code`, who confirms. family/unknown-code, family/same-side (a
   * parent's code typed by a parent, a pupil's by a pupil), family/own-code, family/already-linked.
   */
  request(code: string): Promise<void>;
  /** The side that did not ask confirms. family/full when the child has PARENTS_MAX parents already. */
  confirm(linkId: string): Promise<void>;
  /**
   * A confirmed parent authorises their child's account, which waited (a pupil under 15, issue 33):
   * the child may post, write and join séances from then on. Nothing to do when it waits no more;
   * permission-denied for anyone but a confirmed parent.
   */
  authorise(childId: string): Promise<void>;
  /** Either side declines a request or undoes a link. */
  remove(linkId: string): Promise<void>;
  /**
   * What concerns `childId` (their coming séances, their questions, the adults who write to them),
   * live, for their confirmed parent: permission-denied for anyone else.
   */
  subscribeChild(
    childId: string,
    onChange: (overview: ChildOverview) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
  /**
   * The messages of conversation `conversationId` between a child and an adult, newest first, live,
   * a page at a time, for the child's confirmed parent: read only. permission-denied otherwise
   * (another family's, or a conversation of two pupils, or of two adults).
   */
  subscribeChildThread(
    conversationId: string,
    onChange: OnPage<Message>,
    onError?: (error: BackendError) => void,
    options?: { pageSize?: number },
  ): LivePages;
  /** The member's links (as parent or as child), asked or confirmed, live. */
  subscribeLinks(
    uid: string,
    onChange: (links: FamilyLink[]) => void,
    onError?: (error: BackendError) => void,
  ): Unsubscribe;
}
