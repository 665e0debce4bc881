import { expect, test, type Page } from '@playwright/test';
import { axeViolations, mainNav } from './helpers';

/** The commissions with a card and a navigation link, as a visitor reads them. */
const COMMISSIONS: [slug: string, title: string][] = [
  ['communication', 'Communication'],
  ['etude', 'Études'],
  ['projet', 'Projets'],
  ['feminine', 'Féminine'],
  ['formation', 'Formation'],
  ['sport', 'Sport'],
  ['culture', 'Culture'],
  ['finance', 'Finances'],
  ['logistique', 'Logistique'],
  ['partenariat', 'Partenariat'],
];

/** Every commission page: the ten above and Accueil et Suivi, which has neither card nor link. */
const PAGES: [string, string][] = [...COMMISSIONS, ['acceuil', 'Accueil et Suivi']];

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 1024;

  test.describe(`commissions at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/commissions shows its sections and ten cards, fits the screen and passes axe', async ({ page }) => {
      await page.goto('/commissions');
      await expect(h1(page)).toHaveText('Groupes des jeunes');
      for (const name of [
        'Nos objectifs',
        'Nos commissions',
        'Le bureau du groupe',
        'Notre histoire',
        'Notre charte',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      const grid = page.getByRole('region', { name: 'Nos commissions' }).getByRole('list');
      await expect(grid.getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('region', { name: 'Le bureau du groupe' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('region', { name: 'Notre histoire' }).locator('time').first()).toHaveText(
        '10 juillet 2010',
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      // Every illustration has its size, and loads once scrolled to.
      for (const image of await grid.locator('img').all()) {
        await expect(image).toHaveAttribute('width', '320');
        await expect(image).toHaveAttribute('height', '200');
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the links under the title jump to each section', async ({ page }) => {
      await page.goto('/commissions');
      await page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Charte' }).click();
      await expect(page).toHaveURL(/\/commissions#charte$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Notre charte' })).toBeInViewport();
    });

    test('each card leads to the page of its commission', async ({ page }) => {
      await page.goto('/commissions');
      for (const [slug, title] of COMMISSIONS) {
        const cards = page.getByRole('region', { name: 'Nos commissions' }).getByRole('list');
        await cards.getByRole('link', { name: title, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/commissions/${slug}$`));
        await expect(h1(page)).toHaveText(`Commission ${title}`);
        await page.goBack();
        await expect(h1(page)).toHaveText('Groupes des jeunes');
      }
    });

    test('every commission page is reached from the navigation bar', async ({ page }) => {
      await page.goto('/commissions');
      const nav = mainNav(page);
      for (const [slug, title] of COMMISSIONS) {
        const link = nav.getByRole('link', { name: title, exact: true });
        if (phone) {
          await nav.getByRole('button', { name: 'Ouvrir le menu' }).click();
          await nav.getByRole('button', { name: 'Afficher les commissions' }).click();
        } else {
          await nav.getByRole('link', { name: 'Groupes Des Jeunes' }).hover();
        }
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/commissions/${slug}$`));
        await expect(h1(page)).toHaveText(`Commission ${title}`);
        if (phone) await expect(link).toBeHidden();
      }
    });

    // One template for every commission: all of them at the phone's width (where a long word
    // overflows first), two at the desktop's (the study commission, and Accueil et Suivi, which has
    // neither card nor link).
    const checked = phone ? PAGES : PAGES.filter(([slug]) => slug === 'etude' || slug === 'acceuil');
    for (const [slug, title] of checked) {
      test(`/commissions/${slug} shows « Commission ${title} », fits the screen and passes axe`, async ({ page }) => {
        await page.goto(`/commissions/${slug}`);
        await expect(h1(page)).toHaveText(`Commission ${title}`);
        for (const name of [
          'Notre mission',
          'Nos rencontres',
          'Responsable de la commission',
          'Nos activités',
          'Nous rejoindre',
        ]) {
          await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        }
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('commission addresses', () => {
  test('are read in any letter case, and an unknown commission is « Page introuvable »', async ({ page }) => {
    await page.goto('/commissions/ETUDE');
    await expect(h1(page)).toHaveText('Commission Études');
    await page.goto('/commissions/Acceuil');
    await expect(h1(page)).toHaveText('Commission Accueil et Suivi');
    await page.goto('/commissions/inconnue');
    await expect(h1(page)).toHaveText('Page introuvable');
  });

  test('the page of the Commission des Études leads to the tutors and the forums', async ({ page }) => {
    await page.goto('/commissions/etude');
    const join = page.getByRole('region', { name: 'Nous rejoindre' });
    await expect(join.getByRole('link', { name: 'Forum encadreurs et élèves' })).toHaveAttribute(
      'href',
      '/EncadreurEleve',
    );
    await expect(join.getByRole('link', { name: 'Forum parents et encadreurs' })).toHaveAttribute(
      'href',
      '/ParentEncadreur',
    );
    await join.getByRole('link', { name: 'Trouver un encadreur' }).click();
    await expect(page).toHaveURL(/\/Encadreurs$/);
  });
});
