import { describe, expect, it } from 'vitest';
import type { PublicTutor } from '@/domain/entities';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

export function usersContract(world: ContractWorld): void {
  describe('users and the directory', () => {
    it('lets a member read their own profile, never another’s; a responsable reads anyone’s', async () => {
      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({ id: world.uid('pupil'), role: 'eleve' });
      expect((await refusal(world.as('pupil').users.get(world.uid('parent')))).code).toBe('permission-denied');
      expect((await refusal(world.newTab().users.get(world.uid('parent')))).code).toBe('permission-denied');
      expect(await world.as('responsable').users.get(world.uid('pupil'))).toMatchObject({ quartier: 'Mvog-Ada' });
      expect(await world.as('responsable').users.get('uid-sans-compte')).toBeNull();
    });

    it('lists the approved tutors only, without neighbourhood, and their phone while they publish it', async () => {
      const listed = (tutors: PublicTutor[]) => tutors.map((tutor) => [tutor.uid, tutor.telephone]);
      const directory = world.newTab().directory;
      expect(listed(await firstValue<PublicTutor[]>((onChange, onError) => directory.subscribe(onChange, onError)))).toEqual([
        [world.uid('moderator'), ''],
      ]);

      await world.as('moderator').users.setPhonePublic(true);

      const tutors = await firstValue<PublicTutor[]>((onChange, onError) => world.newTab().directory.subscribe(onChange, onError));
      expect(listed(tutors)).toEqual([[world.uid('moderator'), '677 88 99 00']]);
      expect(tutors[0]).not.toHaveProperty('quartier');
      expect(await world.as('moderator').users.get(world.uid('moderator'))).toMatchObject({ telephonePublic: true });

      await world.as('moderator').users.setPhonePublic(false);

      const withdrawn = await firstValue<PublicTutor[]>((onChange, onError) => world.newTab().directory.subscribe(onChange, onError));
      expect(listed(withdrawn)).toEqual([[world.uid('moderator'), '']]);
    });

    it('refuses a phone in the directory to a tutor still waiting, and to a pupil', async () => {
      expect((await refusal(world.as('tutor').users.setPhonePublic(true))).code).toBe('permission-denied');
      expect((await refusal(world.as('pupil').users.setPhonePublic(true))).code).toBe('permission-denied');
    });
  });
}
