import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { attachPhoto, photographedPage, photographedWorking } from '../e2e/photo-kit';
import { standInCloudinary, type CloudinaryStandIn } from './cloudinary-kit';
import { askQuestion, firebaseMember, skipWithoutEmulators } from './members';
import { uidOf } from './site';

skipWithoutEmulators();

/*
 * Issue 36 on the production backend: a pupil's photo is made light in her browser, signed by the
 * real /api/signUpload into her own folder (`forum/<uid>/…`), sent to Cloudinary's upload API (a
 * stand-in checking the signature with the account's secret: cloudinary-kit.ts), stored on her
 * question under firestore.rules; a tutor on another phone sees its 320-pixel thumbnail, opens it
 * full size, answers with a photo; she takes hers out and /api/deleteFile deletes its file.
 */

test.describe.configure({ timeout: 150_000 });

const FORUM = '/EncadreurEleve';
const PHONE = { width: 360, height: 740 };

let cloudinary: CloudinaryStandIn;
test.beforeEach(() => {
  cloudinary = standInCloudinary();
});

/** Another person's phone: a browser context of its own, reaching the stand-in Cloudinary. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await cloudinary.serve(context);
  return context.newPage();
}

function questionOf(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

test('a photo is signed into its uploader’s folder, stored under the rules, shown light, and deleted with the post', async ({
  browser,
}) => {
  const pupilPage = await phone(browser);
  const tutorPage = await phone(browser);
  const pupil = await firebaseMember(pupilPage, 'eleve', 'Awa', 'Ngono');
  await firebaseMember(tutorPage, 'encadreur', 'Paul', 'Essomba');
  const uid = await uidOf(pupil.email);
  // Signed up on a wide screen (members.ts reads « Mon Compte » in the bar); from here, phones.
  await pupilPage.setViewportSize(PHONE);
  await tutorPage.setViewportSize(PHONE);

  await pupilPage.goto(FORUM);
  const photo = await photographedPage(pupilPage, { width: 2_000, height: 1_500, minBytes: 900_000 });
  const signing = pupilPage.waitForResponse((response) => response.url().endsWith('/api/signUpload'));
  await pupilPage.getByLabel('Choisir une photo').first().setInputFiles(photo);
  expect((await signing).status()).toBe(200);
  await expect(pupilPage.getByRole('list', { name: 'Photos à envoyer' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 30_000,
  });
  expect(cloudinary.uploads).toHaveLength(1);
  const [upload] = cloudinary.uploads;
  expect(upload).toMatchObject({ preset: 'forum-photos', signed: true });
  expect(upload!.publicId).toMatch(new RegExp(`^forum/${uid}/[0-9a-f]{32}$`));
  expect(upload!.bytes).toBeLessThanOrEqual(400_000);

  const words = `Exercice de géométrie ${Date.now()}`;
  await askQuestion(pupilPage, words);

  // The tutor's phone: the thumbnail Cloudinary resizes (320 px, the lightest format), then full size.
  await tutorPage.goto(FORUM);
  const question = questionOf(tutorPage, words);
  const thumbnail = question.getByRole('button', { name: 'Agrandir la photo 1 sur 1' });
  await thumbnail.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      question
        .locator('img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(1);
  expect(cloudinary.deliveries).toContainEqual(expect.stringContaining(`/image/upload/w_320,c_limit,f_auto,q_auto/v`));
  await thumbnail.click();
  const viewer = tutorPage.getByRole('dialog', { name: 'Photo 1 sur 1' });
  await expect(viewer.getByRole('img', { name: new RegExp(`^Photo 1 sur 1\\s*: ${words}$`) })).toBeVisible();
  expect(cloudinary.deliveries).toContainEqual(
    expect.stringContaining('/image/upload/w_1600,h_1600,c_limit,f_auto,q_auto/v'),
  );
  await viewer.getByRole('button', { name: 'Fermer' }).click();

  // He answers with a photo of his working: signed into his own folder, accepted by the rules.
  await attachPhoto(question, await photographedWorking(tutorPage));
  await question.getByRole('button', { name: 'Répondre' }).click();
  // A reply of a photo alone: the working speaks for itself.
  const reply = question.getByRole('listitem').filter({ hasText: /Paul Essomba/ });
  await expect(reply.getByRole('button', { name: 'Agrandir la photo 1 sur 1' })).toBeVisible();

  // She takes hers out: its file goes first (/api/deleteFile), then the photo, for everyone.
  const mine = questionOf(pupilPage, words);
  await expect(mine.getByRole('list', { name: 'Photos' })).toHaveCount(2);
  const deleting = pupilPage.waitForResponse((response) => response.url().endsWith('/api/deleteFile'));
  await mine.getByRole('button', { name: 'Retirer la photo 1' }).first().click();
  await pupilPage
    .getByRole('dialog', { name: /Retirer la photo 1/ })
    .getByRole('button', { name: 'Retirer' })
    .click();
  expect((await deleting).status()).toBe(200);
  await expect(pupilPage.getByRole('status').filter({ hasText: 'La photo a été retirée.' })).toBeVisible();
  await expect(question.getByRole('list', { name: 'Photos' })).toHaveCount(1);
});
