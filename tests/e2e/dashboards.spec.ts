import { expect, test } from '@playwright/test';
import { askQuestion, axeViolations, mainNav, member } from './helpers';

// Sign-ups hash passwords in the browser (PBKDF2): journeys with several members need more than 30 s.
test.describe.configure({ timeout: 60_000 });

const DASHBOARD = { eleve: '/TableauEleve', encadreur: '/TableauEncadreur', parent: '/TableauParent' } as const;

test('two members write to each other live, reply from the modal and delete', async ({ context }) => {
  const parentPage = await context.newPage();
  const pupilPage = await context.newPage();
  await member(parentPage, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');

  await parentPage.goto(DASHBOARD.parent);
  await expect(parentPage.getByText('Aucun message reçu pour le moment.')).toBeVisible();

  // The conversation starts in a forum: the parent clicks the pupil's name under her question.
  await askQuestion(pupilPage, '/EncadreurEleve', 'Quelqu’un a-t-il le sujet du BEPC blanc ?');
  await parentPage.goto('/EncadreurEleve');
  await parentPage.getByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' }).click();
  const firstBox = parentPage.getByRole('dialog', { name: 'Écrire à Awa Ngono' });
  await firstBox.getByLabel('Votre message').fill('Bonjour Awa, as-tu fini tes exercices ?');
  await firstBox.getByRole('button', { name: 'Envoyer' }).click();
  await expect(firstBox).toBeHidden();
  await parentPage.goto(DASHBOARD.parent);

  // The pupil opens the dashboard from the account panel.
  await mainNav(pupilPage).getByRole('button', { name: 'Mon Compte' }).click();
  await mainNav(pupilPage).getByRole('link', { name: 'Mon tableau de bord' }).click();
  await expect(pupilPage).toHaveURL(/\/TableauEleve$/);
  const received = pupilPage.getByRole('article', { name: 'Message de Marie Atangana' });
  await expect(received).toContainText('Parent');
  await expect(received).toContainText('Bonjour Awa, as-tu fini tes exercices ?');

  await received.getByRole('button', { name: 'Répondre à Marie Atangana' }).click();
  const box = pupilPage.getByRole('dialog', { name: 'Répondre à Marie Atangana' });
  await expect(box.getByLabel('Votre message')).toBeFocused();
  await box.getByLabel('Votre message').fill('Oui maman, il me reste la géométrie.');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toBeHidden();
  await expect(pupilPage.getByRole('status').filter({ hasText: 'Message envoyé avec succès !' })).toBeVisible();

  // The parent's dashboard, open all along, shows the reply without a reload.
  const reply = parentPage.getByRole('article', { name: 'Message d’Awa Ngono' });
  await expect(reply).toContainText('Élève');
  await expect(reply).toContainText('Oui maman, il me reste la géométrie.');
  await reply.getByRole('button', { name: 'Répondre à Awa Ngono' }).click();
  await parentPage.getByLabel('Votre message').fill('Courage, je t’appelle ce soir.');
  await parentPage.getByRole('button', { name: 'Envoyer' }).click();

  // The pupil sees it arrive on top, newest first.
  await expect(pupilPage.getByRole('article')).toHaveCount(2);
  await expect(pupilPage.getByRole('article').first()).toContainText('Courage, je t’appelle ce soir.');

  for (const _ of [1, 2]) {
    await pupilPage.getByRole('button', { name: 'Supprimer le message de Marie Atangana' }).first().click();
    await expect(pupilPage.getByRole('status').filter({ hasText: 'Message supprimé avec succès !' })).toBeVisible();
  }
  await expect(pupilPage.getByText('Aucun message reçu pour le moment.')).toBeVisible();
  expect(await axeViolations(pupilPage)).toEqual([]);
});

test('a dashboard opened from a typed address or reloaded shows the profile and inbox', async ({ page }) => {
  const tutor = await member(page, 'encadreur', 'Paul', 'Essomba');
  await page.goto('/tableauencadreur');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Paul');
  await expect(page.getByRole('region', { name: 'Mon profil' })).toContainText(tutor.email);
  await expect(page.getByText('Aucun message reçu pour le moment.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Paul');
  await expect(page.getByRole('region', { name: 'Mon profil' })).toContainText('Mathématiques');
  await expect(page.getByText('Aucun message reçu pour le moment.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('each role’s dashboard offers its forums', async ({ context }) => {
  const expected = {
    eleve: ['Forum encadreurs et élèves'],
    encadreur: ['Forum encadreurs et élèves', 'Forum parents et encadreurs'],
    parent: ['Forum parents et encadreurs'],
  } as const;
  for (const role of ['eleve', 'encadreur', 'parent'] as const) {
    const page = await context.newPage();
    await member(page, role, 'Jean', 'Fouda');
    await page.goto(DASHBOARD[role]);
    const forums = page.getByRole('region', { name: 'Vos forums' }).getByRole('link');
    await expect(forums).toHaveCount(expected[role].length);
    for (const [index, name] of expected[role].entries()) await expect(forums.nth(index)).toContainText(name);
    await forums.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Forum');
    await page.close();
  }
});

test('a signed-out visitor is invited to log in', async ({ page }) => {
  await page.goto('/TableauParent');
  await expect(page.getByRole('heading', { name: 'Connectez-vous pour continuer' })).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/Login$/);
});
