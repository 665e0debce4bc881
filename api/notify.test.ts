import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from './_lib/http';
import { before, ENV, minutes, startWorld, tokenFor, VAPID, VAPID_SUBJECT, type World } from './_testing/notify-world';
import { createNotifyHandler } from './notify';

/** Saturday 1 March 2025, 11:00 in Yaoundé: not the quiet hours. */
const NOW = new Date('2025-03-01T10:00:00Z');

const AWA = 'uidAwaEleve'; // asked q1
const JEAN = 'uidJeanEleve'; // follows q1
const PAUL = 'uidPaulParent'; // follows q1
const SYLVIE = 'uidSylvieEncadreur'; // approved tutor of mathematics, replied to q1 (so follows it)
const MARIE = 'uidMarieEncadreur'; // follows nothing
const CLAIRE = 'uidClaireResponsable';
const REPLY = `${SYLVIE}_6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f`;
const QUESTION_TEXT = 'Comment résoudre une équation du second degré quand le discriminant est négatif ?';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const profile = (role: string, more: Record<string, unknown> = {}) => ({ role, suspendu: false, ...more });
const following = (...ids: string[]) => ({
  suivies: Object.fromEntries(ids.map((id) => [id, before(NOW, minutes(60))])),
});

let endpoints: Record<string, string>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // « émulateur Auth configuré »
  world.push.reset();
  world.firestore.reset();
  for (const [path, data] of Object.entries({
    [`utilisateurs/${AWA}`]: profile('eleve'),
    [`utilisateurs/${JEAN}`]: profile('eleve'),
    [`utilisateurs/${PAUL}`]: profile('parent'),
    [`utilisateurs/${SYLVIE}`]: profile('encadreur', { statut: 'approuve', matiere: 'Mathématiques' }),
    [`utilisateurs/${MARIE}`]: profile('encadreur', { statut: 'approuve', matiere: 'Anglais' }),
    [`responsables/${CLAIRE}`]: { email: 'claire@exemple.cm' },
    [`lectures/${AWA}`]: following('q1'),
    [`lectures/${JEAN}`]: following('q1', 'q2'),
    [`lectures/${PAUL}`]: following('q1'),
    [`lectures/${SYLVIE}`]: following('q1'),
    [`lectures/${MARIE}`]: following('q2'),
    'questions/q1': {
      id: 'q1',
      question: QUESTION_TEXT,
      userId: AWA,
      userName: 'Awa N.',
      role: 'eleve',
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      date: before(NOW, minutes(2 * 24 * 60)),
      activite: before(NOW, minutes(1)),
      replies: [
        {
          id: REPLY,
          reply: 'On ne trouve pas de solution réelle.',
          userId: SYLVIE,
          userName: 'Sylvie Eba',
          userRole: 'encadreur',
          date: before(NOW, minutes(1)),
        },
      ],
    },
  }))
    world.firestore.set(path, data);
  endpoints = {
    awaPhone: world.device(AWA),
    awaLaptop: world.device(AWA, { message: false }),
    jean: world.device(JEAN),
    paul: world.device(PAUL, { reply: true }),
    sylvie: world.device(SYLVIE),
    marie: world.device(MARIE),
  };
});

async function notify(body: unknown, uid: string | null, at = NOW, claims = {}, env: Env = ENV, quietHours?: Date) {
  const handler = createNotifyHandler({
    env,
    fetch: world.fetch,
    now: () => at,
    ...(quietHours && { quietHoursClock: () => quietHours }),
  });
  const response = await handler(
    new Request('https://site.example/api/notify', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(uid && { Authorization: `Bearer ${tokenFor(uid, at, claims)}` }),
      },
      body: JSON.stringify(body),
    }),
  );
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as { ok: boolean; error?: string } };
}

const replyEvent = { kind: 'reply', questionId: 'q1', replyId: REPLY };

