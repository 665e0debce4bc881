import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@/domain/entities';
import { MARK_READ_BATCH, PAGE_SIZE } from '@/domain/limits';
import { fullName } from '@/domain/text';
import { firstValue, subscriptionError } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld, Member } from '../world';
import { follow } from './paging';

/**
 * Private messages as conversations: one per correspondent, both sides in order, unread counts
 * that only the recipient lowers by opening (or deleting) messages, and lists read a page at a time.
 */
export function conversationsContract(world: ContractWorld): void {
  const nameOf = (member: Member) => fullName(world.account(member).profile);
  const conversations = (member: Member, accept: (items: Conversation[]) => boolean) =>
    firstValue<Conversation[]>(
      (onChange, onError) => world.as(member).messages.subscribeConversations(world.uid(member), onChange, onError),
      accept,
    );
  const thread = (member: Member, other: Member, accept: (items: Message[]) => boolean) =>
    firstValue<Message[]>(
      (onChange, onError) =>
        world.as(member).messages.subscribeThread(world.uid(member), world.uid(other), onChange, onError),
      accept,
    );
  const unread = (member: Member, expected: number) =>
    firstValue<number>(
      (onChange, onError) => world.as(member).messages.subscribeUnread(world.uid(member), onChange, onError),
      (count) => count === expected,
    );
  const send = (from: Member, to: Member, text: string, toName = nameOf(to)) =>
    world.as(from).messages.send({ to: world.uid(to), toName, text });

  describe('conversations', () => {
    it('gathers messages both ways into one conversation per correspondent, the latest first', async () => {
      await send('pupil', 'moderator', 'Bonjour Madame');
      await send('parent', 'moderator', 'Bonsoir');
      await send('moderator', 'pupil', 'Bonjour Awa');

      const listed = await conversations(
        'moderator',
        (items) => items.length === 2 && items[0]!.withId === world.uid('pupil'),
      );
      expect(listed.map((item) => [item.withId, item.withName, item.unread])).toEqual([
        [world.uid('pupil'), nameOf('pupil'), 1],
        [world.uid('parent'), nameOf('parent'), 1],
      ]);
      const pupils = await conversations('pupil', (items) => items.length === 1);
      expect(pupils.map((item) => [item.withName, item.unread])).toEqual([[nameOf('moderator'), 1]]);

      const both = await thread('pupil', 'moderator', (items) => items.length === 2);
      expect(both.map((message) => [message.text, message.from])).toEqual([
        ['Bonjour Awa', world.uid('moderator')],
        ['Bonjour Madame', world.uid('pupil')],
      ]);
      expect((await thread('moderator', 'pupil', (items) => items.length === 2)).map((message) => message.id)).toEqual(
        both.map((message) => message.id),
      );
    });

    it('names a new conversation as the sender was shown, until the recipient writes back under their own name', async () => {
      await send('pupil', 'tutor', 'Bonjour', 'M. Essomba');
      expect((await conversations('pupil', (items) => items.length === 1))[0]!.withName).toBe('M. Essomba');
      // The recipient sees the sender's own name, never what the sender calls them.
      expect((await conversations('tutor', (items) => items.length === 1))[0]!.withName).toBe(nameOf('pupil'));

      await send('tutor', 'pupil', 'Bonjour Awa');
      await conversations('pupil', (items) => items[0]?.withName === nameOf('tutor'));
    });

    it('counts unread messages live; opening the conversation marks them read, for the recipient only', async () => {
      await unread('pupil', 0);
      await send('moderator', 'pupil', 'Premier');
      await send('moderator', 'pupil', 'Second');
      await unread('pupil', 2);

      // The sender opening the conversation changes nothing for the recipient.
      await world.as('moderator').messages.markRead(world.uid('pupil'));
      await unread('pupil', 2);

      await world.as('pupil').messages.markRead(world.uid('moderator'));
      await unread('pupil', 0);
      await conversations('pupil', (items) => items.length === 1 && items[0]!.unread === 0);
      // The sender sees their messages read.
      await thread('moderator', 'pupil', (items) => items.length === 2 && items.every((message) => message.read));
    });

    it('takes a deleted unread message out of the counts, and leaves them for a read one', async () => {
      await send('moderator', 'pupil', 'À effacer');
      await send('moderator', 'pupil', 'À garder');
      const [kept, erased] = await thread('pupil', 'moderator', (items) => items.length === 2);

      await world.as('pupil').messages.remove(erased!.id);
      await unread('pupil', 1);
      await conversations('pupil', (items) => items[0]?.unread === 1);
      await thread('moderator', 'pupil', (items) => items.length === 1 && items[0]!.id === kept!.id);

      await world.as('pupil').messages.markRead(world.uid('moderator'));
      await world.as('pupil').messages.remove(kept!.id);
      await unread('pupil', 0);
    });

    it(`opens a conversation of ${PAGE_SIZE * 2 + 1} messages on its ${PAGE_SIZE} newest, and pages through the rest`, async () => {
      await world.seedMessages('parent', 'pupil', PAGE_SIZE * 2 + 1);
      await unread('pupil', PAGE_SIZE * 2 + 1);
      const messages = follow<Message>((onChange) =>
        world.as('pupil').messages.subscribeThread(world.uid('pupil'), world.uid('parent'), onChange),
      );

      const first = await messages.until((items) => items.length === PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      expect(first.items[0]!.text).toBe(`Message ${PAGE_SIZE * 2 + 1}`);
      messages.pages.more();
      await messages.until((items) => items.length === PAGE_SIZE * 2);
      messages.pages.more();
      const all = await messages.until((items, hasMore) => items.length === PAGE_SIZE * 2 + 1 && !hasMore);
      expect(all.items.at(-1)!.text).toBe('Message 1');
      messages.pages();
    });

    it(`marks every unread message read when a conversation opens, more than ${MARK_READ_BATCH} too`, async () => {
      await world.seedMessages('parent', 'pupil', MARK_READ_BATCH + 5);
      await unread('pupil', MARK_READ_BATCH + 5);
      await world.as('pupil').messages.markRead(world.uid('parent'));
      await unread('pupil', 0);
      await conversations('pupil', (items) => items[0]?.unread === 0);
      const messages = follow<Message>((onChange) =>
        world.as('parent').messages.subscribeThread(world.uid('parent'), world.uid('pupil'), onChange),
      );
      const oldest = await messages.until(
        (items) => items.length === PAGE_SIZE && items.every((message) => message.read),
      );
      expect(oldest.hasMore).toBe(true);
      messages.pages();
    });

    it('refuses to show anyone else’s conversations, thread or unread count, and a message to oneself', async () => {
      await send('pupil', 'moderator', 'Bonjour');
      const denied = [
        await subscriptionError<Conversation[]>((onChange, onError) =>
          world.as('stranger').messages.subscribeConversations(world.uid('pupil'), onChange, onError),
        ),
        await subscriptionError<Message[]>((onChange, onError) =>
          world.as('stranger').messages.subscribeThread(world.uid('pupil'), world.uid('moderator'), onChange, onError),
        ),
        await subscriptionError<number>((onChange, onError) =>
          world.as('stranger').messages.subscribeUnread(world.uid('moderator'), onChange, onError),
        ),
        await subscriptionError<Conversation[]>((onChange, onError) =>
          world.newTab().messages.subscribeConversations(world.uid('pupil'), onChange, onError),
        ),
      ];
      expect(denied.map((error) => error.code)).toEqual([
        'permission-denied',
        'permission-denied',
        'permission-denied',
        'permission-denied',
      ]);
      expect((await refusal(send('pupil', 'pupil', 'Note pour moi'))).code).toBe('invalid-argument');
      expect((await refusal(world.newTab().messages.markRead(world.uid('pupil')))).code).toBe('auth/requires-login');
    });
  });
}
