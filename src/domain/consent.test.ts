import { describe, expect, it } from 'vitest';
import { autorisationOf } from './authorisation';
import {
  acceptsBirthDate,
  ageOn,
  birthDateBounds,
  CHARTER_VERSION,
  CONSENT_AGE,
  isBirthDate,
  missingAcceptances,
  needsAuthorisation,
  PRIVACY_VERSION,
  PUPIL_AGE,
  yaoundeDay,
} from './consent';
import { BackendError } from './errors';
import { acceptanceChanges } from './profile-fields';
import { signUpRecords } from './records';

/** An instant given in Yaoundé's time (UTC+1). */
const yaounde = (local: string) => new Date(`${local}+01:00`);

function codeOf(action: () => unknown): string | null {
  try {
    action();
    return null;
  } catch (error) {
    return error instanceof BackendError ? error.code : 'not a BackendError';
  }
}

describe('a pupil’s age, on Yaoundé’s calendar', () => {
  it('gains a year at the first minute of the birthday in Yaoundé, not in UTC', () => {
    // 23:30 in UTC on the 13th is already the 14th in Yaoundé.
    expect(yaoundeDay(new Date('2026-05-13T23:30:00Z'))).toBe('2026-05-14');
    expect(ageOn('2011-05-14', yaounde('2026-05-13T23:59'))).toBe(14);
    expect(ageOn('2011-05-14', yaounde('2026-05-14T00:00'))).toBe(15);
    expect(ageOn('2011-05-14', new Date('2026-05-13T23:00:00Z'))).toBe(15);
    expect(ageOn('2011-05-14', new Date('2026-05-13T22:59:59Z'))).toBe(14);
  });

  it('counts months and days, not only years', () => {
    expect(ageOn('2011-12-31', yaounde('2026-12-30T12:00'))).toBe(14);
    expect(ageOn('2011-12-31', yaounde('2026-12-31T12:00'))).toBe(15);
    expect(ageOn('2011-01-01', yaounde('2026-01-01T00:00'))).toBe(15);
    expect(ageOn('2011-01-01', yaounde('2025-12-31T23:59'))).toBe(14);
  });

  it('makes one born on 29 February a year older on 1 March in other years', () => {
    expect(ageOn('2012-02-29', yaounde('2027-02-28T12:00'))).toBe(14);
    expect(ageOn('2012-02-29', yaounde('2027-03-01T00:00'))).toBe(15);
    expect(ageOn('2012-02-29', yaounde('2028-02-29T00:00'))).toBe(16);
  });

  it(`asks an authorisation under ${CONSENT_AGE}, from the day before the birthday back`, () => {
    expect(CONSENT_AGE).toBe(15);
    expect(needsAuthorisation('2011-05-14', yaounde('2026-05-13T23:59'))).toBe(true);
    expect(needsAuthorisation('2011-05-14', yaounde('2026-05-14T00:00'))).toBe(false);
    expect(needsAuthorisation('2013-09-01', yaounde('2026-11-28T10:00'))).toBe(true);
    expect(needsAuthorisation('2009-09-01', yaounde('2026-11-28T10:00'))).toBe(false);
  });
});

