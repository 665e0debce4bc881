import { expect, test, type Page } from '@playwright/test';
import { startPushService, type PushService, type Received } from '../../api/_testing/push-service';
import { DASHBOARD_URL, logIn, newMember, signUp } from '../e2e/helpers';
import {
  askQuestion,
  confirmAddress,
  firebaseMember,
  firebaseResponsable,
  ownBrowser,
  signOut,
  skipWithoutEmulators,
} from './members';
import { deliverToWorker, joinedOnServer, notifyCalls, pushPhone, shown, storedEndpoints, turnOn } from './push-kit';
import { PUSH_VARIABLES, SITE_ORIGIN, uidOf } from './site';

skipWithoutEmulators();

/*
 * Issue 35 on the production backend: a pupil's phone is told of a reply to her question, of a
 * séance she joined being cancelled, and reminded of tomorrow's; after « Se déconnecter » it is told
 * nothing more. The site's posts call /api/notify (the real function, served beside the build),
 * which sends with web-push to the stand-in push service each phone subscribed with (push-kit.ts).
 */

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const FORUM = '/EncadreurEleve';
const DAY_MS = 86_400_000;

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterAll(() => push.close());

/** A day `days` from now in Yaoundé (UTC+1), as the form writes it. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS + 3_600_000).toISOString().slice(0, 10);

/** « samedi 5 décembre 2026 », as the site says a day. */
const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Africa/Douala' }).format(
    new Date(`${date}T08:00:00Z`),
  );

/** What the stand-in received for `endpoint`. */
const receivedAt = (endpoint: string): Received[] => push.received.filter((item) => item.endpoint === endpoint);

