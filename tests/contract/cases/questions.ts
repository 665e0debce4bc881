import { describe, expect, it } from 'vitest';
import type { JournalEntry, Question } from '@/domain/entities';
import { forumErrorText } from '@/features/forum/forum-messages';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

/** The tutor–pupil forum (the only one with attachments, where approved tutors moderate), and another. */
export const TUTORS_FORUM = 'EncadreurEleve';
export const PARENTS_FORUM = 'ParentEncadreur';

export function questionsContract(world: ContractWorld): void {
  const forum = (pageId: string, accept: (questions: Question[]) => boolean, pageSize?: number) =>
    firstValue<Question[]>(
      (onChange, onError) =>
        world.newTab().questions.subscribe(pageId, onChange, onError, pageSize ? { pageSize } : undefined),
      accept,
    );

  describe('questions', () => {
    it('asks with the author’s name, role and class from their profile (a pupil « Awa N. » without class) and the subject chosen (a tutor’s own by default), listed newest first per forum', async () => {
      await world.as('pupil').questions.ask({
        pageId: TUTORS_FORUM,
        question: ' Comment factoriser ? ',
        attachments: [],
        matiere: 'Biologie',
      });
      await world
        .as('moderator')
        .questions.ask({ pageId: TUTORS_FORUM, question: 'Exercice de la semaine', attachments: [] });
      await world
        .as('parent')
        .questions.ask({ pageId: PARENTS_FORUM, question: 'Réunion des parents', attachments: [] });

      const questions = await forum(TUTORS_FORUM, (items) => items.length === 2);

      expect(questions.map((item) => [item.question, item.userName, item.role, item.classe, item.matiere])).toEqual([
        ['Exercice de la semaine', 'Sylvie Eba', 'encadreur', '3e', 'Physique-Chimie'],
        ['Comment factoriser ?', 'Awa N.', 'eleve', null, 'Biologie'],
      ]);
      expect(questions.map((item) => item.userId)).toEqual([world.uid('moderator'), world.uid('pupil')]);
      expect((await forum(TUTORS_FORUM, (items) => items.length === 1, 1)).map((item) => item.question)).toEqual([
        'Exercice de la semaine',
      ]);
      expect(await world.newTab().questions.get(questions[1]!.id)).toMatchObject({
        question: 'Comment factoriser ?',
        replies: [],
      });
      expect(await world.newTab().questions.get('question-inconnue')).toBeNull();
    });

    it('shows a new question live to a forum already open in another tab', async () => {
      const seen: string[][] = [];
      const stop = world
        .newTab()
        .questions.subscribe(PARENTS_FORUM, (questions) => seen.push(questions.map((item) => item.question)));
      try {
        await expect.poll(() => seen.at(-1)).toEqual([]);
        await world
          .as('parent')
          .questions.ask({ pageId: PARENTS_FORUM, question: 'Qui vient samedi ?', attachments: [] });
        await expect.poll(() => seen.at(-1)).toEqual(['Qui vient samedi ?']);
      } finally {
        stop();
      }
    });

    it('refuses a blank question, an unknown forum, a signed-out author and a suspended one', async () => {
      const ask = { pageId: TUTORS_FORUM, question: 'Bonjour', attachments: [], matiere: 'Mathématiques' };
      expect((await refusal(world.as('pupil').questions.ask({ ...ask, question: '  ' }))).code).toBe(
        'invalid-argument',
      );
      expect((await refusal(world.as('pupil').questions.ask({ ...ask, pageId: 'Inconnu' }))).code).toBe(
        'invalid-argument',
      );
      // The tutor–pupil forum asks a subject of the directory.
      for (const matiere of [null, 'Astrologie'])
        expect((await refusal(world.as('pupil').questions.ask({ ...ask, matiere }))).code).toBe('invalid-argument');
      expect((await refusal(world.newTab().questions.ask(ask))).code).toBe('auth/requires-login');
      await world.as('responsable').governance.setSuspended(world.uid('pupil'), true);
      const suspended = await refusal(world.as('pupil').questions.ask(ask));
      expect(suspended.code).toBe('account/suspended');
      expect(forumErrorText('ask', suspended.code)).toContain('suspendu');
    });

    it('lets only the author edit the text, never blank, and says when the question is gone', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Premier jet' });

      const stranger = await refusal(world.as('stranger').questions.edit(id, 'Piraté'));
      expect(stranger.code).toBe('permission-denied');
      expect((await refusal(world.as('pupil').questions.edit(id, '   '))).code).toBe('invalid-argument');
      expect((await refusal(world.as('pupil').questions.edit('question-inconnue', 'Texte'))).code).toBe('not-found');

      await world.as('pupil').questions.edit(id, ' Version corrigée ');
      expect(await world.newTab().questions.get(id)).toMatchObject({ question: 'Version corrigée' });
    });

    it('lets the author delete their question, and nobody else who is neither moderator nor responsable', async () => {
      const id = await world.seedQuestion('parent', { pageId: PARENTS_FORUM, question: 'À supprimer' });

      const error = await refusal(world.as('pupil').questions.remove(id));
      expect(error.code).toBe('permission-denied');
      expect((await refusal(world.as('moderator').questions.remove(id))).code).toBe('permission-denied');
      expect((await refusal(world.newTab().questions.remove(id))).code).toBe('auth/requires-login');

      await world.as('parent').questions.remove(id);
      expect(await world.newTab().questions.get(id)).toBeNull();
    });

    it('lets a suspended author delete their question, though they can no longer edit it', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Ma question d’avant' });
      await world.as('responsable').governance.setSuspended(world.uid('pupil'), true);

      expect((await refusal(world.as('pupil').questions.edit(id, 'Modifiée'))).code).toBe('account/suspended');
      await world.as('pupil').questions.remove(id);

      expect(await world.newTab().questions.get(id)).toBeNull();
    });

    it('lets an approved tutor delete a pupil’s question of the tutor–pupil forum, not a waiting tutor', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Hors sujet' });

      expect((await refusal(world.as('tutor').questions.remove(id))).code).toBe('permission-denied');
      await world.as('moderator').questions.remove(id);

      expect(await world.newTab().questions.get(id)).toBeNull();
    });

    it('lets a responsable delete any question, and records it in the journal', async () => {
      const id = await world.seedQuestion('parent', { pageId: PARENTS_FORUM, question: 'Publicité' });

      await world.as('responsable').questions.remove(id);

      expect(await world.newTab().questions.get(id)).toBeNull();
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.length === 1,
      );
      expect(journal[0]).toMatchObject({ action: 'question-supprimee', targetId: id, targetName: 'Marie Atangana' });
    });
  });
}