describe('a birth date', () => {
  it('is a day of the calendar written YYYY-MM-DD', () => {
    expect(isBirthDate('2013-05-14')).toBe(true);
    expect(isBirthDate('2012-02-29')).toBe(true);
    for (const wrong of ['2013-02-29', '2013-04-31', '2013-13-01', '2013-5-14', '14/05/2013', '', 20130514, null])
      expect(isBirthDate(wrong), String(wrong)).toBe(false);
  });

  it(`gives an age from ${PUPIL_AGE.min} to ${PUPIL_AGE.max}, the bounds of the field`, () => {
    const now = yaounde('2026-11-28T10:00');
    const { min, max } = birthDateBounds(now);
    expect({ min, max }).toEqual({ min: '2000-11-29', max: '2020-11-28' });
    expect(ageOn(max, now)).toBe(PUPIL_AGE.min);
    expect(ageOn(min, now)).toBe(PUPIL_AGE.max);
    expect(acceptsBirthDate(max, now)).toBe(true);
    expect(acceptsBirthDate(min, now)).toBe(true);
    expect(acceptsBirthDate('2020-11-29', now)).toBe(false);
    expect(acceptsBirthDate('2000-11-28', now)).toBe(false);
    expect(acceptsBirthDate('2013-02-30', now)).toBe(false);
  });

  it('keeps its bounds right on a 29 February and a 1 March', () => {
    for (const day of ['2028-02-29T08:00', '2028-03-01T08:00', '2027-02-28T08:00', '2027-03-01T08:00']) {
      const now = yaounde(day);
      const { min, max } = birthDateBounds(now);
      expect(acceptsBirthDate(min, now), `${day} min ${min}`).toBe(true);
      expect(acceptsBirthDate(max, now), `${day} max ${max}`).toBe(true);
      const before = new Date(Date.parse(`${min}T12:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const after = new Date(Date.parse(`${max}T12:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(acceptsBirthDate(before, now), `${day} before ${before}`).toBe(false);
      expect(acceptsBirthDate(after, now), `${day} after ${after}`).toBe(false);
    }
  });
});

describe('what a sign-up records', () => {
  const at = yaounde('2026-11-28T10:00');

  it('records the consent of every member, with the current version and the date', () => {
    expect(signUpRecords('parent', { consentement: true }, at)).toEqual({
      consentement: { version: PRIVACY_VERSION, date: at },
    });
  });

  it('records the charter of a tutor, and refuses a tutor without it', () => {
    expect(signUpRecords('encadreur', { consentement: true, charte: true }, at)).toEqual({
      consentement: { version: PRIVACY_VERSION, date: at },
      charte: { version: CHARTER_VERSION, date: at },
    });
    expect(codeOf(() => signUpRecords('encadreur', { consentement: true }, at))).toBe('invalid-argument');
  });

  it('records a pupil’s birth date and whether the account waits, and refuses one without a date in range', () => {
    expect(signUpRecords('eleve', { consentement: true, naissance: '2013-05-14' }, at)).toMatchObject({
      naissance: '2013-05-14',
      autorisation: { statut: 'attente' },
    });
    expect(signUpRecords('eleve', { consentement: true, naissance: '2010-05-14' }, at)).toMatchObject({
      autorisation: { statut: 'non-requise' },
    });
    for (const naissance of [undefined, '', '2013-02-30', '2022-01-01', '1990-01-01'])
      expect(
        codeOf(() => signUpRecords('eleve', { consentement: true, naissance }, at)),
        naissance,
      ).toBe('invalid-argument');
  });

  it('refuses any sign-up without the consent, and keeps a birth date off the other roles', () => {
    for (const role of ['eleve', 'parent', 'encadreur'] as const)
      expect(codeOf(() => signUpRecords(role, { charte: true, naissance: '2010-05-14' }, at))).toBe('invalid-argument');
    expect(signUpRecords('parent', { consentement: true, naissance: '1980-01-01', charte: true }, at)).toEqual({
      consentement: { version: PRIVACY_VERSION, date: at },
    });
  });
});

describe('the texts a member has not accepted yet', () => {
  const accepted = (version: string) => ({ version, date: new Date() });

  it('are none for a member who accepted the current versions', () => {
    expect(missingAcceptances({ role: 'parent', consentement: accepted(PRIVACY_VERSION) })).toEqual([]);
    expect(
      missingAcceptances({
        role: 'encadreur',
        consentement: accepted(PRIVACY_VERSION),
        charte: accepted(CHARTER_VERSION),
      }),
    ).toEqual([]);
  });

  it('are their role’s texts for a member who signed up before, or accepted an older version', () => {
    expect(missingAcceptances({ role: 'eleve' })).toEqual(['consentement']);
    expect(missingAcceptances({ role: 'encadreur' })).toEqual(['consentement', 'charte']);
    expect(missingAcceptances({ role: 'parent', consentement: accepted('2020-01-01') })).toEqual(['consentement']);
    expect(missingAcceptances({ role: 'encadreur', consentement: accepted(PRIVACY_VERSION) })).toEqual(['charte']);
  });

  it('are recorded later with the current versions; never the charter by anyone but a tutor', () => {
    const at = new Date();
    expect(acceptanceChanges('parent', { consentement: true }, at)).toEqual({
      consentement: { version: PRIVACY_VERSION, date: at },
    });
    expect(acceptanceChanges('encadreur', { consentement: true, charte: true }, at)).toEqual({
      consentement: { version: PRIVACY_VERSION, date: at },
      charte: { version: CHARTER_VERSION, date: at },
    });
    expect(codeOf(() => acceptanceChanges('eleve', { charte: true }, at))).toBe('invalid-argument');
    expect(codeOf(() => acceptanceChanges('eleve', {}, at))).toBe('invalid-argument');
  });
});

describe('a pupil’s authorisation', () => {
  it('is what was recorded; none for a pupil who signed up before the birth date was asked', () => {
    expect(autorisationOf({ autorisation: { statut: 'attente' } })).toBe('attente');
    expect(autorisationOf({})).toBe('non-requise');
  });
});
