import { expect, test, type Page } from '@playwright/test';
import { contact } from '../../src/content/contact';
import { axeViolations } from './helpers';

// The articles' titles (src/content/blog/*/meta.ts: written here, as a reader sees them, since
// Playwright cannot read the folders as Vite does).
const articles = {
  1: { title: 'Grandir au-delà des notes : nos activités de développement personnel' },
  2: { title: 'Le soutien scolaire : avancer ensemble, matière après matière' },
  3: { title: 'Bien organiser sa scolarité : méthodes et habitudes qui changent tout' },
};

const PAGES = [
  { path: '/Blog', title: 'Organiser son emploi du temps : étudier, prier, souffler' },
  { path: '/Blog1', title: articles[1].title },
  { path: '/blog2', title: articles[2].title },
  { path: '/blog3', title: articles[3].title },
  { path: '/contact', title: 'Nous contacter' },
];

const CAPTION = 'Exemple de semaine pour une élève de 3e qui prépare le BEPC';

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

function readNext(page: Page) {
  return page.getByRole('navigation', { name: 'À lire aussi' });
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`blog and contact at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, title } of PAGES) {
      test(`${path}: one h1, fits the screen, its pictures load, axe finds nothing`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        for (const image of await page.locator('main img').all()) {
          await expect(image).toHaveAttribute('width', '640');
          await expect(image).toHaveAttribute('height', '400');
          await expect(image).toHaveAttribute('alt');
          await image.scrollIntoViewIfNeeded();
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
            .toBe(true);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the sample week is a table that scrolls inside its own region, never the page', async ({ page }) => {
      await page.goto('/blog');
      const table = page.getByRole('table', { name: CAPTION });
      await expect(table).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveCount(7);
      const region = page.getByRole('region', { name: CAPTION });
      const scrollsInside = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scrollsInside).toBe(viewport.width < 640);
      if (scrollsInside) {
        // Keyboard users can scroll it too.
        // On a loaded machine the first key press can land before the focus does: press until it scrolls.
        await region.focus();
        await expect(async () => {
          await page.keyboard.press('ArrowRight');
          expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        }).toPass({ timeout: 10_000 });
      }
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('the blog’s button leads to the contact page, with tap-to-call, e-mail and WhatsApp', async ({ page }) => {
      await page.goto('/blog');
      await page.getByRole('link', { name: 'Nous contacter' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: `Appeler le ${contact.telephone}` })).toHaveAttribute(
        'href',
        contact.telephoneHref,
      );
      await expect(main.getByRole('link', { name: `Écrire à ${contact.email}` })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
      await expect(main.getByRole('link', { name: 'Écrire sur WhatsApp (nouvel onglet)' })).toHaveAttribute(
        'href',
        contact.whatsappHref,
      );
    });

    test('the articles lead to one another and back to the blog', async ({ page }) => {
      await page.goto('/Blog1');
      await readNext(page)
        .getByRole('link', { name: /^Le soutien scolaire/ })
        .click();
      await expect(page).toHaveURL(/\/blog2$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[2].title);
      // A new article opens at its top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await readNext(page)
        .getByRole('link', { name: /^Bien organiser sa scolarité/ })
        .click();
      await expect(page).toHaveURL(/\/blog3$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[3].title);

      await readNext(page)
        .getByRole('link', { name: /^Grandir au-delà des notes/ })
        .click();
      await expect(page).toHaveURL(/\/blog1$/);

      await readNext(page).getByRole('link', { name: 'Retour au blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await readNext(page)
        .getByRole('link', { name: /^Bien organiser sa scolarité/ })
        .click();
      await expect(page).toHaveURL(/\/blog3$/);
    });
  });
}
