import { expect, test } from '@playwright/test';
import { mainNav } from './helpers';

test.describe('navigation bar on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens, closes, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const blog = nav.getByRole('link', { name: 'Blog' });
    await expect(blog).toBeHidden();
    await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(blog).toBeVisible();
    await nav.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(blog).toBeHidden();

    await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await blog.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the commissions submenu is a toggle, and each commission page is reached from it', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const sport = nav.getByRole('link', { name: 'Sport' });
    await expect(sport).toBeHidden();
    await nav.getByRole('button', { name: 'Afficher les commissions' }).click();
    await expect(sport).toBeVisible();
    await sport.click();
    await expect(page).toHaveURL(/\/commissions\/sport$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commission Sport');
    await expect(sport).toBeHidden();
  });

  test('the menu fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Ouvrir le menu' }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('navigation bar on a 1280 px desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the whole menu, and the commissions drop down on hover', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Connection' })).toBeVisible();
    const culture = nav.getByRole('link', { name: 'Culture' });
    await expect(culture).toBeHidden();
    await nav.getByRole('link', { name: 'Groupes Des Jeunes' }).hover();
    await expect(culture).toBeVisible();
    await culture.click();
    await expect(page).toHaveURL(/\/commissions\/culture$/);
  });

  test('the commissions drop down on keyboard focus, and Escape hides them', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const communication = nav.getByRole('link', { name: 'Communication' });
    await nav.getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Groupes Des Jeunes' })).toBeFocused();
    await expect(communication).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(communication).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(communication).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Afficher les commissions' })).toBeFocused();
  });
});
