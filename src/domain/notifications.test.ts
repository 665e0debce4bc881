import { describe, expect, it } from 'vitest';
import type { Notice } from './news';
import {
  isQuietHour,
  mayNotify,
  NOTIFICATION_KINDS,
  PUSH_BODY_MAX,
  pushPayloadOf,
  reminderPayloadOf,
} from './notifications';

/** An instant given in Yaoundé's time (UTC+1 all year). */
const yaounde = (dateTime: string) => new Date(`${dateTime}:00+01:00`);

describe('the quiet hours of Yaoundé', () => {
  it('run from 21:00 to 06:30, whatever the phone’s own zone', () => {
    expect(isQuietHour(yaounde('2026-12-04T20:59'))).toBe(false);
    expect(isQuietHour(yaounde('2026-12-04T21:00'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T03:00'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T06:29'))).toBe(true);
    expect(isQuietHour(yaounde('2026-12-05T06:30'))).toBe(false);
  });
});

describe('whether a phone is told', () => {
  it('tells every kind by day until the member switches it off', () => {
    const noon = yaounde('2026-12-04T12:00');
    for (const { kind } of NOTIFICATION_KINDS) {
      expect(mayNotify(kind, noon, {})).toBe(true);
      expect(mayNotify(kind, noon, { [kind]: false })).toBe(false);
    }
  });

  it('keeps quiet at night, but for a séance cancelled on its own day', () => {
    const early = yaounde('2026-12-05T05:45');
    const sameDay = yaounde('2026-12-05T09:00');
    const nextDay = yaounde('2026-12-06T09:00');
    expect(mayNotify('reply', early, {})).toBe(false);
    // A change (no cancelled séance given) waits for the morning.
    expect(mayNotify('seance', early, {})).toBe(false);
    expect(mayNotify('seance', early, {}, sameDay)).toBe(true);
    expect(mayNotify('seance', yaounde('2026-12-05T22:00'), {}, nextDay)).toBe(false);
    expect(mayNotify('seance', early, { seance: false }, sameDay)).toBe(false);
  });

  it('lists each kind once, with its French label', () => {
    const kinds = NOTIFICATION_KINDS.map(({ kind }) => kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const { label } of NOTIFICATION_KINDS) expect(label).toMatch(/^[A-ZÉ]/);
  });
});

describe('what a phone receives', () => {
  const notice: Notice = {
    kind: 'reply',
    key: 'reply:q1',
    at: new Date('2026-12-05T10:00:00Z'),
    count: 1,
    who: 'Sylvie Eba',
    about: `Comment résoudre ${'une équation du second degré '.repeat(8)}?`,
    mine: true,
    href: '/EncadreurEleve/question/q1',
  };

  it('says who and what in the words of « Quoi de neuf », for one member, opening the screen', () => {
    const payload = pushPayloadOf(notice, 'eleve-1');
    expect(payload.title).toBe('Sylvie Eba a répondu à votre question');
    expect(payload).toMatchObject({ href: '/EncadreurEleve/question/q1', tag: 'reply:q1', uid: 'eleve-1' });
    expect(payload.body.length).toBeLessThanOrEqual(PUSH_BODY_MAX);
    expect(payload.body).toMatch(/^Comment résoudre une équation .*…$/);
  });

  it('reminds of a séance the evening before, with its hours and place', () => {
    const payload = reminderPayloadOf(
      { id: 's1', hours: '9\u00a0h\u00a0–\u00a012\u00a0h', place: 'Salle paroissiale' },
      '/Eleve#mes-seances',
      'u',
    );
    expect(payload.title).toBe('Rappel\u00a0: séance demain, 9\u00a0h\u00a0–\u00a012\u00a0h');
    expect(payload).toMatchObject({ body: 'Salle paroissiale', tag: 'rappel:s1', uid: 'u' });
  });
});
