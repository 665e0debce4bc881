import { expect, test } from '@playwright/test';
import { askQuestion, axeViolations, logIn, member } from './helpers';

// Two sign-ups (PBKDF2 in the browser): more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const FORUM = '/EncadreurEleve';
const QUESTION = 'Comment calculer l’aire d’un trapèze ?';

test('« Supprimer mon compte »: by keyboard at 360 px, the forum then shows « Compte supprimé » and the login fails', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const parentPage = await context.newPage();
  const pupil = await member(pupilPage, 'eleve', 'Chantal', 'Mbarga');
  await member(parentPage, 'parent', 'Marie', 'Atangana');

  // The pupil asks, the parent replies.
  await askQuestion(pupilPage, FORUM, QUESTION);
  await parentPage.goto(FORUM);
  const asked = parentPage.getByRole('article', { name: 'Question de Chantal Mbarga' });
  await asked.getByLabel('Votre réponse').fill('Petite base plus grande base, fois la hauteur, divisé par 2.');
  await asked.getByRole('button', { name: 'Répondre' }).click();
  await expect(asked.getByRole('listitem').filter({ hasText: 'Marie Atangana' })).toContainText('divisé par 2');

  // On « Mon profil », at 360 px, by keyboard only.
  await pupilPage.setViewportSize({ width: 360, height: 800 });
  await pupilPage.goto('/MonProfil');
  const section = pupilPage.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(section).toContainText('Compte supprimé');
  expect(await axeViolations(pupilPage)).toEqual([]);
  const open = section.getByRole('button', { name: 'Supprimer mon compte' });
  await open.focus();
  await pupilPage.keyboard.press('Enter');
  const dialog = pupilPage.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  await expect(dialog.getByLabel(/^Mot de passe/)).toBeFocused();
  await pupilPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await pupilPage.keyboard.press('Enter');
  await expect(dialog.getByLabel(/^Mot de passe/)).toBeFocused();
  await pupilPage.keyboard.type('pas-le-bon');
  await pupilPage.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Le mot de passe est incorrect. Votre compte n’a pas été supprimé.',
  );
  expect(await axeViolations(pupilPage)).toEqual([]);
  await dialog.getByLabel(/^Mot de passe/).fill('');
  await pupilPage.keyboard.type(pupil.password);
  await pupilPage.keyboard.press('Enter');

  await expect(pupilPage).toHaveURL(/\/Login$/);
  await expect(pupilPage.getByText(/Votre compte est supprimé\./)).toBeVisible();
  expect(await axeViolations(pupilPage)).toEqual([]);

  // The forum: the question and the parent's reply stay, signed « Compte supprimé », nothing of her.
  await parentPage.reload();
  const anonymised = parentPage.getByRole('article', { name: 'Question d’un compte supprimé' });
  await expect(anonymised).toContainText(QUESTION);
  await expect(anonymised).toContainText('Compte supprimé');
  await expect(anonymised.getByRole('listitem').filter({ hasText: 'Marie Atangana' })).toContainText('divisé par 2');
  await expect(parentPage.getByText(/Chantal|Mbarga/)).toHaveCount(0);
  await expect(anonymised.getByRole('button', { name: /Compte supprimé/ })).toHaveCount(0);
  await parentPage.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(parentPage)).toEqual([]);

  // Her login fails.
  await logIn(pupilPage, pupil);
  await expect(pupilPage.getByRole('alert')).toBeVisible();
  await expect(pupilPage).toHaveURL(/\/Login$/);
});
