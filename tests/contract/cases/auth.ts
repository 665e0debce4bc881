import { describe, expect, it } from 'vitest';
import type { SignUpInput, UserProfile } from '@/domain/entities';
import { explainLoginError, explainRegistrationError } from '@/features/auth/auth-messages';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

/** A sign-up no other test uses (the Auth emulator keeps accounts for the whole run). */
let made = 0;
function newcomer(world: ContractWorld, overrides: Partial<SignUpInput['profile']> = {}): SignUpInput {
  const base = world.account('pupil');
  made += 1;
  return {
    email: `Nouveau.${made}.${base.email.split('@')[0]}@Example.cm`,
    password: 'secret-123',
    profile: { ...base.profile, prenom: 'Lucie', nom: 'Mbarga', ...overrides } as SignUpInput['profile'],
  };
}

export function authContract(world: ContractWorld): void {
  describe('auth', () => {
    it.each(['pupil', 'parent', 'tutor'] as const)(
      'creates the account and its profile (%s), lower-cases the address, and leaves the new tab signed out',
      async (member) => {
        const tab = world.newTab();
        const input = {
          ...newcomer(world),
          profile: { ...world.account(member).profile, prenom: 'Lucie', nom: 'Mbarga' },
        };

        const created = await tab.auth.signUp(input);

        expect(created).toMatchObject({
          ...input.profile,
          email: input.email.toLowerCase(),
          suspendu: false,
          responsable: false,
        });
        expect(await tab.auth.getIdToken()).toBeNull();
        expect(await firstValue<UserProfile | null>((onChange) => tab.auth.subscribe(onChange))).toBeNull();
        expect(await tab.auth.signIn(input.email.toUpperCase(), input.password)).toEqual(created);
      },
    );

    it('keeps only the fields of the chosen role', async () => {
      const input = newcomer(world);
      const extra = {
        ...world.account('tutor').profile,
        examen: 'BEPC',
        isAdmin: true,
      } as unknown as SignUpInput['profile'];

      const created = await world.newTab().auth.signUp({ ...input, profile: extra });

      expect(created).toMatchObject({ role: 'encadreur', statut: 'en-attente' });
      expect(created).not.toHaveProperty('examen');
      expect(created).not.toHaveProperty('isAdmin');
    });

    it('signs the previous member out when someone signs up in their tab', async () => {
      const tab = world.newTab();
      const { email, password } = world.account('stranger');
      await tab.auth.signIn(email, password);

      await tab.auth.signUp(newcomer(world));

      expect(await tab.auth.getIdToken()).toBeNull();
      expect(await firstValue<UserProfile | null>((onChange) => tab.auth.subscribe(onChange))).toBeNull();
    });

    it('refuses a taken address, a short password, a malformed address and a reserved name', async () => {
      const tab = world.newTab();
      const taken = { ...newcomer(world), email: world.account('pupil').email };
      const cases: [SignUpInput, string][] = [
        [taken, 'auth/email-already-in-use'],
        [{ ...newcomer(world), password: '12345' }, 'auth/weak-password'],
        [{ ...newcomer(world), email: 'pas-une-adresse' }, 'auth/invalid-email'],
        [newcomer(world, { nom: 'Responsable' }), 'profile/reserved-name'],
      ];
      for (const [input, code] of cases) {
        const error = await refusal(tab.auth.signUp(input));
        expect(error.code, input.email).toBe(code);
        expect(explainRegistrationError(error.code, 'eleve').foreseen).toBe(true);
      }
    });

    it('refuses a profile with a blank field before making the account, so the address stays free', async () => {
      const tab = world.newTab();
      const input = newcomer(world, { quartier: '   ' });

      const error = await refusal(tab.auth.signUp(input));

      expect(error.code).toBe('invalid-argument');
      expect(explainRegistrationError(error.code, 'eleve').text).toBe("Une erreur s'est produite. Veuillez réessayer.");
      const fixed = { ...input, profile: { ...input.profile, quartier: 'Mvog-Mbi' } };
      await expect(tab.auth.signUp(fixed)).resolves.toMatchObject({ quartier: 'Mvog-Mbi' });
    });

    it('signs a member in with their profile, and says responsable only for the appointed one', async () => {
      const tab = world.newTab();
      const { email, password } = world.account('responsable');

      const profile = await tab.auth.signIn(email, password);

      expect(profile).toMatchObject({ id: world.uid('responsable'), role: 'parent', responsable: true });
      expect(await world.as('pupil').users.get(world.uid('pupil'))).toMatchObject({ responsable: false });
      expect(await tab.auth.getIdToken()).toEqual(expect.any(String));
    });

    it('refuses a wrong password, an unknown address and a malformed one with the login texts', async () => {
      const tab = world.newTab();
      const { email } = world.account('pupil');
      const wrong = await refusal(tab.auth.signIn(email, 'mauvais-mot-de-passe'));
      const unknown = await refusal(tab.auth.signIn(`personne.${email}`, 'secret-123'));
      const malformed = await refusal(tab.auth.signIn('personne', 'secret-123'));

      expect([wrong.code, unknown.code, malformed.code]).toEqual([
        'auth/wrong-password',
        'auth/user-not-found',
        'auth/invalid-email',
      ]);
      expect(explainLoginError(wrong.code).text).toBe('Mot de passe incorrect !');
      expect(await tab.auth.getIdToken()).toBeNull();
    });

    it('refuses to sign in an account whose profile is gone, and stays signed out', async () => {
      const tab = world.newTab();
      await world.deleteProfile('stranger');
      const { email, password } = world.account('stranger');

      const error = await refusal(tab.auth.signIn(email, password));

      expect(error.code).toBe('auth/profile-not-found');
      expect(explainLoginError(error.code).text).toBe("Utilisateur n'existe pas.");
      expect(await tab.auth.getIdToken()).toBeNull();
    });

    it('changes the password once the current one is proved; the old one no longer signs in', async () => {
      // A newcomer of its own: the seeded members keep their passwords for the other tests.
      const input = newcomer(world);
      const tab = world.newTab();
      await tab.auth.signUp(input);
      await tab.auth.signIn(input.email, input.password);

      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(
        (await refusal(tab.auth.changePassword('pas-le-bon', 'nouveau-456'))).code,
      );
      expect((await refusal(tab.auth.changePassword(input.password, '123'))).code).toBe('auth/weak-password');
      await tab.auth.changePassword(input.password, 'nouveau-456');

      expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(
        (await refusal(world.newTab().auth.signIn(input.email, input.password))).code,
      );
      expect(await world.newTab().auth.signIn(input.email, 'nouveau-456')).toMatchObject({
        email: input.email.toLowerCase(),
      });
      expect((await refusal(world.newTab().auth.changePassword(input.password, 'autre-789'))).code).toBe(
        'auth/requires-login',
      );
    });

    it('streams the session: signed out, the profile once signed in, signed out again', async () => {
      const tab = world.newTab();
      const seen: (string | null)[] = [];
      const stop = tab.auth.subscribe((user) => seen.push(user?.id ?? null));
      try {
        await expect.poll(() => seen).toEqual([null]);
        const { email, password } = world.account('parent');
        await tab.auth.signIn(email, password);
        await expect.poll(() => seen.at(-1)).toBe(world.uid('parent'));
        await tab.auth.signOut();
        await expect.poll(() => seen.at(-1)).toBeNull();
        expect(await tab.auth.getIdToken()).toBeNull();
      } finally {
        stop();
      }
    });
  });
}
