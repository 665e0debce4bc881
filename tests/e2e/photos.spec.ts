import { expect, test, type Locator, type Page } from '@playwright/test';
import { approveAsResponsable, axeViolations, member } from './helpers';
import {
  attachPhoto,
  photographedPage,
  photographedWorking,
  seedQuestionsWithPhotos,
  storedPhotoSizes,
} from './photo-kit';

/*
 * « La photo de mon exercice » (issue 36), local mode: a pupil photographs her exercise, the photo
 * leaves her phone made light, an approved tutor opens it full size and answers with a photo of
 * his working; at 360 px, by keyboard, axe clean. Each member is a tab of the same browser.
 */

const FORUM = '/EncadreurEleve';
const PHONE = { width: 360, height: 740 };

test.describe.configure({ timeout: 120_000 });

function questionBy(page: Page, name: string): Locator {
  return page.getByRole('article', { name: new RegExp(`^Question (de |d’)${name}$`) });
}

function banner(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The images shown in `scope` that have loaded: they have pixels. */
async function loadedImages(scope: Locator): Promise<number> {
  return scope
    .locator('img')
    .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);
}

test('a pupil photographs her exercise, a tutor opens it and answers with a photo of his working', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  await pupilPage.setViewportSize(PHONE);
  await tutorPage.setViewportSize(PHONE);
  await member(pupilPage, 'eleve', 'Awa', 'Ngono');
  await member(tutorPage, 'encadreur', 'Paul', 'Essomba');
  await approveAsResponsable(pupilPage, 'Paul Essomba');

  // A phone photo of a page: 4,000 × 3,000, about 4 MB.
  await pupilPage.goto(FORUM);
  const photo = await photographedPage(pupilPage);
  expect(photo.buffer.length).toBeGreaterThan(3_800_000);
  // Not a picture: refused before anything is sent.
  await pupilPage
    .getByLabel('Choisir une photo')
    .first()
    .setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('pas une photo'),
    });
  await expect(pupilPage.getByRole('alert')).toContainText('Ce fichier n’est pas une photo');

  await pupilPage.getByLabel('Choisir une photo').first().setInputFiles(photo);
  const pending = pupilPage.getByRole('list', { name: 'Photos à envoyer' });
  await expect(pending.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
  // The preview and its weight, as it left the phone: at most 400 KB.
  // (The preview is decorative: its weight beside it says what it is.)
  await expect(pending.locator('img')).toHaveCount(1);
  const shown = Number(/(\d+)\s*Ko/.exec((await pending.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(20);
  expect(shown).toBeLessThanOrEqual(400);
  const [stored] = await storedPhotoSizes(pupilPage);
  expect(stored!.bytes).toBeLessThanOrEqual(400_000);
  expect(stored!.thumbBytes).toBeLessThan(60_000);
  test.info().annotations.push({
    type: 'poids',
    description: `photo de ${photo.buffer.length} o → ${stored!.bytes} o (${stored!.type}), miniature ${stored!.thumbBytes} o`,
  });

  await pupilPage.getByLabel('Votre question').fill('Je n’arrive pas à l’exercice 3 de la page 42.');
  await pupilPage.getByLabel(/^Matière de la question/).selectOption('Mathématiques');
  await pupilPage.getByRole('button', { name: 'Publier la question' }).click();
  await expect(banner(pupilPage, 'Votre question a été ajoutée avec succès !')).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect(await axeViolations(pupilPage)).toEqual([]);

  // The tutor sees the thumbnail in its box, and opens it full size by keyboard.
  await tutorPage.goto(FORUM);
  const question = questionBy(tutorPage, 'Awa Ngono');
  const thumbnail = question.getByRole('button', { name: 'Agrandir la photo 1 sur 1' });
  // Its image waits until it comes near the screen (the question is under the form at 360 px).
  await expect(thumbnail).toBeAttached();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => loadedImages(question)).toBe(1);
  await thumbnail.focus();
  await tutorPage.keyboard.press('Enter');
  const viewer = tutorPage.getByRole('dialog', { name: 'Photo 1 sur 1' });
  const full = viewer.getByRole('img', { name: /^Photo 1 sur 1\s*: Je n’arrive pas à l’exercice 3 de la page 42\.$/ });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1600);
  expect(await axeViolations(tutorPage)).toEqual([]);
  await tutorPage.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnail).toBeFocused();

  // He answers with a photo of his working and a few words.
  await attachPhoto(question, await photographedWorking(tutorPage));
  await question.getByLabel('Votre réponse').fill('Voici ma démarche, étape par étape.');
  await question.getByRole('button', { name: 'Répondre' }).click();
  const reply = question.getByRole('listitem').filter({ hasText: 'Voici ma démarche' });
  await expect(reply.getByRole('button', { name: 'Agrandir la photo 1 sur 1' })).toBeVisible();

  // The pupil sees it live; she takes her own photo out (her question keeps its words).
  const mine = questionBy(pupilPage, 'Awa Ngono');
  await expect(
    mine
      .getByRole('listitem')
      .filter({ hasText: 'Voici ma démarche' })
      .getByRole('button', { name: 'Agrandir la photo 1 sur 1' }),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Retirer la photo 1' }).first().click();
  await pupilPage
    .getByRole('dialog', { name: /Retirer la photo 1/ })
    .getByRole('button', { name: 'Retirer' })
    .click();
  await expect(banner(pupilPage, 'La photo a été retirée.')).toBeVisible();
  await expect(question.getByRole('list', { name: 'Photos' })).toHaveCount(1); // the reply's only
  expect(await storedPhotoSizes(tutorPage)).toHaveLength(1);
  expect(await axeViolations(pupilPage)).toEqual([]);
});

