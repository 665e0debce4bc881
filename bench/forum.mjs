// The tutor–pupil forum at scale, in local mode: 1,000 questions of 10 replies each.
const FORUM = '/EncadreurEleve';

/** Writes the questions straight into the local backend's IndexedDB (the page created its schema). */
async function seed(page, count, repliesEach) {
  await page.evaluate(
    ({ count, repliesEach }) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('commission-etudes');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('questions', 'readwrite');
          const store = tx.objectStore('questions');
          const start = Date.now() - count * 60_000;
          for (let n = 0; n < count; n += 1) {
            const date = new Date(start + n * 60_000);
            store.put({
              id: `bench-${n}`,
              question: `Question n° ${n} : comment résoudre l’exercice ${n % 40} de la fiche de révision ?`,
              userId: `eleve-${n % 50}`,
              userName: `Élève ${n % 50}`,
              role: 'eleve',
              classe: '3e',
              matiere: null,
              date,
              pageId: 'EncadreurEleve',
              attachments: [],
              replies: Array.from({ length: repliesEach }, (_, r) => ({
                reply: `Réponse ${r} : reprends la méthode vue samedi, étape par étape.`,
                userId: `encadreur-${r}`,
                userName: `Encadreur ${r}`,
                userRole: 'encadreur',
                date: new Date(date.getTime() + (r + 1) * 1000),
              })),
            });
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { count, repliesEach },
  );
}

/** Records, in the page, when the first page of questions is on screen and when `watch` appears. */
function observer() {
  const record = () => {
    const articles = document.querySelectorAll('main article');
    if (articles.length >= 20 && window.__listRendered === undefined) window.__listRendered = performance.now();
    if (
      window.__profileShown === undefined &&
      document.querySelector('main section[aria-labelledby="mon-profil"] dd')
    ) {
      window.__profileShown = performance.now();
    }
    const watched = window.__watchText;
    if (watched && window.__seenAt === undefined && document.body.innerText.includes(watched))
      window.__seenAt = Date.now();
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
}

async function signUpAndLogIn(page, base) {
  const email = `bench.${Date.now()}@example.cm`;
  await page.goto(base + '/InscriptEncadreur');
  await page.getByLabel(/^Nom/).fill('Essomba');
  await page.getByLabel(/^Prénom/).fill('Paul');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill('Motdepasse-bench');
  await page.getByLabel(/^Téléphone/).fill('6 77 00 00 00');
  await page.getByLabel(/^Classe/).fill('3e');
  await page.getByLabel(/^Matière enseignée/).selectOption('Mathématiques');
  await page.getByLabel(/^Profession/).fill('Enseignant');
  await page.getByLabel(/^Quartier/).fill('Mvog-Ada');
  // What every tutor accepts at sign-up (issue 33): the privacy page and the charter.
  await page.getByRole('checkbox', { name: /^J’ai lu la page Protection des données/ }).check();
  await page.getByRole('checkbox', { name: /^J’ai lu et j’accepte la Charte de l’encadreur/ }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  await page.waitForURL(/\/Login$/);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill('Motdepasse-bench');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Signing in lands on the member's dashboard (issue 35).
  await page.waitForURL(`${base}/TableauEncadreur`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchForum(browser, base, { questions = 1000, replies = 10, runs = 3 } = {}) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  await context.addInitScript(observer);
  const reader = await context.newPage();
  await reader.goto(base + FORUM);
  await reader.getByText('Aucune question posée pour le moment.').waitFor();
  await seed(reader, questions, replies);

  const renders = [];
  const afterData = [];
  for (let run = 0; run < runs; run += 1) {
    await reader.goto(base + FORUM);
    await reader.waitForFunction(() => window.__listRendered !== undefined, null, { timeout: 30_000 });
    const { rendered, ready } = await reader.evaluate(() => ({
      rendered: window.__listRendered,
      ready: performance.getEntriesByName('forum:questions-ready')[0]?.startTime ?? null,
    }));
    renders.push(rendered);
    if (ready !== null) afterData.push(rendered - ready);
  }

  // A second tab asks; the reader's tab, open on the 1,000-question forum, must show it.
  const writer = await context.newPage();
  await signUpAndLogIn(writer, base);
  // The dashboard's first content: the member's profile, from the navigation.
  const dashboard = [];
  for (let run = 0; run < runs; run += 1) {
    await writer.goto(base + '/TableauEncadreur');
    await writer.waitForFunction(() => window.__profileShown !== undefined, null, { timeout: 30_000 });
    dashboard.push(await writer.evaluate(() => window.__profileShown));
  }
  await writer.goto(base + FORUM);
  const liveDelays = [];
  for (let run = 0; run < runs; run += 1) {
    const text = `Nouvelle question du banc d’essai n° ${run} (${Date.now()})`;
    await reader.evaluate((watch) => {
      window.__watchText = watch;
      window.__seenAt = undefined;
    }, text);
    await writer.getByLabel('Votre question').fill(text);
    const sentAt = await writer.evaluate(() => {
      const at = Date.now();
      document.querySelector('form button[type="submit"]')?.click();
      return at;
    });
    await reader.waitForFunction(() => window.__seenAt !== undefined, null, { timeout: 30_000 });
    liveDelays.push((await reader.evaluate(() => window.__seenAt)) - sentAt);
  }
  await context.close();
  return {
    questions,
    repliesEach: replies,
    dataToListMs: afterData.length ? Math.round(median(afterData)) : null,
    dataToListRunsMs: afterData.map(Math.round),
    navigationToListMs: Math.round(median(renders)),
    navigationToListRunsMs: renders.map(Math.round),
    navigationToDashboardMs: Math.round(median(dashboard)),
    navigationToDashboardRunsMs: dashboard.map(Math.round),
    newQuestionInSecondTabMs: Math.round(median(liveDelays)),
    newQuestionInSecondTabRunsMs: liveDelays,
  };
}
