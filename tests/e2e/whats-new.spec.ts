import { expect, test } from '@playwright/test';
import { askQuestion, axeViolations, logIn, mainNav, member, type Member } from './helpers';

/*
 * Issue 35, « Quoi de neuf »: a pupil asks on Saturday, a tutor answers on Sunday; when she signs
 * in again she lands on her dashboard, which opens on what is new, the answer first; a tap opens
 * the question, and then nothing is new any more. Her first name is in the bar, and « Se
 * déconnecter » one tap away (two on a phone: the menu, then the button).
 */

const FORUM = '/EncadreurEleve';
const QUESTION = 'Comment calculer l’aire d’un trapèze ?';
const REPLY = 'Aire = (grande base + petite base) × hauteur ÷ 2.';

test.describe.configure({ timeout: 120_000 });

test('signing in lands on the dashboard, whose « Quoi de neuf » opens the tutor’s answer', async ({ context }) => {
  const pupilPage = await context.newPage();
  await pupilPage.setViewportSize({ width: 360, height: 740 });
  const awa: Member = await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, QUESTION);

  // Signed out, on a shared phone: one tap on the menu, one on « Se déconnecter ».
  await mainNav(pupilPage)
    .getByRole('button', { name: /^Ouvrir le menu/ })
    .click();
  await expect(mainNav(pupilPage).getByText('Awa', { exact: true })).toBeVisible();
  await mainNav(pupilPage).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(pupilPage).toHaveURL(/\/$/);

  const tutorPage = await context.newPage();
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await tutorPage.goto(FORUM);
  const asked = tutorPage.getByRole('article').filter({ hasText: QUESTION });
  await asked.getByLabel('Votre réponse').fill(REPLY);
  await asked.getByRole('button', { name: 'Répondre' }).click();
  await expect(asked).toContainText(REPLY);

  await logIn(pupilPage, awa);
  await expect(pupilPage).toHaveURL(/\/TableauEleve$/);
  const whatsNew = pupilPage.getByRole('region', { name: 'Quoi de neuf' });
  const answer = whatsNew.getByRole('link', { name: /^Nouveauté : Paul Essomba a répondu à votre question/ });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(QUESTION);
  expect(await axeViolations(pupilPage)).toEqual([]);

  await answer.click();
  await expect(pupilPage).toHaveURL(/\/EncadreurEleve\/question\//);
  await expect(pupilPage.getByText(REPLY)).toBeVisible();

  await pupilPage.goBack();
  await expect(whatsNew).toContainText('Rien de nouveau pour l’instant');
});

test('a member’s bar holds on one line on a computer, « Se déconnecter » one click away', async ({ page }) => {
  await member(page, 'encadreur', 'Jean-Baptiste', 'Essomba');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 700 });
    const signOut = mainNav(page).getByRole('button', { name: 'Se déconnecter' });
    await expect(signOut).toBeVisible();
    await expect(mainNav(page).getByText('Jean-Baptiste', { exact: true })).toBeVisible();
    const overflow = await mainNav(page).evaluate((nav) => nav.scrollWidth - nav.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
});
