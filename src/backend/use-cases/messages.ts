import { refusedLive, refusedPages } from '@/backend/refused';
import type { LivePages, MessageService, OnPage, Unsubscribe } from '@/backend/types';
import { awaitsAuthorisation } from '@/domain/authorisation';
import { conversationId } from '@/domain/conversations';
import type { Conversation, Message, UserProfile } from '@/domain/entities';
import { BackendError } from '@/domain/errors';
import { MESSAGE_MAX_LENGTH, PAGE_SIZE } from '@/domain/limits';
import { mayStartWithPupil, minorParties, type MinorParties, type Party } from '@/domain/minor-conversations';
import { checkedText, correspondentName, newMessageFields } from '@/domain/new-records';
import { NO_NOTIFIER, type Notifier } from '@/domain/notifications';
import { canDeleteMessage, isApprovedTutor, isResponsable } from '@/domain/permissions';
import { requireConfirmedEmail, requirePublisher, requireUser, type Acting } from './acting';

/**
 * Private messages, decided once for both adapters: who sends (a member, not suspended, with a
 * confirmed address), to whom (a recipient with an account who may receive), who deletes (the
 * recipient only), and whose lists are read (one's own only). The stores (local/messages.ts,
 * firebase/messages.ts) only read, follow and write: a message, its conversation and the unread
 * counts together, as each storage does it.
 */

/** A message as the sender's profile and the caller's text make it (domain/new-records.ts). */
export type NewMessageFields = ReturnType<typeof newMessageFields>;

/** A recipient as the store can tell: whether they may receive (not suspended, not deleting their account). */
export interface Recipient {
  receives: boolean;
}

type OnError = (error: BackendError) => void;

/**
 * Called by a store before it writes the first message of a conversation, with the recipient as it
 * knows them (the local store reads their profile; Firestore's rules keep it unreadable: null):
 * throws when the sender may not start it; gives what the conversation keeps of an adult and a
 * pupil (domain/minor-conversations.ts), or null.
 */
export type Starting = (recipient: Party | null) => Promise<MinorParties | null>;

/** A member as a conversation that starts knows them. */
function partyOf(member: UserProfile): Party {
  return { uid: member.id, role: member.role, validated: isApprovedTutor(member) };
}

/** Where messages are kept: storage only, every decision is the use case's. */
export interface MessageStore {
  /** `uid`'s conversations, latest first, each read for `uid` (their unread count), paged, live. */
  subscribeConversations(
    uid: string,
    onChange: OnPage<Conversation>,
    onError: OnError | undefined,
    pageSize: number,
  ): LivePages;
  /** The messages of conversation `key`, newest first, paged, live. */
  subscribeThread(key: string, onChange: OnPage<Message>, onError: OnError | undefined, pageSize: number): LivePages;
  /** Every message `uid` received, newest first, paged, live. */
  subscribeInbox(uid: string, onChange: OnPage<Message>, onError: OnError | undefined, pageSize: number): LivePages;
  /** `uid`'s unread total, live. */
  subscribeUnread(uid: string, onChange: (count: number) => void, onError?: OnError): Unsubscribe;
  /** Marks read every message of conversation `key` sent to `me`, and lowers `me`'s unread counts by as many. */
  markRead(me: string, key: string): Promise<void>;
  /**
   * Writes the message (counted as a post of its sender), its conversation (named `recipientName`
   * on the recipient's side when it is new, and the sender's `senderName` on theirs) and the
   * recipient's unread count. `check` is called with the recipient as stored (null: no account)
   * before anything is written, or, where the store cannot read them (Firebase's rules keep
   * another member's profile unreadable), after the storage refused the write because of them; it
   * throws when they cannot receive. Resolves with the message's id.
   */
  send(
    fields: NewMessageFields,
    recipientName: string,
    check: (recipient: Recipient | null) => void,
    starting: Starting,
  ): Promise<string>;
  /** Whether conversation `key` has started (either member wrote). */
  conversationExists(key: string): Promise<boolean>;
  /** Whether `parentId` is a confirmed parent of `childId` (their link, domain/families.ts). */
  isParentOf(parentId: string, childId: string): Promise<boolean>;
  /**
   * Deletes message `id` (nothing when it is gone) once `decide`, called with it as stored, has
   * not refused; unread, it leaves the recipient's counts with it. In the same write its
   * conversation shows the newest message left, or goes with its last one (docs/decisions/0024).
   */
  removeMessage(id: string, decide: (message: Message) => void): Promise<void>;
}

