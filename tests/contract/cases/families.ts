import { describe, expect, it } from 'vitest';
import type { Message } from '@/domain/entities';
import type { ChildOverview, FamilyLink } from '@/domain/families';
import { firstValue, subscriptionError } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld, Member } from '../world';
import { TUTORS_FORUM } from './questions';
import { seanceInput } from './seances';

/**
 * Issue 33: a parent and a child linked by the other's code, confirmed by the other side, undone by
 * either — on both backends.
 */
export function familiesContract(world: ContractWorld): void {
  const links = (member: Member, accept: (items: FamilyLink[]) => boolean) =>
    firstValue<FamilyLink[]>(
      (onChange, onError) => world.as(member).families.subscribeLinks(world.uid(member), onChange, onError),
      accept,
    );

  describe('parents and children', () => {
    it('links a parent and a child by the child’s code, confirmed by the child, undone by either', async () => {
      const code = await world.as('pupil').families.myCode();
      expect(await world.as('pupil').families.myCode()).toBe(code);
      expect(await world.as('parent').families.lookUp(` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `)).toEqual({
        uid: world.uid('pupil'),
        name: 'Awa Ngono',
        side: 'enfant',
      });

      await world.as('parent').families.request(code);
      const [asked] = await links('pupil', (items) => items.length === 1);
      expect(asked).toMatchObject({
        parentId: world.uid('parent'),
        childId: world.uid('pupil'),
        childName: 'Awa Ngono',
        requestedBy: 'parent',
        confirmed: false,
      });
      // The asker does not confirm their own request; nobody but its two members sees it.
      expect((await refusal(world.as('parent').families.confirm(asked!.id))).code).toBe('permission-denied');
      expect((await refusal(world.as('stranger').families.confirm(asked!.id))).code).toBe('not-found');

      await world.as('pupil').families.confirm(asked!.id);
      const [made] = await links('parent', (items) => items[0]?.confirmed === true);
      expect(made).toMatchObject({ parentName: 'Marie Atangana', childName: 'Awa Ngono' });

      await world.as('pupil').families.remove(made!.id);
      expect(await links('parent', (items) => items.length === 0)).toEqual([]);
    });

    it('lets a child ask their parent with the parent’s code, the parent confirms', async () => {
      const code = await world.as('parent').families.myCode();
      await world.as('pupil').families.request(code);
      const [asked] = await links('parent', (items) => items.length === 1);
      expect(asked).toMatchObject({ requestedBy: 'enfant', confirmed: false });
      await world.as('parent').families.confirm(asked!.id);
      expect((await links('pupil', (items) => items[0]?.confirmed === true))[0]!.childId).toBe(world.uid('pupil'));
    });

    it('refuses a code that is nobody’s, one’s own, one of one’s own side, a link asked twice, and a tutor', async () => {
      const pupilCode = await world.as('pupil').families.myCode();
      const otherPupilCode = await world.as('stranger').families.myCode();
      expect((await refusal(world.as('parent').families.request('ABCD EFGH'))).code).toBe('family/unknown-code');
      expect((await refusal(world.as('parent').families.request('pas un code'))).code).toBe('family/unknown-code');
      expect((await refusal(world.as('pupil').families.request(pupilCode))).code).toBe('family/own-code');
      expect((await refusal(world.as('pupil').families.request(otherPupilCode))).code).toBe('family/same-side');
      await world.as('parent').families.request(pupilCode);
      expect((await refusal(world.as('parent').families.request(pupilCode))).code).toBe('family/already-linked');
      expect((await refusal(world.as('moderator').families.myCode())).code).toBe('permission-denied');
      expect((await refusal(world.newTab().families.myCode())).code).toBe('auth/requires-login');
    });

    /** The parent and the pupil linked, as they do it on their dashboards. */
    async function linkParentAndPupil() {
      await world.as('parent').families.request(await world.as('pupil').families.myCode());
      const [asked] = await links('pupil', (items) => items.length === 1);
      await world.as('pupil').families.confirm(asked!.id);
      await links('parent', (items) => items[0]?.confirmed === true);
    }

    it('shows a linked parent what concerns their child: séances, questions, the adults who write to her, read only', async () => {
      await linkParentAndPupil();
      const [seanceId] = await world.as('responsable').seances.publish(seanceInput());
      await world.as('pupil').seances.attend(seanceId!, true);
      const asked = await world.seedQuestion('pupil', { pageId: TUTORS_FORUM, question: 'Comment factoriser ?' });
      await world.as('moderator').questions.reply(asked, 'Cherche un facteur commun.');
      await world.as('moderator').messages.send({
        to: world.uid('pupil'),
        toName: 'Awa N.',
        toRole: 'eleve',
        text: 'Bonjour Awa, as-tu compris la méthode ?',
      });

      const overview = await firstValue<ChildOverview>(
        (onChange, onError) => world.as('parent').families.subscribeChild(world.uid('pupil'), onChange, onError),
        (value) => value.seances.length === 1 && value.questions.length === 1 && value.contacts.length === 1,
      );
      expect(overview.seances[0]!.seanceId).toBe(seanceId);
      expect(overview.questions[0]).toMatchObject({ id: asked, answered: true, resolved: false });
      expect(overview.contacts[0]).toMatchObject({ uid: world.uid('moderator'), role: 'encadreur', validated: true });

      const thread = await firstValue<Message[]>(
        (onChange, onError) =>
          world.as('parent').families.subscribeChildThread(overview.contacts[0]!.conversationId, onChange, onError),
        (items) => items.length === 1,
      );
      expect(thread[0]!.text).toBe('Bonjour Awa, as-tu compris la méthode ?');

      // Nobody else: another parent, another pupil.
      for (const member of ['responsable', 'stranger'] as const) {
        const error = await subscriptionError<ChildOverview>((onChange, onError) =>
          world.as(member).families.subscribeChild(world.uid('pupil'), onChange, onError),
        );
        expect(error.code).toBe('permission-denied');
        const threadError = await subscriptionError<Message[]>((onChange, onError) =>
          world.as(member).families.subscribeChildThread(overview.contacts[0]!.conversationId, onChange, onError),
        );
        expect(threadError.code).toBe('permission-denied');
      }
    });

    it('lets only an approved tutor, a responsable, a pupil or her own parent start a conversation with a pupil; she may be answered', async () => {
      const toPupil = { to: world.uid('pupil'), toName: 'Awa N.', toRole: 'eleve' as const, text: 'Bonjour' };
      // A parent who is not hers, a tutor not approved: told before writing, refused when sending.
      for (const member of ['parent', 'tutor'] as const) {
        expect((await refusal(world.as(member).messages.mayWrite(world.uid('pupil'), 'eleve'))).code).toBe(
          'message/minor-protected',
        );
        expect((await refusal(world.as(member).messages.send(toPupil))).code).toBe('message/minor-protected');
      }
      await world.as('stranger').messages.send(toPupil);
      await world.as('responsable').messages.send(toPupil);
      // Once linked, her parent may; a tutor she wrote to first may answer.
      await linkParentAndPupil();
      await world.as('parent').messages.mayWrite(world.uid('pupil'), 'eleve');
      await world.as('parent').messages.send(toPupil);
      await world
        .as('pupil')
        .messages.send({ to: world.uid('tutor'), toName: 'Paul Essomba', toRole: 'encadreur', text: 'Merci' });
      await world.as('tutor').messages.send(toPupil);
    });

    it('keeps a member’s links to themselves', async () => {
      const error = await subscriptionError<FamilyLink[]>((onChange, onError) =>
        world.as('parent').families.subscribeLinks(world.uid('pupil'), onChange, onError),
      );
      expect(error.code).toBe('permission-denied');
    });
  });
}
