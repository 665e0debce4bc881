import { describe, expect, it } from 'vitest';
import type { LivePages } from '@/backend/types';
import type { Message, Question } from '@/domain/entities';
import { PAGE_SIZE } from '@/domain/limits';
import type { ContractWorld } from '../world';

/** What a paged list showed last, and a way to wait for what it should show next. */
export function follow<T>(open: (onChange: (items: T[], hasMore: boolean) => void) => LivePages) {
  let last: { items: T[]; hasMore: boolean } = { items: [], hasMore: false };
  const waiters: { accept: (items: T[], hasMore: boolean) => boolean; resolve: () => void }[] = [];
  const pages = open((items, hasMore) => {
    last = { items, hasMore };
    for (const waiter of [...waiters]) {
      if (waiter.accept(items, hasMore)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const until = (accept: (items: T[], hasMore: boolean) => boolean, timeoutMs = 8_000) =>
    new Promise<{ items: T[]; hasMore: boolean }>((resolve, reject) => {
      if (accept(last.items, last.hasMore)) return resolve(last);
      const timer = setTimeout(
        () => reject(new Error(`Attendu non vu ; dernier : ${last.items.length} (plus : ${last.hasMore})`)),
        timeoutMs,
      );
      waiters.push({ accept, resolve: () => (clearTimeout(timer), resolve(last)) });
    });
  return { pages, until };
}

/**
 * Lists read one page at a time (LivePages): opening reads PAGE_SIZE items, « Voir plus » the next
 * older ones, and what arrives live is added without pushing an older item out of view.
 */
export function pagingContract(world: ContractWorld): void {
  describe('paged lists', () => {
    it(`opens a forum on its ${PAGE_SIZE} newest questions, then reads the older ones with more()`, async () => {
      for (let at = 1; at <= PAGE_SIZE + 5; at += 1) {
        await world.seedQuestion('pupil', { pageId: 'EncadreurEleve', question: `Question ${at}` });
      }
      const forum = follow<Question>((onChange) => world.newTab().questions.subscribe('EncadreurEleve', onChange));

      const first = await forum.until((items) => items.length === PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      expect(first.items[0]!.question).toBe(`Question ${PAGE_SIZE + 5}`);

      forum.pages.more();
      const all = await forum.until((items, hasMore) => items.length === PAGE_SIZE + 5 && !hasMore);
      expect(all.items.map((item) => item.question)).toEqual(
        Array.from({ length: PAGE_SIZE + 5 }, (_, at) => `Question ${PAGE_SIZE + 5 - at}`),
      );
      forum.pages();
    });

    it('adds a question asked while two pages are shown on top, losing none of the older ones', async () => {
      for (let at = 1; at <= PAGE_SIZE + 2; at += 1) {
        await world.seedQuestion('pupil', { pageId: 'EncadreurEleve', question: `Question ${at}` });
      }
      const forum = follow<Question>((onChange) => world.newTab().questions.subscribe('EncadreurEleve', onChange));
      await forum.until((items) => items.length === PAGE_SIZE);
      forum.pages.more();
      await forum.until((items) => items.length === PAGE_SIZE + 2);

      await world.as('parent').questions.ask({
        pageId: 'EncadreurEleve',
        question: 'Toute nouvelle',
        attachments: [],
        matiere: 'Mathématiques',
      });

      const after = await forum.until((items) => items.length === PAGE_SIZE + 3);
      expect(after.items[0]!.question).toBe('Toute nouvelle');
      expect(after.items.at(-1)!.question).toBe('Question 1');
      expect(new Set(after.items.map((item) => item.id)).size).toBe(PAGE_SIZE + 3);
      forum.pages();
    });

    it('keeps a page whole when one of its questions is deleted, with no question twice', async () => {
      for (let at = 1; at <= PAGE_SIZE + 3; at += 1) {
        await world.seedQuestion('pupil', { pageId: 'EncadreurEleve', question: `Question ${at}` });
      }
      const forum = follow<Question>((onChange) => world.newTab().questions.subscribe('EncadreurEleve', onChange));
      await forum.until((items) => items.length === PAGE_SIZE);
      forum.pages.more();
      const shown = await forum.until((items) => items.length === PAGE_SIZE + 3);

      await world.as('pupil').questions.remove(shown.items[5]!.id);

      const after = await forum.until((items) => items.length === PAGE_SIZE + 2);
      expect(new Set(after.items.map((item) => item.id)).size).toBe(PAGE_SIZE + 2);
      expect(after.items.map((item) => item.id)).not.toContain(shown.items[5]!.id);
      forum.pages();
    });

    it(`opens an inbox of ${PAGE_SIZE * 2 + 1} messages on its ${PAGE_SIZE} newest, and pages through the rest`, async () => {
      await world.seedMessages('parent', 'pupil', PAGE_SIZE * 2 + 1);
      const inbox = follow<Message>((onChange) =>
        world.as('pupil').messages.subscribeInbox(world.uid('pupil'), onChange),
      );

      const first = await inbox.until((items) => items.length === PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      expect(first.items[0]!.text).toBe(`Message ${PAGE_SIZE * 2 + 1}`);

      inbox.pages.more();
      expect((await inbox.until((items) => items.length === PAGE_SIZE * 2)).hasMore).toBe(true);
      inbox.pages.more();
      const all = await inbox.until((items, hasMore) => items.length === PAGE_SIZE * 2 + 1 && !hasMore);
      expect(all.items.at(-1)!.text).toBe('Message 1');

      await world.as('parent').messages.send({ to: world.uid('pupil'), text: 'Le dernier' });
      const live = await inbox.until((items) => items.length === PAGE_SIZE * 2 + 2);
      expect(live.items[0]!.text).toBe('Le dernier');
      inbox.pages();
    });
  });
}
