import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, becomeResponsable, dayIn, frenchDay, member } from './helpers';

/*
 * Le programme des séances (issue 26), as people use it, several at once: each member a tab of
 * one browser (the local backend keeps one database per browser, one session per tab). A
 * responsable publishes a weekly séance, a visitor reads it, a pupil joins and the count rises live
 * for the responsable, the capacity turns the next member away, a cancellation reaches the pupil's
 * dashboard, and the calendar file says the right day, hours and place.
 */

test.describe.configure({ timeout: 120_000 });

const PLACE = 'Salle paroissiale de Mvog-Ada';

async function publishWeekly(page: Page, first: string, until: string) {
  await page.goto('/Responsable');
  await page.getByRole('tab', { name: 'Séances' }).click();
  await page.getByRole('button', { name: 'Publier une séance' }).click();
  const form = page.getByRole('form', { name: 'Publier une séance' });
  await form.getByLabel('Date de la séance').fill(first);
  await form.getByLabel('Heure de début').fill('09:00');
  await form.getByLabel('Heure de fin').fill('12:00');
  await form.getByLabel('Nom du lieu').fill(PLACE);
  await form.getByLabel('Adresse ou indications').fill('Derrière l’église, 2e bâtiment');
  await form.getByRole('group', { name: 'Classes' }).getByRole('checkbox', { name: '3e', exact: true }).check();
  await form.getByRole('group', { name: 'Matières' }).getByRole('checkbox', { name: 'Mathématiques' }).check();
  await form.getByLabel('Capacité (facultatif)').fill('1');
  await form.getByLabel('Note').fill('Apportez vos cahiers d’exercices.');
  await form.getByRole('checkbox', { name: 'Répéter chaque semaine' }).check();
  await form.getByLabel('Jusqu’au').fill(until);
  await form.getByRole('button', { name: 'Publier la séance' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 séances publiées' })).toBeVisible();
}

test('a weekly séance published, read by a visitor, joined to its capacity, cancelled, and in the calendar', async ({
  context,
}) => {
  const first = dayIn(7);
  const firstDay = frenchDay(first);
  const responsablePage = await context.newPage();
  const pupilPage = await context.newPage();
  const parentPage = await context.newPage();
  const visitorPage = await context.newPage();
  await member(responsablePage, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(parentPage, 'parent', 'Jean', 'Mballa');

  // A responsable publishes a séance each week, three weeks running.
  await becomeResponsable(responsablePage);
  await publishWeekly(responsablePage, first, dayIn(21));
  const listed = responsablePage.getByRole('article', { name: firstDay });
  await expect(listed).toContainText('Aucun participant pour l’instant');
  expect(await axeViolations(responsablePage)).toEqual([]);

  // A signed-out visitor, on a phone 360 px wide, sees it on the home page and on /Programme.
  await visitorPage.setViewportSize({ width: 360, height: 740 });
  await visitorPage.goto('/');
  const next = visitorPage.getByRole('region', { name: 'Prochaine séance' });
  await expect(next.getByRole('heading', { name: new RegExp(firstDay, 'i') })).toBeVisible();
  await next.getByRole('link', { name: 'Voir tout le programme' }).click();
  await expect(visitorPage).toHaveURL(/\/Programme$/);
  await expect(visitorPage.getByRole('article')).toHaveCount(3);
  const seanceForVisitor = visitorPage.getByRole('article').first();
  await expect(seanceForVisitor).toContainText(PLACE);
  await expect(seanceForVisitor).toContainText('Apportez vos cahiers d’exercices.');
  await expect(seanceForVisitor.getByRole('link', { name: /Connectez-vous pour participer/ })).toBeVisible();
  expect(await visitorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (process.env.E2E_SCREENSHOTS)
    await visitorPage.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/programme-360.png`, fullPage: true });
  expect(await axeViolations(visitorPage)).toEqual([]);

  // The pupil joins, by keyboard; the responsable's count rises without a reload.
  await pupilPage.goto('/Programme');
  const pupilSeance = pupilPage.getByRole('article').first();
  await pupilSeance.getByRole('button', { name: /^Je participe/ }).focus();
  await pupilPage.keyboard.press('Enter');
  await expect(pupilSeance.getByText('Vous participez', { exact: true })).toBeVisible();
  await expect(pupilSeance.getByRole('button', { name: /^Je ne participe plus/ })).toBeFocused();
  await expect(listed).toContainText('1 participant');
  await responsablePage.getByRole('button', { name: `Voir les participants de la séance du ${firstDay}` }).click();
  await expect(listed).toContainText('Awa Ngono');

  // The capacity is reached: the parent is told « Complet », with no button to join.
  await parentPage.goto('/Programme');
  const parentSeance = parentPage.getByRole('article').first();
  await expect(parentSeance.getByText('Complet', { exact: true })).toBeVisible();
  await expect(parentSeance).toContainText('1 participant');
  await expect(parentSeance.getByRole('button', { name: /^Je participe/ })).toHaveCount(0);
  // The next week still has its place.
  await expect(
    parentPage
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^Je participe/ }),
  ).toBeVisible();

  // The responsable cancels this occurrence only.
  await responsablePage.getByRole('button', { name: `Annuler la séance du ${firstDay}` }).click();
  const dialog = responsablePage.getByRole('dialog', { name: `Annuler la séance du ${firstDay} ?` });
  await dialog.getByLabel('Motif de l’annulation').fill('Pluies diluviennes annoncées');
  await dialog.getByRole('button', { name: 'Annuler la séance' }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Séance annulée.' })).toBeVisible();
  await expect(listed).toContainText('Annulée');

  // The pupil hears of it: the count beside « Mon Compte », and « Annulée » on the dashboard.
  await pupilPage.goto('/TableauEleve');
  await expect(pupilPage.getByRole('button', { name: /Mon Compte.*1 changement de séance/ })).toBeVisible();
  const mine = pupilPage.getByRole('region', { name: 'Mes séances' });
  await expect(mine).toContainText('Annulée');
  await expect(mine).toContainText('Pluies diluviennes annoncées');
  await expect(mine).toContainText('Modifiée');
  expect(await axeViolations(pupilPage)).toEqual([]);

  // The calendar file: the right day, hours (Yaoundé's) and place, marked cancelled.
  const download = pupilPage.waitForEvent('download');
  await mine.getByRole('button', { name: /^Ajouter à mon agenda/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`seance-${first}.ics`);
  const ics = readFileSync((await file.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`DTSTART;TZID=Africa/Douala:${first.replaceAll('-', '')}T090000`);
  expect(ics).toContain(`DTEND;TZID=Africa/Douala:${first.replaceAll('-', '')}T120000`);
  expect(ics).toContain(`LOCATION:${PLACE}`);
  expect(ics).toContain('STATUS:CANCELLED');

  await mine.getByRole('button', { name: /^J’ai vu/ }).click();
  await expect(mine).not.toContainText('Modifiée');
  await expect(pupilPage.getByRole('button', { name: /1 changement de séance/ })).toHaveCount(0);

  // The visitor's programme says « Annulée » with its reason.
  await visitorPage.reload();
  await expect(visitorPage.getByRole('article').first()).toContainText('Pluies diluviennes annoncées');
});

test('the programme reads well at 360 px, with nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/Programme');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme des séances' })).toBeVisible();
  await expect(page.getByText('Aucune séance n’est programmée pour l’instant.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(page)).toEqual([]);
});