/** The responsable publishes a séance for 3e and Mathématiques on `day`, at `place`. */
async function publishSeance(page: Page, day: string, place: string) {
  await page.goto('/Responsable');
  await page.getByRole('tab', { name: 'Séances' }).click();
  await page.getByRole('button', { name: 'Publier une séance' }).click();
  const form = page.getByRole('form', { name: 'Publier une séance' });
  await form.getByLabel('Date de la séance').fill(day);
  await form.getByLabel('Heure de début').fill('09:00');
  await form.getByLabel('Heure de fin').fill('12:00');
  await form.getByLabel('Nom du lieu').fill(place);
  await form.getByRole('group', { name: 'Classes' }).getByRole('checkbox', { name: '3e', exact: true }).check();
  await form.getByRole('group', { name: 'Matières' }).getByRole('checkbox', { name: 'Mathématiques' }).check();
  await form.getByRole('button', { name: 'Publier la séance' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Séance publiée' })).toBeVisible();
}

/** The pupil on `page` joins the séance at `place`, and the server has it. */
async function join(page: Page, place: string, uid: string) {
  await page.goto('/Programme');
  const seance = page.getByRole('article').filter({ hasText: place });
  await seance.getByRole('button', { name: /^Je participe/ }).click();
  await expect(seance.getByText('Vous participez', { exact: true })).toBeVisible();
  await expect.poll(() => joinedOnServer(place, uid)).toBe(true);
}

/** The tutor replies `text` to the question `asked` in the tutor–pupil forum. */
async function reply(page: Page, asked: string, text: string) {
  await page.goto(FORUM);
  const question = page.getByRole('article').filter({ hasText: asked });
  await question.getByLabel('Votre réponse').fill(text);
  await question.getByRole('button', { name: 'Répondre' }).click();
  await expect(question).toContainText(text);
}

test('a pupil’s phone is told of a reply, a cancelled séance and tomorrow’s, and nothing after « Se déconnecter »', async ({
  browser,
}) => {
  const pupil = await pushPhone(browser, push);
  const responsable = await pushPhone(browser, push);
  const tutorPage = await ownBrowser(browser);
  // « Sylvie Eba » as named, her address unique to this run.
  const sylvie = newMember('encadreur', 'Sylvie', 'Eba');
  const [awa] = await Promise.all([
    firebaseMember(pupil.page, 'eleve', 'Awa', 'Ngono'),
    firebaseResponsable(responsable.page, 'Marie', 'Atangana'),
    (async () => {
      await signUp(tutorPage, sylvie);
      await confirmAddress(tutorPage, sylvie.email);
      await logIn(tutorPage, sylvie);
      await expect(tutorPage).toHaveURL(DASHBOARD_URL);
    })(),
  ]);
  const awaUid = await uidOf(awa.email);
  // Each post the site makes, once acknowledged, asks /api/notify: every one must be answered 200.
  const pupilCalls = notifyCalls(pupil.page);
  const responsableCalls = notifyCalls(responsable.page);
  const tutorCalls = notifyCalls(tutorPage);

  await test.step('A: she turns notifications on, asks; Sylvie Eba’s reply reaches her phone within 5 s', async () => {
    await responsable.page.goto('/Responsable');
    await responsable.page
      .getByRole('article', { name: 'Sylvie Eba' })
      .filter({ hasText: sylvie.email })
      .getByRole('button', { name: 'Approuver Sylvie Eba' })
      .click();
    await expect(responsable.page.getByRole('status').filter({ hasText: 'Encadreur approuvé' })).toBeVisible();

    await turnOn(pupil.page, '/TableauEleve');
    expect(pupil.subscriptions).toHaveLength(1);
    const [subscription] = pupil.subscriptions;
    // Subscribed with the key built into the site; stored for her as the rules allow.
    expect(subscription!.serverKey).toBe(process.env[PUSH_VARIABLES.vapidPublicKey]);
    expect(await storedEndpoints(awaUid)).toEqual([subscription!.endpoint]);

    const text = `Comment résoudre 3x − 7 = 8 ? (${awa.nom})`;
    await pupil.page.goto(FORUM);
    await askQuestion(pupil.page, text);
    await expect.poll(() => pupilCalls.find((call) => call.body.kind === 'question')?.status).toBe(200);
    const questionId = pupilCalls.find((call) => call.body.kind === 'question')!.body.questionId!;

    await reply(tutorPage, text, 'Ajoute 7 des deux côtés, puis divise par 3 : x = 5.');
    await expect.poll(() => receivedAt(subscription!.endpoint)).toHaveLength(1);
    const [told] = receivedAt(subscription!.endpoint);
    const acknowledged = tutorCalls.find((call) => call.body.kind === 'reply')!.at;
    const delay = told!.receivedAt - acknowledged;
    console.log(`Réponse acquittée → message déchiffré par le service push : ${delay} ms`);
    expect(delay).toBeLessThan(5_000);
    const href = `${FORUM}/question/${questionId}`;
    expect(told).toMatchObject({
      payload: { title: 'Sylvie Eba a répondu à votre question', body: text, href, tag: `reply:${questionId}` },
      vapidKey: process.env[PUSH_VARIABLES.vapidPublicKey],
      urgency: 'normal',
    });
    expect(told!.payload.uid).toBe(awaUid);

    // Her phone's service worker, handed the message, shows it; a tap opens the question.
    await deliverToWorker(pupil.page, JSON.stringify(told!.payload));
    await expect
      .poll(() => shown(pupil.page))
      .toEqual([{ title: 'Sylvie Eba a répondu à votre question', body: text, href }]);
  });

  await test.step('B: a séance she joined is cancelled; the responsable’s phone gets nothing', async () => {
    await turnOn(responsable.page, '/TableauParent');
    expect(responsable.subscriptions).toHaveLength(1);
    const day = dayIn(7);
    const place = `Salle ${Math.random().toString(36).slice(2, 8)}`;
    await publishSeance(responsable.page, day, place);
    await join(pupil.page, place, awaUid);

    await responsable.page.goto('/Responsable');
    await responsable.page.getByRole('tab', { name: 'Séances' }).click();
    await responsable.page
      .getByRole('article')
      .filter({ hasText: place })
      .getByRole('button', { name: /^Annuler la séance du / })
      .click();
    const dialog = responsable.page.getByRole('dialog', { name: /^Annuler la séance du / });
    await dialog.getByLabel('Motif de l’annulation').fill('Pluies diluviennes annoncées');
    await dialog.getByRole('button', { name: 'Annuler la séance' }).click();
    await expect(responsable.page.getByRole('status').filter({ hasText: 'Séance annulée.' })).toBeVisible();

    const endpoint = pupil.subscriptions[0]!.endpoint;
    await expect
      .poll(() => receivedAt(endpoint).map(({ payload }) => payload.title))
      .toContain(`La séance du ${frenchDay(day)} est annulée`);
    expect(receivedAt(endpoint).at(-1)).toMatchObject({
      payload: { href: '/TableauEleve#mes-seances', uid: awaUid },
      urgency: 'high',
    });
    // The function answers once it has sent: by then, nothing went to the responsable's phone.
    await expect.poll(() => responsableCalls.find((call) => call.body.kind === 'seance')?.status).toBe(200);
    expect(receivedAt(responsable.subscriptions[0]!.endpoint)).toEqual([]);
  });

  await test.step('C: the evening before a séance she joined, one reminder, however often the cron runs', async () => {
    const place = `Salle ${Math.random().toString(36).slice(2, 8)}`;
    await publishSeance(responsable.page, dayIn(1), place);
    await join(pupil.page, place, awaUid);

    const cron = () =>
      fetch(`${SITE_ORIGIN}/api/reminders`, {
        headers: { Authorization: `Bearer ${process.env[PUSH_VARIABLES.cronSecret]}` },
      });
    for (const run of [await cron(), await cron()]) {
      expect(run.status).toBe(200);
      expect(await run.json()).toMatchObject({ ok: true });
    }
    const reminders = receivedAt(pupil.subscriptions[0]!.endpoint).filter(({ payload }) =>
      String(payload.title).startsWith('Rappel'),
    );
    expect(reminders.map(({ payload }) => payload)).toEqual([
      {
        title: 'Rappel\u00a0: séance demain, 9\u00a0h\u00a0–\u00a012\u00a0h',
        body: place,
        href: '/TableauEleve#mes-seances',
        tag: expect.stringMatching(/^rappel:/),
        uid: awaUid,
      },
    ]);
    expect(receivedAt(responsable.subscriptions[0]!.endpoint)).toEqual([]);
  });

  await test.step('D: on a shared phone, « Se déconnecter » first forgets it; the next reply tells it nothing', async () => {
    const endpoint = pupil.subscriptions[0]!.endpoint;
    const before = receivedAt(endpoint).length;
    await pupil.page.goto('/');
    await signOut(pupil.page);
    expect(await storedEndpoints(awaUid)).toEqual([]);
    expect(await shown(pupil.page)).toEqual([]);

    const replies = tutorCalls.length;
    const asked = `(${awa.nom})`;
    await reply(tutorPage, asked, 'Vérifie : 3 × 5 − 7 = 8.');
    // Answered once sent: nothing reached her phone (the stand-in accepts for it still).
    await expect.poll(() => tutorCalls.slice(replies).find((call) => call.body.kind === 'reply')?.status).toBe(200);
    expect(receivedAt(endpoint)).toHaveLength(before);
  });

  expect(push.rejected).toEqual([]);
  expect([...pupilCalls, ...responsableCalls, ...tutorCalls].filter((call) => call.status !== 200)).toEqual([]);
});
