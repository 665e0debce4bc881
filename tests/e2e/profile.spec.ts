import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { askQuestion, axeViolations, DASHBOARD_URL, linkFamily, logIn, mainNav, member } from './helpers';

// Sign-ups hash passwords in the browser (PBKDF2): journeys with several members need more than 30 s.
test.describe.configure({ timeout: 90_000 });

test('« Mon profil »: a change survives a reload, the data file holds the messages, a new password logs in', async ({
  context,
}) => {
  const page = await context.newPage();
  const pupilPage = await context.newPage();
  const parent = await member(page, 'parent', 'Marie', 'Atangana');
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  // Marie is Awa's mother, linked on the site: a parent writes first only to their own child (issue 33).
  await linkFamily(page, pupilPage, 'Marie Atangana');

  // A message sent and one received, through the forum's name button and the dashboard.
  await askQuestion(pupilPage, '/EncadreurEleve', 'Quelqu’un a-t-il le sujet du BEPC blanc ?');
  await page.goto('/EncadreurEleve');
  await page.getByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' }).click();
  const box = page.getByRole('dialog', { name: 'Écrire à Awa Ngono' });
  await box.getByLabel('Votre message').fill('Bonjour Awa, as-tu fini tes exercices ?');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toBeHidden();

  // The parent opens « Mon profil » from the account panel.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const nav = mainNav(page);
  await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await nav.getByRole('button', { name: 'Mon Compte' }).click();
  await nav.getByRole('link', { name: 'Mon profil' }).click();
  await expect(page).toHaveURL(/\/MonProfil$/);
  await expect(page.getByRole('region', { name: 'Mon compte', exact: true })).toContainText(parent.email);

  const quartier = page.getByLabel(/^Quartier/);
  await quartier.fill('Biyem-Assi');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Votre profil est enregistré.');
  expect(await axeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByLabel(/^Quartier/)).toHaveValue('Biyem-Assi');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profil: { quartier: string };
    messagesEnvoyes: { texte: string }[];
  };
  expect(data.profil.quartier).toBe('Biyem-Assi');
  expect(data.messagesEnvoyes.map((message) => message.texte)).toEqual(['Bonjour Awa, as-tu fini tes exercices ?']);

  await page.getByLabel(/^Mot de passe actuel/).fill(parent.password);
  await page.getByLabel(/^Nouveau mot de passe/).fill('nouveau-secret-456');
  await page.getByLabel(/^Confirmation du nouveau mot de passe/).fill('nouveau-secret-456');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est changé.')).toBeVisible();

  const other = await context.newPage();
  await logIn(other, { email: parent.email, password: parent.password });
  await expect(other.getByRole('alert')).toBeVisible();
  await logIn(other, { email: parent.email, password: 'nouveau-secret-456' });
  await expect(other).toHaveURL(DASHBOARD_URL);
});
