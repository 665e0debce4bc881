import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from './_lib/http';
import { CRON_SECRET, ENV, startWorld, type World } from './_testing/notify-world';
import { createRemindersHandler } from './reminders';

/** Saturday 1 March 2025, 18:00 in Yaoundé: when Vercel Cron calls (« 0 17 * * * », UTC). */
const EVENING = new Date('2025-03-01T17:00:00Z');
const NBSP = '\u00a0';

const AWA = 'uidAwaEleve';
const PAUL = 'uidPaulParent';
const SYLVIE = 'uidSylvieEncadreur';
const JEAN = 'uidJeanEleve';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

/** A séance and who joined it, as the site stores them. */
function seance(id: string, debut: string, fin: string, joined: [uid: string, role: string][], annulee = false) {
  world.firestore.set(`seances/${id}`, {
    debut: new Date(debut),
    fin: new Date(fin),
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'derrière l’église' },
    annulee,
    changeeLe: null,
  });
  for (const [uid, role] of joined) {
    world.firestore.set(`seances/${id}/participants/${uid}`, { uid, role, nom: uid, vuLe: new Date(debut) });
  }
}

let endpoints: Record<string, string>;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  world.push.reset();
  world.firestore.reset();
  // Tomorrow in Yaoundé is Sunday 2 March: from 2025-03-01T23:00Z to 2025-03-02T23:00Z.
  seance('demain', '2025-03-02T08:00:00Z', '2025-03-02T11:00:00Z', [
    [AWA, 'eleve'],
    [PAUL, 'parent'],
    [SYLVIE, 'encadreur'],
  ]);
  seance('demain-minuit-et-demie', '2025-03-01T23:30:00Z', '2025-03-02T01:30:00Z', [[JEAN, 'eleve']]);
  seance('demain-annulee', '2025-03-02T14:00:00Z', '2025-03-02T16:00:00Z', [[AWA, 'eleve']], true);
  seance('aujourdhui', '2025-03-01T19:00:00Z', '2025-03-01T20:00:00Z', [[AWA, 'eleve']]);
  seance('apres-demain', '2025-03-02T23:30:00Z', '2025-03-03T01:00:00Z', [[AWA, 'eleve']]);
  endpoints = {
    awa: world.device(AWA),
    paul: world.device(PAUL, { 'seance-reminder': true, reply: false }),
    sylvie: world.device(SYLVIE, { 'seance-reminder': false }),
    jean: world.device(JEAN),
  };
});

async function run(authorization: string | null, at = EVENING, env: Env = ENV, method = 'GET') {
  const handler = createRemindersHandler({ env, fetch: world.fetch, now: () => at });
  const response = await handler(
    new Request('https://site.example/api/reminders', {
      method,
      headers: authorization ? { Authorization: authorization } : {},
    }),
  );
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cron = `Bearer ${CRON_SECRET}`;

describe('GET /api/reminders', () => {
  it('reminds, the evening before, who joined a séance of tomorrow, as their settings allow', async () => {
    expect(await run(cron)).toEqual({ status: 200, body: { ok: true, seances: 2, rappels: 3 } });
    const payloads = Object.fromEntries(world.push.received.map((item) => [item.endpoint, item.payload]));
    const place = 'Salle paroissiale de Mvog-Ada';
    expect(payloads).toEqual({
      [endpoints.awa!]: {
        title: `Rappel${NBSP}: séance demain, 9${NBSP}h${NBSP}–${NBSP}12${NBSP}h`,
        body: place,
        href: '/TableauEleve#mes-seances',
        tag: 'rappel:demain',
        uid: AWA,
      },
      [endpoints.paul!]: expect.objectContaining({ href: '/TableauParent#mes-seances', uid: PAUL }),
      // 00:30 on Sunday in Yaoundé, though still Saturday in UTC.
      [endpoints.jean!]: expect.objectContaining({
        title: `Rappel${NBSP}: séance demain, 0${NBSP}h${NBSP}30${NBSP}–${NBSP}2${NBSP}h${NBSP}30`,
        tag: 'rappel:demain-minuit-et-demie',
      }),
    });
    expect(world.push.rejected).toEqual([]);
    expect(world.firestore.paths('rappels')).toEqual([
      `rappels/demain-minuit-et-demie_${JEAN}`,
      `rappels/demain_${AWA}`,
      `rappels/demain_${PAUL}`,
    ]);
  });

  it('sends each reminder once, however many times the cron runs, side by side or again', async () => {
    const runs = await Promise.all([run(cron), run(cron)]);
    // Each reminder is sent by one run or the other, never both.
    expect(runs.reduce((sum, { body }) => sum + Number(body.rappels), 0)).toBe(3);
    expect((await run(cron)).body.rappels).toBe(0);
    expect(world.push.received).toHaveLength(3);
  });

  it('sends nothing in the quiet hours, and marks nothing: a later run still may', async () => {
    expect((await run(cron, new Date('2025-03-01T21:00:00Z'))).body).toEqual({ ok: true, seances: 2, rappels: 0 });
    expect(world.push.received).toEqual([]);
    expect(world.firestore.paths('rappels')).toEqual([]);
  });

  it('deletes a subscription that is gone', async () => {
    world.push.unsubscribe(endpoints.paul!);
    await run(cron);
    expect(world.firestore.paths('abonnements').map((path) => world.firestore.get(path)!.uid)).not.toContain(PAUL);
  });

  it('serves the cron only: 401 without its secret, 405 for another method, 503 when CRON_SECRET is not set', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const authorization of [null, 'Bearer mauvais-secret', `Bearer ${CRON_SECRET}x`, CRON_SECRET]) {
      const answer = await run(authorization);
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.body.ok).toBe(false);
    }
    expect((await run(cron, EVENING, ENV, 'POST')).status).toBe(405);
    const noSecret = await run(cron, EVENING, { ...ENV, CRON_SECRET: '' });
    expect(noSecret.status).toBe(503);
    expect(noSecret.body.error).toContain('CRON_SECRET');
    const noVapid = await run(cron, EVENING, { ...ENV, VAPID_PUBLIC_KEY: ' ' });
    expect(noVapid.status).toBe(503);
    expect(noVapid.body.error).toContain('VAPID_PUBLIC_KEY');
    expect(world.push.received).toEqual([]);
    expect(world.firestore.paths('rappels')).toEqual([]);
  });
});
