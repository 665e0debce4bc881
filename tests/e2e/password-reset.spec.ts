import { expect, test } from '@playwright/test';
import { axeViolations, DASHBOARD_URL, logIn, newMember, signUp } from './helpers';

// Sign-up and the reset hash passwords in the browser (PBKDF2): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const SENT = 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé';

test('« Mot de passe oublié ? » in local mode: the local mailbox’s link sets a new password, the old one is refused', async ({
  page,
}) => {
  const someone = newMember('parent', 'Paul', 'Essomba');
  await signUp(page, someone);
  await page.setViewportSize({ width: 360, height: 800 });

  // An address without an account gets the same answer as the member's.
  await page.goto('/Login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const field = page.getByLabel(/^E-mail du compte/);
  await expect(field).toBeFocused();
  await field.fill('personne.inconnue@example.cm');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  await field.fill(someone.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The local-mode banner leads to the mailbox: the sign-up's confirmation, then the reset, for the member only.
  await page.getByRole('link', { name: 'Boîte locale (e-mails du site)' }).click();
  await expect(page).toHaveURL(/\/BoiteLocale$/);
  const emails = page.getByRole('list', { name: /^E-mails/ }).getByRole('article');
  await expect(emails).toHaveCount(2);
  await expect(emails.last()).toContainText('Confirmez votre adresse e-mail');
  await expect(emails.first()).toContainText(`À : ${someone.email}`);
  await expect(emails.first()).toContainText('Réinitialisez votre mot de passe');
  expect(await axeViolations(page)).toEqual([]);

  await emails
    .first()
    .getByRole('link', { name: /^Ouvrir le lien/ })
    .click();
  await expect(page).toHaveURL(/\/MotDePasse\?mode=resetPassword&oobCode=[0-9a-f]{64}$/);
  const link = page.url();
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret-456');
  await page.getByLabel(/^Confirmez/).fill('nouveau-secret-456');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText('Votre mot de passe a été changé. Connectez-vous avec le nouveau.');
  expect(await axeViolations(page)).toEqual([]);

  // The link served once.
  await page.goto(link);
  await page.getByLabel(/^Nouveau mot de passe/).fill('encore-789-abc');
  await page.getByLabel(/^Confirmez/).fill('encore-789-abc');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien n’est plus valable');

  await logIn(page, someone);
  await expect(page.getByRole('alert')).toContainText('Mot de passe incorrect');
  await logIn(page, { email: someone.email, password: 'nouveau-secret-456' });
  await expect(page).toHaveURL(DASHBOARD_URL);
});
