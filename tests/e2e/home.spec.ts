import { expect, test } from '@playwright/test';
import { axeViolations } from './helpers';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`home page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows every section, fits the screen and passes axe', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réussir ses études, grandir dans la foi');
      for (const name of [
        'Études · Prière · Partage',
        'Le bureau 2024/2025',
        'Ce que le soutien change',
        'À lire sur notre blog',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      await expect(page.getByRole('region', { name: 'Le bureau 2024/2025' }).getByRole('listitem')).toHaveCount(10);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('every image has its size and text alternative, and loads', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('heading', { name: 'À lire sur notre blog' }).scrollIntoViewIfNeeded();
      const images = page.locator('main img');
      await expect(images).toHaveCount(4);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
        await expect(image).toHaveAttribute('alt', /\S/);
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
    });

    test('the hero leads to the blog, the teasers to the articles, the call to action to the tutors', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Découvrir notre blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);

      await page.goto('/');
      const teasers = page.getByRole('region', { name: 'À lire sur notre blog' }).getByRole('article');
      await expect(teasers).toHaveCount(3);
      await expect(teasers.nth(0)).toContainText('30 commentaires');
      await expect(teasers.nth(1)).toContainText('3 commentaires');
      await expect(teasers.nth(2)).toContainText('45 commentaires');
      await teasers
        .nth(1)
        .getByRole('link', { name: /Lire l’article/ })
        .click();
      await expect(page).toHaveURL(/\/blog3$/);

      await page.goto('/');
      await page.getByRole('link', { name: 'Voir les encadreurs' }).click();
      await expect(page).toHaveURL(/\/Encadreurs$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
