import { describe, expect, it } from 'vitest';
import { CHARTER_VERSION, PRIVACY_VERSION } from '@/domain/consent';
import type { SignUpInput, UserProfile } from '@/domain/entities';
import { explainLoginError, explainRegistrationError } from '@/features/auth/auth-messages';
import { firstValue } from '../live';
import { refusal } from '../refusal';
import type { ContractWorld } from '../world';

/** A birth date `years` years before today, in UTC (far from any birthday's edge in Yaoundé for 13 and 17). */
function bornYearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 10))
    .toISOString()
    .slice(0, 10);
}

/** A profile whose acceptances may carry another date (the server's, on Firebase). */
function anyDates(profile: UserProfile): UserProfile {
  const dated = { ...profile } as UserProfile & { charte?: unknown };
  if (profile.consentement) dated.consentement = { ...profile.consentement, date: expect.any(Date) as Date };
  if (profile.role === 'encadreur' && profile.charte) dated.charte = { ...profile.charte, date: expect.any(Date) };
  return dated;
}

/** A sign-up no other test uses (the Auth emulator keeps accounts for the whole run). */
let made = 0;
function newcomer(world: ContractWorld, overrides: Partial<SignUpInput['profile']> = {}): SignUpInput {
  const base = world.account('pupil');
  made += 1;
  return {
    ...base,
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
        const { email: _email, password: _password, ...given } = world.account(member);
        const input = {
          ...newcomer(world),
          ...given,
          profile: { ...given.profile, prenom: 'Lucie', nom: 'Mbarga' },
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
        // The texts accepted are dated by the server on Firebase: the profile returned has this device's time.
        expect(await tab.auth.signIn(input.email.toUpperCase(), input.password)).toEqual(anyDates(created));
      },
    );

    it('keeps only the fields of the chosen role', async () => {
      const input = newcomer(world);
      const extra = {
        ...world.account('tutor').profile,
        examen: 'BEPC',
        isAdmin: true,
      } as unknown as SignUpInput['profile'];

      const created = await world.newTab().auth.signUp({ ...input, profile: extra, charte: true });

      expect(created).toMatchObject({ role: 'encadreur', statut: 'en-attente' });
      expect(created).not.toHaveProperty('examen');
      expect(created).not.toHaveProperty('isAdmin');
    });

    it('records the consent, a tutor’s charter and a pupil’s birth date with what it calls for (issue 33)', async () => {
      const before = Date.now();
      const young = { ...newcomer(world), naissance: bornYearsAgo(13) };
      const older = { ...newcomer(world), naissance: bornYearsAgo(17) };
      const tutor = {
        ...newcomer(world),
        profile: { ...world.account('tutor').profile, prenom: 'Lucie', nom: 'Mbarga' },
        charte: true as const,
      };
      const parent = { ...newcomer(world), profile: { ...world.account('parent').profile, prenom: 'Lucie' } };
      for (const input of [young, older, tutor, parent]) await world.newTab().auth.signUp(input);

      const stored = async (input: SignUpInput) => world.newTab().auth.signIn(input.email, input.password);
      const accepted = (version: string) => ({ version, date: expect.any(Date) });
      expect(await stored(young)).toMatchObject({
        consentement: accepted(PRIVACY_VERSION),
        naissance: young.naissance,
        autorisation: { statut: 'attente' },
      });
      expect(await stored(older)).toMatchObject({
        naissance: older.naissance,
        autorisation: { statut: 'non-requise' },
      });
      const tutorProfile = await stored(tutor);
      expect(tutorProfile).toMatchObject({
        consentement: accepted(PRIVACY_VERSION),
        charte: accepted(CHARTER_VERSION),
      });
      expect(tutorProfile).not.toHaveProperty('naissance');
      const parentProfile = await stored(parent);
      expect(parentProfile).not.toHaveProperty('charte');
      // The server's time (Firebase) or the store's clock (local): now, give or take the emulator's clock.
      const date = parentProfile.consentement!.date.getTime();
      expect(date).toBeGreaterThan(before - 60_000);
      expect(date).toBeLessThan(Date.now() + 60_000);
    });

    it('refuses a sign-up without the consent, a tutor’s without the charter, a pupil’s without a birth date in range', async () => {
      const tab = world.newTab();
      const tutor = { ...newcomer(world), profile: world.account('tutor').profile };
      const cases: [unknown, string][] = [
        [{ ...newcomer(world), consentement: undefined }, 'sans accord'],
        [tutor, 'encadreur sans charte'],
        [{ ...newcomer(world), naissance: undefined }, 'sans date de naissance'],
        [{ ...newcomer(world), naissance: '2013-02-30' }, 'date impossible'],
        [{ ...newcomer(world), naissance: bornYearsAgo(3) }, 'trois ans'],
      ];
      for (const [input, what] of cases) {
        expect((await refusal(tab.auth.signUp(input as SignUpInput))).code, what).toBe('invalid-argument');
      }
      // Refused before any account exists: the address is still free.
      await expect(tab.auth.signUp({ ...tutor, charte: true })).resolves.toMatchObject({ role: 'encadreur' });
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
