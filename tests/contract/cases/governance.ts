import { describe, expect, it } from 'vitest';
import type { JournalEntry, PublicTutor, UserProfile } from '@/domain/entities';
import { governanceErrorText } from '@/features/responsable/responsable-messages';
import { firstValue, subscriptionError } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

export function governanceContract(world: ContractWorld): void {
  const journal = (accept: (entries: JournalEntry[]) => boolean) =>
    firstValue<JournalEntry[]>(
      (onChange, onError) => world.as('responsable').governance.subscribeJournal(onChange, onError),
      accept,
    );
  const directory = (accept: (tutors: PublicTutor[]) => boolean) =>
    firstValue<PublicTutor[]>((onChange, onError) => world.newTab().directory.subscribe(onChange, onError), accept);

  describe('governance', () => {
    it('shows every member to a responsable, in name order, and to nobody else', async () => {
      const members = await firstValue<UserProfile[]>(
        (onChange, onError) => world.as('responsable').governance.subscribeMembers(onChange, onError),
        (profiles) => profiles.length === 6,
      );
      expect(members.map((member) => member.nom)).toEqual(['Atangana', 'Eba', 'Essomba', 'Mballa', 'Ngono', 'Ondoa']);
      const error = await subscriptionError<UserProfile[]>((onChange, onError) =>
        world.as('moderator').governance.subscribeMembers(onChange, onError),
      );
      expect(error.code).toBe('permission-denied');
      expect(
        (
          await subscriptionError<JournalEntry[]>((onChange, onError) =>
            world.as('pupil').governance.subscribeJournal(onChange, onError),
          )
        ).code,
      ).toBe('permission-denied');
    });

    it('approves a waiting tutor: listed in the directory, a tutor’s powers, and a journal line', async () => {
      await world.as('responsable').governance.approveTutor(world.uid('tutor'));

      expect(await world.as('tutor').users.get(world.uid('tutor'))).toMatchObject({ statut: 'approuve' });
      const tutors = await directory((listed) => listed.length === 2);
      expect(tutors.map((tutor) => tutor.nom)).toEqual(['Eba', 'Essomba']);
      const id = await world.seedQuestion('pupil', { pageId: 'EncadreurEleve', question: 'Hors sujet' });
      await world.as('tutor').questions.remove(id);
      const [entry] = await journal((entries) => entries.length === 1);
      expect(entry).toMatchObject({
        action: 'encadreur-approuve',
        targetId: world.uid('tutor'),
        targetName: 'Paul Essomba',
        byName: 'Claire Ondoa',
      });
    });

    it('tells the tutor’s open session at once when they are approved', async () => {
      const seen: (string | undefined)[] = [];
      const stop = world
        .as('tutor')
        .auth.subscribe((user) => seen.push(user?.role === 'encadreur' ? user.statut : undefined));
      try {
        await expect.poll(() => seen.at(-1)).toBe('en-attente');
        await world.as('responsable').governance.approveTutor(world.uid('tutor'));
        await expect.poll(() => seen.at(-1)).toBe('approuve');
      } finally {
        stop();
      }
    });

    it('refuses a tutor with a reason the tutor reads, never a blank one', async () => {
      const blank = await refusal(world.as('responsable').governance.refuseTutor(world.uid('tutor'), '  '));
      expect(blank.code).toBe('invalid-argument');
      expect(governanceErrorText('refuse', blank.code)).toMatch(/^Indiquez un motif de 300.caractères au plus\.$/);

      await world.as('responsable').governance.refuseTutor(world.uid('tutor'), ' Diplôme illisible ');

      expect(await world.as('tutor').users.get(world.uid('tutor'))).toMatchObject({
        statut: 'refuse',
        motifRefus: 'Diplôme illisible',
      });
    });

    it('suspends a member, who reads but no longer posts, and an approved tutor leaves the directory', async () => {
      await world.as('responsable').governance.setSuspended(world.uid('moderator'), true);

      expect(await directory((listed) => listed.length === 0)).toEqual([]);
      const error = await refusal(world.as('moderator').messages.send({ to: world.uid('pupil'), text: 'Bonjour' }));
      expect(error.code).toBe('account/suspended');

      await world.as('responsable').governance.setSuspended(world.uid('moderator'), false);
      await world.as('moderator').messages.send({ to: world.uid('pupil'), text: 'Bonjour' });
      expect((await journal((entries) => entries.length === 2)).map((entry) => entry.action)).toEqual([
        'membre-retabli',
        'membre-suspendu',
      ]);
    });

    it('corrects a name, never to a reserved one, and keeps the former name in the journal', async () => {
      const reserved = await refusal(
        world.as('responsable').governance.correctName(world.uid('pupil'), { nom: 'Modérateur', prenom: 'Awa' }),
      );
      expect(reserved.code).toBe('profile/reserved-name');

      await world.as('responsable').governance.correctName(world.uid('pupil'), { nom: 'Ngono Mballa', prenom: 'Awa' });

      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({ nom: 'Ngono Mballa' });
      const [entry] = await journal((entries) => entries.length === 1);
      expect(entry).toMatchObject({ action: 'nom-corrige', targetName: 'Awa Ngono' });
    });

    it('refuses to approve a pupil, or to rename anyone with a blank name', async () => {
      expect((await refusal(world.as('responsable').governance.approveTutor(world.uid('pupil')))).code).toBe(
        'invalid-argument',
      );
      const blank = await refusal(
        world.as('responsable').governance.correctName(world.uid('pupil'), { nom: ' ', prenom: 'Awa' }),
      );
      expect(blank.code).toBe('invalid-argument');
      expect(governanceErrorText('rename', blank.code)).toMatch(
        /^Indiquez un prénom et un nom, de 100.caractères au plus chacun\.$/,
      );
    });

    it('takes a suspended tutor’s power to publish their phone until reinstated', async () => {
      await world.as('responsable').governance.setSuspended(world.uid('moderator'), true);

      expect((await refusal(world.as('moderator').users.setPhonePublic(true))).code).toBe('permission-denied');
    });

    it('refuses every act to anyone but a responsable, and says when the member does not exist', async () => {
      const uid = world.uid('tutor');
      const acts = [
        () => world.as('moderator').governance.approveTutor(uid),
        () => world.as('moderator').governance.refuseTutor(uid, 'Non'),
        () => world.as('moderator').governance.setSuspended(uid, true),
        () => world.as('moderator').governance.correctName(uid, { nom: 'Autre', prenom: 'Paul' }),
      ];
      for (const act of acts) expect((await refusal(act())).code).toBe('permission-denied');
      expect(governanceErrorText('approve', 'permission-denied')).toBe(
        'Seuls les responsables de la commission peuvent faire cela.',
      );

      const missing = await refusal(world.as('responsable').governance.setSuspended('uid-sans-compte', true));
      expect(missing.code).toBe('not-found');
    });
  });
}
