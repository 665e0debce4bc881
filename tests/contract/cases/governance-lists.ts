import { describe, expect, it } from 'vitest';
import type { EncadreurProfile, JournalEntry, Report, UserProfile } from '@/domain/entities';
import { PAGE_SIZE } from '@/domain/limits';
import { subscriptionError } from '../live';
import { crowd, type ContractWorld } from '../world';
import { follow } from './paging';
import { TUTORS_FORUM } from './questions';

/** Firestore's order of strings: by letter code. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The Espace responsable's lists, a page at a time (docs/decisions/0012): members by name, found by
 * the start of « nom prénom » (capitals and accents aside) or of an address; the tutors waiting;
 * the open reports and the journal, newest first. Nothing beyond a page is read to open one.
 */
export function governanceListsContract(world: ContractWorld): void {
  const members = (search?: string, pageSize?: number) =>
    follow<UserProfile>((onChange) =>
      world.as('responsable').governance.subscribeMembers(onChange, undefined, { search, pageSize }),
    );

  describe('the Espace responsable’s lists', () => {
    it(`opens the members on the first ${PAGE_SIZE} by name, and pages through the rest`, async () => {
      await world.seedMembers(crowd(PAGE_SIZE + 5));
      const list = members();

      const first = await list.until((items) => items.length === PAGE_SIZE);
      expect(first.hasMore).toBe(true);
      list.pages.more();
      const all = await list.until((items, hasMore) => items.length === PAGE_SIZE + 11 && !hasMore);
      const names = all.items.map((member) => member.nom);
      expect(names).toEqual([...names].sort(byCode));
      expect(names.slice(0, 3)).toEqual(['Atangana', 'Eba', 'Essomba']);
      expect(names).toContain(`Membre ${String(PAGE_SIZE + 5).padStart(4, '0')}`);
      list.pages();
    });

    it('finds members by the start of « nom prénom », capitals and accents aside, a page at most', async () => {
      await world.seedMembers([
        {
          email: 'francoise.ebenezer@example.cm',
          profile: { ...crowd(1)[0]!.profile, nom: 'ÉBÉNÉZER', prenom: 'Françoise' },
        },
        ...crowd(PAGE_SIZE + 3),
      ]);

      const eb = await members('  Eb').until((items) => items.length === 2);
      expect(eb.items.map((member) => member.nom)).toEqual(['Eba', 'ÉBÉNÉZER']);
      expect((await members('ebenezer FRANÇ').until((items) => items.length === 1)).items[0]!.prenom).toBe('Françoise');

      const crowded = members('membre 00');
      const page = await crowded.until((items) => items.length === PAGE_SIZE);
      expect(page.hasMore).toBe(true);
      crowded.pages.more();
      await crowded.until((items, hasMore) => items.length === PAGE_SIZE + 3 && !hasMore);
      crowded.pages();
    });

    it('finds a member by the start of their address, with its « @ », case aside', async () => {
      const address = world.account('pupil').email;
      const found = await members(address.slice(0, address.indexOf('@') + 1).toUpperCase()).until(
        (items) => items.length === 1,
      );
      expect(found.items[0]!.id).toBe(world.uid('pupil'));
    });

    it('follows a corrected name: out of the old search, into the new one', async () => {
      const ngono = members('ngono');
      await ngono.until((items) => items.length === 1);

      await world.as('responsable').governance.correctName(world.uid('pupil'), { nom: 'Ndongo', prenom: 'Awa' });

      await ngono.until((items) => items.length === 0);
      const ndongo = await members('ndongo awa').until((items) => items.length === 1);
      expect(ndongo.items[0]!.id).toBe(world.uid('pupil'));
      ngono.pages();
    });

    it('lists the tutors waiting, and only them, a page at a time, live', async () => {
      await world.seedMembers(crowd(30)); // three tutors waiting among them, with Paul Essomba
      const waiting = follow<EncadreurProfile>((onChange) =>
        world.as('responsable').governance.subscribePendingTutors(onChange, undefined, { pageSize: 2 }),
      );

      expect((await waiting.until((items) => items.length === 2)).hasMore).toBe(true);
      waiting.pages.more();
      const all = await waiting.until((items) => items.length === 4);
      expect(all.items.map((tutor) => tutor.nom)).toEqual(['Essomba', 'Membre 0010', 'Membre 0020', 'Membre 0030']);
      expect(all.items.every((tutor) => tutor.role === 'encadreur' && tutor.statut === 'en-attente')).toBe(true);

      await world.as('responsable').governance.approveTutor(world.uid('tutor'));
      expect((await waiting.until((items) => items.length === 3)).items[0]!.nom).toBe('Membre 0010');
      waiting.pages();

      const refused = await subscriptionError<EncadreurProfile[]>((onChange, onError) =>
        world.as('moderator').governance.subscribePendingTutors(onChange, onError),
      );
      expect(refused.code).toBe('permission-denied');
    });

    it('pages the open reports and the journal, newest first', async () => {
      for (const text of ['Un', 'Deux', 'Trois']) {
        const id = await world.seedQuestion('stranger', { pageId: TUTORS_FORUM, question: text });
        await world.as('pupil').reports.send({
          target: { type: 'question', questionId: id, pageId: TUTORS_FORUM },
          reason: 'spam',
          details: '',
        });
      }
      const reports = follow<Report>((onChange) =>
        world.as('responsable').governance.subscribeReports(onChange, undefined, { pageSize: 2 }),
      );
      const first = await reports.until((items) => items.length === 2);
      expect(first.items.map((report) => report.excerpt)).toEqual(['Trois', 'Deux']);
      expect(first.hasMore).toBe(true);
      reports.pages.more();
      expect((await reports.until((items, hasMore) => items.length === 3 && !hasMore)).items[2]!.excerpt).toBe('Un');

      await world.as('responsable').governance.resolveReport(first.items[0]!, 'classer');
      await reports.until((items) => items.length === 2);
      reports.pages();

      await world.as('responsable').governance.setSuspended(world.uid('stranger'), true);
      await world.as('responsable').governance.setSuspended(world.uid('stranger'), false);
      const journal = follow<JournalEntry>((onChange) =>
        world.as('responsable').governance.subscribeJournal(onChange, undefined, { pageSize: 2 }),
      );
      const newest = await journal.until((items) => items.length === 2);
      expect(newest.items.map((entry) => entry.action)).toEqual(['membre-retabli', 'membre-suspendu']);
      expect(newest.hasMore).toBe(true);
      journal.pages.more();
      const all = await journal.until((items, hasMore) => items.length === 3 && !hasMore);
      expect(all.items[2]!.action).toBe('signalement-classe');
      journal.pages();
    });
  });
}
