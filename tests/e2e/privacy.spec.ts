import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, bornYearsAgo, DASHBOARD_URL, fillRegistration, logIn, newMember } from './helpers';

/*
 * Issue 33: what the site keeps, said plainly. A visitor on a 360 px phone finds « Protection des
 * données » and the « Charte de l'encadreur » at the foot of every page and from the sign-up forms
 * (in a new tab: nothing typed is lost); a pupil of 13 signs up with her birth date and her consent,
 * and her account waits for a parent's authorisation.
 */

// A sign-up hashes the password in the browser (PBKDF2): a journey with one needs more than 30 s.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 800 } });

/** Nothing sticks out sideways at 360 px. */
async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const PRIVACY_LINK = 'Lire la page Protection des données (s’ouvre dans un nouvel onglet)';

test('a visitor opens « Protection des données » and the tutors’ charter from the footer, at 360 px', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Vos données' });
  await footer.getByRole('link', { name: 'Protection des données' }).click();
  await expect(page).toHaveURL(/\/ProtectionDesDonnees$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protection des données');
  await expect(page.getByRole('main')).toContainText('Version du 28\u00a0novembre\u00a02026');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Télécharger mes données' })).toHaveAttribute('href', '/MonProfil');
  await expect(main.getByRole('link', { name: 'Supprimer mon compte' })).toHaveAttribute('href', '/MonProfil');
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);

  // The table of contents leads to each part.
  await main.getByRole('navigation', { name: 'Sommaire' }).getByRole('link', { name: 'Combien de temps' }).click();
  await expect(page).toHaveURL(/#duree$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Combien de temps' })).toBeInViewport();

  await footer.getByRole('link', { name: 'Charte de l’encadreur' }).click();
  await expect(page).toHaveURL(/\/CharteEncadreur$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charte de l’encadreur');
  await expect(page.getByRole('heading', { level: 2, name: '1. Jamais seul à seul avec un élève' })).toBeVisible();
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the sign-up form opens the privacy page in a new tab, keeping what was typed; its errors pass axe', async ({
  context,
  page,
}) => {
  await page.goto('/InscriptEncadreur');
  await page.getByLabel(/^Nom/).fill('Essomba');
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: PRIVACY_LINK }).click(),
  ]);
  await expect(opened).toHaveURL(/\/ProtectionDesDonnees$/);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Protection des données');
  await opened.close();
  await expect(page.getByLabel(/^Nom/)).toHaveValue('Essomba');
  await expect(
    page.getByRole('link', { name: 'Lire la Charte de l’encadreur (s’ouvre dans un nouvel onglet)' }),
  ).toHaveAttribute('href', '/CharteEncadreur');

  // Everything filled but the charter: the form says so under its box, the focus is there.
  const tutor = newMember('encadreur', 'Paul', 'Essomba');
  await fillRegistration(page, tutor);
  const charter = page.getByRole('checkbox', { name: /^J’ai lu et j’accepte la Charte/ });
  await charter.uncheck();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(charter).toBeFocused();
  await expect(page.getByText('chaque encadreur accepte la Charte de l’encadreur', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/^Quartier/)).toHaveValue('Mvog-Ada');
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('a pupil of 13 signs up with her birth date and her consent; her account waits for a parent', async ({ page }) => {
  await page.goto('/InscriptEleve');
  const birth = page.getByLabel(/^Date de naissance/);
  await expect(birth).toHaveAttribute('type', 'date');
  await expect(page.getByText(/^Moins de 15\sans\s: tu pourras tout lire/)).toBeVisible();

  // A date of four years ago: refused in French, on the field.
  const young = { ...newMember('eleve', 'Awa', 'Ngono'), naissance: bornYearsAgo(4) };
  await fillRegistration(page, young);
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page.getByRole('alert')).toContainText('Vérifiez la date de naissance');
  await expect(birth).toBeFocused();
  await fitsWidth(page);
  expect(await axeViolations(page)).toEqual([]);

  // Thirteen, and the consent box left unticked: said under the box.
  await birth.fill(bornYearsAgo(13));
  const consent = page.getByRole('checkbox', { name: /^J’ai lu la page Protection des données/ });
  await consent.uncheck();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(consent).toBeFocused();
  await expect(
    page.getByText('sans votre accord, le site ne peut pas garder vos données', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Prénom/)).toHaveValue('Awa');

  await consent.check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await logIn(page, young);
  await expect(page).toHaveURL(DASHBOARD_URL);

  // What the site keeps of her, as « Télécharger mes données » gives it.
  await page.goto('/MonProfil');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const data = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as {
    profil: { naissance: string; autorisation: { statut: string }; consentement: { version: string; date: string } };
  };
  expect(data.profil.naissance).toBe(bornYearsAgo(13));
  expect(data.profil.autorisation).toEqual({ statut: 'attente' });
  expect(data.profil.consentement.version).toBe('2026-11-28');
  expect(Date.now() - Date.parse(data.profil.consentement.date)).toBeLessThan(10 * 60_000);
});
