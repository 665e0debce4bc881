import { expect, test, type Page } from '@playwright/test';
import { approveAsResponsable, askQuestion, axeViolations, becomeResponsable, bornYearsAgo, member } from './helpers';

/*
 * Issue 33, as a family lives it, several tabs of one browser at once on a 360 px phone (the local
 * backend: one database per browser, one session per tab): Lina, 13, signs up and may read but not
 * post, and is told why; her mother links with her code and authorises her account from « Mes
 * enfants »; Lina posts, and a signed-out visitor reads her as « Lina O. », no class; an approved
 * tutor writes to her and her mother reads it, read only; a parent who is not hers may not write
 * first; a responsable records another minor's paper authorisation.
 */

const FORUM = '/EncadreurEleve';
const QUESTION = 'Comment calculer l’aire d’un trapèze ?';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 360, height: 800 } });

async function fitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** The link code shown on the member's dashboard, « ABCD EFGH ». */
async function codeOn(page: Page, dashboard: string, section: string): Promise<string> {
  await page.goto(dashboard);
  const code = page.getByRole('region', { name: section }).getByText(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent())!;
}

test('a 13-year-old waits for her parent, who links and authorises her; then she posts, protected', async ({
  context,
}) => {
  const linaPage = await context.newPage();
  const motherPage = await context.newPage();
  await member(linaPage, 'eleve', 'Lina', 'Owona', { naissance: bornYearsAgo(13) });
  await member(motherPage, 'parent', 'Marthe', 'Owona');

  // Lina reads the forum, but it offers her no form: it says why, and her dashboard says how.
  await linaPage.goto(FORUM);
  const ask = linaPage.getByRole('region', { name: 'Poser une question' });
  await expect(ask).toContainText('Votre compte attend l’autorisation d’un parent');
  await expect(ask.getByLabel('Votre question')).toHaveCount(0);
  await fitsWidth(linaPage);
  await ask.getByRole('link', { name: 'Mon tableau de bord' }).click();
  const waiting = linaPage.getByRole('region', { name: 'Compte en attente de l’autorisation d’un parent' });
  await expect(waiting).toContainText('Sur papier');
  await fitsWidth(linaPage);
  expect(await axeViolations(linaPage)).toEqual([]);

  // Her mother types Lina's code; Lina confirms; « Mes enfants » asks for the authorisation.
  const code = await codeOn(linaPage, '/TableauEleve', 'Mes parents sur le site');
  await motherPage.goto('/TableauParent');
  const family = motherPage.getByRole('region', { name: 'Mes enfants sur le site' });
  await family.getByLabel('Code de liaison de votre enfant').fill(code.toLowerCase());
  await family.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(family.getByText(/Ce code est celui de/)).toContainText('Lina Owona');
  await family.getByRole('button', { name: 'Envoyer la demande' }).click();
  await linaPage.reload();
  await linaPage.getByRole('button', { name: 'Confirmer la liaison avec Marthe Owona' }).click();
  await expect(linaPage.getByText(/Votre parent\s: il voit vos séances/)).toBeVisible();

  await motherPage.goto('/MesEnfants');
  const card = motherPage.getByRole('region', { name: 'Lina Owona' });
  await expect(card.getByText('Son compte attend votre autorisation')).toBeVisible();
  await fitsWidth(motherPage);
  expect(await axeViolations(motherPage)).toEqual([]);
  await card.getByRole('button', { name: 'Autoriser le compte de Lina' }).click();
  await expect(card.getByText('Son compte attend votre autorisation')).toHaveCount(0);

  // Lina's dashboard no longer waits; she asks.
  await linaPage.goto('/TableauEleve');
  await expect(linaPage.getByRole('heading', { name: 'Compte en attente de l’autorisation d’un parent' })).toHaveCount(
    0,
  );
  await askQuestion(linaPage, FORUM, QUESTION);

  // A signed-out visitor (a tab with no session: the local database is the browser's) reads her as
  // « Lina O. », no class.
  const visitorPage = await context.newPage();
  await visitorPage.goto(FORUM);
  const seen = visitorPage.getByRole('article').filter({ hasText: QUESTION });
  await expect(seen).toContainText('Lina O.');
  await expect(seen).not.toContainText('Owona');
  await expect(seen).not.toContainText('3e');
  await visitorPage.close();

  // An approved tutor writes to her from the forum; both see that her parents may read it.
  const tutorPage = await context.newPage();
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  const responsablePage = await context.newPage();
  await member(responsablePage, 'parent', 'Claire', 'Ondoa');
  await approveAsResponsable(responsablePage, 'Paul Essomba');
  await tutorPage.goto(FORUM);
  await tutorPage
    .getByRole('article')
    .filter({ hasText: QUESTION })
    .getByRole('button', { name: /\(lui écrire un message privé\)/ })
    .click();
  const box = tutorPage.getByRole('dialog');
  await box.getByLabel('Votre message').fill('Bonjour Lina, viens samedi : on verra les trapèzes.');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(tutorPage.getByText(/Message envoyé avec succès/)).toBeVisible();
  await tutorPage.goto('/TableauEncadreur');
  await tutorPage.getByRole('link', { name: /^Lina Owona, / }).click();
  await expect(tutorPage.getByText('Les parents de Lina peuvent lire cette conversation.')).toBeVisible();

  // Her mother reads it from « Mes enfants », read only.
  await motherPage.reload();
  const contact = motherPage.getByRole('region', { name: 'Lina Owona' });
  await expect(contact.getByText('Paul Essomba', { exact: true })).toBeVisible();
  await expect(contact.getByText('Encadreur validé')).toBeVisible();
  await contact.getByRole('button', { name: 'Lire la conversation avec Paul Essomba' }).click();
  await expect(contact.getByText('Bonjour Lina, viens samedi', { exact: false })).toBeVisible();
  await expect(contact.getByText(/Lecture seule/)).toBeVisible();
  await expect(contact.getByRole('textbox')).toHaveCount(0);
  expect(await axeViolations(motherPage)).toEqual([]);

  // A parent who is not hers clicks her name: told why, no field to type in.
  const otherPage = await context.newPage();
  await member(otherPage, 'parent', 'Jacques', 'Ekani');
  await otherPage.goto(FORUM);
  await otherPage
    .getByRole('article')
    .filter({ hasText: QUESTION })
    .getByRole('button', { name: /\(lui écrire un message privé\)/ })
    .click();
  const refused = otherPage.getByRole('dialog');
  await expect(refused).toContainText('Pour protéger les élèves, seuls un encadreur validé');
  await expect(refused.getByRole('textbox')).toHaveCount(0);
  await refused.getByRole('button', { name: 'Fermer' }).click();
});

