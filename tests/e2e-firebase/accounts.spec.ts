import { expect, test } from '@playwright/test';
import { DASHBOARD_URL, logIn, newMember, signUp } from '../e2e/helpers';
import { confirmAddress, skipWithoutEmulators, uniqueName } from './members';

skipWithoutEmulators();

test('a pupil signs up, confirms her address from the e-mail, signs in and finds her dashboard', async ({ page }) => {
  const awa = newMember('eleve', 'Awa', uniqueName('Ngono'));
  await signUp(page, awa);
  await confirmAddress(page, awa.email);

  await logIn(page, awa);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('/TableauEleve');
  await expect(page.getByRole('region', { name: 'Mon profil' })).toContainText(awa.email);
  await expect(page.getByText('Aucun message reçu pour le moment.')).toBeVisible();
});
