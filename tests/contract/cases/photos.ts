import { describe, expect, it } from 'vitest';
import { PHOTOS_MAX, type Photo } from '@/domain/photos';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';
import { TUTORS_FORUM } from './questions';

/** Photos of exercises in questions and replies (issue 36), the same on both adapters. */
export function photosContract(world: ContractWorld): void {
  const questionIn = async (id: string) => (await world.newTab().questions.get(id))!;
  const ask = (photos: Photo[], question = 'Voici mon exercice') =>
    world
      .as('pupil')
      .questions.ask({ pageId: TUTORS_FORUM, question, attachments: [], photos, matiere: 'Mathématiques' });
  /** The pupil's newest question in the tutor–pupil forum (ask resolves with nothing). */
  const newest = async (): Promise<string> =>
    new Promise((resolve, reject) => {
      const live = world.newTab().questions.subscribe(
        TUTORS_FORUM,
        (items) => {
          if (items[0]) {
            live();
            resolve(items[0].id);
          }
        },
        reject,
      );
    });

  describe('photos in questions and replies', () => {
    it('keeps a question’s photos, in order, for every reader; a question may be photos alone', async () => {
      const [first, second] = [await world.uploadPhoto('pupil'), await world.uploadPhoto('pupil')];
      expect(first).toMatchObject({
        width: expect.any(Number),
        bytes: expect.any(Number),
        thumbBytes: expect.any(Number),
      });

      await ask([first, second], '');
      const question = await questionIn(await newest());

      expect(question.question).toBe('');
      expect(question.photos).toEqual([first, second]);
    });

    it('refuses photos outside the tutor–pupil forum, more than four, and someone else’s', async () => {
      const photo = await world.uploadPhoto('pupil');
      const elsewhere = await refusal(
        world
          .as('pupil')
          .questions.ask({ pageId: 'ParentEncadreur', question: 'Photo', attachments: [], photos: [photo] }),
      );
      expect(elsewhere.code).toBe('invalid-argument');

      const five = Array.from({ length: PHOTOS_MAX + 1 }, () => photo);
      expect((await refusal(ask(five))).code).toBe('invalid-argument');

      const theirs = await refusal(
        world.as('stranger').questions.ask({
          pageId: TUTORS_FORUM,
          question: 'Pas la mienne',
          attachments: [],
          photos: [photo],
          matiere: 'Mathématiques',
        }),
      );
      expect(theirs.code).toBe('permission-denied');
    });

    it('lets a tutor reply with a photo of his working, with or without words; never a signed-out visitor', async () => {
      await ask([]);
      const id = await newest();
      const working = await world.uploadPhoto('moderator');

      await world.as('moderator').questions.reply(id, '', [working]);

      const [reply] = (await questionIn(id)).replies;
      expect(reply).toMatchObject({ reply: '', photos: [working] });
      const visitor = await refusal(world.newTab().questions.reply(id, 'Et moi ?', [working]));
      expect(visitor.code).toBe('auth/requires-login');
      // A reply of words alone has no photos.
      await world.as('pupil').questions.reply(id, 'Merci !');
      expect((await questionIn(id)).replies[1]?.photos).toEqual([]);
    });

    it('lets the author or a moderator take a photo out; nobody else; never the last thing a post shows', async () => {
      const [a, b] = [await world.uploadPhoto('pupil'), await world.uploadPhoto('pupil')];
      await ask([a, b], '');
      const id = await newest();
      const working = await world.uploadPhoto('moderator');
      await world.as('moderator').questions.reply(id, '', [working]);
      const replyId = (await questionIn(id)).replies[0]!.id;

      expect((await refusal(world.as('stranger').questions.removePhoto(id, null, a))).code).toBe('permission-denied');
      expect((await refusal(world.as('tutor').questions.removePhoto(id, replyId, working))).code).toBe(
        'permission-denied',
      );
      await world.as('pupil').questions.removePhoto(id, null, a);
      expect((await refusal(world.as('moderator').questions.removePhoto(id, null, b))).code).toBe(
        'question/would-be-empty',
      );
      expect((await refusal(world.as('moderator').questions.removePhoto(id, replyId, working))).code).toBe(
        'question/would-be-empty',
      );

      const question = await questionIn(id);
      expect(question.photos).toEqual([b]);
      expect(question.replies[0]?.photos).toEqual([working]);
    });

    it('takes a reply’s photo out, the reply and the others as they were', async () => {
      await ask([]);
      const id = await newest();
      const [one, two] = [await world.uploadPhoto('moderator'), await world.uploadPhoto('moderator')];
      await world.as('moderator').questions.reply(id, 'Deux étapes', [one, two]);
      await world.as('pupil').questions.reply(id, 'Merci');
      const [working, thanks] = (await questionIn(id)).replies;

      await world.as('responsable').questions.removePhoto(id, working!.id, one);

      const after = (await questionIn(id)).replies;
      expect(after[0]).toMatchObject({ id: working!.id, reply: 'Deux étapes', photos: [two] });
      expect(after[1]).toEqual(thanks);
    });

    it('deletes a photo’s file for its uploader, or for a moderator of the question holding it', async () => {
      await ask([]);
      const id = await newest();
      const [draft, working] = [await world.uploadPhoto('moderator'), await world.uploadPhoto('pupil')];
      await world.as('pupil').questions.reply(id, 'Ma démarche', [working]);

      expect(await world.as('stranger').files.remove(working, id)).toBe(false);
      expect(await world.as('stranger').files.remove(draft, '')).toBe(false);
      expect(await world.as('responsable').files.remove(working, id)).toBe(true);
      expect(await world.as('moderator').files.remove(draft, '')).toBe(true);
    });
  });
}