test('a responsable records the parents’ paper authorisation of another minor; the journal says who', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Boris', 'Abena', { naissance: bornYearsAgo(12) });
  const responsablePage = await context.newPage();
  await member(responsablePage, 'parent', 'Claire', 'Ondoa');
  await becomeResponsable(responsablePage);

  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Autorisations' }).click();
  const card = responsablePage.getByRole('article', { name: 'Boris Abena' });
  await expect(card).toContainText('12\u00a0ans');
  await fitsWidth(responsablePage);
  expect(await axeViolations(responsablePage)).toEqual([]);
  await card.getByRole('button', { name: 'Autorisation papier reçue pour Boris Abena' }).click();
  const dialog = responsablePage.getByRole('dialog', { name: /^Enregistrer l’autorisation de Boris Abena/ });
  await dialog.getByRole('button', { name: 'Enregistrer l’autorisation' }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Autorisation enregistrée' })).toBeVisible();
  await expect(responsablePage.getByText('Aucun élève n’attend d’autorisation.')).toBeVisible();
  await responsablePage.getByRole('tab', { name: 'Journal' }).click();
  await expect(
    responsablePage.getByText(/Claire Ondoa a enregistré l’autorisation écrite des parents de Boris Abena/),
  ).toBeVisible();

  // Boris may post now.
  await askQuestion(pupilPage, FORUM, 'Qui peut m’expliquer le théorème de Pythagore ?');
});
