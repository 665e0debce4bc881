import { expect, test, type Page } from '@playwright/test';
import { bornYearsAgo } from '../e2e/helpers';
import {
  askQuestion,
  firebaseMember,
  firebaseResponsable,
  fullNameOf,
  ownBrowser,
  skipWithoutEmulators,
} from './members';

/*
 * Issue 33 on Firebase (Auth and Firestore emulators, firestore.rules), each person on their own
 * phone: Lina, 13, waits; her mother links with her code and authorises her from « Mes enfants »;
 * Lina posts and a visitor reads « Lina O. », no class; an approved tutor writes to her and her
 * mother reads it, read only; a parent who is not hers may not write first; a responsable records
 * another minor's paper authorisation.
 */

skipWithoutEmulators();
test.describe.configure({ timeout: 240_000 });

const FORUM = '/EncadreurEleve';

/** The link code shown on the member's dashboard, « ABCD EFGH ». */
async function codeOn(page: Page, dashboard: string, section: string): Promise<string> {
  await page.goto(dashboard);
  const code = page.getByRole('region', { name: section }).getByText(/^[A-HJ-NP-Z2-9]{4} [A-HJ-NP-Z2-9]{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent())!;
}

test('a family on four phones: the 13-year-old waits, her mother links and authorises her, reads who writes to her', async ({
  browser,
}) => {
  const [linaPage, motherPage, tutorPage, responsablePage, otherPage] = await Promise.all([
    ownBrowser(browser),
    ownBrowser(browser),
    ownBrowser(browser),
    ownBrowser(browser),
    ownBrowser(browser),
  ]);
  const [lina, mother, tutor] = await Promise.all([
    firebaseMember(linaPage, 'eleve', 'Lina', 'Owona', { naissance: bornYearsAgo(13) }),
    firebaseMember(motherPage, 'parent', 'Marthe', 'Owona'),
    firebaseMember(tutorPage, 'encadreur', 'Paul', 'Essomba'),
    firebaseResponsable(responsablePage, 'Claire', 'Ondoa'),
    firebaseMember(otherPage, 'parent', 'Jacques', 'Ekani'),
  ]);
  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('button', { name: `Approuver ${fullNameOf(tutor)}` }).click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Encadreur approuvé' })).toBeVisible();

  // Lina cannot ask yet, and is told why.
  await linaPage.goto(FORUM);
  const ask = linaPage.getByRole('region', { name: 'Poser une question' });
  await expect(ask).toContainText('Votre compte attend l’autorisation d’un parent');
  await expect(ask.getByLabel('Votre question')).toHaveCount(0);

  // Her mother links with her code; Lina confirms; her mother authorises her account.
  const code = await codeOn(linaPage, '/TableauEleve', 'Mes parents sur le site');
  await motherPage.goto('/TableauParent');
  const family = motherPage.getByRole('region', { name: 'Mes enfants sur le site' });
  await family.getByLabel('Code de liaison de votre enfant').fill(code);
  await family.getByRole('button', { name: 'Vérifier le code' }).click();
  await expect(family.getByText(/Ce code est celui de/)).toContainText(fullNameOf(lina));
  await family.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(family.getByText(/Demande envoyée/)).toBeVisible();
  await linaPage.getByRole('button', { name: `Confirmer la liaison avec ${fullNameOf(mother)}` }).click();
  await expect(linaPage.getByText(/Votre parent\s: il voit vos séances/)).toBeVisible();
  await motherPage.goto('/MesEnfants');
  const card = motherPage.getByRole('region', { name: fullNameOf(lina) });
  await expect(card.getByText('Son compte attend votre autorisation')).toBeVisible();
  await card.getByRole('button', { name: 'Autoriser le compte de Lina' }).click();
  await expect(card.getByText('Son compte attend votre autorisation')).toHaveCount(0);

  // Her dashboard follows it live; she asks.
  await linaPage.goto('/TableauEleve');
  await expect(linaPage.getByRole('heading', { name: 'Compte en attente de l’autorisation d’un parent' })).toHaveCount(
    0,
  );
  const text = `Comment calculer l’aire d’un trapèze ? (n° ${Date.now()})`;
  await linaPage.goto(FORUM);
  await askQuestion(linaPage, text);

  // A visitor's phone reads « Lina O. », no class, no surname.
  const visitorPage = await ownBrowser(browser);
  await visitorPage.goto(FORUM);
  const seen = visitorPage.getByRole('article', { name: 'Question de Lina O.' }).filter({ hasText: text });
  await expect(seen).toContainText('Élève · Mathématiques');
  await expect(seen).not.toContainText('Owona-');
  await visitorPage.context().close();

  // The approved tutor writes to her; her mother reads it from « Mes enfants », read only.
  await tutorPage.goto(FORUM);
  await tutorPage
    .getByRole('article')
    .filter({ hasText: text })
    .getByRole('button', { name: `${fullNameOf(lina)} (lui écrire un message privé)` })
    .click();
  const box = tutorPage.getByRole('dialog', { name: `Écrire à ${fullNameOf(lina)}` });
  await box.getByLabel('Votre message').fill('Bonjour Lina, viens samedi : on verra les trapèzes.');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toBeHidden();
  await motherPage.reload();
  const contact = motherPage.getByRole('region', { name: fullNameOf(lina) });
  await expect(contact.getByText(fullNameOf(tutor), { exact: true })).toBeVisible();
  await expect(contact.getByText('Encadreur validé')).toBeVisible();
  await contact.getByRole('button', { name: `Lire la conversation avec ${fullNameOf(tutor)}` }).click();
  await expect(contact.getByText('Bonjour Lina, viens samedi', { exact: false })).toBeVisible();
  await expect(contact.getByText(/Lecture seule/)).toBeVisible();
  await expect(contact.getByRole('textbox')).toHaveCount(0);

  // A parent who is not hers clicks her name: told why, nothing to type in.
  await otherPage.goto(FORUM);
  await otherPage
    .getByRole('article')
    .filter({ hasText: text })
    .getByRole('button', { name: /\(lui écrire un message privé\)/ })
    .click();
  const refused = otherPage.getByRole('dialog');
  await expect(refused).toContainText('Pour protéger les élèves, seuls un encadreur validé');
  await expect(refused.getByRole('textbox')).toHaveCount(0);
});

test('a responsable records the parents’ paper authorisation of a 12-year-old, who may then ask', async ({
  browser,
}) => {
  const [pupilPage, responsablePage] = await Promise.all([ownBrowser(browser), ownBrowser(browser)]);
  const [pupil] = await Promise.all([
    firebaseMember(pupilPage, 'eleve', 'Boris', 'Abena', { naissance: bornYearsAgo(12) }),
    firebaseResponsable(responsablePage, 'Claire', 'Ondoa'),
  ]);
  await responsablePage.goto('/Responsable');
  await responsablePage.getByRole('tab', { name: 'Autorisations' }).click();
  const card = responsablePage.getByRole('article', { name: fullNameOf(pupil) });
  await card.getByRole('button', { name: `Autorisation papier reçue pour ${fullNameOf(pupil)}` }).click();
  await responsablePage
    .getByRole('dialog', { name: /^Enregistrer l’autorisation de/ })
    .getByRole('button', { name: 'Enregistrer l’autorisation' })
    .click();
  await expect(responsablePage.getByRole('status').filter({ hasText: 'Autorisation enregistrée' })).toBeVisible();
  await expect(card).toHaveCount(0);

  await pupilPage.goto(FORUM);
  const text = `Qui peut m’expliquer Pythagore ? (${pupil.nom})`;
  await askQuestion(pupilPage, text);
});
