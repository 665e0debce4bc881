import { expect, test, type Page } from '@playwright/test';
import {
  approveTutor,
  askQuestion,
  axeViolations,
  becomeResponsable,
  DASHBOARD_URL,
  logIn,
  mainNav,
  member,
  openMailboxLink,
  verifyEmail,
} from './helpers';

// Sign-ups hash passwords in the browser (PBKDF2): journeys with two members need more than 30 s.
test.describe.configure({ timeout: 90_000 });

const BANNER = 'Adresse e-mail à confirmer';

/** Nothing sticks out sideways at 360 px. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test('a new member confirms their address from the local mailbox: the banner goes, the private message leaves', async ({
  context,
}) => {
  // A tutor asks in the parents' forum (a parent writes first to an adult; to a pupil only to their own
  // child: issue 33).
  const tutorPage = await context.newPage();
  const page = await context.newPage();
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await askQuestion(tutorPage, '/ParentEncadreur', 'Qui a le sujet du BEPC blanc ?');

  await page.setViewportSize({ width: 360, height: 800 });
  const parent = await member(page, 'parent', 'Marie', 'Atangana', { verified: false });

  // Signed in, not confirmed: the banner says so on every page.
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toContainText('Votre adresse e-mail n’est pas encore confirmée.');
  // The home page's own chunk may still be on its way: axe judges the page once it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);

  // The message box explains the refusal.
  await page.goto('/ParentEncadreur');
  await page.getByRole('button', { name: 'Paul Essomba (lui écrire un message privé)' }).click();
  let box = page.getByRole('dialog', { name: 'Écrire à Paul Essomba' });
  await box.getByLabel('Votre message').fill('Bonjour Monsieur, avez-vous corrigé les exercices ?');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box.getByRole('alert')).toContainText('Confirmez d’abord votre adresse e-mail');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  // « Renvoyer l’e-mail », by keyboard.
  await banner.getByRole('button', { name: 'Renvoyer l’e-mail' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('status')).toHaveText('E-mail envoyé. Pensez à regarder dans les indésirables.');

  // The banner leads to the mailbox, where the link confirms the address.
  await banner.getByRole('link', { name: 'Ouvrir la boîte locale' }).click();
  await expect(page).toHaveURL(/\/BoiteLocale$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boîte locale');
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);
  await openMailboxLink(page, parent.email, 'Confirmez votre adresse e-mail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmation de l’adresse e-mail');
  await expect(page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' })).toBeVisible();
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);

  // Now the message leaves.
  await page.goto('/ParentEncadreur');
  await page.getByRole('button', { name: 'Paul Essomba (lui écrire un message privé)' }).click();
  box = page.getByRole('dialog', { name: 'Écrire à Paul Essomba' });
  await box.getByLabel('Votre message').fill('Bonjour Monsieur, avez-vous corrigé les exercices ?');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toBeHidden();
  await tutorPage.goto('/TableauEncadreur');
  await tutorPage.getByRole('link', { name: /^Marie Atangana/ }).click();
  await expect(tutorPage.getByRole('article', { name: 'Message de Marie Atangana' })).toContainText(
    'avez-vous corrigé les exercices',
  );
});

test('« Changer d’adresse e-mail »: the link goes to the new address, which then signs in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const parent = await member(page, 'parent', 'Paul', 'Essomba');
  // Long, as addresses can be: the confirmation quoting it must still fit 360 px.
  const next = `une.nouvelle.adresse.bien.plus.longue.${parent.email}`;

  await page.goto('/MonProfil');
  const form = page.getByRole('form', { name: 'Changer d’adresse e-mail' });
  await form.getByLabel(/^Votre mot de passe actuel/).fill(parent.password);
  await form.getByLabel(/^Nouvelle adresse e-mail/).fill(next);
  await form.getByLabel(/^Nouvelle adresse e-mail/).press('Enter');
  await expect(form.getByRole('status')).toContainText(`Un lien vient d’être envoyé à ${next}.`);
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);
  // Not before the link is followed.
  await expect(page.getByRole('region', { name: 'Mon compte', exact: true })).toContainText(parent.email);

  await openMailboxLink(page, next, 'Confirmez votre nouvelle adresse e-mail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle adresse e-mail');
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre nouvelle adresse e-mail est confirmée' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The account panel, at a desktop's width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await mainNav(page).getByRole('button', { name: 'Mon Compte' }).click();
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await logIn(page, parent);
  await expect(page.getByRole('alert')).toBeVisible();
  await logIn(page, { email: next, password: parent.password });
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('/MonProfil');
  await expect(page.getByRole('region', { name: 'Mon compte', exact: true })).toContainText(next);
});

test('a tutor approved before confirming their address enters the directory only once they follow the link', async ({
  context,
}) => {
  const tutorPage = await context.newPage();
  const responsablePage = await context.newPage();
  const tutor = await member(tutorPage, 'encadreur', 'Paul', 'Essomba', { verified: false });
  await member(responsablePage, 'parent', 'Marie', 'Atangana');
  await becomeResponsable(responsablePage);
  await approveTutor(responsablePage, 'Paul Essomba');

  // Approved, not listed; the banner says why, and the members' list shows it.
  await tutorPage.goto('/TableauEncadreur');
  await expect(tutorPage.getByRole('heading', { name: 'Compte encadreur validé' })).toBeVisible();
  await expect(tutorPage.getByRole('region', { name: BANNER })).toContainText('vous n’apparaissez pas dans l’annuaire');
  await responsablePage.goto('/Encadreurs?q=essomba');
  await expect(responsablePage.getByText('Aucun encadreur ne correspond à votre recherche.')).toBeVisible();
  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Membres' }).click();
  await expect(responsablePage.getByRole('tabpanel')).toContainText('Adresse non confirmée');

  // The tutor follows the link, signed in: the card comes with the confirmation.
  await verifyEmail(tutorPage, tutor);
  await responsablePage.goto('/Encadreurs?q=essomba');
  await expect(responsablePage.getByRole('heading', { name: 'Paul Essomba' })).toBeVisible();
});
