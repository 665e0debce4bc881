import { expect, test, type Locator, type Page } from '@playwright/test';
import { approveAsResponsable, askQuestion, axeViolations, member } from './helpers';

/*
 * The forums with several people at once. The local backend keeps one database per browser and
 * one session per tab: each member is a tab of the same browser, and a fresh tab is a visitor.
 */

const FORUM = '/EncadreurEleve';

// Three sign-ups (PBKDF2 in the browser) and a banner's 3 s: social journeys take longer than the default.
test.describe.configure({ timeout: 90_000 });

function questionBy(page: Page, name: string, text?: string): Locator {
  const articles = page.getByRole('article', { name: new RegExp(`^Question (de |d’)${name}$`) });
  return text ? articles.filter({ hasText: text }) : articles;
}

function banner(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

test('a pupil, a tutor and a parent meet in the tutor–pupil forum, live', async ({ context }) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  const parentPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await member(parentPage, 'parent', 'Marie', 'Atangana');
  // A tutor has a tutor's powers once a responsable approved the account.
  await approveAsResponsable(parentPage, 'Paul Essomba');

  // The tutor types the address in lower case: same forum, same thread.
  await tutorPage.goto('/encadreureleve');
  await parentPage.goto(FORUM);
  await expect(tutorPage.getByText('Aucune question posée pour le moment.')).toBeVisible();

  await askQuestion(pupilPage, FORUM, 'Comment résoudre 2x + 3 = 11 ?');
  await expect(banner(pupilPage, 'Votre question a été ajoutée avec succès !')).toBeVisible();
  // The banner goes by itself after 3 s.
  await expect(pupilPage.getByText('Votre question a été ajoutée avec succès !')).toHaveCount(0, { timeout: 5_000 });

  // It appears for the others without a reload.
  const seenByTutor = questionBy(tutorPage, 'Awa Ngono');
  await expect(seenByTutor).toContainText('Comment résoudre 2x + 3 = 11 ?');
  await expect(seenByTutor).toContainText('Élève · 3e');
  await expect(questionBy(parentPage, 'Awa Ngono')).toBeVisible();

  // The tutor replies; the pupil sees it live.
  await seenByTutor.getByLabel('Votre réponse').fill('Retire 3 des deux côtés, puis divise par 2 : x = 4.');
  await seenByTutor.getByRole('button', { name: 'Répondre' }).click();
  const seenByPupil = questionBy(pupilPage, 'Awa Ngono');
  await expect(seenByPupil.getByRole('listitem').filter({ hasText: 'Paul Essomba' })).toContainText('x = 4');

  // Only the author edits; the parent may neither edit nor delete a pupil's question.
  const seenByParent = questionBy(parentPage, 'Awa Ngono');
  await expect(seenByParent.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await expect(seenByParent.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
  await expect(seenByTutor.getByRole('button', { name: 'Modifier' })).toHaveCount(0);
  await seenByPupil.getByRole('button', { name: 'Modifier' }).click();
  await seenByPupil.getByLabel('Modifier la question').fill('Comment résoudre 2x + 3 = 11 ? (exercice 4)');
  await seenByPupil.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(banner(pupilPage, 'Votre question a été modifiée avec succès !')).toBeVisible();
  await expect(seenByParent).toContainText('(exercice 4)');

  // A click on a name opens a private message box; the message reaches the dashboard.
  await seenByTutor.getByRole('button', { name: 'Awa Ngono (lui écrire un message privé)' }).click();
  const box = tutorPage.getByRole('dialog', { name: 'Écrire à Awa Ngono' });
  await box.getByLabel('Votre message').fill('Viens samedi, on reprendra les équations.');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(box).toBeHidden();
  await expect(banner(tutorPage, 'Message envoyé avec succès !')).toBeVisible();
  await pupilPage.goto('/TableauEleve');
  await pupilPage.getByRole('link', { name: /^Paul Essomba/ }).click();
  await expect(pupilPage.getByRole('article', { name: 'Message de Paul Essomba' })).toContainText('Viens samedi');
  await pupilPage.goto(FORUM);

  // The tutor deletes the pupil's question, after confirming; it goes for everyone.
  await seenByTutor.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await tutorPage
    .getByRole('dialog', { name: 'Supprimer la question ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(banner(tutorPage, 'La question a été supprimée avec succès !')).toBeVisible();
  await expect(parentPage.getByText('Aucune question posée pour le moment.')).toBeVisible();
  await expect(pupilPage.getByText('Aucune question posée pour le moment.')).toBeVisible();
  expect(await axeViolations(tutorPage)).toEqual([]);
});

test('a visitor may read and reply anonymously, but not ask', async ({ context }) => {
  const pupilPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, 'Qui a le corrigé du devoir de physique ?');

  const visitor = await context.newPage();
  await visitor.goto(FORUM);
  await visitor.getByLabel('Votre question').fill('Je ne suis pas connecté');
  await visitor.getByRole('button', { name: 'Publier la question' }).click();
  await expect(visitor.getByRole('alert')).toContainText('Vous devez être connecté pour poser une question.');
  await expect(visitor.getByLabel('Votre question')).toHaveValue('Je ne suis pas connecté');

  // A pupil, to a visitor, is « Awa N. » (issue 33).
  const question = questionBy(visitor, 'Awa N\\.');
  await question.getByLabel('Votre réponse').fill('Demande à ton encadreur samedi.');
  await question.getByRole('button', { name: 'Répondre' }).click();
  const reply = questionBy(pupilPage, 'Awa Ngono').getByRole('listitem').filter({ hasText: 'Demande à ton encadreur' });
  await expect(reply).toContainText('Utilisateur Anonyme');
  await expect(reply).toContainText('Élève');
  expect(await axeViolations(visitor)).toEqual([]);
});

test('a signed-out visitor on a phone reads a pupil as « Awa N. », without class, on the forum and on the question’s page', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await askQuestion(pupilPage, FORUM, 'Comment factoriser x² − 1 ?');
  const mine = questionBy(pupilPage, 'Awa Ngono');
  await mine.getByLabel('Votre réponse').fill('J’ai trouvé : (x − 1)(x + 1).');
  await mine.getByRole('button', { name: 'Répondre' }).click();
  await expect(mine.getByRole('listitem')).toHaveCount(1);

  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 360, height: 740 });
  await visitor.goto(FORUM);
  const question = questionBy(visitor, 'Awa N\\.');
  await expect(question).toContainText('Élève · Mathématiques');
  await expect(question.getByRole('listitem')).toContainText('Awa N.');
  await expect(visitor.getByRole('combobox', { name: 'Classe' })).toHaveCount(0);
  // Nowhere in the page: neither the surname nor the class.
  expect(await visitor.content()).not.toMatch(/Ngono/);
  await expect(visitor.getByRole('region', { name: 'Questions' })).not.toContainText('3e');
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The question's own address, as shared on WhatsApp.
  await question.getByRole('link', { name: /ouvrir la question seule/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Question d’Awa N.' })).toBeVisible();
  await expect(questionBy(visitor, 'Awa N\\.')).toContainText('Élève · Mathématiques');
  expect(await visitor.content()).not.toMatch(/Ngono/);
  await expect(visitor.getByRole('main')).not.toContainText('3e');
  expect(await axeViolations(visitor)).toEqual([]);
});

test('two replies sent at the same moment are both kept', async ({ context }) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await askQuestion(pupilPage, FORUM, 'Une question très demandée');
  await tutorPage.goto(FORUM);
  const mine = questionBy(pupilPage, 'Awa Ngono');
  const theirs = questionBy(tutorPage, 'Awa Ngono');
  await mine.getByLabel('Votre réponse').fill('Réponse de l’élève');
  await theirs.getByLabel('Votre réponse').fill('Réponse de l’encadreur');
  await Promise.all([
    mine.getByRole('button', { name: 'Répondre' }).click(),
    theirs.getByRole('button', { name: 'Répondre' }).click(),
  ]);
  for (const page of [pupilPage, tutorPage]) {
    const replies = questionBy(page, 'Awa Ngono').getByRole('listitem');
    await expect(replies).toHaveCount(2);
    await expect(replies.filter({ hasText: 'Réponse de l’élève' })).toHaveCount(1);
    await expect(replies.filter({ hasText: 'Réponse de l’encadreur' })).toHaveCount(1);
  }
});

test('PDF attachments: refused when not a PDF or too large, opened in a new tab, removed by an approved tutor', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await approveAsResponsable(pupilPage, 'Paul Essomba');
  await pupilPage.goto(FORUM);
  const picker = pupilPage.getByLabel('Joindre un PDF');

  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas un pdf') });
  await expect(pupilPage.getByRole('alert')).toContainText('Ce fichier n’est pas un PDF');
  await picker.setInputFiles({
    name: 'faux.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('GIF89a, pas un pdf'),
  });
  await expect(pupilPage.getByRole('alert')).toContainText('Ce fichier n’est pas un PDF');
  const tooLarge = Buffer.alloc(15_000_001, 0x20);
  tooLarge.write('%PDF-1.4');
  await picker.setInputFiles({ name: 'gros.pdf', mimeType: 'application/pdf', buffer: tooLarge });
  await expect(pupilPage.getByRole('alert')).toContainText('Ce fichier est trop lourd');

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await picker.setInputFiles({ name: 'sujet-bepc.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(pupilPage.getByRole('list', { name: 'Pièces jointes à envoyer' })).toContainText('sujet-bepc.pdf');
  await expect(pupilPage.getByRole('alert')).toHaveCount(0);
  // With a few words: a question without text keeps its last PDF (delete the question instead).
  await pupilPage.getByLabel('Votre question').fill('Voici le sujet du BEPC blanc.');
  await pupilPage.getByLabel(/^Matière de la question/).selectOption('Mathématiques');
  await pupilPage.getByRole('button', { name: 'Publier la question' }).click();
  await expect(banner(pupilPage, 'Votre question a été ajoutée avec succès !')).toBeVisible();

  // Seen by the tutor: a link opening the PDF in a new tab.
  await tutorPage.goto(FORUM);
  const question = questionBy(tutorPage, 'Awa Ngono');
  const link = question.getByRole('link', { name: /sujet-bepc\.pdf/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^blob:/);
  const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
  expect(opened.url()).toMatch(/^blob:/);
  const href = (await link.getAttribute('href')) ?? '';
  const head = await tutorPage.evaluate(async (url) => (await (await fetch(url)).text()).slice(0, 5), href);
  expect(head).toBe('%PDF-');
  await opened.close();

  // The approved tutor may remove it; it goes for the pupil too.
  await question.getByRole('button', { name: 'Retirer la pièce jointe sujet-bepc.pdf' }).click();
  await expect(banner(tutorPage, 'La pièce jointe a été retirée de la question.')).toBeVisible();
  await expect(questionBy(pupilPage, 'Awa Ngono').getByRole('link', { name: /sujet-bepc\.pdf/ })).toHaveCount(0);
});

test('a question written as HTML is shown as text and runs nothing', async ({ page }) => {
  await member(page, 'eleve', 'Awa', 'Ngono');
  const text = '<script>window.__pirate = 1</script><img src=x onerror="window.__pirate = 2">';
  await askQuestion(page, FORUM, text);
  await page.reload();
  await expect(questionBy(page, 'Awa Ngono')).toContainText(text);
  expect(await page.evaluate(() => (window as { __pirate?: number }).__pirate)).toBeUndefined();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('the parent–tutor forum has its own thread and no attachments', async ({ context }) => {
  const parentPage = await context.newPage();
  const tutorPage = await context.newPage();
  await member(parentPage, 'parent', 'Marie', 'Atangana');
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await tutorPage.goto('/ParentEncadreur');
  await askQuestion(parentPage, '/parentencadreur', 'Mon fils décroche en anglais, que faire ?');
  await expect(parentPage.getByLabel('Joindre un PDF')).toHaveCount(0);
  await expect(questionBy(tutorPage, 'Marie Atangana')).toContainText('Parent');
  await tutorPage.goto(FORUM);
  await expect(tutorPage.getByText('Aucune question posée pour le moment.')).toBeVisible();
});