test('a forum page of twenty questions with photos loads only the thumbnails on screen, and none when the phone saves data', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  // A member's sign-up creates this browser's database; a fresh tab is a visitor.
  const seeder = await context.newPage();
  await member(seeder, 'eleve', 'Awa', 'Ngono');
  const thumbBytes = await seedQuestionsWithPhotos(seeder, 20);
  const page = await context.newPage();
  await page.goto(FORUM);
  await expect(page.getByRole('article')).toHaveCount(20);
  const main = page.getByRole('main');
  // Under the form at 360 px, nothing of the list is on screen yet: no image either.
  await page.waitForTimeout(500);
  expect(await loadedImages(main)).toBe(0);
  // Scrolled to the first question, as a reader does: what is near the screen, no more.
  await page.getByRole('article').first().scrollIntoViewIfNeeded();
  await expect.poll(() => loadedImages(main)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  const loaded = await loadedImages(main);
  test
    .info()
    .annotations.push({ type: 'images', description: `${loaded} miniatures de ${thumbBytes} o avant tout geste` });
  expect(loaded).toBeLessThan(20);
  expect(loaded * thumbBytes).toBeLessThanOrEqual(150_000);
  await context.close();

  // The phone asks to save data: nothing loads before a tap, and a tap says what it costs.
  const thrifty = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  await thrifty.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
    }),
  );
  const thriftySeeder = await thrifty.newPage();
  await member(thriftySeeder, 'eleve', 'Awa', 'Ngono');
  await seedQuestionsWithPhotos(thriftySeeder, 20);
  const saving = await thrifty.newPage();
  await saving.goto(FORUM);
  await expect(saving.getByRole('article')).toHaveCount(20);
  const show = saving.getByRole('button', { name: /^Afficher la photo, \d+\s*Ko$/ });
  await expect(show).toHaveCount(20);
  await saving.getByRole('article').first().scrollIntoViewIfNeeded();
  await saving.waitForTimeout(500);
  expect(await loadedImages(saving.getByRole('main'))).toBe(0);
  await show.first().click();
  await expect.poll(() => loadedImages(saving.getByRole('main'))).toBe(1);
  await expect(saving.getByRole('button', { name: 'Agrandir la photo 1 sur 1' }).first()).toBeFocused();
  expect(await axeViolations(saving)).toEqual([]);
  await thrifty.close();
});
