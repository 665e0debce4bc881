import { describe, expect, it } from 'vitest';
import type { Backend } from '@/backend/types';
import type { PublicTutor, UserProfile } from '@/domain/entities';
import { messageErrorText, UNVERIFIED_EMAIL_MESSAGE } from '@/lib/message-errors';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import { TO_MODERATOR, type ContractWorld } from '../world';

/** An account of its own for each case (the Auth emulator keeps accounts), signed in in a new tab. */
let made = 0;
async function newMember(
  world: ContractWorld,
  as: 'pupil' | 'tutor' = 'pupil',
): Promise<{ email: string; password: string; tab: Backend }> {
  const base = world.account(as);
  made += 1;
  const email = `confirme.${made}.${base.email.split('@')[0]}@example.cm`;
  await world.newTab().auth.signUp({ ...base, email, password: 'secret-123' });
  const tab = world.newTab();
  await tab.auth.signIn(email, 'secret-123');
  return { email, password: 'secret-123', tab };
}

export function emailVerificationContract(world: ContractWorld): void {
  const directory = (accept: (tutors: PublicTutor[]) => boolean) =>
    firstValue<PublicTutor[]>((onChange, onError) => world.newTab().directory.subscribe(onChange, onError), accept);

  describe('auth: confirming the address (issue 15)', () => {
    it('sends the link at sign-up; until it is followed the member is unconfirmed and writes no private message', async () => {
      const { email, tab } = await newMember(world);

      expect(await world.emailCodes(email, 'VERIFY_EMAIL')).toHaveLength(1);
      expect(
        await firstValue<UserProfile | null>(
          (onChange) => tab.auth.subscribe(onChange),
          (user) => user !== null,
        ),
      ).toMatchObject({
        email,
        emailVerifie: false,
      });
      const error = await refusal(tab.messages.send({ to: world.uid('moderator'), text: 'Bonjour Madame' }));
      expect(error.code).toBe('account/unverified-email');
      expect(messageErrorText('send', error.code, error)).toBe(UNVERIFIED_EMAIL_MESSAGE);
    });

    it('confirms the address with the link’s code, once: the member is then confirmed and writes', async () => {
      const { email, password, tab } = await newMember(world);
      const code = (await world.emailCodes(email, 'VERIFY_EMAIL'))[0]!;

      // The link may be followed anywhere (a phone's browser): here in a tab where nobody is signed in.
      await world.newTab().auth.confirmEmail(code);

      expect((await world.newTab().auth.signIn(email, password)).emailVerifie).toBe(true);
      await tab.messages.send({ to: world.uid('moderator'), ...TO_MODERATOR, text: 'Bonjour Madame' });
      expect((await refusal(world.newTab().auth.confirmEmail(code))).code).toBe('auth/invalid-action-code');
      expect((await refusal(world.newTab().auth.confirmEmail('code-inconnu'))).code).toBe('auth/invalid-action-code');
    });

    it('sends the link again on request, and the session follows a confirmation made in it', async () => {
      const { email, tab } = await newMember(world);
      await tab.auth.sendEmailVerification();
      const codes = await world.emailCodes(email, 'VERIFY_EMAIL');
      expect(codes).toHaveLength(2);

      await tab.auth.confirmEmail(codes.at(-1)!);

      const me = await firstValue<UserProfile | null>(
        (onChange) => tab.auth.subscribe(onChange),
        (user) => user?.emailVerifie === true,
      );
      expect(me?.email).toBe(email);
      // Confirmed: nothing more to send.
      const before = await world.emailCodes(email, 'VERIFY_EMAIL');
      await tab.auth.sendEmailVerification();
      expect(await world.emailCodes(email, 'VERIFY_EMAIL')).toEqual(before);
      expect((await refusal(world.newTab().auth.sendEmailVerification())).code).toBe('auth/requires-login');
    });

    it('lists an approved tutor in the directory only once their address is confirmed', async () => {
      const { email, tab } = await newMember(world, 'tutor');
      const me = await firstValue<UserProfile | null>(
        (onChange) => tab.auth.subscribe(onChange),
        (user) => user !== null,
      );
      await world.as('responsable').governance.approveTutor(me!.id);
      // The moderator alone: the new tutor is approved, not listed.
      expect(await directory((tutors) => tutors.length === 1)).toHaveLength(1);

      await tab.auth.confirmEmail((await world.emailCodes(email, 'VERIFY_EMAIL'))[0]!);

      const listed = await directory((tutors) => tutors.length === 2);
      expect(listed.map((tutor) => tutor.uid)).toContain(me!.id);
    });
  });

  describe('auth: « Changer d’adresse e-mail »', () => {
    it('refuses a wrong password, a malformed address and one already taken', async () => {
      const { tab } = await newMember(world);
      expect((await refusal(tab.auth.changeEmail('faux-mot', 'nouvelle@example.cm'))).code).toMatch(
        /^auth\/(wrong-password|invalid-credential)$/,
      );
      expect((await refusal(tab.auth.changeEmail('secret-123', 'pas-une-adresse'))).code).toBe('auth/invalid-email');
      expect((await refusal(world.newTab().auth.changeEmail('secret-123', 'x@example.cm'))).code).toBe(
        'auth/requires-login',
      );
    });

    it('changes the address only once the link sent to the new one is followed; the profile follows', async () => {
      const { email, password, tab } = await newMember(world);
      const next = `nouvelle.${email}`;

      await tab.auth.changeEmail(password, next);

      const codes = await world.emailCodes(next, 'VERIFY_AND_CHANGE_EMAIL');
      expect(codes).toHaveLength(1);
      // Not yet: the old address still signs in.
      expect((await world.newTab().auth.signIn(email, password)).email).toBe(email);

      await world.newTab().auth.confirmEmail(codes[0]!);

      const after = await world.newTab().auth.signIn(next, password);
      expect(after).toMatchObject({ email: next, emailVerifie: true });
      // The stored profile followed (what the responsables' search by address reads).
      expect(await world.as('responsable').users.get(after.id)).toMatchObject({ email: next, emailVerifie: true });
      expect(await refusal(world.newTab().auth.signIn(email, password))).toMatchObject({
        code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
      });
    });
  });
}
