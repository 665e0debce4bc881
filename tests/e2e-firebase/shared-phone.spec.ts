import { expect, test, type Page } from '@playwright/test';
import { logIn, mainNav } from '../e2e/helpers';
import { firebaseMember, fullNameOf, signOut, skipWithoutEmulators } from './members';
import { uidOf } from './site';

skipWithoutEmulators();

/** Everything this origin keeps in the browser, as text: IndexedDB (every database, every record), Web Storage, Cache Storage. */
async function browserStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store, 'readonly').objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        dump.push(`indexedDB ${name}/${store}: ${JSON.stringify(records)}`);
      }
      db.close();
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        dump.push(`storage ${key}: ${storage.getItem(key)}`);
      }
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        dump.push(`cache ${name}: ${request.url} ${await (await cache.match(request))!.text()}`);
    }
    return dump.join('\n');
  });
}

test('after « Se déconnecter », nothing of the member stays in the browser, and the next one finds no draft', async ({
  page,
}) => {
  const awa = await firebaseMember(page, 'eleve', 'Awa', 'Ngono');
  const uid = await uidOf(awa.email);
  // She reads what is hers: her dashboard (profile, phone), the forum, and leaves a draft there.
  await page.goto('/TableauEleve');
  await expect(page.getByRole('region', { name: 'Mon profil' })).toContainText('6 77 00 00 00');
  await page.goto('/EncadreurEleve');
  const draft = 'Brouillon personnel : mon numéro est le 6 99 99 99 99';
  await page.getByLabel('Votre question').fill(draft);
  // While signed in, the browser does hold her session (the test would prove nothing otherwise).
  expect(await browserStorage(page)).toContain(uid);

  await signOut(page);
  const left = await browserStorage(page);
  for (const trace of [uid, awa.email, awa.nom, '6 77 00 00 00', '6 99 99 99 99']) expect(left).not.toContain(trace);

  // The next member on this phone, in the same tab: an empty question box.
  const context = page.context();
  const marie = await firebaseMember(await context.newPage(), 'parent', 'Marie', 'Atangana');
  await signOut(context.pages().at(-1)!);
  await logIn(page, marie);
  await expect(mainNav(page).getByRole('button', { name: /^Mon Compte/ })).toBeVisible();
  await page.goto('/EncadreurEleve');
  await expect(page.getByLabel('Votre question')).toHaveValue('');
});

test('two members, two tabs of one browser: each keeps their own session; one who stays signed in is found by a new tab', async ({
  context,
}) => {
  const pupilPage = await context.newPage();
  const tutorPage = await context.newPage();
  const pupil = await firebaseMember(pupilPage, 'eleve', 'Awa', 'Fouda');
  const tutor = await firebaseMember(tutorPage, 'encadreur', 'Paul', 'Owona');

  // Both tabs stay who they are, reload or not.
  for (const [page, member] of [
    [pupilPage, pupil],
    [tutorPage, tutor],
  ] as const) {
    await page.reload();
    await mainNav(page)
      .getByRole('button', { name: /^Mon Compte/ })
      .click();
    await expect(mainNav(page).getByText(fullNameOf(member))).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // A new tab starts signed out (the session ended with no tab of its own)…
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(mainNav(fresh).getByRole('link', { name: 'Connection' })).toBeVisible();

  // …unless the member chose « Rester connecté sur cet appareil ».
  await signOut(pupilPage);
  await pupilPage.goto('/Login');
  await pupilPage.getByLabel(/^E-mail/).fill(pupil.email);
  await pupilPage.getByLabel(/^Mot de passe/).fill(pupil.password);
  await pupilPage.getByRole('checkbox', { name: 'Rester connecté sur cet appareil' }).check();
  await pupilPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(mainNav(pupilPage).getByRole('button', { name: /^Mon Compte/ })).toBeVisible();
  const later = await context.newPage();
  await later.goto('/TableauEleve');
  await expect(later.getByRole('region', { name: 'Mon profil' })).toContainText(pupil.email);
  // The tutor's tab is still the tutor's.
  await tutorPage.goto('/TableauEncadreur');
  await expect(tutorPage.getByRole('region', { name: 'Mon profil' })).toContainText(tutor.email);
});
