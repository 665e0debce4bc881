import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_MAX } from '@/domain/limits';
import { WOULD_BE_EMPTY, forumErrorText } from '@/features/forum/forum-messages';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';
import { TUTORS_FORUM } from './questions';

export function filesContract(world: ContractWorld): void {
  const attachmentsOf = async (id: string) => (await world.newTab().questions.get(id))?.attachments ?? [];

  describe('files and attachments', () => {
    it('attaches a file its uploader sent, to one question, once; never someone else’s', async () => {
      const file = await world.upload('pupil', 'exercices.pdf');
      expect(file).toMatchObject({ fileName: 'exercices.pdf', publicId: expect.any(String), url: expect.any(String) });

      const theirs = await refusal(
        world
          .as('stranger')
          .questions.ask({ pageId: TUTORS_FORUM, question: 'Volé', attachments: [file], matiere: 'Mathématiques' }),
      );
      expect(theirs.code).toBe('permission-denied');

      await world
        .as('pupil')
        .questions.ask({ pageId: TUTORS_FORUM, question: '', attachments: [file], matiere: 'Mathématiques' });
      const again = await refusal(
        world
          .as('pupil')
          .questions.ask({ pageId: TUTORS_FORUM, question: 'Encore', attachments: [file], matiere: 'Mathématiques' }),
      );
      expect(again.code).toBe('permission-denied');
      expect(forumErrorText('ask', again.code)).toBe(
        'Votre question n’a pas été acceptée\u00a0: vérifiez votre profil puis réessayez.',
      );
    });

    it('refuses attachments outside the tutor–pupil forum, and more than five', async () => {
      const file = await world.upload('parent');
      const error = await refusal(
        world.as('parent').questions.ask({ pageId: 'ParentEncadreur', question: 'Pièce', attachments: [file] }),
      );
      expect(error.code).toBe('invalid-argument');
      const six = Array.from({ length: ATTACHMENTS_MAX + 1 }, () => file);
      expect(
        (
          await refusal(
            world
              .as('parent')
              .questions.ask({ pageId: TUTORS_FORUM, question: 'Pièces', attachments: six, matiere: 'Mathématiques' }),
          )
        ).code,
      ).toBe('invalid-argument');
    });

    it('lets the author or a moderator take an attachment out, matched by its public id; nobody else', async () => {
      const [first, second] = [await world.upload('pupil', 'a.pdf'), await world.upload('pupil', 'b.pdf')];
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Deux PDF',
        attachments: [first, second],
      });

      expect((await refusal(world.as('stranger').questions.removeAttachment(id, first))).code).toBe(
        'permission-denied',
      );
      expect((await refusal(world.as('tutor').questions.removeAttachment(id, first))).code).toBe('permission-denied');
      // The same file, whatever link the caller holds for it (a signed URL, an older version…).
      await world.as('pupil').questions.removeAttachment(id, { ...first, url: `${first.url}?v=2` });
      await world.as('moderator').questions.removeAttachment(id, second);

      expect(await attachmentsOf(id)).toEqual([]);
    });

    it('knows an old attachment stored without public id by its link, and takes out that one only', async () => {
      const old = (name: string) => ({
        url: `https://res.cloudinary.com/ancien/raw/upload/${name}`,
        publicId: '',
        fileName: name,
      });
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Ancienne',
        attachments: [old('a.pdf'), old('b.pdf')],
      });

      await world.as('pupil').questions.removeAttachment(id, old('a.pdf'));

      expect((await attachmentsOf(id)).map((attachment) => attachment.fileName)).toEqual(['b.pdf']);
    });

    it('refuses to take out an attachment it does not hold to anyone who could not take it out anyway', async () => {
      const file = await world.upload('pupil');
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Sans pièce' });

      expect((await refusal(world.as('stranger').questions.removeAttachment(id, file))).code).toBe('permission-denied');
      await expect(world.as('pupil').questions.removeAttachment(id, file)).resolves.toBeUndefined();
    });

    it('never leaves a question without text nor attachment', async () => {
      const file = await world.upload('pupil');
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: '', attachments: [file] });

      const error = await refusal(world.as('pupil').questions.removeAttachment(id, file));

      expect(error.code).toBe('question/would-be-empty');
      expect(forumErrorText('remove-attachment', error.code)).toBe(WOULD_BE_EMPTY);
      expect(await attachmentsOf(id)).toHaveLength(1);
    });

    it('deletes a file for its uploader, wherever it is attached, or for a moderator of the question holding it', async () => {
      const [draft, attached, own] = [
        await world.upload('pupil'),
        await world.upload('pupil'),
        await world.upload('pupil'),
      ];
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Avec PDF',
        attachments: [attached, own],
      });

      expect(await world.as('stranger').files.remove(draft, '')).toBe(false);
      expect(await world.as('stranger').files.remove(attached, id)).toBe(false);
      expect(await world.as('tutor').files.remove(attached, id)).toBe(false);
      expect(await world.as('moderator').files.remove(draft, '')).toBe(false);
      expect(await world.as('moderator').files.remove(attached, id)).toBe(true);
      expect(await world.as('pupil').files.remove(draft, '')).toBe(true);
      // Their own upload: the public id (Cloudinary) or the stored owner (locally) says so, no question needed.
      expect(await world.as('pupil').files.remove(own, '')).toBe(true);
    });
  });
}
