import { describe, expect, it } from 'vitest';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import type { PublicTutor } from '@/domain/entities';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

export function usersContract(world: ContractWorld): void {
  describe('users and the directory', () => {
    it('lets a member read their own profile, never another’s; a responsable reads anyone’s', async () => {
      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({
        id: world.uid('pupil'),
        role: 'eleve',
      });
      expect((await refusal(world.as('pupil').users.get(world.uid('parent')))).code).toBe('permission-denied');
      expect((await refusal(world.newTab().users.get(world.uid('parent')))).code).toBe('permission-denied');
      expect(await world.as('responsable').users.get(world.uid('pupil'))).toMatchObject({ quartier: 'Mvog-Ada' });
      expect(await world.as('responsable').users.get('uid-sans-compte')).toBeNull();
    });

    it('lists the approved tutors only, without neighbourhood, and their phone while they publish it', async () => {
      const listed = (tutors: PublicTutor[]) => tutors.map((tutor) => [tutor.uid, tutor.telephone]);
      const directory = world.newTab().directory;
      expect(
        listed(await firstValue<PublicTutor[]>((onChange, onError) => directory.subscribe(onChange, onError))),
      ).toEqual([[world.uid('moderator'), '']]);

      await world.as('moderator').users.setPhonePublic(true);

      const tutors = await firstValue<PublicTutor[]>((onChange, onError) =>
        world.newTab().directory.subscribe(onChange, onError),
      );
      expect(listed(tutors)).toEqual([[world.uid('moderator'), '677 88 99 00']]);
      expect(tutors[0]).not.toHaveProperty('quartier');
      expect(await world.as('moderator').users.get(world.uid('moderator'))).toMatchObject({ telephonePublic: true });

      await world.as('moderator').users.setPhonePublic(false);

      const withdrawn = await firstValue<PublicTutor[]>((onChange, onError) =>
        world.newTab().directory.subscribe(onChange, onError),
      );
      expect(listed(withdrawn)).toEqual([[world.uid('moderator'), '']]);
    });

    it('lets a member accept the current texts of their role again (a member of before, a new version; issue 33)', async () => {
      const before = Date.now();

      await world.as('parent').users.acceptTexts({ consentement: true });
      await world.as('tutor').users.acceptTexts({ consentement: true, charte: true });

      const parent = await world.as('parent').users.get(world.uid('parent'));
      expect(parent).toMatchObject({ consentement: { version: PRIVACY_VERSION, date: expect.any(Date) } });
      expect(parent!.consentement!.date.getTime()).toBeGreaterThan(before - 60_000);
      expect(await world.as('tutor').users.get(world.uid('tutor'))).toMatchObject({
        consentement: { version: PRIVACY_VERSION },
        charte: { version: CHARTER_VERSION },
      });
      expect((await refusal(world.as('pupil').users.acceptTexts({ charte: true }))).code).toBe('invalid-argument');
      expect((await refusal(world.as('pupil').users.acceptTexts({}))).code).toBe('invalid-argument');
      expect((await refusal(world.newTab().users.acceptTexts({ consentement: true }))).code).toBe(
        'auth/requires-login',
      );
    });

    it('never lets a member set their birth date or authorisation as a profile field', async () => {
      for (const update of [{ naissance: '2000-01-01' }, { autorisation: 'non-requise' }, { consentement: 'oui' }]) {
        const error = await refusal(world.as('pupil').users.updateProfile(update as never));
        expect(error.code, Object.keys(update)[0]).toBe('permission-denied');
      }
    });

    it('lets a member correct their own role’s fields, trimmed, and keeps them after a new sign-in', async () => {
      await world
        .as('pupil')
        .users.updateProfile({ telephone: ' 699 12 34 56 ', quartier: 'Biyem-Assi', examen: 'BEPC' });

      expect(
        await world.newTab().auth.signIn(world.account('pupil').email, world.account('pupil').password),
      ).toMatchObject({
        telephone: '699 12 34 56',
        quartier: 'Biyem-Assi',
        examen: 'BEPC',
        nom: world.account('pupil').profile.nom,
      });
    });

    it('sends an approved tutor who changes subject back to a responsable’s review, out of the directory meanwhile', async () => {
      await world.as('moderator').users.updateProfile({ quartier: 'Mimboman' });
      expect(await world.as('moderator').users.get(world.uid('moderator'))).toMatchObject({ statut: 'approuve' });

      await world.as('moderator').users.updateProfile({ matiere: 'Mathématiques' });

      expect(await world.as('moderator').users.get(world.uid('moderator'))).toMatchObject({
        matiere: 'Mathématiques',
        statut: 'en-attente',
      });
      await firstValue<PublicTutor[]>(
        (onChange, onError) => world.newTab().directory.subscribe(onChange, onError),
        (tutors) => tutors.length === 0,
      );
      await world.as('responsable').governance.approveTutor(world.uid('moderator'));
      const back = await firstValue<PublicTutor[]>(
        (onChange, onError) => world.newTab().directory.subscribe(onChange, onError),
        (tutors) => tutors.length === 1,
      );
      expect(back.map((tutor) => [tutor.uid, tutor.matiere])).toEqual([[world.uid('moderator'), 'Mathématiques']]);
    });

    it('keeps a waiting tutor waiting when they change subject', async () => {
      await world.as('tutor').users.updateProfile({ matiere: 'Physique-Chimie' });

      expect(await world.as('tutor').users.get(world.uid('tutor'))).toMatchObject({
        matiere: 'Physique-Chimie',
        statut: 'en-attente',
      });
    });

    it('refuses a change of name, of role or of another role’s field, and a blank or over-long value', async () => {
      const pupil = world.as('pupil').users;
      expect((await refusal(pupil.updateProfile({ nom: 'Autre' }))).code).toBe('permission-denied');
      expect((await refusal(pupil.updateProfile({ role: 'encadreur' } as never))).code).toBe('permission-denied');
      expect((await refusal(pupil.updateProfile({ matiere: 'Maths' }))).code).toBe('permission-denied');
      expect((await refusal(pupil.updateProfile({ quartier: '   ' }))).code).toBe('invalid-argument');
      expect((await refusal(pupil.updateProfile({ telephone: '6'.repeat(31) }))).code).toBe('invalid-argument');
      expect((await refusal(world.newTab().users.updateProfile({ quartier: 'Essos' }))).code).toBe(
        'auth/requires-login',
      );
      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({
        quartier: world.account('pupil').profile.quartier,
      });
    });

    it('updates a listed tutor’s directory card with their profile', async () => {
      // Not the subject: changing it sends the tutor back to a responsable (the case above).
      await world.as('moderator').users.updateProfile({ classe: 'Terminale', profession: 'Ingénieure' });

      const tutors = await firstValue<PublicTutor[]>(
        (onChange, onError) => world.newTab().directory.subscribe(onChange, onError),
        (listed) => listed.some((tutor) => tutor.classe === 'Terminale'),
      );
      expect(tutors.find((tutor) => tutor.uid === world.uid('moderator'))).toMatchObject({
        classe: 'Terminale',
        profession: 'Ingénieure',
      });
    });

    it('exports the member’s profile, messages sent and received, questions and replies, and nobody else’s messages', async () => {
      await world.as('pupil').messages.send({ to: world.uid('moderator'), text: 'Bonjour Madame' });
      await world.as('moderator').messages.send({ to: world.uid('pupil'), text: 'Bonjour, je t’écoute' });
      await world.as('parent').messages.send({ to: world.uid('moderator'), text: 'Message privé du parent' });
      const questionId = await world.seedQuestion('pupil', {
        pageId: 'EncadreurEleve',
        question: 'Comment factoriser ?',
      });
      const otherId = await world.seedQuestion('stranger', {
        pageId: 'EncadreurEleve',
        question: 'Et les fractions ?',
      });
      await world.as('pupil').questions.reply(otherId, 'Je me pose la même question');

      const data = await world.as('pupil').users.exportData();

      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
      expect(data.profil).toMatchObject({ id: world.uid('pupil'), email: world.account('pupil').email.toLowerCase() });
      expect(data.messagesEnvoyes.map((message) => message.texte)).toEqual(['Bonjour Madame']);
      expect(data.messagesRecus.map((message) => message.texte)).toEqual(['Bonjour, je t’écoute']);
      expect(JSON.stringify(data)).not.toContain('Message privé du parent');
      expect(data.questions.map((question) => [question.id, question.texte])).toEqual([
        [questionId, 'Comment factoriser ?'],
      ]);
      expect(data.reponses.map((reply) => [reply.question, reply.texte])).toEqual([
        [otherId, 'Je me pose la même question'],
      ]);
      expect((await refusal(world.newTab().users.exportData())).code).toBe('auth/requires-login');
    });

    it('refuses a phone in the directory to a tutor still waiting, and to a pupil', async () => {
      expect((await refusal(world.as('tutor').users.setPhonePublic(true))).code).toBe('permission-denied');
      expect((await refusal(world.as('pupil').users.setPhonePublic(true))).code).toBe('permission-denied');
    });
  });
}
