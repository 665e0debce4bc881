import { expect, test } from '@playwright/test';

/** Every route of the spec (§2), with the heading its page shows. */
const ROUTES: [string, RegExp][] = [
  ['/', /Réussir ses études/],
  ['/blog', /Organiser son emploi du temps/],
  ['/Blog1', /développement personnel/],
  ['/Blog2', /soutien scolaire/],
  ['/Blog3', /organiser sa scolarité/],
  ['/contact', /Nous contacter/],
  // Not in the spec: what the site keeps, and the tutors' charter (issue 33).
  ['/ProtectionDesDonnees', /Protection des données/],
  ['/CharteEncadreur', /Charte de l’encadreur/],
  ['/commissions', /Groupes des jeunes/],
  ...[
    'communication',
    'etude',
    'projet',
    'feminine',
    'formation',
    'sport',
    'culture',
    'finance',
    'logistique',
    'partenariat',
    'acceuil',
  ].map((slug): [string, RegExp] => [`/commissions/${slug}`, /^Commission /]),
  ['/Encadreurs', /encadreurs/i],
  ['/ProfilEncadreur', /encadreurs/i],
  ['/Profile/12', /Emmanuel Tchamba/],
  ['/Login', /Connexion/],
  ['/InscriptEleve', /Inscription élève/],
  ['/InscriptEncadreur', /Inscription encadreur/],
  ['/InscriptParent', /Inscription parent/],
  ['/TableauEleve', /Tableau de bord/],
  ['/TableauEncadreur', /Tableau de bord/],
  ['/TableauParent', /Tableau de bord/],
  ['/EncadreurEleve', /Forum/],
  ['/ParentEncadreur', /Forum/],
];

function caseVariant(path: string): string {
  return path === '/' ? path : path.toUpperCase();
}

test.describe('every route answers with a French page', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} and ${caseVariant(path)}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A commission page at its own address is checked by commissions.spec.ts: here, its other case only.
      const urls = path.startsWith('/commissions/') ? [caseVariant(path)] : [path, caseVariant(path)];
      for (const url of urls) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
        await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Yaoundé');
      }
      expect(errors).toEqual([]);
    });
  }

  test('an unknown address gets the French "page introuvable" with a link home', async ({ page }) => {
    for (const url of ['/nulle-part', '/commissions/inconnue', '/Profile/12/extra']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    }
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('says that the site runs in local mode', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Mode local\u00a0:')).toBeVisible();
  });

  test('opens every page scrolled to the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/InscriptEncadreur');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Connexion' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Connexion' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
