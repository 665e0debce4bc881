import { expect, test, type Page } from '@playwright/test';
import { tutorsOf } from '../../src/content/tutors';
import { SUBJECT_KEYS, type SubjectKey } from '../../src/domain/subjects';
import { DIRECTORY_TABS } from '../../src/features/directory/subject-tabs';
import { axeViolations, DASHBOARD_URL, logIn, newMember, signUp } from './helpers';

const namesOf = (keys: readonly SubjectKey[]) => keys.flatMap((key) => tutorsOf(key).map((tutor) => tutor.name));
/** The last tab (« Allemand » in the spec), where End leads. */
const LAST_TAB = DIRECTORY_TABS.at(-1)!;
const ALL_NAMES = namesOf(SUBJECT_KEYS);

function cardNames(page: Page) {
  return page.getByRole('tabpanel').getByRole('heading', { level: 2 });
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`tutor directory at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each tab (the spec’s 13) shows its own tutors and puts itself in the address', async ({ page }) => {
      await page.goto('/Encadreurs');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos encadreurs');
      await expect(page.getByRole('tab')).toHaveCount(DIRECTORY_TABS.length);
      await expect(cardNames(page)).toHaveText(ALL_NAMES);
      for (const tab of DIRECTORY_TABS) {
        const control = page.getByRole('tab', { name: tab.label, exact: true });
        await control.click();
        await expect(control).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL(new RegExp(`\\?matiere=${tab.key}$`));
        await expect(cardNames(page)).toHaveText(namesOf(tab.subjects));
      }
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('the arrow keys, Home and End move along the tabs and select them', async ({ page }) => {
      await page.goto('/Encadreurs');
      await page.getByRole('tab', { name: 'Tous' }).focus();
      await page.keyboard.press('ArrowRight');
      const maths = page.getByRole('tab', { name: 'Mathématiques' });
      await expect(maths).toBeFocused();
      await expect(maths).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?matiere=math$/);
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: LAST_TAB.label, exact: true })).toBeFocused();
      await expect(cardNames(page)).toHaveText(namesOf(LAST_TAB.subjects));
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Tous' })).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: LAST_TAB.label, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\?matiere=all$/);
      // One tab stop: Tab leaves the list for the panel.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('tabpanel')).toBeFocused();
    });

    test('the search filters by name or subject within the tab, accents aside', async ({ page }) => {
      await page.goto('/Encadreurs');
      const box = page.getByRole('searchbox', { name: 'Rechercher un encadreur' });
      await box.fill('francais');
      await expect(cardNames(page)).toHaveText(namesOf(['francais']));
      await expect(page.getByRole('status').filter({ hasText: 'trouvés' })).toHaveText('3 encadreurs trouvés');
      await expect(page).toHaveURL(/\?q=francais$/);

      await page.getByRole('tab', { name: 'Mathématiques' }).click();
      await expect(cardNames(page)).toHaveCount(0);
      await expect(page.getByText('Aucun encadreur ne correspond à votre recherche.')).toBeVisible();
      await expect(box).toHaveValue('francais');

      await box.fill('tchamba');
      await expect(cardNames(page)).toHaveText(['Emmanuel Tchamba']);
      await expect(page.getByText('1 encadreur trouvé')).toBeVisible();
      await expect(page).toHaveURL(/matiere=math/);
      await expect(page).toHaveURL(/q=tchamba/);
    });

    test('a shared address opens on its tab and search', async ({ page }) => {
      await page.goto('/Encadreurs?matiere=anglais');
      await expect(page.getByRole('tab', { name: 'Anglais' })).toHaveAttribute('aria-selected', 'true');
      await expect(cardNames(page)).toHaveText(namesOf(['anglais']));
      await page.goto('/Encadreurs?matiere=physique&q=stephanie');
      await expect(page.getByRole('searchbox', { name: 'Rechercher un encadreur' })).toHaveValue('stephanie');
      await expect(cardNames(page)).toHaveText(['Stéphanie Belinga']);
      await page.goto('/Encadreurs?matiere=inconnue');
      await expect(page.getByRole('tab', { name: 'Tous' })).toHaveAttribute('aria-selected', 'true');
    });

    test('choosing tabs does not fill the history: Back leaves the directory', async ({ page }) => {
      await page.goto('/blog');
      await page.goto('/Encadreurs');
      await page.getByRole('tab', { name: 'Anglais' }).click();
      await page.getByRole('tab', { name: 'Biologie' }).click();
      await page.getByRole('searchbox', { name: 'Rechercher un encadreur' }).fill('ebogo');
      await expect(page).toHaveURL(/q=ebogo/);
      await page.goBack();
      await expect(page).toHaveURL(/\/blog$/);
    });

    test('a visitor who is not signed in is asked to log in, by keyboard', async ({ page }) => {
      await page.goto('/Encadreurs');
      const opener = page.getByRole('button', { name: 'Voir le profil d’Alain Mbarga' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Connexion requise' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Connectez-vous pour voir le profil complet d’Alain Mbarga et le contacter.');
      const login = dialog.getByRole('link', { name: 'Connexion' });
      const close = dialog.getByRole('button', { name: 'Fermer' });
      await expect(login).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(login).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await page.keyboard.press('Enter');
      await login.click();
      await expect(page).toHaveURL(/\/Login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    });

    test('a member opens a profile, reveals the phone and comes back to the same tab', async ({ page }) => {
      await page.goto('/ProfilEncadreur');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profils des encadreurs');
      await page.getByRole('tab', { name: 'Mathématiques' }).click();
      await page.getByRole('link', { name: 'Voir le profil d’Emmanuel Tchamba' }).click();
      await expect(page).toHaveURL(/\/Profile\/12$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emmanuel Tchamba');
      await expect(page.getByText('Élève-professeur à l’École normale supérieure de Yaoundé')).toBeVisible();

      const call = page.getByRole('link', { name: 'Appeler le +237 600 90 11 12' });
      await expect(call).toBeHidden();
      await page.getByRole('button', { name: 'Contact' }).click();
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+237600901112');
      await expect(page.getByRole('link', { name: 'Écrire sur WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/237600901112\?text=/,
      );
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('link', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/ProfilEncadreur\?matiere=math$/);
      await expect(page.getByRole('tab', { name: 'Mathématiques' })).toHaveAttribute('aria-selected', 'true');
    });

    test('an unknown profile says so', async ({ page }) => {
      for (const path of ['/Profile/999', '/Profile/abc', '/Profile/2']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enseignant non trouvé');
      }
      await page.getByRole('link', { name: 'Voir tous les encadreurs' }).click();
      await expect(page).toHaveURL(/\/ProfilEncadreur$/);
    });
  });
}

// Axe is slow on the 31 cards: the states below are checked once, on a phone (the routes
// themselves are checked by a11y.spec.ts).
test.describe('axe on the directory’s states, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('profiles: found, not found, contact revealed', async ({ page }) => {
    for (const path of ['/Profile/12', '/Profile/999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto('/Profile/39');
    await page.getByRole('button', { name: 'Contact' }).click();
    expect(await axeViolations(page), 'contact').toEqual([]);
  });

  test('a search without result, and the not-connected dialog', async ({ page }) => {
    await page.goto('/Encadreurs?q=zzz');
    await expect(page.getByText('Aucun encadreur ne correspond à votre recherche.')).toBeVisible();
    expect(await axeViolations(page), 'no result').toEqual([]);
    await page.goto('/Encadreurs');
    await page.getByRole('button', { name: 'Voir le profil de Brigitte Ekani' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page), 'dialog').toEqual([]);
  });
});

test.describe('tab list on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('scrolls sideways inside itself, never the page, and shows a shared tab', async ({ page }) => {
    await page.goto('/Encadreurs?matiere=allemand');
    const list = page.getByRole('tablist', { name: 'Matières' });
    expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByRole('tab', { name: 'Allemand' })).toBeInViewport();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('choosing a tab keeps the reader’s place on the page', async ({ page }) => {
    await page.goto('/Encadreurs');
    await page.getByRole('tablist', { name: 'Matières' }).evaluate((list) => list.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Mathématiques' }).click();
    await expect(page).toHaveURL(/\?matiere=math$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test('a signed-in member goes from /Encadreurs straight to the profile', async ({ page }) => {
  const member = newMember('eleve', 'Awa', 'Ngono');
  await signUp(page, member);
  await logIn(page, member);
  await expect(page).toHaveURL(DASHBOARD_URL);
  await page.goto('/Encadreurs');
  await page.getByRole('link', { name: 'Voir le profil de Zacharie Mfou' }).click();
  await expect(page).toHaveURL(/\/Profile\/39$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zacharie Mfou');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
