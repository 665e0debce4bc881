import { describe, expect, it } from 'vitest';
import { explainResetConfirmError, explainResetRequestError } from '@/features/auth/auth-messages';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

/** An account of its own for each case: its password changes (the Auth emulator keeps accounts). */
let made = 0;
async function newMember(world: ContractWorld): Promise<{ email: string; password: string }> {
  const base = world.account('pupil');
  made += 1;
  const email = `oubli.${made}.${base.email.split('@')[0]}@example.cm`;
  await world.newTab().auth.signUp({ ...base, email, password: 'ancien-123' });
  return { email, password: 'ancien-123' };
}

export function passwordResetContract(world: ContractWorld): void {
  describe('auth: « Mot de passe oublié ? »', () => {
    it('answers the same for an address with an account and one without, and mails only the member', async () => {
      const { email } = await newMember(world);
      const nobody = `personne.${made}.${email}`;
      const tab = world.newTab();

      await expect(tab.auth.sendPasswordReset(email)).resolves.toBeUndefined();
      await expect(tab.auth.sendPasswordReset(nobody)).resolves.toBeUndefined();

      expect(await world.resetCode(email)).toBeTruthy();
      expect(await world.resetCode(nobody)).toBeNull();
    });

    it('refuses a malformed address with auth/invalid-email', async () => {
      const error = await refusal(world.newTab().auth.sendPasswordReset('pas-une-adresse'));

      expect(error.code).toBe('auth/invalid-email');
      expect(explainResetRequestError(error.code).foreseen).toBe(true);
    });

    it('lets the code of the e-mail set a new password, once: the new one signs in, the old one no longer does', async () => {
      const { email, password } = await newMember(world);
      const tab = world.newTab();
      await tab.auth.sendPasswordReset(email.toUpperCase());
      const code = (await world.resetCode(email))!;

      await tab.auth.confirmPasswordReset(code, 'nouveau-456');

      expect((await world.newTab().auth.signIn(email, 'nouveau-456')).email).toBe(email);
      expect(await refusal(world.newTab().auth.signIn(email, password))).toMatchObject({
        code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
      });
      const again = await refusal(tab.auth.confirmPasswordReset(code, 'encore-789'));
      expect(again.code).toBe('auth/invalid-action-code');
      expect(explainResetConfirmError(again.code).foreseen).toBe(true);
    });

    it('refuses an unknown code and a too-short password', async () => {
      const { email } = await newMember(world);
      const tab = world.newTab();
      await tab.auth.sendPasswordReset(email);
      const code = (await world.resetCode(email))!;

      const unknown = await refusal(tab.auth.confirmPasswordReset('code-inconnu', 'nouveau-456'));
      const weak = await refusal(tab.auth.confirmPasswordReset(code, '123'));

      expect(unknown.code).toBe('auth/invalid-action-code');
      expect(weak.code).toBe('auth/weak-password');
      expect(explainResetConfirmError(weak.code).foreseen).toBe(true);
    });
  });
}
