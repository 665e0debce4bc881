import { expect, test, type Page } from '@playwright/test';
import { axeViolations, mainNav, member } from './helpers';

/*
 * The network goes away. In local mode everything lives in the browser: the site keeps working,
 * says so, and says when the network is back.
 */

const FORUM = '/EncadreurEleve';
const OFFLINE =
  'Vous êtes hors ligne. Le site continue de fonctionner : en mode local, tout est enregistré dans ce navigateur.';

// A sign-up (PBKDF2 in the browser) and a 3 s banner.
test.describe.configure({ timeout: 60_000 });

function status(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('offline in local mode: a banner says so, a member still posts in the forum, the return is announced', async ({
  page,
  context,
}) => {
  await member(page, 'eleve', 'Awa', 'Ngono');
  await page.goto(FORUM);
  await expect(page.getByLabel('Votre question')).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne.')).toHaveCount(0);

  await context.setOffline(true);
  const banner = status(page, 'Vous êtes hors ligne.');
  await expect(banner).toHaveText(OFFLINE);
  expect(await axeViolations(page)).toEqual([]);

  // Everything is in this browser: the question is published without the network.
  await page.getByLabel('Votre question').fill('Peut-on réviser sans Internet ?');
  await page.getByLabel(/^Matière de la question/).selectOption('Français');
  await page.getByRole('button', { name: 'Publier la question' }).click();
  await expect(status(page, 'Votre question a été ajoutée avec succès !')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Peut-on réviser sans Internet ?' })).toBeVisible();
  await expect(page.getByLabel('Votre question')).toHaveValue('');

  // A page already visited opens again, and the banner stays.
  await mainNav(page).getByRole('link', { name: 'Accueil', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('article').filter({ hasText: 'Peut-on réviser sans Internet ?' })).toBeVisible();

  await context.setOffline(false);
  await expect(status(page, 'Connexion rétablie.')).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne.')).toHaveCount(0);
  // It goes by itself after 3 s.
  await expect(page.getByText('Connexion rétablie.')).toHaveCount(0, { timeout: 5_000 });
});
