import { expect, test } from '@playwright/test';
import { logIn, newMember, signUp } from '../e2e/helpers';
import { confirmAddress, skipWithoutEmulators } from './members';

skipWithoutEmulators();

test('a pupil signs up, confirms her address from the e-mail, signs in and finds her dashboard', async ({ page }) => {
  const awa = newMember('eleve', 'Awa', 'Ngono');
  await signUp(page, awa);
  await confirmAddress(page, awa.email);

  await logIn(page, awa);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: /^Mon Compte/ }).click();
  await page.getByRole('link', { name: 'Tableau de bord' }).click();
  await expect(page).toHaveURL(/\/TableauEleve$/);
  await expect(page.getByText(awa.email)).toBeVisible();
  await expect(page.getByText('Aucun message reçu pour le moment.')).toBeVisible();
});
