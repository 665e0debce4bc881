import { expect, test, type Page } from '@playwright/test';
import { approveAsResponsable, askQuestion, axeViolations, member } from './helpers';

/*
 * Issue 25, as a pupil and a tutor live it over a week, several tabs of one browser at once (the
 * local backend: one database per browser, one session per tab): the pupil asks with a subject;
 * the approved tutor of that subject sees it counted and in « Sans réponse », replies; the pupil's
 * count rises live, falls once she opens the question from « Mes questions »; she marks the reply
 * « Résolue »; a shared filtered address, a question's own address and a search open as sent.
 */

const FORUM = '/EncadreurEleve';
const QUESTION = 'Comment résoudre une équation du second degré ?';
const REPLY = 'Calcule le discriminant Δ = b² − 4ac, puis distingue trois cas.';

test.describe.configure({ timeout: 120_000 });

const account = (page: Page) => page.getByRole('button', { name: /^Mon Compte/ });

test('the forum closes its loop: counted, answered, seen, resolved, shared and found', async ({ context }) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  // A tutor of Mathématiques (the helper's), approved by a responsable.
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  const responsablePage = await context.newPage();
  await member(responsablePage, 'parent', 'Claire', 'Ondoa');
  await approveAsResponsable(responsablePage, 'Paul Essomba');
  await tutorPage.goto('/');
  await expect(account(tutorPage)).toHaveAccessibleName('Mon Compte');

  // The pupil asks, with the subject the form asks for.
  await askQuestion(pupilPage, FORUM, QUESTION, 'Mathématiques');
  await expect(pupilPage.getByRole('article').filter({ hasText: QUESTION })).toContainText('Mathématiques');

  // The tutor, on another page, sees it counted at once, and finds it among the unanswered of his subject.
  await expect(account(tutorPage)).toHaveAccessibleName('Mon Compte 1 nouvelle question', { timeout: 10_000 });
  await tutorPage.goto(`${FORUM}?matiere=mathematique&vue=sans-reponse`);
  await expect(tutorPage.getByRole('combobox', { name: 'Matière', exact: true })).toHaveValue('mathematique');
  await expect(tutorPage.getByRole('radio', { name: 'Sans réponse' })).toBeChecked();
  const asked = tutorPage.getByRole('article').filter({ hasText: QUESTION });
  await expect(asked).toBeVisible();
  expect(await axeViolations(tutorPage)).toEqual([]);
  await asked.getByLabel('Votre réponse').fill(REPLY);
  await asked.getByRole('button', { name: 'Répondre' }).click();
  // Answered: it leaves « Sans réponse », for everyone.
  await expect(tutorPage.getByText('Aucune question ne correspond à ces filtres.')).toBeVisible();

  // The pupil, reading the home page, sees the count rise without reloading, within 2 s.
  await pupilPage.goto('/');
  await expect(account(pupilPage)).toHaveAccessibleName('Mon Compte 1 nouvelle réponse', { timeout: 2_000 });
  await expect(pupilPage).toHaveTitle(/^\(1\) /);
  await account(pupilPage).click();
  await pupilPage.getByRole('link', { name: /^Mes questions/ }).click();
  await expect(pupilPage).toHaveURL(/\/MesQuestions$/);
  const item = pupilPage.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(item).toContainText('1 nouvelle réponse');
  expect(await axeViolations(pupilPage)).toEqual([]);
  await item.getByRole('link', { name: QUESTION }).click();
  await expect(pupilPage.getByText(REPLY)).toBeVisible();
  await expect(account(pupilPage)).toHaveAccessibleName('Mon Compte');
  await expect(pupilPage).not.toHaveTitle(/^\(/);
  const address = new URL(pupilPage.url()).pathname;
  expect(address).toMatch(/^\/EncadreurEleve\/question\/.+/);

  // She marks the reply that helped: it shows first, with its mark, and « Résolue » for everyone.
  await pupilPage.getByRole('button', { name: 'Marquer comme solution la réponse de Paul Essomba' }).click();
  await expect(pupilPage.getByRole('status').filter({ hasText: 'La question est marquée « Résolue »' })).toBeVisible();
  await tutorPage.goto(FORUM);
  const resolved = tutorPage.getByRole('article').filter({ hasText: QUESTION });
  await expect(resolved.getByText('Résolue', { exact: true })).toBeVisible();
  await expect(resolved.getByRole('listitem').first()).toContainText('Réponse qui a aidé');

  // A friend opens the shared addresses as sent: the question's own, a filtered view, a search.
  const friend = await context.newPage();
  await friend.goto(address);
  // Signed out, the friend reads a pupil as anyone may (issue 33): « Awa N. ».
  await expect(friend.getByRole('heading', { level: 1, name: 'Question d’Awa N.' })).toBeVisible();
  await expect(friend).toHaveTitle(/^Comment résoudre une équation du second degré \? — Forum encadreurs et élèves/);
  await expect(friend.getByText(REPLY)).toBeVisible();
  expect(await axeViolations(friend)).toEqual([]);
  // An older link's class filters nothing: no pupil's question holds one any more (issue 33).
  await friend.goto(`${FORUM}?matiere=mathematique&classe=3e`);
  await expect(friend.getByRole('combobox', { name: 'Matière', exact: true })).toHaveValue('mathematique');
  await expect(friend.getByRole('combobox', { name: 'Classe' })).toHaveCount(0);
  await expect(friend.getByRole('article').filter({ hasText: QUESTION })).toBeVisible();
  await friend.goto(FORUM);
  await friend.getByRole('searchbox', { name: 'Rechercher dans le forum' }).fill('equation second degre');
  await friend.getByRole('searchbox', { name: 'Rechercher dans le forum' }).press('Enter');
  await expect(friend).toHaveURL(/\?q=equation/);
  await expect(friend.getByRole('article').filter({ hasText: QUESTION })).toBeVisible();
  await friend.goto(`${FORUM}/question/inconnue`);
  await expect(friend.getByText('Cette question n’existe pas ou a été supprimée.')).toBeVisible();
});

test('the filters and a question’s page fit a 360 px phone and work by keyboard', async ({ page }) => {
  await member(page, 'eleve', 'Jean', 'Mballa');
  await askQuestion(page, FORUM, 'Qui a compris la leçon sur les vecteurs ?', 'Mathématiques');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(FORUM);
  await expect(page.getByRole('radio', { name: 'Mes questions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // By keyboard: the view's radios, then the subject.
  await page.getByRole('radio', { name: 'Toutes les questions' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Sans réponse' })).toBeChecked();
  await expect(page).toHaveURL(/vue=sans-reponse/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Mes questions' })).toBeChecked();
  await expect(page.getByRole('article').filter({ hasText: 'vecteurs' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Suivie la question/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await axeViolations(page)).toEqual([]);
});
