import { expect, test } from '@playwright/test';
import { askQuestion, axeViolations, linkFamily, mainNav, member } from './helpers';

// Sign-ups hash passwords in the browser (PBKDF2): journeys with several members need more than 30 s.
test.describe.configure({ timeout: 60_000 });

const DASHBOARD = { eleve: '/TableauEleve', encadreur: '/TableauEncadreur', parent: '/TableauParent' } as const;

test('a conversation back and forth: unread counts rise and fall live in the other tab, both sides threaded', async ({
  context,
}) => {
  const parentPage = await context.newPage();
  const pupilPage = await context.newPage();
  await member(parentPage, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  // Marie is Awa's mother, linked on the site: a parent writes first only to their own child (issue 33).
  await linkFamily(parentPage, pupilPage, 'Marie Atangana');

  await parentPage.goto(DASHBOARD.parent);
  await expect(parentPage.getByText('Aucun message reçu pour le moment.')).toBeVisible();

  // The conversation starts in a forum: the parent clicks the pupil's name under her question.
  await askQuestion(pupilPage, '/EncadreurEleve', 'Quelqu’un a-t-il le sujet du BEPC blanc ?');
  await pupilPage.goto('/');
  await parentPage.goto('/EncadreurEleve');
  await parentPage.getByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' }).click();
  const firstBox = parentPage.getByRole('dialog', { name: 'Écrire à Awa Ngono' });
  await firstBox.getByLabel('Votre message').fill('Bonjour Awa, as-tu fini tes exercices ?');
  await firstBox.getByRole('button', { name: 'Envoyer' }).click();
  await expect(firstBox).toBeHidden();
  await parentPage.goto(DASHBOARD.parent);

  // The pupil, on the home page all along, sees it counted live: on « Mon Compte » and in the title.
  const pupilAccount = mainNav(pupilPage).getByRole('button', { name: /^Mon Compte/ });
  await expect(pupilAccount).toHaveAccessibleName('Mon Compte 1 message non lu');
  await expect(pupilPage).toHaveTitle(/^\(1\) /);
  await pupilAccount.click();
  await mainNav(pupilPage).getByRole('link', { name: 'Mon tableau de bord' }).click();
  await expect(pupilPage).toHaveURL(/\/TableauEleve$/);
  const fromParent = pupilPage.getByRole('link', { name: /^Marie Atangana/ });
  await expect(fromParent).toContainText('1 non lu');
  // Under the name, the first words of the last message.
  await expect(fromParent).toContainText('Bonjour Awa, as-tu fini tes exercices ?');
  await fromParent.click();

  await expect(pupilPage.getByRole('heading', { name: 'Conversation avec Marie Atangana' })).toBeFocused();
  const received = pupilPage.getByRole('article', { name: 'Message de Marie Atangana' });
  await expect(received).toContainText('Parent');
  await expect(received).toContainText('Bonjour Awa, as-tu fini tes exercices ?');
  // Opened, so read: the count falls.
  await expect(pupilAccount).toHaveAccessibleName('Mon Compte');
  await expect(pupilPage).not.toHaveTitle(/^\(/);

  const reply = 'Oui maman, il me reste la géométrie, puis les fractions du chapitre 4 pour jeudi.';
  await pupilPage.getByLabel('Votre message à Marie Atangana').fill(reply);
  await pupilPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(pupilPage.getByRole('status').filter({ hasText: 'Message envoyé avec succès !' })).toBeVisible();
  const sent = pupilPage.getByRole('article', { name: 'Votre message' });
  await expect(sent).toContainText(reply);
  await expect(sent).toContainText('Envoyé');

  // The parent's dashboard, open all along, counts the reply without a reload.
  const parentAccount = mainNav(parentPage).getByRole('button', { name: /^Mon Compte/ });
  await expect(parentAccount).toHaveAccessibleName('Mon Compte 1 message non lu');
  const fromPupil = parentPage.getByRole('link', { name: /^Awa Ngono/ });
  await expect(fromPupil).toContainText('1 non lu');
  await fromPupil.click();
  // Both sides, oldest first.
  const thread = parentPage.getByRole('list', { name: 'Messages avec Awa Ngono' }).getByRole('article');
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(0)).toContainText('Bonjour Awa, as-tu fini tes exercices ?');
  await expect(thread.nth(1)).toContainText('Élève');
  await expect(thread.nth(1)).toContainText(reply);
  await expect(parentAccount).toHaveAccessibleName('Mon Compte');
  // The pupil sees that her message was read.
  await expect(sent).toContainText('Lu');

  await parentPage.getByLabel('Votre message à Awa Ngono').fill('Courage, je t’appelle ce soir.');
  await parentPage.getByRole('button', { name: 'Envoyer' }).click();
  // It arrives at the bottom of the pupil's open conversation.
  const pupilThread = pupilPage.getByRole('list', { name: 'Messages avec Marie Atangana' }).getByRole('article');
  await expect(pupilThread).toHaveCount(3);
  await expect(pupilThread.last()).toContainText('Courage, je t’appelle ce soir.');

  for (const _ of [1, 2]) {
    await pupilPage.getByRole('button', { name: 'Supprimer le message de Marie Atangana' }).first().click();
    await expect(pupilPage.getByRole('status').filter({ hasText: 'Message supprimé avec succès !' })).toBeVisible();
  }
  // A deleted message leaves the conversation on both sides; the pupil's own stays.
  await expect(pupilThread).toHaveCount(1);
  await expect(thread).toHaveCount(1);
  await expect(thread.first()).toContainText('Oui maman');
  await pupilPage.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(pupilPage)).toEqual([]);
  await pupilPage.getByRole('link', { name: 'Toutes les conversations' }).click();
  // The deleted messages took the preview back to the pupil's own, the last one left.
  const withParent = pupilPage.getByRole('link', { name: /^Marie Atangana/ });
  const preview = withParent.getByText(/^Vous\s: Oui maman/);
  await expect(preview).toHaveText(`Vous\u00a0: ${reply}`);
  await expect(withParent).not.toContainText('Courage');
  // Too long for a 360 px phone: one line (text-sm, 20 px), cut by the screen.
  expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(20);
  const [shown, whole] = await preview.evaluate((line) => [line.clientWidth, line.scrollWidth]);
  expect(whole).toBeGreaterThan(shown!);
  // …and the page never scrolls sideways for it.
  expect(await pupilPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await axeViolations(pupilPage)).toEqual([]);

  // The parent deletes it, the last message: the conversation leaves both lists.
  await parentPage.getByRole('button', { name: 'Supprimer le message d’Awa Ngono' }).click();
  await expect(parentPage.getByRole('status').filter({ hasText: 'Message supprimé avec succès !' })).toBeVisible();
  await parentPage.getByRole('link', { name: 'Toutes les conversations' }).click();
  await expect(parentPage.getByText('Aucun message reçu pour le moment.')).toBeVisible();
  await expect(pupilPage.getByText('Aucun message reçu pour le moment.')).toBeVisible();
  await expect(withParent).toBeHidden();
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
