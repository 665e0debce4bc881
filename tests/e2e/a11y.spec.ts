import { expect, test } from '@playwright/test';
import { axeViolations, mainNav } from './helpers';

const PATHS = [
  '/',
  '/blog',
  '/commissions',
  '/commissions/etude',
  '/Encadreurs',
  '/ProfilEncadreur',
  '/contact',
  '/ProtectionDesDonnees',
  '/CharteEncadreur',
  '/Blog2',
  '/Login',
  '/InscriptEleve',
  '/InscriptEncadreur',
  '/InscriptParent',
  '/TableauEleve',
  '/EncadreurEleve',
  '/page-inconnue',
];

test.describe('axe finds no accessibility violation', () => {
  for (const path of PATHS) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('with the phone menu, the commissions and the sign-up chooser open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    await mainNav(page).getByRole('button', { name: 'Afficher les commissions' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await mainNav(page).getByRole('button', { name: 'Inscription' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('with form errors shown', async ({ page }) => {
    await page.goto('/InscriptEleve');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
