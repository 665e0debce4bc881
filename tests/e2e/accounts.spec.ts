import { expect, test } from '@playwright/test';
import { DASHBOARD_URL, fillRegistration, logIn, mainNav, newMember, signUp, type Role } from './helpers';

const ROLE_LABEL: Record<Role, string> = { eleve: 'Élève', encadreur: 'Encadreur', parent: 'Parent' };
const DASHBOARD: Record<Role, string> = {
  eleve: '/TableauEleve',
  encadreur: '/TableauEncadreur',
  parent: '/TableauParent',
};

test.describe('accounts', () => {
  for (const role of ['eleve', 'encadreur', 'parent'] as const) {
    test(`a new ${role} signs up, logs in, sees their account and signs out`, async ({ page }) => {
      const member = newMember(role, 'Awa', 'Ngono');
      await signUp(page, member);
      await expect(page.getByRole('status')).toContainText('Inscription réussie !');
      await expect(page.getByLabel(/^E-mail/)).toHaveValue(member.email);

      await page.getByLabel(/^Mot de passe/).fill(member.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(DASHBOARD_URL);
      const nav = mainNav(page);
      await expect(nav.getByRole('link', { name: 'Profils Encadreurs' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Connection' })).toHaveCount(0);

      await nav.getByRole('button', { name: 'Mon Compte' }).click();
      await expect(nav.getByText('Awa Ngono')).toBeVisible();
      await expect(nav.getByText(`Rôle : ${ROLE_LABEL[role]}`)).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute('href', DASHBOARD[role]);

      // The session survives a reload of the tab.
      await page.reload();
      await expect(nav.getByRole('button', { name: 'Mon Compte' })).toBeVisible();

      await nav.getByRole('button', { name: 'Mon Compte' }).click();
      await nav.getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(nav.getByRole('link', { name: 'Connection' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Mon Compte' })).toHaveCount(0);
    });
  }

  test('the sign-up chooser leads to each form with the right role selected', async ({ page }) => {
    await page.goto('/');
    for (const [label, path, role] of [
      ['Encadreur', '/InscriptEncadreur', 'encadreur'],
      ['Élève', '/InscriptEleve', 'eleve'],
      ['Parent', '/InscriptParent', 'parent'],
    ] as const) {
      await mainNav(page).getByRole('button', { name: 'Inscription' }).click();
      const dialog = page.getByRole('dialog', { name: 'Inscription' });
      await dialog.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByLabel("Je m'inscris en tant que")).toHaveValue(role);
      await expect(dialog).toBeHidden();
    }
    await mainNav(page).getByRole('button', { name: 'Inscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('empty fields get each form’s own message', async ({ page }) => {
    for (const [path, message] of [
      ['/InscriptEleve', 'Bien vouloir remplir les differents champs'],
      ['/InscriptEncadreur', 'Veuillez remplir tous les champs requis.'],
      ['/InscriptParent', 'Veuillez remplir tous les champs.'],
    ]) {
      await page.goto(path!);
      await page.getByRole('button', { name: "S'inscrire" }).click();
      await expect(page.getByRole('alert')).toHaveText(message!);
    }
  });

  test('a used e-mail, a wrong password and an unknown user are explained in French', async ({ page }) => {
    const member = newMember('parent', 'Marie', 'Atangana');
    await signUp(page, member);

    await fillRegistration(page, { ...member, prenom: 'Jeanne' });
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('alert')).toHaveText('Cet email est déjà utilisé. Veuillez en choisir un autre.');
    await expect(page.getByLabel(/^Prénom/)).toHaveValue('Jeanne');

    await logIn(page, { email: member.email, password: 'pas-le-bon' });
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect !');
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(member.email);

    await logIn(page, { email: `inconnu.${member.email}`, password: member.password });
    await expect(page.getByRole('alert')).toHaveText('Utilisateur non trouvé !');
  });

  test('two tabs of one browser hold two different members at once', async ({ context }) => {
    // Two sign-ups and two logins (PBKDF2 in the browser): longer than the default on a busy machine.
    test.setTimeout(60_000);
    const pupil = newMember('eleve', 'Awa', 'Ngono');
    const tutor = newMember('encadreur', 'Paul', 'Essomba');
    const first = await context.newPage();
    const second = await context.newPage();
    await signUp(first, pupil);
    await signUp(second, tutor);
    await logIn(first, pupil);
    await logIn(second, tutor);

    for (const [page, name, role] of [
      [first, 'Awa Ngono', 'Élève'],
      [second, 'Paul Essomba', 'Encadreur'],
    ] as const) {
      await page.reload();
      const nav = mainNav(page);
      await nav.getByRole('button', { name: 'Mon Compte' }).click();
      await expect(nav.getByText(name)).toBeVisible();
      await expect(nav.getByText(`Rôle : ${role}`)).toBeVisible();
    }

    // Signing out in one tab leaves the other signed in.
    await mainNav(first).getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(mainNav(first).getByRole('link', { name: 'Connection' })).toBeVisible();
    await second.reload();
    await expect(mainNav(second).getByRole('button', { name: 'Mon Compte' })).toBeVisible();
  });
});