describe('POST /api/notify', () => {
  it('tells each follower of the question of a reply, on each of their devices, and not its author, within 5 s', async () => {
    const started = Date.now();
    expect(await notify(replyEvent, SYLVIE)).toEqual({ status: 200, body: { ok: true } });
    const lastArrival = Math.max(...world.push.received.map((item) => item.receivedAt));
    expect(lastArrival - started).toBeLessThan(5_000);

    const mine = { title: 'Sylvie Eba a répondu à votre question', body: QUESTION_TEXT };
    const followed = { title: 'Sylvie Eba a répondu à une question que vous suivez', body: QUESTION_TEXT };
    const expected = { href: '/EncadreurEleve/question/q1', tag: 'reply:q1' };
    const byEndpoint = Object.fromEntries(world.push.received.map((item) => [item.endpoint, item.payload]));
    expect(byEndpoint).toEqual({
      [endpoints.awaPhone!]: { ...mine, ...expected, uid: AWA },
      [endpoints.awaLaptop!]: { ...mine, ...expected, uid: AWA },
      [endpoints.jean!]: { ...followed, ...expected, uid: JEAN },
      [endpoints.paul!]: { ...followed, ...expected, uid: PAUL },
    });
    for (const item of world.push.received) {
      expect(item).toMatchObject({ vapidKey: VAPID.publicKey, vapidSubject: VAPID_SUBJECT, urgency: 'normal' });
      expect(item.ttl).toBeGreaterThan(0);
    }
    expect(world.push.rejected).toEqual([]);
    expect(world.firestore.get(`envois/reply_q1_${REPLY}`)).toMatchObject({ type: 'reply', par: SYLVIE });
  });

  it('sends once, however many times it is asked (one after the other, or at once)', async () => {
    await notify(replyEvent, SYLVIE);
    expect(world.push.received).toHaveLength(4);
    const again = await Promise.all([notify(replyEvent, SYLVIE), notify(replyEvent, SYLVIE)]);
    expect(again.map(({ status }) => status)).toEqual([200, 200]);
    expect(world.push.received).toHaveLength(4);
  });

  it('sends nothing to a device where the kind is switched off, nor to anyone in the quiet hours', async () => {
    const jeanTablet = world.device(JEAN, { reply: false, message: true });
    await notify(replyEvent, SYLVIE);
    expect(world.titlesAt(jeanTablet)).toEqual([]);
    expect(world.titlesAt(endpoints.jean!)).toHaveLength(1);

    world.push.reset();
    world.firestore.set('messages/m1', message(SYLVIE, AWA, before(NOW, minutes(1))));
    expect((await notify({ kind: 'message', messageId: 'm1' }, SYLVIE)).status).toBe(200);
    // Awa's laptop says `message: false`.
    expect(world.push.received.map((item) => item.endpoint)).toEqual([endpoints.awaPhone]);

    // 22:30 in Yaoundé: a new reply waits for the morning (« Quoi de neuf » shows it meanwhile).
    world.push.reset();
    const late = new Date('2025-03-01T21:30:00Z');
    const question = world.firestore.get('questions/q1')!;
    const lateReply = { ...(question.replies as object[])[0], id: `${SYLVIE}_tard`, date: before(late, minutes(1)) };
    world.firestore.set('questions/q1', {
      ...question,
      replies: [...(question.replies as object[]), lateReply],
      activite: before(late, minutes(1)),
    });
    const answer = await notify({ ...replyEvent, replyId: `${SYLVIE}_tard` }, SYLVIE, late);
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(world.push.received).toEqual([]);
  });

  it('reads the quiet hours on its own clock when given one (the browser journeys’ afternoon), recency on `now`', async () => {
    const late = new Date('2025-03-01T21:30:00Z'); // 22:30 in Yaoundé
    world.firestore.set('messages/m4', message(SYLVIE, AWA, before(late, minutes(1))));
    expect((await notify({ kind: 'message', messageId: 'm4' }, SYLVIE, late, {}, ENV, NOW)).status).toBe(200);
    expect(world.titlesAt(endpoints.awaPhone!)).toEqual(['Nouveau message de Sylvie Eba']);

    world.push.reset();
    world.firestore.set('messages/m5', message(SYLVIE, AWA, before(NOW, minutes(1))));
    const answer = await notify({ kind: 'message', messageId: 'm5' }, SYLVIE, late, {}, ENV, NOW);
    expect(answer.status).toBe(403); // written 5 h 30 before `now`: not recent, whatever the quiet hours' clock
    expect(world.push.received).toEqual([]);
  });

  it('tells of a message its recipient only, with its first words and the link to the conversation', async () => {
    const text = `Bonjour Paul, ${'la séance de samedi portera sur les fractions et les pourcentages. '.repeat(3)}`;
    world.firestore.set('messages/m2', { ...message(SYLVIE, PAUL, before(NOW, minutes(1))), text });
    expect((await notify({ kind: 'message', messageId: 'm2' }, SYLVIE)).status).toBe(200);
    expect(world.push.received.map((item) => item.payload)).toEqual([
      {
        title: 'Nouveau message de Sylvie Eba',
        body: expect.stringMatching(/^Bonjour Paul, la séance de samedi portera sur les fractions.*…$/),
        href: `/TableauParent?avec=${SYLVIE}`,
        tag: `message:${SYLVIE}`,
        uid: PAUL,
      },
    ]);
    expect(String(world.push.received[0]!.payload.body).length).toBe(120);
  });

  it('tells the approved tutors who follow its subject of a new question of the tutor–pupil forum', async () => {
    const tutor = (uid: string, more: Record<string, unknown>) => {
      world.firestore.set(`utilisateurs/${uid}`, profile('encadreur', { statut: 'approuve', ...more }));
      return world.device(uid);
    };
    const teachesIt = tutor('uidTeachesMaths', { matiere: 'Mathématiques' });
    const choseIt = tutor('uidChoseMaths', { matiere: 'Anglais' });
    world.firestore.set('lectures/uidChoseMaths', { matieres: ['Mathématiques', 'Physique-Chimie'] });
    const choseOther = tutor('uidChoseOther', { matiere: 'Mathématiques' });
    world.firestore.set('lectures/uidChoseOther', { matieres: ['Anglais'] });
    tutor('uidPending', { matiere: 'Mathématiques', statut: 'en-attente' });
    tutor('uidSuspended', { matiere: 'Mathématiques', suspendu: true });
    world.firestore.set('questions/q3', {
      id: 'q3',
      question: 'Qui peut m’expliquer Thalès ?',
      userId: JEAN,
      userName: 'Jean M.',
      pageId: 'EncadreurEleve',
      matiere: 'Mathématiques',
      date: before(NOW, minutes(3)),
      replies: [],
    });
    expect((await notify({ kind: 'question', questionId: 'q3' }, JEAN)).status).toBe(200);
    const to = world.push.received.map((item) => item.endpoint).sort();
    expect(to).toEqual([endpoints.sylvie, teachesIt, choseIt].sort());
    expect(to).not.toContain(choseOther);
    expect(world.push.received[0]!.payload).toMatchObject({
      title: 'Jean M. a posé une question dans vos matières',
      body: 'Qui peut m’expliquer Thalès ?',
      href: '/EncadreurEleve/question/q3',
    });

    // The parents' forum has no subjects to follow: asked there, the question notifies nobody.
    world.push.reset();
    world.firestore.set('questions/q4', {
      ...world.firestore.get('questions/q3')!,
      id: 'q4',
      pageId: 'ParentEncadreur',
    });
    expect((await notify({ kind: 'question', questionId: 'q4' }, JEAN)).status).toBe(200);
    expect(world.push.received).toEqual([]);
  });

  it('tells who joined a séance a responsable changed; a cancellation that very day passes the quiet hours', async () => {
    const dawn = new Date('2025-03-01T05:00:00Z'); // 06:00 in Yaoundé
    const seance = (id: string, debut: string, annulee: boolean) => {
      world.firestore.set(`seances/${id}`, { debut: new Date(debut), annulee, changeeLe: before(dawn, minutes(1)) });
      world.firestore.set(`seances/${id}/participants/${AWA}`, { uid: AWA, role: 'eleve', vuLe: null });
      world.firestore.set(`seances/${id}/participants/${PAUL}`, { uid: PAUL, role: 'parent', vuLe: dawn }); // joined since
    };
    seance('ce-matin', '2025-03-01T08:00:00Z', true);
    seance('demain', '2025-03-02T08:00:00Z', true);
    seance('change', '2025-03-01T14:00:00Z', false);
    const responsable = { responsable: true };
    for (const seanceId of ['ce-matin', 'demain', 'change']) {
      expect((await notify({ kind: 'seance', seanceId }, CLAIRE, dawn, responsable)).status).toBe(200);
    }
    expect(world.push.received.map(({ endpoint, payload, urgency }) => ({ endpoint, payload, urgency }))).toEqual(
      [endpoints.awaPhone, endpoints.awaLaptop].map((endpoint) => ({
        endpoint,
        urgency: 'high',
        payload: {
          title: 'La séance du samedi 1 mars 2025 est annulée',
          body: '',
          href: '/TableauEleve#mes-seances',
          tag: 'seance:ce-matin',
          uid: AWA,
        },
      })),
    );
    // At 11:00, a change reaches them too.
    world.push.reset();
    world.firestore.set('seances/change', {
      ...world.firestore.get('seances/change')!,
      changeeLe: before(NOW, minutes(2)),
    });
    await notify({ kind: 'seance', seanceId: 'change' }, CLAIRE, NOW, responsable);
    expect(world.titlesAt(endpoints.awaPhone!)).toEqual(['La séance du samedi 1 mars 2025 a changé']);
  });

  it('sends nothing, and says so, for an event that is not the caller’s, too old, or not there', async () => {
    const refused = async (body: unknown, uid: string, status: number, at = NOW, claims = {}) => {
      const answer = await notify(body, uid, at, claims);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.ok).toBe(false);
    };
    await refused(replyEvent, JEAN, 403); // Sylvie's reply
    await refused(replyEvent, SYLVIE, 403, new Date(NOW.getTime() + minutes(16))); // too old
    await refused({ ...replyEvent, replyId: `${SYLVIE}_autre` }, SYLVIE, 404);
    await refused({ ...replyEvent, questionId: 'absente' }, SYLVIE, 404);
    world.firestore.set('messages/m3', message(SYLVIE, AWA, before(NOW, minutes(20))));
    await refused({ kind: 'message', messageId: 'm3' }, SYLVIE, 403); // too old
    await refused({ kind: 'message', messageId: 'm3' }, AWA, 403); // not hers
    await refused({ kind: 'question', questionId: 'q1' }, AWA, 403); // asked two days ago
    world.firestore.set('seances/s1', { debut: new Date('2025-03-08T08:00:00Z'), changeeLe: before(NOW, minutes(1)) });
    await refused({ kind: 'seance', seanceId: 's1' }, SYLVIE, 403); // no responsable
    await refused({ kind: 'seance', seanceId: 's1' }, MARIE, 403, NOW, { responsable: true }); // claim, no appointment
    await refused({ kind: 'seance', seanceId: 'absente' }, CLAIRE, 404, NOW, { responsable: true });
    expect(world.push.received).toEqual([]);
    expect(world.firestore.paths('envois')).toEqual([]);
  });

  it('deletes a subscription the push service says is gone, and still reaches the others', async () => {
    world.push.unsubscribe(endpoints.awaLaptop!);
    expect((await notify(replyEvent, SYLVIE)).status).toBe(200);
    expect(world.push.received.map((item) => item.endpoint)).not.toContain(endpoints.awaLaptop);
    expect(world.push.received).toHaveLength(3);
    const left = world.firestore.paths('abonnements').map((path) => world.firestore.get(path)!.endpoint);
    expect(left).not.toContain(endpoints.awaLaptop);
    expect(left).toContain(endpoints.awaPhone);
  });

  it('answers 400 for a malformed body, 401 without a valid token, 503 without its configuration', async () => {
    expect((await notify({ kind: 'bonjour' }, SYLVIE)).status).toBe(400);
    expect((await notify({ kind: 'reply', questionId: 'q1' }, SYLVIE)).status).toBe(400);
    expect((await notify({ kind: 'message', messageId: '../utilisateurs/x' }, SYLVIE)).status).toBe(400);
    expect((await notify(replyEvent, null)).status).toBe(401);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = { ...ENV, VAPID_PRIVATE_KEY: '', FIRESTORE_EMULATOR_HOST: '' };
    const answer = await notify(replyEvent, SYLVIE, NOW, {}, bare);
    expect(answer).toEqual({
      status: 503,
      body: { ok: false, error: expect.stringMatching(/^Les notifications ne sont pas configurées sur le serveur/) },
    });
    expect(answer.body.error).toContain('VAPID_PRIVATE_KEY');
    expect(answer.body.error).toContain('FIREBASE_SERVICE_ACCOUNT');
    expect(world.push.received).toEqual([]);
  });
});

function message(from: string, to: string, date: Date) {
  return { from, to, text: 'Bonjour, la séance est déplacée.', date, senderName: 'Sylvie Eba', lu: false };
}
