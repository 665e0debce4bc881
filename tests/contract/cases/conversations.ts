import { describe, expect, it } from 'vitest';
import type { Conversation, Message, Report } from '@/domain/entities';
import { MARK_READ_BATCH, PAGE_SIZE, PREVIEW_MAX_LENGTH } from '@/domain/limits';
import { messagePreview } from '@/domain/message-preview';
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

  describe('conversation previews', () => {
    const LONG = `Bonjour Madame,\n\nle cours de samedi est-il maintenu ? Je voudrais revoir les fractions et ${'les équations '.repeat(5)}avant le BEPC.`;
    /** What `member`'s list shows of their conversation with `other`, once `accept` holds. */
    const listed = async (member: Member, other: Member, accept: (item: Conversation) => boolean) => {
      const withOther = (items: Conversation[]) => items.find((item) => item.withId === world.uid(other));
      return withOther(await conversations(member, (items) => !!withOther(items) && accept(withOther(items)!)))!;
    };
    const shows = (text: string, mine: boolean) => (item: Conversation) =>
      item.preview === text && item.previewMine === mine;
    const textIs = (text: string) => (message: Message) => message.text === text;
    const messageOf = async (member: Member, other: Member, text: string) =>
      (await thread(member, other, (items) => items.some(textIs(text)))).find(textIs(text))!;

    it('shows both members the first words of the last message, either way, live, « Vous » for one’s own', async () => {
      await send('pupil', 'moderator', LONG);
      const sent = await listed('pupil', 'moderator', () => true);
      expect(sent).toMatchObject({ preview: messagePreview(LONG), previewMine: true });
      expect(sent.preview).toMatch(/^Bonjour Madame, le cours de samedi est-il maintenu \? .*[^ ]…$/);
      expect(sent.preview!.length).toBeLessThanOrEqual(PREVIEW_MAX_LENGTH + 1);
      await listed('moderator', 'pupil', shows(messagePreview(LONG), false));

      // The pupil's list, open, follows the reply.
      const pupils = follow<Conversation>((onChange) =>
        world.as('pupil').messages.subscribeConversations(world.uid('pupil'), onChange),
      );
      await pupils.until((items) => items[0]?.previewMine === true);
      await send('moderator', 'pupil', 'Oui, à 15 h comme prévu.');
      const { items } = await pupils.until((items) => items[0]?.preview === 'Oui, à 15 h comme prévu.');
      expect(items[0]).toMatchObject({ previewMine: false, unread: 1 });
      pupils.pages();
      await listed('moderator', 'pupil', shows('Oui, à 15 h comme prévu.', true));
    });

    it('moves the preview and date back to the newest message left when the last one is deleted', async () => {
      await send('moderator', 'pupil', 'Premier');
      await send('pupil', 'moderator', 'Deuxième');
      await send('moderator', 'pupil', 'Troisième');
      const second = await messageOf('pupil', 'moderator', 'Deuxième');

      await world.as('pupil').messages.remove((await messageOf('pupil', 'moderator', 'Troisième')).id);

      const pupils = await listed('pupil', 'moderator', shows('Deuxième', true));
      expect(pupils.date.getTime()).toBe(second.date.getTime());
      await listed('moderator', 'pupil', shows('Deuxième', false));
      // An older message deleted leaves the preview as it is.
      await world.as('pupil').messages.remove((await messageOf('pupil', 'moderator', 'Premier')).id);
      await thread('moderator', 'pupil', (items) => items.length === 1);
      await listed('moderator', 'pupil', shows('Deuxième', false));
    });

    it('takes a conversation out of both lists with its only message, until the next one', async () => {
      await send('moderator', 'pupil', 'Seul message');
      await listed('moderator', 'pupil', shows('Seul message', true));

      await world.as('pupil').messages.remove((await messageOf('pupil', 'moderator', 'Seul message')).id);

      expect(await conversations('pupil', (items) => items.length === 0)).toEqual([]);
      expect(await conversations('moderator', (items) => items.length === 0)).toEqual([]);
      await unread('pupil', 0);
      await send('moderator', 'pupil', 'Me revoilà');
      await listed('pupil', 'moderator', (item) => item.preview === 'Me revoilà' && item.unread === 1);
    });

    it('follows a responsable removing a reported message: the one before shows, and with none left, none is listed', async () => {
      await send('stranger', 'pupil', 'Bonjour Awa');
      await send('stranger', 'pupil', 'Achetez mes corrigés');
      const removeReported = async (text: string) => {
        const message = await messageOf('pupil', 'stranger', text);
        const target = { type: 'message' as const, messageId: message.id };
        await world.as('pupil').reports.send({ target, reason: 'spam', details: '' });
        const [report] = await firstValue<Report[]>(
          (onChange, onError) => world.as('responsable').governance.subscribeReports(onChange, onError),
          (reports) => reports.length === 1,
        );
        await world.as('responsable').governance.resolveReport(report!, 'supprimer');
      };

      await removeReported('Achetez mes corrigés');
      await listed('pupil', 'stranger', shows('Bonjour Awa', false));
      await listed('stranger', 'pupil', shows('Bonjour Awa', true));

      await removeReported('Bonjour Awa');
      expect(await conversations('pupil', (items) => items.length === 0)).toEqual([]);
      expect(await conversations('stranger', (items) => items.length === 0)).toEqual([]);
    });
  });
}
