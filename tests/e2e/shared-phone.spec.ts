import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_URL, logIn, mainNav, member } from './helpers';

/*
 * A phone a family shares (decision 0020), on the local backend. Its database is the browser's by
 * design (IndexedDB holds every member of this demonstration): what must go at sign-out is the
 * rest, the session and the member's words kept for the tab.
 */

// Sign-ups hash passwords in the browser (PBKDF2): two members need more than 30 s.
test.describe.configure({ timeout: 90_000 });

/** What this origin keeps outside the local database: Web Storage and Cache Storage, as text. */
async function storageOutsideDatabase(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        dump.push(`${key}: ${storage.getItem(key)}`);
      }
    }
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) dump.push(`cache ${name}: ${request.url}`);
    }
    return dump.join('\n');
  });
}

async function signOut(page: Page): Promise<void> {
  await mainNav(page)
    .getByRole('button', { name: /^Mon Compte/ })
    .click();
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
}

test('after « Se déconnecter », the tab keeps neither the session nor the member’s draft, and the next member finds an empty box', async ({
  context,
}) => {
  const page = await context.newPage();
  const awa = await member(page, 'eleve', 'Awa', 'Ngono');
  await page.goto('/EncadreurEleve');
  const draft = 'Brouillon personnel : mon numéro est le 6 99 99 99 99';
  await page.getByLabel('Votre question').fill(draft);
  // Kept while she is here: a reload loses nothing.
  await page.reload();
  await expect(page.getByLabel('Votre question')).toHaveValue(draft);

  await signOut(page);
  const left = await storageOutsideDatabase(page);
  expect(left).not.toContain('6 99 99 99 99');
  expect(left).not.toContain(awa.email);
  expect(left).not.toContain('commission-etudes.session');

  const marie = await member(await context.newPage(), 'parent', 'Marie', 'Atangana');
  await logIn(page, marie);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('/EncadreurEleve');
  await expect(page.getByLabel('Votre question')).toHaveValue('');
});

test('two members in two tabs keep their own sessions; « Rester connecté sur cet appareil » is found by a new tab until sign-out', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  const pupil = await member(pupilPage, 'eleve', 'Awa', 'Fouda');
  const tutor = await member(tutorPage, 'encadreur', 'Paul', 'Owona');
  await pupilPage.goto('/TableauEleve');
  await expect(pupilPage.getByRole('region', { name: 'Mon profil' })).toContainText(pupil.email);
  await tutorPage.goto('/TableauEncadreur');
  await expect(tutorPage.getByRole('region', { name: 'Mon profil' })).toContainText(tutor.email);

  // A new tab starts signed out.
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(mainNav(fresh).getByRole('link', { name: 'Connection' })).toBeVisible();

  // The pupil asks to stay signed in: a new tab finds her, the tutor's tab stays his.
  await signOut(pupilPage);
  await pupilPage.goto('/Login');
  await pupilPage.getByLabel(/^E-mail/).fill(pupil.email);
  await pupilPage.getByLabel(/^Mot de passe/).fill(pupil.password);
  await pupilPage.getByRole('checkbox', { name: 'Rester connecté sur cet appareil' }).check();
  await pupilPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(pupilPage).toHaveURL(DASHBOARD_URL);
  const later = await context.newPage();
  await later.goto('/TableauEleve');
  await expect(later.getByRole('region', { name: 'Mon profil' })).toContainText(pupil.email);
  await tutorPage.reload();
  await expect(tutorPage.getByRole('region', { name: 'Mon profil' })).toContainText(tutor.email);

  // Signing out ends it: the next new tab is signed out again.
  await signOut(later);
  const after = await context.newPage();
  await after.goto('/');
  await expect(mainNav(after).getByRole('link', { name: 'Connection' })).toBeVisible();
});
