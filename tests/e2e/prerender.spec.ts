import { expect, test, type Page } from '@playwright/test';
import { mainNav, member } from './helpers';

/*
 * Issue 16: public pages arrive whole. Their HTML holds the page (read without JavaScript), React
 * adopts it without a warning or a moved pixel, and a member's navigation comes to the signed-in
 * state without « Connection » ever flashing.
 */

/** A page of each kind: home, article, commission, directory, tutor, contact, privacy, login, sign-up. */
const PAGES: [path: string, heading: string | RegExp, text: string | RegExp][] = [
  ['/', 'Réussir ses études, grandir dans la foi', 'Trois mots qui résument notre devise'],
  ['/blog', /Organiser son emploi du temps/, 'Rejoindre les cours du samedi'],
  ['/blog2', /.+/, /.{40}/],
  ['/commissions', 'Groupes des jeunes', 'Nos objectifs'],
  ['/commissions/etude', 'Commission Études', /encadreur/i],
  ['/Encadreurs', 'Nos encadreurs', 'Alain Mbarga'],
  ['/Profile/1', 'Alain Mbarga', /Classes/],
  ['/contact', 'Nous contacter', 'Par e-mail'],
  ['/ProtectionDesDonnees', 'Protection des données', 'Combien de temps'],
  ['/Login', 'Connexion', 'Mot de passe'],
  ['/InscriptParent', 'Inscription parent', /Nom/],
  // Its birth date's bounds are today's, unknown to the prerendered HTML (issue 33).
  ['/InscriptEleve', 'Inscription élève', /Date de naissance/],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, text] of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await expect(page.getByText('Chargement…')).toHaveCount(0);
      // The links work as plain links.
      await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    });
  }
});

/** Console errors and warnings of the page, from its first byte. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe('hydration', () => {
  // As a visitor gets it: with the service worker (blocking it makes Playwright log a warning).
  test.use({ serviceWorkers: 'allow' });

  test.beforeEach(async ({ page }) => {
    // Before any script of the page: remember the prerendered heading's node and every layout shift.
    await page.addInitScript(() => {
      const state = window as unknown as { __shifts: number; __heading?: Element | null };
      state.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.__shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        state.__heading = document.querySelector('main h1');
      });
    });
  });

  for (const [path, heading] of PAGES) {
    test(`${path}: React adopts the prerendered page, with no warning and no layout shift`, async ({ page }) => {
      const problems = consoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The page is live: its chunk arrived, the session is known (the visitor's links are active).
      await page.waitForLoadState('networkidle');
      await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
      const { sameHeading, shifts } = await page.evaluate(() => {
        const state = window as unknown as { __shifts: number; __heading?: Element | null };
        return {
          sameHeading: state.__heading !== null && state.__heading === document.querySelector('main h1'),
          shifts: state.__shifts,
        };
      });
      expect(sameHeading, 'the heading in the HTML is still the one on screen').toBe(true);
      expect(shifts).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  /** Whether the prerendered page was adopted as it is: its heading node is still on screen. */
  const sameHeading = (page: Page) =>
    page.evaluate(() => {
      const state = window as unknown as { __heading?: Element | null };
      return state.__heading != null && state.__heading === document.querySelector('main h1');
    });

  test('a shared directory address is adopted as prerendered (« Tous »), then shows its tab and its search', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/Encadreurs?matiere=allemand');
    await expect(page.getByRole('tab', { name: 'Allemand' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Allemand' })).toBeInViewport();
    await page.goto('/Encadreurs?q=mbarga');
    await expect(page.getByRole('searchbox', { name: 'Rechercher un encadreur' })).toHaveValue('mbarga');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(['Alain Mbarga']);
    await page.waitForLoadState('networkidle');
    expect(await sameHeading(page), 'the heading in the HTML is still the one on screen').toBe(true);
    expect(problems).toEqual([]);
  });

  test('/Login reloaded after a sign-up keeps the notice and the address, and React still adopts the HTML', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/Login');
    await expect(mainNav(page).getByRole('link', { name: 'Connection' })).toBeVisible();
    // What the sign-up leaves in the history (React Router's state), then a reload of the page.
    await page.evaluate(() =>
      history.replaceState(
        { usr: { notice: 'Votre compte a été créé.', email: 'awa@example.cm' }, key: 'inscription', idx: 0 },
        '',
      ),
    );
    await page.reload();
    await expect(page.getByText('Votre compte a été créé.')).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('awa@example.cm');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByLabel(/^E-mail du compte/)).toBeFocused();
    expect(await sameHeading(page), 'the heading in the HTML is still the one on screen').toBe(true);
    expect(problems).toEqual([]);
  });

  test('an address in another letter case and a members’ screen are rendered in the browser, without error', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.goto('/BLOG');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Organiser son emploi du temps/);
    await page.goto('/TableauEleve');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/une-page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    expect(problems).toEqual([]);
  });
});

test('a signed-in member never sees the visitor’s links flash on a prerendered page', async ({ page }) => {
  test.setTimeout(60_000);
  await member(page, 'parent', 'Brigitte', 'Onana');
  // From the first frame: whether « Connection » or « Inscription » was ever visible.
  await page.addInitScript(() => {
    const state = window as unknown as { __flashed: string[]; __homeLinkX: number[] };
    state.__flashed = [];
    state.__homeLinkX = [];
    const look = () => {
      const home = [...document.querySelectorAll('nav[aria-label="Navigation principale"] a')].find(
        (a) => a.textContent?.trim() === 'Accueil',
      );
      const x = home ? Math.round(home.getBoundingClientRect().x) : null;
      if (x !== null && !state.__homeLinkX.includes(x)) state.__homeLinkX.push(x);
      for (const element of document.querySelectorAll(
        'nav[aria-label="Navigation principale"] a, nav[aria-label="Navigation principale"] button',
      )) {
        const text = element.textContent?.trim() ?? '';
        if (
          (text === 'Connection' || text === 'Inscription') &&
          element.checkVisibility({ visibilityProperty: true })
        ) {
          if (!state.__flashed.includes(text)) state.__flashed.push(text);
        }
      }
      if (performance.now() < 5000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/blog', '/commissions', '/Encadreurs']) {
    await page.goto(path);
    await expect(mainNav(page).getByRole('button', { name: /Mon Compte/ })).toBeVisible();
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => {
      const { __flashed, __homeLinkX } = window as unknown as { __flashed: string[]; __homeLinkX: number[] };
      return { __flashed, __homeLinkX };
    });
    expect(seen.__flashed, path).toEqual([]);
    // The bar's links did not move when the member's links replaced the visitor's.
    expect(seen.__homeLinkX, path).toHaveLength(1);
  }
});
