import { describe, expect, it } from 'vitest';
import type { LivePages } from '@/backend/types';
import { conversationId } from '@/domain/conversations';
import type { Message, UserProfile } from '@/domain/entities';
import type { NewsEvent } from '@/domain/notifications';
import { memberProfile } from '@tests/setup/people';
import { refusalCode as refusal } from '@tests/setup/refusal-code';
import type { Acting } from './acting';
import { messageUseCases, type MessageStore, type NewMessageFields, type Recipient } from './messages';

/**
 * The decisions about private messages, against an in-memory store: what each adapter's store
 * would be asked to write, or the refusal before it is.
 */

const awa = memberProfile('eleve', 'uid-awa');
const paul = memberProfile('encadreur', 'uid-paul');

function acting(viewer: UserProfile | null, confirmed = true): Acting {
  return { viewer: async () => viewer, emailConfirmed: async () => confirmed };
}

const noPages = (): LivePages => Object.assign(() => {}, { more() {} });

/** A store holding `recipients` (uid → whether they receive) and `messages`, recording what it is asked. */
function fakeStore(
  recipients: Record<string, Recipient>,
  messages: Message[] = [],
  { started = [] as string[], parents = [] as string[] } = {},
) {
  const sent: { fields: NewMessageFields; recipientName: string; parties: unknown }[] = [];
  const removed: string[] = [];
  const marked: [string, string][] = [];
  const opened: string[] = [];
  const store: MessageStore = {
    subscribeConversations: (uid) => (opened.push(`conversations:${uid}`), noPages()),
    subscribeThread: (key) => (opened.push(`thread:${key}`), noPages()),
    subscribeInbox: (uid) => (opened.push(`inbox:${uid}`), noPages()),
    subscribeUnread: (uid) => (opened.push(`unread:${uid}`), () => {}),
    async markRead(me, key) {
      marked.push([me, key]);
    },
    async send(fields, recipientName, check, starting) {
      check(recipients[fields.to] ?? null);
      const parties = started.includes(fields.conversation) ? null : await starting(null);
      sent.push({ fields, recipientName, parties });
      return `message-${sent.length}`;
    },
    conversationExists: async (key) => started.includes(key),
    isParentOf: async (parentId, childId) => parents.includes(`${parentId}>${childId}`),
    async removeMessage(id, decide) {
      const message = messages.find((item) => item.id === id);
      if (!message) return;
      decide(message);
      removed.push(id);
    },
  };
  return { store, sent, removed, marked, opened };
}

const message = (id: string, from: string, to: string): Message =>
  ({ id, from, to, text: 'Bonjour', conversation: conversationId(from, to)!, read: false }) as Message;

