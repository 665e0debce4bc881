import { expect, test, type Locator, type Page } from '@playwright/test';
import { askQuestion, axeViolations, becomeResponsable, member } from './helpers';

/*
 * Powers granted by the association (issue « Trust and safety »), as people use them, several at
 * once: each member is a tab of one browser (the local backend keeps one database per browser and
 * one session per tab), and in local mode a member takes the responsable role from /ModeLocal.
 */

const FORUM = '/EncadreurEleve';

// Several sign-ups (PBKDF2 in the browser): social journeys take longer than the default.
test.describe.configure({ timeout: 90_000 });

function questionBy(page: Page, name: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^Question (de |d’)${name}$`) });
}

test('a tutor waits for approval, a responsable approves, the tutor is listed and gains the delete right', async ({
  context,
}) => {
  const tutorPage = await context.newPage();
  const responsablePage = await context.newPage();
  const pupilPage = await context.newPage();
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await member(responsablePage, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, 'Comment calculer une moyenne pondérée ?');

  // Waiting: the dashboard says so, no « Supprimer » on the pupil's question, not in the directory.
  await tutorPage.goto('/TableauEncadreur');
  await expect(tutorPage.getByRole('heading', { name: 'Compte encadreur en attente de validation' })).toBeVisible();
  await pupilPage.goto('/Encadreurs?q=essomba');
  await expect(pupilPage.getByText('Aucun encadreur ne correspond à votre recherche.')).toBeVisible();

  // A responsable, in the second tab, approves.
  await becomeResponsable(responsablePage);
  await responsablePage.goto('/Responsable');
  const waiting = responsablePage.getByRole('article', { name: 'Paul Essomba' });
  await expect(waiting).toContainText('Mathématiques');
  expect(await axeViolations(responsablePage)).toEqual([]);
  await waiting.getByRole('button', { name: 'Approuver Paul Essomba' }).click();
  await expect(responsablePage.getByText('Aucun encadreur n’attend de validation.')).toBeVisible();

  // The tutor's dashboard, open all along, says it without a reload.
  await expect(tutorPage.getByRole('heading', { name: 'Compte encadreur validé' })).toBeVisible();

  // Listed in the directory, under Mathématiques.
  await pupilPage.goto('/Encadreurs?matiere=math');
  await expect(pupilPage.getByRole('heading', { name: 'Paul Essomba' })).toBeVisible();

  // And now the tutor may delete the pupil's question.
  await tutorPage.goto(FORUM);
  await questionBy(tutorPage, 'Awa Ngono').getByRole('button', { name: 'Supprimer', exact: true }).click();
  await tutorPage
    .getByRole('dialog', { name: 'Supprimer la question ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(
    tutorPage.getByRole('status').filter({ hasText: 'La question a été supprimée avec succès !' }),
  ).toBeVisible();
  await pupilPage.goto(FORUM);
  await expect(pupilPage.getByText('Aucune question posée pour le moment.')).toBeVisible();

  // The journal keeps who approved whom.
  await responsablePage.getByRole('tab', { name: 'Journal' }).click();
  await expect(responsablePage.getByText('Marie Atangana a approuvé l’encadreur Paul Essomba.')).toBeVisible();
});

test('a member reports a reply; the responsable deletes it, and it disappears for everyone, live', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const parentPage = await context.newPage();
  const responsablePage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(parentPage, 'parent', 'Marie', 'Atangana');
  await member(responsablePage, 'parent', 'Claire', 'Ondoa');
  await askQuestion(pupilPage, FORUM, 'Qui a le corrigé du BEPC blanc ?');
  await parentPage.goto(FORUM);
  const question = questionBy(parentPage, 'Awa Ngono');
  await question.getByLabel('Votre réponse').fill('Achetez mes corrigés, 5 000 F le sujet !');
  await question.getByRole('button', { name: 'Répondre' }).click();

  // The pupil reports it, by keyboard.
  const spam = questionBy(pupilPage, 'Awa Ngono').getByRole('listitem').filter({ hasText: 'Achetez mes corrigés' });
  await expect(spam).toBeVisible();
  await spam.getByRole('button', { name: 'Signaler la réponse de Marie Atangana' }).focus();
  await pupilPage.keyboard.press('Enter');
  const dialog = pupilPage.getByRole('dialog', { name: 'Signaler ce contenu' });
  await dialog.getByRole('radio', { name: 'Publicité ou message répété (spam)' }).check();
  await dialog.getByLabel('Précisions (facultatif)').fill('Elle vend des corrigés.');
  expect(await axeViolations(pupilPage)).toEqual([]);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(pupilPage.getByRole('status').filter({ hasText: 'votre signalement a été transmis' })).toBeVisible();

  // The responsable sees it, opens the item, and deletes it.
  await becomeResponsable(responsablePage);
  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Signalements' }).click();
  const report = responsablePage.getByRole('article', { name: /^Signalement.*réponse de Marie Atangana$/ });
  await expect(report).toContainText('Achetez mes corrigés, 5 000 F le sujet !');
  await expect(report).toContainText('Elle vend des corrigés.');
  expect(await axeViolations(responsablePage)).toEqual([]);
  await report.getByRole('button', { name: /Supprimer le contenu/ }).click();
  await responsablePage
    .getByRole('dialog', { name: 'Supprimer le contenu ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(responsablePage.getByText('Aucun signalement à traiter.')).toBeVisible();

  // Gone for the pupil and the parent, whose forums stayed open.
  await expect(questionBy(pupilPage, 'Awa Ngono').getByText('Achetez mes corrigés')).toHaveCount(0);
  await expect(questionBy(parentPage, 'Awa Ngono').getByText('Achetez mes corrigés')).toHaveCount(0);
});

test('a visitor replying too fast is told how long to wait, and keeps what they typed', async ({ context }) => {
  const pupilPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, 'Besoin d’aide en physique');

  const visitor = await context.newPage();
  await visitor.goto(FORUM);
  // A pupil, to a visitor, is « Awa N. » (issue 33).
  const question = questionBy(visitor, 'Awa N\\.');
  const field = question.getByLabel('Votre réponse');
  await field.fill('Regarde le chapitre 3 du manuel.');
  await question.getByRole('button', { name: 'Répondre' }).click();
  await expect(question.getByRole('listitem').filter({ hasText: 'Regarde le chapitre 3' })).toContainText(
    'Utilisateur Anonyme',
  );

  await field.fill('Et aussi les exercices 12 et 13.');
  await question.getByRole('button', { name: 'Répondre' }).click();
  await expect(question.getByRole('alert')).toContainText(
    /Vous publiez trop vite\s: attendez encore \d+\ssecondes? avant de publier de nouveau\./,
  );
  await expect(field).toHaveValue('Et aussi les exercices 12 et 13.');
  expect(await axeViolations(visitor)).toEqual([]);
});

test('the Espace responsable and local mode’s page are refused to others, readable at 360 px, and clean for axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await member(page, 'eleve', 'Jean', 'Mballa');
  await page.goto('/Responsable');
  await expect(page.getByText('Cette page est réservée aux responsables de la commission.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'En savoir plus et essayer l’espace responsable' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mode local' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Devenir responsable (mode local)' }).click();
  await page.getByRole('link', { name: 'Ouvrir l’espace responsable' }).click();
  for (const tab of ['Encadreurs à valider', 'Signalements', 'Membres', 'Journal']) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    expect(await axeViolations(page), tab).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${tab}: no sideways scrolling at 360 px`).toBeLessThanOrEqual(0);
  }
  // The account menu leads there too.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Mon Compte' }).click();
  await expect(page.getByRole('link', { name: 'Espace responsable', exact: true })).toBeVisible();
});
