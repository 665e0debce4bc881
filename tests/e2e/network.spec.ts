import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_URL, logIn, member, newMember, signUp } from './helpers';

/*
 * Yaoundé's mobile data drops and comes back. The site's service (the local backend's chunk here;
 * the Firebase SDK's on the live site) may fail to download: the site tries again by itself, then
 * offers « Réessayer », and never takes the member for signed out.
 */

const NETWORK = 'Connexion au réseau impossible. Vérifiez votre connexion Internet puis réessayez.';

// The site tries three times over about 4 s before saying anything.
test.describe.configure({ timeout: 60_000 });

/**
 * Cuts the download of the backend's chunk while `cut.on` is true, or for its first `times` tries
 * only; counts the tries.
 */
async function cutBackendChunk(page: Page, times = Infinity) {
  const cut = { on: true, tries: 0 };
  await page.route(/\/assets\/local-[\w-]+\.js(\?retry=\d+)?$/, async (route) => {
    cut.tries += 1;
    if (cut.on && cut.tries <= times) await route.abort('internetdisconnected');
    else await route.continue();
  });
  return cut;
}

test('logging in while the service cannot download: the network is named, and the next try works', async ({ page }) => {
  const awa = newMember('eleve', 'Awa', 'Ngono');
  await signUp(page, awa);
  const cut = await cutBackendChunk(page);

  await logIn(page, awa);
  await expect(page.getByRole('alert')).toHaveText(NETWORK, { timeout: 10_000 });
  expect(cut.tries).toBe(3);
  await expect(page.getByLabel(/^Mot de passe/)).toHaveValue(awa.password);

  cut.on = false;
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(DASHBOARD_URL);
  await expect(page.getByRole('button', { name: 'Mon Compte' })).toBeVisible();
});

test('a member whose session restores over a dropped connection stays signed in', async ({ page }) => {
  await member(page, 'parent', 'Marie', 'Atangana');
  // The connection comes back a moment after the first try failed.
  const cut = await cutBackendChunk(page, 1);

  await page.goto('/TableauParent');
  await expect(page.getByRole('heading', { name: 'Messages privés' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Connectez-vous pour continuer')).toHaveCount(0);
  expect(cut.tries).toBeGreaterThanOrEqual(2);
});

test('a forum whose service cannot download offers « Réessayer », which works once the network is back', async ({
  page,
}) => {
  const cut = await cutBackendChunk(page);
  await page.goto('/EncadreurEleve');
  await expect(page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(
    page.getByText(
      'Le service du site n’a pas pu être téléchargé\u00a0: la connexion a sans doute été coupée. Vérifiez-la, puis réessayez.',
    ),
  ).toBeVisible();

  cut.on = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: 'Poser une question' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Une erreur est survenue' })).toHaveCount(0);
});
