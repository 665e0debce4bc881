import type { FamilyService } from '@/backend/families';
import type { LivePages, OnPage, Unsubscribe } from '@/backend/types';
import { conversationMembers } from '@/domain/conversations';
import type { Message } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import {
  familySide,
  isInLink,
  linkId,
  mayConfirm,
  newLinkCode,
  PARENTS_MAX,
  readLinkCode,
  type CodeOwner,
  type FamilyLink,
} from '@/domain/families';
import { PAGE_SIZE } from '@/domain/limits';
import { fullName } from '@/domain/text';
import { requirePoster, requireUser, type Acting } from './acting';

/** A link as the store writes it at the request. */
export interface NewLink {
  id: string;
  parentId: string;
  parentName: string;
  childId: string;
  childName: string;
  requestedBy: FamilyLink['requestedBy'];
  /** The other side's code, which proves the asker was given it (firestore.rules read it). */
  code: string;
}

/**
 * Parents and children, decided once for both adapters: who has a side, which code links whom, who
 * confirms, the cap of PARENTS_MAX parents. Each store only reads and writes (`codesLiaison`,
 * `liens` and `familles` in Firestore, whose rules say the same again; the same tables locally).
 */
export interface FamilyStore {
  subscribeLinks: FamilyService['subscribeLinks'];
  subscribeChild: FamilyService['subscribeChild'];
  /** The member's code, or null before they have one. */
  codeOf(uid: string): Promise<string | null>;
  /** Stores a new code for the member (their name and side with it, as the asker will see them). */
  saveCode(code: string, owner: CodeOwner): Promise<void>;
  ownerOf(code: string): Promise<CodeOwner | null>;
  getLink(id: string): Promise<FamilyLink | null>;
  insertLink(link: NewLink): Promise<void>;
  /**
   * Confirms the link and adds the parent to the child's family, together; a store that reads the
   * family in its transaction calls `check` with its parents first (Firestore's rules refuse past
   * the cap). permission-denied when the link changed meanwhile.
   */
  confirmLink(link: FamilyLink, check: (parents: readonly string[]) => void): Promise<void>;
  /**
   * Writes a parent's authorisation on the child's profile (givenAutorisation, domain/consent.ts),
   * when it still waits: a no-op otherwise.
   */
  authorise(childId: string, parentId: string): Promise<void>;
  /** Deletes the link, and takes the parent out of the child's family when it was confirmed. */
  deleteLink(link: FamilyLink): Promise<void>;
  /** The pupil of conversation `key` when it is one of an adult and a pupil (its `eleve`), else null. */
  pupilOf(key: string): Promise<string | null>;
}

/** A conversation's messages, newest first, paged, live (the messages' store's own: MessageStore.subscribeThread). */
export type ThreadOf = (
  key: string,
  onChange: OnPage<Message>,
  onError: ((error: BackendError) => void) | undefined,
  pageSize: number,
) => LivePages;

/**
 * A live list opened once `allowed` resolves true (the family checked first, as firestore.rules do
 * on the server): permission-denied otherwise, reported like a refused listener.
 */
function afterCheck<T extends Unsubscribe>(
  allowed: () => Promise<boolean>,
  open: () => T,
  onError: ((error: BackendError) => void) | undefined,
): LivePages {
  let stop: T | null = null;
  let closed = false;
  void allowed().then(
    (yes) => {
      if (closed) return;
      if (yes) stop = open();
      else onError?.(new BackendError('permission-denied'));
    },
    (error: unknown) => onError?.(error instanceof BackendError ? error : new BackendError('unknown')),
  );
  return Object.assign(
    () => {
      closed = true;
      stop?.();
    },
    { more: () => (stop as Partial<LivePages> | null)?.more?.() },
  );
}

export function familyUseCases(store: FamilyStore, acting: Acting, thread: ThreadOf): FamilyService {
  /** Whether the signed-in member is a confirmed parent of `childId`. */
  async function parentOf(childId: string): Promise<boolean> {
    const viewer = await acting.viewer();
    if (!viewer) return false;
    return (await store.getLink(linkId(viewer.id, childId)))?.confirmed === true;
  }

  async function member() {
    const user = await requireUser(acting);
    const side = familySide(user.role);
    if (!side) throw new BackendError('permission-denied');
    return { user, side };
  }

  async function ownLink(id: string, uid: string): Promise<FamilyLink> {
    // A link's id names its two members (linkId): anyone else learns nothing, not even that it exists.
    if (!id.split('_').includes(uid)) throw new BackendError('not-found');
    const link = await store.getLink(id);
    if (!link || !isInLink(link, uid)) throw new BackendError('not-found');
    return link;
  }

  const full = (parents: readonly string[]) => {
    if (parents.length >= PARENTS_MAX) throw new BackendError('family/full');
  };

  return {
    async myCode() {
      const { user, side } = await member();
      const known = await store.codeOf(user.id);
      if (known) return known;
      const code = newLinkCode();
      await store.saveCode(code, { uid: user.id, name: fullName(user), side });
      return code;
    },

    async lookUp(typed) {
      await member();
      const code = readLinkCode(typed);
      return code ? store.ownerOf(code) : null;
    },

    async request(typed) {
      const { user, side } = await member();
      // Asking writes: a suspended member does not (the consent of the youngest is another matter:
      // a child waiting for their parent's approval must be able to link with them).
      if (user.suspendu) throw new BackendError('account/suspended');
      const code = readLinkCode(typed);
      const owner = code ? await store.ownerOf(code) : null;
      if (!code || !owner) throw new BackendError('family/unknown-code');
      if (owner.uid === user.id) throw new BackendError('family/own-code');
      if (owner.side === side) throw new BackendError('family/same-side');
      const me = { uid: user.id, name: fullName(user) };
      const [parent, child] = side === 'parent' ? [me, owner] : [owner, me];
      const id = linkId(parent.uid, child.uid);
      if (await store.getLink(id)) throw new BackendError('family/already-linked');
      await store.insertLink({
        id,
        parentId: parent.uid,
        parentName: parent.name,
        childId: child.uid,
        childName: child.name,
        requestedBy: side,
        code,
      });
    },

    async confirm(id) {
      const user = await requirePoster(acting);
      const link = await ownLink(id, user.id);
      if (!mayConfirm(link, user.id)) throw new BackendError('permission-denied');
      await store.confirmLink(link, full);
    },

    async authorise(childId) {
      const user = await requirePoster(acting);
      if (user.role !== 'parent' || !(await parentOf(childId))) throw new BackendError('permission-denied');
      await store.authorise(childId, user.id);
    },

    async remove(id) {
      const user = await requireUser(acting);
      await store.deleteLink(await ownLink(id, user.id));
    },

    subscribeLinks: (uid, onChange, onError) => store.subscribeLinks(uid, onChange, onError),
    subscribeChild: (childId, onChange, onError) =>
      afterCheck(
        () => parentOf(childId),
        () => store.subscribeChild(childId, onChange, onError),
        onError,
      ),

    subscribeChildThread: (key, onChange, onError, options) =>
      afterCheck(
        async () => {
          // Only a conversation of an adult and a pupil, and only for that pupil's parent.
          const pupil = conversationMembers(key) ? await store.pupilOf(key) : null;
          return !!pupil && (await parentOf(pupil));
        },
        () => thread(key, onChange, onError, options?.pageSize ?? PAGE_SIZE),
        onError,
      ),
  };
}
