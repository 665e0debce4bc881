import type { Acceptance, Role } from './entities';

/**
 * What a member accepts, and the youngest pupils' authorisation (issue 33, items 2 and 5): the
 * versions of the two texts a sign-up accepts (« Protection des données » for every member, the
 * « Charte de l'encadreur » for tutors), the age under which a pupil's account waits for a parent,
 * and a pupil's age from their birth date. What a sign-up stores of them: signUpRecords
 * (records.ts); a later acceptance: acceptanceChanges (profile-fields.ts).
 *
 * firestore.rules repeat the versions and the age by value (acceptances, newPupil):
 * tests/rules/rules-file.test.ts compares them with this file.
 */

/**
 * Under this age a pupil's account reads but does not post, reply, write nor join a séance until a
 * linked parent approves it, or a responsable records the parents' paper authorisation. GDPR art. 8
 * lets each country choose between 13 and 16 for a child's own consent; France, whose law the
 * Cameroonian francophone tradition follows, chose 15; COPPA says 13. Cameroon's law n° 2024/017
 * of 23 December 2024 on personal data protects minors and counts religious activity among
 * sensitive data; its full text could not be consulted offline: 15 is the stricter middle.
 */
export const CONSENT_AGE = 15;

/**
 * The version of the page « Protection des données » (src/content/protection-des-donnees.ts), the
 * day it was written: a new wording that changes what members agree to takes a new date, here AND in
 * firestore.rules (acceptances); every member is then asked again (the banner of the site).
 */
export const PRIVACY_VERSION = '2026-11-28';

/** The version of the « Charte de l'encadreur » (src/content/charte-encadreur.ts), as PRIVACY_VERSION. */
export const CHARTER_VERSION = '2026-11-28';

/** The texts a member accepts: each role's, with its current version. */
export type AcceptedText = 'consentement' | 'charte';
const TEXT_VERSIONS: Record<AcceptedText, string> = { consentement: PRIVACY_VERSION, charte: CHARTER_VERSION };

/** The texts a member of `role` accepts: the privacy page, and the charter for a tutor. */
export function textsOf(role: Role): AcceptedText[] {
  return role === 'encadreur' ? ['consentement', 'charte'] : ['consentement'];
}

/** The version of a text that a member accepts today. */
export function currentVersion(text: AcceptedText): string {
  return TEXT_VERSIONS[text];
}

/**
 * The texts of their role whose current version the member has not accepted: none for a member
 * who signed up since, both for a tutor who signed up before them. The site asks for them (its
 * banner); nothing else waits on them.
 */
export function missingAcceptances(profile: {
  role: Role;
  consentement?: Acceptance;
  charte?: Acceptance;
}): AcceptedText[] {
  const accepted = profile as Partial<Record<AcceptedText, Acceptance>>;
  return textsOf(profile.role).filter((text) => accepted[text]?.version !== currentVersion(text));
}

/** A pupil signs up between these ages, included (the birth date field's bounds). */
export const PUPIL_AGE = { min: 6, max: 25 } as const;

/**
 * What a sign-up records for each role besides its fields (signUpRecords): the consent for every
 * member, the charter for tutors, a pupil's birth date and authorisation. firestore.rules lists the
 * same (recordedKeys). Profiles stored before have none of them.
 */
export const SIGN_UP_RECORDS = {
  eleve: ['consentement', 'naissance', 'autorisation'],
  encadreur: ['consentement', 'charte'],
  parent: ['consentement'],
} as const satisfies Record<Role, readonly string[]>;

// ── Birth dates, on Yaoundé's calendar ───────────────────────────────────────────────────────

/** Yaoundé's offset from UTC (Africa/Douala: UTC+1 all year, no summer time). */
const YAOUNDE_OFFSET_MS = 60 * 60 * 1000;

/** The day it is in Yaoundé at instant `at`: « 2026-11-28 » (still the 27th in UTC at 23:30). */
export function yaoundeDay(at: Date): string {
  return new Date(at.getTime() + YAOUNDE_OFFSET_MS).toISOString().slice(0, 10);
}

function parts(day: string): [year: number, month: number, date: number] {
  const [year, month, date] = day.split('-').map(Number);
  return [year!, month!, date!];
}

/** Whether `value` is a day of the calendar written 'YYYY-MM-DD' (no 31 April, no 29 February 2026). */
export function isBirthDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = parts(value);
  const day = new Date(Date.UTC(year, month - 1, date));
  return day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}

/**
 * Someone's age in whole years at instant `at`, born on `naissance` ('YYYY-MM-DD'), as Yaoundé
 * counts it: a year more from the first minute of the birthday, Yaoundé's time. Born on 29
 * February, one is a year older on 1 March in the other years.
 */
export function ageOn(naissance: string, at: Date): number {
  const [year, month, date] = parts(naissance);
  const [thisYear, thisMonth, today] = parts(yaoundeDay(at));
  const beforeBirthday = thisMonth < month || (thisMonth === month && today < date);
  return thisYear - year - (beforeBirthday ? 1 : 0);
}

/** Whether a pupil born on `naissance` is under CONSENT_AGE at `at`: their account waits for an authorisation. */
export function needsAuthorisation(naissance: string, at: Date): boolean {
  return ageOn(naissance, at) < CONSENT_AGE;
}

/** The day `years` before `day` ('YYYY-MM-DD'), moved by `days`; a 29 February becomes the 28th. */
function yearsBefore(day: string, years: number, days = 0): string {
  const [year, month, date] = parts(day);
  const last = new Date(Date.UTC(year - years, month, 0)).getUTCDate();
  return new Date(Date.UTC(year - years, month - 1, Math.min(date, last) + days)).toISOString().slice(0, 10);
}

/**
 * The birth dates a pupil may give at `at`: from the day after their (PUPIL_AGE.max + 1)th birthday
 * would have been to the day they turned PUPIL_AGE.min, included (the field's min and max).
 */
export function birthDateBounds(at: Date): { min: string; max: string } {
  const today = yaoundeDay(at);
  return { min: yearsBefore(today, PUPIL_AGE.max + 1, 1), max: yearsBefore(today, PUPIL_AGE.min) };
}

/** Whether a pupil may sign up with this birth date at `at`: a real day, and an age within PUPIL_AGE. */
export function acceptsBirthDate(naissance: unknown, at: Date): naissance is string {
  if (!isBirthDate(naissance)) return false;
  const age = ageOn(naissance, at);
  return age >= PUPIL_AGE.min && age <= PUPIL_AGE.max;
}