/**
 * The message service over `store`. `signedIn` is the uid of this tab's session, known at once
 * (the lists refuse anyone else's without waiting).
 */
export function messageUseCases(
  store: MessageStore,
  acting: Acting,
  signedIn: () => string | null,
  notifier: Notifier = NO_NOTIFIER,
): MessageService {
  const mine = (uid: string) => uid === signedIn();

  /** Whether `sender` may start a conversation with pupil `to` (their link read only when it matters). */
  async function mayStart(sender: UserProfile, to: string): Promise<boolean> {
    const starter = { role: sender.role, approvedTutor: isApprovedTutor(sender), responsable: isResponsable(sender) };
    return mayStartWithPupil(starter, false) || (await store.isParentOf(sender.id, to));
  }

  return {
    subscribeConversations(uid, onChange, onError, options) {
      if (!mine(uid)) return refusedPages(onError);
      return store.subscribeConversations(uid, onChange, onError, options?.pageSize ?? PAGE_SIZE);
    },

    subscribeThread(uid, withId, onChange, onError, options) {
      const key = conversationId(uid, withId);
      if (!key || !mine(uid)) return refusedPages(onError);
      return store.subscribeThread(key, onChange, onError, options?.pageSize ?? PAGE_SIZE);
    },

    subscribeInbox(uid, onChange, onError, options) {
      if (!mine(uid)) return refusedPages(onError);
      return store.subscribeInbox(uid, onChange, onError, options?.pageSize ?? PAGE_SIZE);
    },

    subscribeUnread(uid, onChange, onError) {
      if (!mine(uid)) return refusedLive(onError);
      return store.subscribeUnread(uid, onChange, onError);
    },

    async markRead(withId) {
      const me = (await requireUser(acting)).id;
      const key = conversationId(me, withId);
      if (!key) throw new BackendError('invalid-argument');
      await store.markRead(me, key);
    },

    async send({ to, toName, toRole, toValidated, text }) {
      checkedText(text, MESSAGE_MAX_LENGTH); // nothing to read for a message that will be refused
      // Name and role come from the sender's own record, never from the caller.
      const sender = await requirePublisher(acting);
      const fields = newMessageFields(sender, to, text);
      const recipientName = correspondentName(toName);
      // As firestore.rules check the token's email_verified (docs/decisions/0013): said before trying.
      await requireConfirmedEmail(acting, sender);
      const declared: Party | null = toRole ? { uid: to, role: toRole, validated: toValidated === true } : null;
      const id = await store.send(
        fields,
        recipientName,
        (recipient) => {
          if (!recipient) throw new BackendError('not-found');
          // A suspended member, or one deleting their account, receives nothing (firestore.rules, validMessage).
          if (!recipient.receives) throw new BackendError('message/recipient-unavailable');
        },
        async (known) => {
          const recipient = known ?? declared;
          if (recipient?.role === 'eleve' && !(await mayStart(sender, to))) {
            throw new BackendError('message/minor-protected');
          }
          return recipient ? minorParties(partyOf(sender), recipient) : null;
        },
      );
      notifier.tell({ kind: 'message', messageId: id });
    },

    async mayWrite(to, toRole) {
      const sender = await requireUser(acting);
      // A pupil whose account waits for a parent's authorisation writes to nobody yet.
      if (awaitsAuthorisation(sender)) throw new BackendError('account/awaiting-authorisation');
      if (toRole !== 'eleve') return;
      const key = conversationId(sender.id, to);
      if (!key || (await mayStart(sender, to)) || (await store.conversationExists(key))) return;
      throw new BackendError('message/minor-protected');
    },

    async remove(id) {
      const viewer = await requireUser(acting);
      await store.removeMessage(id, (message) => {
        if (!canDeleteMessage(viewer, message)) throw new BackendError('permission-denied');
      });
    },
  };
}
