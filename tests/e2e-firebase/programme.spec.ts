import { expect, test, type Page } from '@playwright/test';
import { firebaseMember, firebaseResponsable, ownBrowser, skipWithoutEmulators } from './members';

skipWithoutEmulators();

/*
 * Le programme des séances on the production backend: the rules count who comes, a visitor reads
 * the programme over REST without the Firebase SDK, three phones at once.
 */

const DAY_MS = 86_400_000;

/** A day `days` from now, as the form writes it, in Yaoundé (UTC+1). */
function dayIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString().slice(0, 10);
}

/** The scripts a page downloads, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a responsable publishes, a visitor reads without the SDK, a pupil takes the only place, the next is told « Complet »', async ({
  browser,
}) => {
  const place = `Salle ${Math.random().toString(36).slice(2, 8)}`;
  const [responsablePage, pupilPage, parentPage, visitorPage] = await Promise.all([
    ownBrowser(browser),
    ownBrowser(browser),
    ownBrowser(browser),
    ownBrowser(browser),
  ]);
  await Promise.all([
    firebaseResponsable(responsablePage, 'Marie', 'Atangana'),
    firebaseMember(pupilPage, 'eleve', 'Awa', 'Ngono'),
    firebaseMember(parentPage, 'parent', 'Jean', 'Mballa'),
  ]);

  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Séances' }).click();
  await responsablePage.getByRole('button', { name: 'Publier une séance' }).click();
  const form = responsablePage.getByRole('form', { name: 'Publier une séance' });
  await form.getByLabel('Date de la séance').fill(dayIn(3));
  await form.getByLabel('Nom du lieu').fill(place);
  await form.getByRole('group', { name: 'Classes' }).getByRole('checkbox', { name: 'Terminale' }).check();
  await form.getByRole('group', { name: 'Matières' }).getByRole('checkbox', { name: 'Mathématiques' }).check();
  await form.getByLabel('Capacité (facultatif)').fill('1');
  await form.getByRole('button', { name: 'Publier la séance' }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Séance publiée.' })).toBeVisible();
  const listed = responsablePage.getByRole('article').filter({ hasText: place });

  // A visitor: the programme, read over REST; no script of the Firebase adapter or SDK.
  const scripts = scriptsOf(visitorPage);
  await visitorPage.goto('/Programme');
  await expect(visitorPage.getByRole('article').filter({ hasText: place })).toBeVisible();
  expect(scripts.filter((script) => /\/assets\/firebase-/.test(script))).toEqual([]);
  expect(scripts.some((script) => /\/assets\/public-rest-/.test(script))).toBe(true);

  // The pupil takes the only place; the responsable sees it live.
  await pupilPage.goto('/Programme');
  const pupilSeance = pupilPage.getByRole('article').filter({ hasText: place });
  await pupilSeance.getByRole('button', { name: /^Je participe/ }).click();
  await expect(pupilSeance.getByText('Vous participez', { exact: true })).toBeVisible();
  await expect(listed).toContainText('1 participant');

  // The parent, whose page was open before: « Complet » when they try, and nothing counted.
  await parentPage.goto('/Programme');
  await expect(parentPage.getByRole('article').filter({ hasText: place })).toContainText('Complet');
  await expect(
    parentPage
      .getByRole('article')
      .filter({ hasText: place })
      .getByRole('button', { name: /^Je participe/ }),
  ).toHaveCount(0);
  await expect(listed).toContainText('1 participant');
});
