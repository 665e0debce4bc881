import { expect, test } from '@playwright/test';
import { askQuestion, firebaseMember, ownBrowser, skipWithoutEmulators } from './members';

skipWithoutEmulators();

const FORUM = '/EncadreurEleve';

test('a visitor’s forum: the questions from one REST request sent beside the app, before the SDK; then live, and a question’s own page the same way', async ({
  browser,
}) => {
  const pupilPage = await ownBrowser(browser);
  const pupil = await firebaseMember(pupilPage, 'eleve', 'Awa', 'Premiere');
  await pupilPage.goto(FORUM);
  const first = `Comment factoriser x² − 9 ? (${pupil.nom})`;
  await askQuestion(pupilPage, first);

  // A visitor's phone: the order in which its requests leave.
  const visitor = await ownBrowser(browser);
  const requests: string[] = [];
  visitor.on('request', (request) => requests.push(request.url()));
  await visitor.goto(FORUM);
  await expect(visitor.getByRole('article', { name: 'Question d’Awa P.' }).filter({ hasText: first })).toBeVisible();
  const firstPage = requests.findIndex((url) => url.includes(':runQuery'));
  const sdk = requests.findIndex((url) => /\/assets\/firebase-[\w-]+\.js$/.test(url));
  const app = requests.findIndex((url) => /\/assets\/app-[\w-]+\.js$/.test(url));
  expect(firstPage).toBeGreaterThan(-1);
  // Asked while the app downloads, not after it; the SDK only once the page is on screen.
  expect(requests.filter((url) => url.includes(':runQuery'))).toHaveLength(1);
  expect(app).toBeGreaterThan(-1);
  expect(sdk === -1 || sdk > firstPage).toBe(true);

  // The live list takes over: a new question reaches the visitor without a reload.
  const second = `Et x² − 16 ? (${pupil.nom})`;
  await askQuestion(pupilPage, second);
  await expect(visitor.getByRole('article').filter({ hasText: second })).toBeVisible();

  // A question's own page, opened directly: its document read over REST, then live.
  const link = visitor
    .getByRole('article')
    .filter({ hasText: first })
    .getByRole('link', { name: /ouvrir la question seule/ })
    .first();
  const address = await link.getAttribute('href');
  expect(address).toMatch(/^\/EncadreurEleve\/question\//);
  const reader = await ownBrowser(browser);
  const asked: string[] = [];
  reader.on('request', (request) => asked.push(request.url()));
  await reader.goto(address!);
  await expect(reader.getByRole('heading', { level: 1, name: 'Question d’Awa P.' })).toBeVisible();
  await expect(reader.getByRole('article')).toContainText(first);
  expect(asked.some((url) => url.includes(`/documents/questions/${address!.split('/').pop()}`))).toBe(true);
  for (const page of [pupilPage, visitor, reader]) await page.context().close();
});
