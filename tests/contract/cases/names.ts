import { describe, expect, it } from 'vitest';
import type { Message, Question, SignUpInput } from '@/domain/entities';
import { explainRegistrationError } from '@/features/auth/auth-messages';
import { governanceErrorText } from '@/features/responsable/responsable-messages';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld, Member } from '../world';
import { TUTORS_FORUM } from './questions';

const INVALID_NAME =
  'Le nom et le prénom ne peuvent contenir que des lettres, des espaces, des traits d’union et des apostrophes.';

/** A sign-up no other test uses (the Auth emulator keeps accounts for the whole run). */
let made = 0;
function newcomer(world: ContractWorld, name: { prenom: string; nom: string }): SignUpInput {
  const base = world.account('pupil');
  made += 1;
  return {
    ...base,
    email: `nom.${made}.${Date.now()}@example.cm`,
    password: 'secret-123',
    profile: { ...base.profile, ...name },
  };
}

/**
 * Names (docs/decisions/0019): what the attacker signed up with (issue 23), normalised and refused
 * alike by both adapters; and the mark « Encadreur validé », written with each post from its
 * author's profile.
 */
export function namesContract(world: ContractWorld): void {
  describe('names and « Encadreur validé »', () => {
    it.each([
      [
        'a zero-width space inside « Commission »',
        { prenom: 'Comm\u200Bission', nom: 'des Études' },
        'profile/reserved-name',
      ],
      ['a combining accent in « Modérateur »', { prenom: 'Mode\u0301rateur', nom: 'Forum' }, 'profile/reserved-name'],
      ['a Cyrillic o in « Responsable »', { prenom: 'Awa', nom: 'Resp\u043Ensable' }, 'profile/reserved-name'],
      ['a digit', { prenom: 'Awa', nom: 'Ngono 2' }, 'profile/invalid-name'],
      ['an emoji', { prenom: 'Awa 🙂', nom: 'Ngono' }, 'profile/invalid-name'],
    ])('refuses a sign-up with %s, and the address stays free', async (_what, name, code) => {
      const tab = world.newTab();
      const input = newcomer(world, name);

      const error = await refusal(tab.auth.signUp(input));

      expect(error.code).toBe(code);
      expect(explainRegistrationError(error.code, 'eleve').foreseen).toBe(true);
      if (code === 'profile/invalid-name')
        expect(explainRegistrationError(error.code, 'eleve').text).toBe(INVALID_NAME);
      await expect(
        tab.auth.signUp({ ...input, profile: { ...input.profile, prenom: 'Awa', nom: 'Ngono' } }),
      ).resolves.toMatchObject({
        email: input.email,
      });
    });

    it('stores a name as normalised: invisible characters dropped, accents composed, spaces made one', async () => {
      const tab = world.newTab();
      const input = newcomer(world, { prenom: ' Zoe\u0301\u200B-E\u0301loi\u0308se ', nom: 'N’Dri \u00A0 Kouassi' });

      const created = await tab.auth.signUp(input);

      expect([created.prenom, created.nom]).toEqual(['Zoé-Éloïse', 'N’Dri Kouassi']);
      expect(await tab.auth.signIn(input.email, input.password)).toMatchObject({
        prenom: 'Zoé-Éloïse',
        nom: 'N’Dri Kouassi',
      });
    });

    it('lets a responsable correct a name, normalised, never to one with a digit', async () => {
      const invalid = await refusal(
        world.as('responsable').governance.correctName(world.uid('pupil'), { prenom: 'Awa', nom: 'Ngono 2' }),
      );
      expect(invalid.code).toBe('profile/invalid-name');
      expect(governanceErrorText('rename', invalid.code)).toBe(INVALID_NAME);

      await world
        .as('responsable')
        .governance.correctName(world.uid('pupil'), { prenom: 'Awa\u200B', nom: ' Ngono  Mballa ' });

      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({
        prenom: 'Awa',
        nom: 'Ngono Mballa',
      });
    });

    it('marks the approved tutor’s question, reply and message « Encadreur validé », nobody else’s', async () => {
      await world.as('moderator').questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Exercice de la semaine',
        attachments: [],
        matiere: 'Mathématiques',
      });
      await world.as('tutor').questions.ask({
        pageId: TUTORS_FORUM,
        question: 'Je débute comme encadreur',
        attachments: [],
        matiere: 'Mathématiques',
      });
      const questions = await firstValue<Question[]>(
        (onChange, onError) => world.newTab().questions.subscribe(TUTORS_FORUM, onChange, onError),
        (items) => items.length === 2,
      );
      expect(questions.map((item) => [item.userName, item.encadreurValide])).toEqual([
        ['Paul Essomba', false],
        ['Sylvie Eba', true],
      ]);
      const id = questions[1]!.id;
      await world.as('moderator').questions.reply(id, 'La correction vendredi.');
      await world.as('tutor').questions.reply(id, 'Merci Madame.');
      await world.newTab().questions.reply(id, 'Merci !');
      const replies = (await world.newTab().questions.get(id))!.replies;
      expect(replies.map((reply) => [reply.userName, reply.encadreurValide])).toEqual([
        ['Sylvie Eba', true],
        ['Paul Essomba', false],
        ['Utilisateur Anonyme', false],
      ]);

      // To a parent: a tutor not yet approved writes to no minor (issue 33).
      await world.as('moderator').messages.send({ to: world.uid('parent'), text: 'Bon travail.' });
      await world.as('tutor').messages.send({ to: world.uid('parent'), text: 'Bonjour Madame.' });
      const inbox = await firstValue<Message[]>(
        (onChange, onError) => world.as('parent').messages.subscribeInbox(world.uid('parent'), onChange, onError),
        (items) => items.length === 2,
      );
      const bySender = (member: Member) => inbox.find((message) => message.from === world.uid(member))!;
      expect([bySender('moderator').senderValide, bySender('tutor').senderValide]).toEqual([true, false]);
    });
  });
}
