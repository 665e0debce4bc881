import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/domain/entities';
import { errorCode } from '@/domain/errors';
import { ANONYMOUS_NAME, REPLIES_MAX } from '@/domain/limits';
import { REPLIES_FULL, forumErrorText } from '@/features/forum/forum-messages';
import { firstValue } from '../live';
import { CLOCK_MARGIN_SECONDS, refusal } from '../refusal';
import type { ContractWorld } from '../world';
import { PARENTS_FORUM, TUTORS_FORUM } from './questions';

export function repliesContract(world: ContractWorld): void {
  const repliesOf = async (id: string) => (await world.newTab().questions.get(id))?.replies ?? [];

  describe('replies', () => {
    it('appends a member’s reply under their name, and a visitor’s as Utilisateur Anonyme', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Aidez-moi' });

      await world.as('moderator').questions.reply(id, ' Voici la méthode ');
      await world.newTab().questions.reply(id, 'Merci pour la question');

      expect((await repliesOf(id)).map((reply) => [reply.reply, reply.userName, reply.userRole, reply.userId])).toEqual(
        [
          ['Voici la méthode', 'Sylvie Eba', 'encadreur', world.uid('moderator')],
          ['Merci pour la question', ANONYMOUS_NAME, 'eleve', null],
        ],
      );
    });

    it('gives each new reply an id that starts with its poster’s account, a visitor’s too', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Aidez-moi' });

      await world.as('parent').questions.reply(id, 'Une réponse de membre');
      await world.newTab().questions.reply(id, 'Une réponse de visiteur');

      const [fromMember, fromVisitor] = await repliesOf(id);
      expect(fromMember!.id).toMatch(new RegExp(`^${world.uid('parent')}_[^_]+$`));
      expect(fromVisitor!.id).toMatch(/^[^_]+_[^_]+$/);
      for (const member of ['pupil', 'parent', 'tutor', 'stranger', 'moderator', 'responsable'] as const) {
        expect(fromVisitor!.id.startsWith(`${world.uid(member)}_`)).toBe(false);
      }
    });

    it('keeps two replies written at the same moment in two tabs', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Comment factoriser x² − 1 ?' });

      await Promise.all([
        world.as('pupil').questions.reply(id, 'Je pense à (x − 1)(x + 1).'),
        world.as('moderator').questions.reply(id, 'Exactement : une identité remarquable.'),
      ]);

      // A pupil as anyone reads her (issue 33): « Awa N. ».
      expect((await repliesOf(id)).map((reply) => reply.userName).sort()).toEqual(['Awa N.', 'Sylvie Eba']);
    });

    it(`refuses the ${REPLIES_MAX + 1}st reply with question/full, for members and visitors alike`, async () => {
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Très suivie',
        replies: REPLIES_MAX,
      });

      const member = await refusal(world.as('parent').questions.reply(id, 'Une de plus'));
      const visitor = await refusal(world.newTab().questions.reply(id, 'Une de plus'));

      expect([member.code, visitor.code]).toEqual(['question/full', 'question/full']);
      expect(forumErrorText('reply', member.code)).toBe(REPLIES_FULL);
      expect(await repliesOf(id)).toHaveLength(REPLIES_MAX);
    });

    it('keeps the last places for the question’s author and approved tutors: a visitor refused from the 40th reply, a member from the 90th', async () => {
      const forty = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Assaillie', replies: 40 });
      const ninety = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Très suivie', replies: 90 });

      const visitor = await refusal(world.newTab().questions.reply(forty, 'Spam'));
      await world.as('parent').questions.reply(forty, 'Une réponse de membre');
      const member = await refusal(world.as('parent').questions.reply(ninety, 'Encore une'));
      const waitingTutor = await refusal(world.as('tutor').questions.reply(ninety, 'Je débute'));
      await world.as('pupil').questions.reply(ninety, 'Merci à tous');
      await world.as('moderator').questions.reply(ninety, 'La réponse complète');
      await world.as('responsable').questions.reply(ninety, 'Je ferme le sujet');

      expect([visitor.code, member.code, waitingTutor.code]).toEqual([
        'question/full',
        'question/full',
        'question/full',
      ]);
      expect(forumErrorText('reply', visitor.code)).toBe(REPLIES_FULL);
      expect(await repliesOf(forty)).toHaveLength(41);
      expect((await repliesOf(ninety)).slice(90).map((reply) => reply.userName)).toEqual([
        'Awa N.',
        'Sylvie Eba',
        'Claire Ondoa',
      ]);
    });

    it('gives question/full to the one of two members racing for the last place who comes second', async () => {
      const id = await world.seedQuestion('pupil', {
        pageId: TUTORS_FORUM,
        question: 'Presque pleine',
        replies: REPLIES_MAX - 1,
      });

      // The question's author and an approved tutor: both may take the last place.
      const outcomes = await Promise.allSettled([
        world.as('pupil').questions.reply(id, 'La centième'),
        world.as('moderator').questions.reply(id, 'La centième aussi'),
      ]);

      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [errorCode(outcome.reason)] : []));
      expect(refused).toEqual(['question/full']);
      expect(await repliesOf(id)).toHaveLength(REPLIES_MAX);
    });

    it('refuses a blank reply, one to a question that is gone, and a suspended member’s', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Question' });
      expect((await refusal(world.as('parent').questions.reply(id, '  '))).code).toBe('invalid-argument');
      const gone = await refusal(world.as('parent').questions.reply('question-inconnue', 'Réponse'));
      expect(gone.code).toBe('not-found');
      expect(forumErrorText('reply', gone.code)).toBe(
        'Cette question n’existe plus\u00a0: elle a peut-être été supprimée.',
      );
      await world.as('responsable').governance.setSuspended(world.uid('parent'), true);
      expect((await refusal(world.as('parent').questions.reply(id, 'Réponse'))).code).toBe('account/suspended');
    });

    it('lets a visitor reply once every 30 seconds, and says how long to wait', async () => {
      const id = await world.seedQuestion('pupil', { pageId: PARENTS_FORUM, question: 'Question' });
      const visitor = world.newTab();
      await visitor.questions.reply(id, 'Première');

      const error = await refusal(visitor.questions.reply(id, 'Deuxième'));

      expect(error.code).toBe('rate/too-fast');
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
      expect(error.retryAfterSeconds).toBeLessThanOrEqual(30 + CLOCK_MARGIN_SECONDS);
    });

    it('lets the author mark the reply that helped (« Résolue »), a responsable too, nobody else; its deletion unmarks it', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Comment factoriser ?' });
      await world.as('moderator').questions.reply(id, 'Cherche un facteur commun.');
      await world.as('stranger').questions.reply(id, 'Demande au professeur.');
      const [helpful, other] = await repliesOf(id);
      const resolved = async () => (await world.newTab().questions.get(id))?.resolue;

      expect((await refusal(world.as('moderator').questions.mark(id, 'resolue', helpful!.id))).code).toBe(
        'permission-denied',
      );
      expect((await refusal(world.as('pupil').questions.mark(id, 'resolue', 'reponse-inconnue'))).code).toBe(
        'invalid-argument',
      );
      expect((await refusal(world.newTab().questions.mark(id, 'resolue', helpful!.id))).code).toBe(
        'auth/requires-login',
      );
      expect(await resolved()).toBeNull();

      await world.as('pupil').questions.mark(id, 'resolue', helpful!.id);
      expect(await resolved()).toBe(helpful!.id);
      await world.as('responsable').questions.mark(id, 'resolue', other!.id);
      expect(await resolved()).toBe(other!.id);
      await world.as('responsable').questions.removeReply(id, other!.id);
      expect(await resolved()).toBeNull();

      await world.as('pupil').questions.mark(id, 'resolue', helpful!.id);
      await world.as('pupil').questions.mark(id, 'resolue', null);
      expect(await resolved()).toBeNull();
    });

    it('lets a reply’s author delete it, nobody else but a responsable, who is recorded', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Question' });
      await world.as('parent').questions.reply(id, 'Ma réponse');
      await world.as('stranger').questions.reply(id, 'Hors sujet');
      const [mine, offTopic] = await repliesOf(id);

      expect((await refusal(world.as('pupil').questions.removeReply(id, mine!.id))).code).toBe('permission-denied');
      expect((await refusal(world.as('parent').questions.removeReply(id, 'reponse-inconnue'))).code).toBe('not-found');
      await world.as('parent').questions.removeReply(id, mine!.id);
      await world.as('responsable').questions.removeReply(id, offTopic!.id);

      expect(await repliesOf(id)).toEqual([]);
      const journal = await firstValue<JournalEntry[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
        (entries) => entries.length === 1,
      );
      // The journal names the reply's author as the reply did: a pupil, « Jean M. » (issue 33).
      expect(journal.map((entry) => [entry.action, entry.targetName])).toEqual([['reponse-supprimee', 'Jean M.']]);
    });

    it('gives back the activity of a deleted last reply: a reply and its deletion do not bump a question', async () => {
      const id = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Une vieille question' });
      const asked = (await world.newTab().questions.get(id))!;
      await world.as('moderator').questions.reply(id, 'Relis le cours.');
      const [first] = await repliesOf(id);
      await world.as('parent').questions.reply(id, 'Je remonte la question.');
      const [, bump] = await repliesOf(id);

      await world.as('parent').questions.removeReply(id, bump!.id);
      expect((await world.newTab().questions.get(id))!.activite).toEqual(first!.date);
      await world.as('moderator').questions.removeReply(id, first!.id);
      expect((await world.newTab().questions.get(id))!.activite).toEqual(asked.date);
    });
  });
}