describe('sending a private message', () => {
  const recipients = { [paul.id]: { receives: true } };

  it('writes the message as its sender’s profile says, with both names', async () => {
    const { store, sent } = fakeStore(recipients);
    await messageUseCases(store, acting(awa), () => awa.id).send({ to: paul.id, toName: 'Paul E.', text: 'Bonjour' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toMatchObject({ from: awa.id, to: paul.id, text: 'Bonjour', senderName: 'Awa Ngono' });
    expect(sent[0]!.recipientName).toBe('Paul E.');
  });

  it('asks a visitor to sign in, and refuses a suspended sender', async () => {
    const { store, sent } = fakeStore(recipients);
    const send = (who: UserProfile | null) =>
      messageUseCases(store, acting(who), () => who?.id ?? null).send({ to: paul.id, text: 'Bonjour' });
    expect(await refusal(send(null))).toBe('auth/requires-login');
    expect(await refusal(send({ ...awa, suspendu: true }))).toBe('account/suspended');
    expect(sent).toHaveLength(0);
  });

  it('refuses a sender whose address is not confirmed', async () => {
    const { store, sent } = fakeStore(recipients);
    const service = messageUseCases(store, acting(awa, false), () => awa.id);
    expect(await refusal(service.send({ to: paul.id, text: 'Bonjour' }))).toBe('account/unverified-email');
    expect(sent).toHaveLength(0);
  });

  it('refuses a recipient without an account (not-found) or who cannot receive (suspended)', async () => {
    const { store, sent } = fakeStore({ [paul.id]: { receives: false } });
    const service = messageUseCases(store, acting(awa), () => awa.id);
    expect(await refusal(service.send({ to: paul.id, text: 'Bonjour' }))).toBe('message/recipient-unavailable');
    expect(await refusal(service.send({ to: 'uid-nobody', text: 'Bonjour' }))).toBe('not-found');
    expect(sent).toHaveLength(0);
  });

  it('refuses a blank or over-long text and a message to oneself before reading anything', async () => {
    const { store } = fakeStore(recipients);
    const service = messageUseCases(store, acting(null), () => null);
    // Refused as invalid before the visitor is even asked to sign in.
    expect(await refusal(service.send({ to: paul.id, text: '   ' }))).toBe('invalid-argument');
    expect(await refusal(service.send({ to: paul.id, text: 'x'.repeat(100_000) }))).toBe('invalid-argument');
    const mine = messageUseCases(store, acting(awa), () => awa.id);
    expect(await refusal(mine.send({ to: awa.id, text: 'Moi' }))).toBe('invalid-argument');
  });
});

describe('deleting a private message', () => {
  const messages = [message('m1', paul.id, awa.id)];

  it('lets its recipient delete it, and nobody else', async () => {
    const { store, removed } = fakeStore({}, messages);
    expect(await refusal(messageUseCases(store, acting(paul), () => paul.id).remove('m1'))).toBe('permission-denied');
    const responsable = { ...memberProfile('parent', 'uid-marie'), responsable: true };
    expect(await refusal(messageUseCases(store, acting(responsable), () => responsable.id).remove('m1'))).toBe(
      'permission-denied',
    );
    expect(removed).toEqual([]);
    await messageUseCases(store, acting(awa), () => awa.id).remove('m1');
    expect(removed).toEqual(['m1']);
  });

  it('does nothing for a message already gone, and asks a visitor to sign in', async () => {
    const { store, removed } = fakeStore({}, messages);
    await messageUseCases(store, acting(awa), () => awa.id).remove('gone');
    expect(await refusal(messageUseCases(store, acting(null), () => null).remove('m1'))).toBe('auth/requires-login');
    expect(removed).toEqual([]);
  });
});

describe('the lists and the unread counts', () => {
  it('opens one’s own lists, and refuses anyone else’s without asking the store', async () => {
    const { store, opened } = fakeStore({});
    const service = messageUseCases(store, acting(awa), () => awa.id);
    const errors: string[] = [];
    const onError = (error: { code: string }) => errors.push(error.code);
    service.subscribeConversations(awa.id, () => {}, onError);
    service.subscribeThread(awa.id, paul.id, () => {}, onError);
    service.subscribeInbox(awa.id, () => {}, onError);
    service.subscribeUnread(awa.id, () => {}, onError);
    service.subscribeConversations(paul.id, () => {}, onError);
    service.subscribeThread(paul.id, awa.id, () => {}, onError);
    service.subscribeThread(awa.id, awa.id, () => {}, onError);
    service.subscribeInbox(paul.id, () => {}, onError);
    service.subscribeUnread(paul.id, () => {}, onError);
    await Promise.resolve();
    const key = conversationId(awa.id, paul.id);
    expect(opened).toEqual([`conversations:${awa.id}`, `thread:${key}`, `inbox:${awa.id}`, `unread:${awa.id}`]);
    expect(errors).toEqual(Array(5).fill('permission-denied'));
  });

  it('marks read the conversation with a correspondent for the signed-in member', async () => {
    const { store, marked } = fakeStore({});
    await messageUseCases(store, acting(awa), () => awa.id).markRead(paul.id);
    expect(marked).toEqual([[awa.id, conversationId(awa.id, paul.id)]]);
    expect(await refusal(messageUseCases(store, acting(awa), () => awa.id).markRead(awa.id))).toBe('invalid-argument');
    expect(await refusal(messageUseCases(store, acting(null), () => null).markRead(paul.id))).toBe(
      'auth/requires-login',
    );
  });
});

describe('a conversation with a pupil (issue 33)', () => {
  const marie = memberProfile('parent', 'uid-marie');
  const approved = { ...paul, statut: 'approuve' as const };
  const everyone = { [awa.id]: { receives: true }, [paul.id]: { receives: true }, [marie.id]: { receives: true } };
  const toAwa = { to: awa.id, toName: 'Awa N.', toRole: 'eleve' as const, text: 'Bonjour' };

  it('lets an approved tutor, a responsable, another pupil or her own parent start it, keeping who is the pupil and the adult', async () => {
    const { store, sent } = fakeStore(everyone, [], { parents: [`${marie.id}>${awa.id}`] });
    await messageUseCases(store, acting(approved), () => paul.id).send(toAwa);
    expect(sent[0]!.parties).toEqual({ eleve: awa.id, adulte: { uid: paul.id, role: 'encadreur', valide: true } });
    await messageUseCases(store, acting(marie), () => marie.id).send(toAwa);
    await messageUseCases(store, acting({ ...marie, id: 'uid-claire', responsable: true }), () => 'uid-claire').send(
      toAwa,
    );
    const jean = memberProfile('eleve', 'uid-jean');
    await messageUseCases(store, acting(jean), () => jean.id).send(toAwa);
    expect(sent.at(-1)!.parties).toBeNull();
    expect(sent).toHaveLength(4);
  });

  it('refuses an adult with no reason to start it: another parent, a tutor not approved; told before writing', async () => {
    const { store, sent } = fakeStore(everyone);
    expect(await refusal(messageUseCases(store, acting(marie), () => marie.id).send(toAwa))).toBe(
      'message/minor-protected',
    );
    expect(await refusal(messageUseCases(store, acting(paul), () => paul.id).mayWrite(awa.id, 'eleve'))).toBe(
      'message/minor-protected',
    );
    await messageUseCases(store, acting(paul), () => paul.id).mayWrite(marie.id, 'parent');
    expect(sent).toHaveLength(0);
  });

  it('lets the adult answer once the pupil wrote first', async () => {
    const { store, sent } = fakeStore(everyone, [], { started: [conversationId(awa.id, marie.id)!] });
    await messageUseCases(store, acting(marie), () => marie.id).mayWrite(awa.id, 'eleve');
    await messageUseCases(store, acting(marie), () => marie.id).send(toAwa);
    expect(sent).toHaveLength(1);
  });
});

describe('telling the recipient’s phone (issue 35)', () => {
  it('tells of a message once it is stored, by the id the store gave it, and of none refused', async () => {
    const { store } = fakeStore({ [paul.id]: { receives: true } });
    const events: NewsEvent[] = [];
    const service = messageUseCases(store, acting(awa), () => awa.id, { tell: (event) => events.push(event) });
    await service.send({ to: paul.id, text: 'Bonjour' });
    await refusal(service.send({ to: 'uid-nobody', text: 'Bonjour' }));
    expect(events).toEqual([{ kind: 'message', messageId: 'message-1' }]);
  });
});
