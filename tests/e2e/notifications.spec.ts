import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { askQuestion, axeViolations, becomeResponsable, dayIn, frenchDay, mainNav, member } from './helpers';

/*
 * Issue 35, local mode: the whole backend lives in this browser, so the browser is the phone. A
 * pupil turns notifications on from her dashboard; a tutor, in another tab, answers her question:
 * the site's service worker shows « Paul Essomba a répondu à votre question ». She signs out: what
 * it showed of hers goes, and the tutor's next answer tells nobody on this phone.
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const FORUM = '/EncadreurEleve';

/**
 * The pages' clocks moved to 14:00 today in Yaoundé, and running: no notification waits for the
 * quiet hours (21:00 to 06:30), whenever the suite runs. Only `Date` moves (Playwright's clock
 * would hold the pages' timers too).
 */
async function afternoon(context: BrowserContext) {
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const offset = new Date(`${today}T14:00:00+01:00`).getTime() - Date.now();
  // A script, not a function: a class transpiled for the browser makes objects, not dates.
  await context.addInitScript({
    content: `(() => {
      const RealDate = Date;
      const shift = ${offset};
      function ShiftedDate(...args) {
        if (!new.target) return new RealDate(RealDate.now() + shift).toString();
        return args.length === 0 ? new RealDate(RealDate.now() + shift) : new RealDate(...args);
      }
      ShiftedDate.prototype = RealDate.prototype;
      // Libraries know a date by its constructor (Dexie's copies of what it reads).
      RealDate.prototype.constructor = ShiftedDate;
      ShiftedDate.now = () => RealDate.now() + shift;
      ShiftedDate.parse = RealDate.parse;
      ShiftedDate.UTC = RealDate.UTC;
      Object.defineProperty(ShiftedDate, Symbol.hasInstance, { value: (value) => value instanceof RealDate });
      globalThis.Date = ShiftedDate;
    })();`,
  });
}

/** The site's notifications turned on from the dashboard of the member of this page. */
async function turnOn(page: Page, dashboard: string) {
  await page.goto(dashboard);
  // The site's worker takes charge once the page has loaded (it shows the notifications).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const settings = page.getByRole('region', { name: 'Notifications sur ce téléphone' });
  await settings.getByRole('button', { name: 'Recevoir les notifications sur ce téléphone' }).click();
  await expect(settings.getByText('Les notifications sont activées sur ce téléphone.')).toBeVisible();
  return settings;
}
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
  await afternoon(context);
  const pupilPage = await context.newPage();
  await pupilPage.setViewportSize({ width: 360, height: 740 });
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, QUESTION);

  const settings = await turnOn(pupilPage, '/TableauEleve');
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
  // Closed as the sign-out ends: the worker's list follows a moment later on a loaded machine.
  await expect.poll(() => shown(pupilPage)).toEqual([]);

  await reply(tutorPage, 'Avec r le rayon et h la hauteur.');
  await tutorPage.waitForTimeout(500);
  expect(await shown(pupilPage)).toEqual([]);
});

test('a séance cancelled reaches the phone of the pupil who joined it, not that of one who did not', async ({
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await afternoon(context);
  const responsablePage = await context.newPage();
  const pupilPage = await context.newPage();
  await member(responsablePage, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await becomeResponsable(responsablePage);

  const day = dayIn(7);
  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Séances' }).click();
  await responsablePage.getByRole('button', { name: 'Publier une séance' }).click();
  const form = responsablePage.getByRole('form', { name: 'Publier une séance' });
  await form.getByLabel('Date de la séance').fill(day);
  await form.getByLabel('Heure de début').fill('09:00');
  await form.getByLabel('Heure de fin').fill('12:00');
  await form.getByLabel('Nom du lieu').fill('Salle paroissiale de Mvog-Ada');
  await form.getByLabel('Adresse ou indications').fill('Derrière l’église');
  await form.getByRole('group', { name: 'Classes' }).getByRole('checkbox', { name: '3e', exact: true }).check();
  await form.getByRole('group', { name: 'Matières' }).getByRole('checkbox', { name: 'Mathématiques' }).check();
  await form.getByRole('button', { name: 'Publier la séance' }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Séance publiée' })).toBeVisible();

  await pupilPage.goto('/Programme');
  await pupilPage
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Je participe/ })
    .click();
  await expect(pupilPage.getByText('Vous participez', { exact: true })).toBeVisible();
  await turnOn(pupilPage, '/TableauEleve');
  // The responsable, who did not join, turns them on too: the cancellation is not news for her.
  await turnOn(responsablePage, '/TableauParent');

  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Séances' }).click();
  await responsablePage.getByRole('button', { name: /^Annuler la séance du / }).click();
  const dialog = responsablePage.getByRole('dialog', { name: /^Annuler la séance du / });
  await dialog.getByLabel('Motif de l’annulation').fill('Pluies diluviennes annoncées');
  await dialog.getByRole('button', { name: 'Annuler la séance' }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Séance annulée.' })).toBeVisible();

  // One notification on this phone: the pupil's (the responsable, who did not join, gets none).
  await expect
    .poll(() => shown(pupilPage))
    .toEqual([
      {
        title: `La séance du ${frenchDay(day)} est annulée`,
        body: '',
        href: '/TableauEleve#mes-seances',
      },
    ]);
});
