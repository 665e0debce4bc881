import { expect, test, type Page, type Route } from '@playwright/test';
import { mainNav } from '../e2e/helpers';
import { firebaseMember, ownBrowser, skipWithoutEmulators } from './members';

skipWithoutEmulators();

const FORUM = '/EncadreurEleve';
const PENDING = 'En cours d’envoi…';

/**
 * Holds back what the page sends to Firestore's write stream (a slow mobile network): the write is
 * on screen, the server does not have it, until `release()`.
 */
async function holdWrites(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/google\.firestore\.v1\.Firestore\/Write\/channel/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

async function ask(page: Page, text: string) {
  await page.getByLabel('Votre question').fill(text);
  const subject = page.getByLabel(/^Matière de la question/);
  if (await subject.count()) await subject.selectOption('Mathématiques');
  await page.getByRole('button', { name: 'Publier la question' }).click();
}

test('a post held back by the network says « en cours d’envoi » until the server has it, and « Se déconnecter » waits for it', async ({
  page,
  browser,
}) => {
  const awa = await firebaseMember(page, 'eleve', 'Awa', 'Ngono');
  const reader = await ownBrowser(browser);
  await reader.goto(FORUM);
  await expect(reader.getByRole('heading', { name: 'Poser une question' })).toBeVisible();

  await page.goto(FORUM);
  let network = await holdWrites(page);
  const text = `Qui a le sujet du BEPC blanc ? (${awa.nom})`;
  await ask(page, text);
  const mine = page.getByRole('article').filter({ hasText: text });
  await expect(mine).toContainText(PENDING);
  const notice = page.getByRole('status').filter({ hasText: 'Envoi en cours…' });
  await expect(notice).toBeVisible();
  // Not on the server: the other reader does not see it.
  await expect(reader.getByRole('article').filter({ hasText: text })).toHaveCount(0);

  // « Se déconnecter » asks first; Annuler keeps the member signed in, the question still waiting.
  const account = mainNav(page).getByRole('button', { name: /^Mon Compte/ });
  await account.click();
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Un envoi n’est pas encore parti' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(account).toBeVisible();

  // The network comes back: the question reaches the server, and the reader, live; the marks go.
  await network.release();
  await expect(reader.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(mine).not.toContainText(PENDING);
  await expect(notice).toHaveCount(0);

  // A reply held back, then « Se déconnecter »: done by itself once the reply has left.
  network = await holdWrites(page);
  await mine.getByLabel('Votre réponse').fill('Je l’ai trouvé, merci !');
  await mine.getByRole('button', { name: 'Répondre' }).click();
  await expect(mine.getByRole('listitem').filter({ hasText: 'Je l’ai trouvé' })).toContainText(PENDING);
  await account.click();
  await mainNav(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(dialog).toBeVisible();
  await network.release();
  await expect(
    reader.getByRole('article').filter({ hasText: text }).getByRole('listitem').filter({ hasText: 'Je l’ai trouvé' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
});

test('a tab closed while its question is held back asks first, and the question is not shown as sent', async ({
  page,
  browser,
}) => {
  const awa = await firebaseMember(page, 'eleve', 'Awa', 'Mbarga');
  await page.goto(FORUM);
  await holdWrites(page);
  const text = `Comment réviser l’histoire ? (${awa.nom})`;
  await ask(page, text);
  await expect(page.getByRole('article').filter({ hasText: text })).toContainText(PENDING);

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();

  // Gone with the tab, and never in the forum: it was never shown as sent.
  const reader = await ownBrowser(browser);
  await reader.goto(FORUM);
  await expect(reader.getByRole('heading', { name: 'Poser une question' })).toBeVisible();
  await expect(
    reader.getByRole('article').first().or(reader.getByText('Aucune question posée pour le moment.')),
  ).toBeVisible();
  await expect(reader.getByRole('article').filter({ hasText: text })).toHaveCount(0);
});
