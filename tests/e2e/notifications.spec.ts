import { expect, test, type Page } from '@playwright/test';
import { askQuestion, axeViolations, mainNav, member } from './helpers';

/*
 * Issue 35, local mode: the whole backend lives in this browser, so the browser is the phone. A
 * pupil turns notifications on from her dashboard; a tutor, in another tab, answers her question:
 * the site's service worker shows « Paul Essomba a répondu à votre question ». She signs out: what
 * it showed of hers goes, and the tutor's next answer tells nobody on this phone.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const FORUM = '/EncadreurEleve';
const QUESTION = 'Comment calculer le volume d’un cylindre ?';

/** What the site's service worker shows now: title, body and the screen a tap opens. */
function shown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, data }) => ({
      title,
      body,
      href: (data as { href?: string } | null)?.href,
    }));
  });
}

async function reply(page: Page, text: string) {
  await page.goto(FORUM);
  const asked = page.getByRole('article').filter({ hasText: QUESTION });
  await asked.getByLabel('Votre réponse').fill(text);
  await asked.getByRole('button', { name: 'Répondre' }).click();
  await expect(asked).toContainText(text);
}

test('a pupil turns notifications on; a tutor’s answer is shown on her phone, and nothing more after « Se déconnecter »', async ({
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const pupilPage = await context.newPage();
  await pupilPage.setViewportSize({ width: 360, height: 740 });
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, QUESTION);

  await pupilPage.goto('/TableauEleve');
  // The site's worker takes charge once the page has loaded (it shows the notifications).
  await pupilPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const settings = pupilPage.getByRole('region', { name: 'Notifications sur ce téléphone' });
  await settings.getByRole('button', { name: 'Recevoir les notifications sur ce téléphone' }).click();
  await expect(settings.getByText('Les notifications sont activées sur ce téléphone.')).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: 'Une réponse à une question que je suis' })).toBeChecked();
  expect(await axeViolations(pupilPage)).toEqual([]);

  const tutorPage = await context.newPage();
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await reply(tutorPage, 'V = π × r² × h.');
  await expect
    .poll(() => shown(pupilPage))
    .toEqual([
      {
        title: 'Paul Essomba a répondu à votre question',
        body: QUESTION,
        href: expect.stringMatching(/^\/EncadreurEleve\/question\/[\w-]+$/),
      },
    ]);

  await mainNav(pupilPage)
    .getByRole('button', { name: /^Ouvrir le menu/ })
    .click();
  await mainNav(pupilPage).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(pupilPage).toHaveURL(/\/$/);
  expect(await shown(pupilPage)).toEqual([]);

  await reply(tutorPage, 'Avec r le rayon et h la hauteur.');
  await tutorPage.waitForTimeout(500);
  expect(await shown(pupilPage)).toEqual([]);
});
