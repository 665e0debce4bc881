import type { ErrorCode } from '@/domain/errors';
import { weeklyDates } from '@/domain/seance-rules';
import { instantOf, SEANCE_LIMITS, SEANCE_TIME_ZONE, type Seance } from '@/domain/seances';
import { lookUp, serviceErrorText, type Catalogue } from '@/lib/network-errors';
import { seanceDay, seanceHours } from '@/lib/seance-text';
import { frenchTypography } from '@/lib/typography';

/** The French of the « Séances » tab: successes, failures by code, the weekly repeat in words. */

export const SEANCE_DONE = {
  published: 'Séance publiée.',
  changed: 'Séance modifiée.',
  cancelled: 'Séance annulée.',
};

export type SeanceAction = 'publish' | 'change' | 'cancel' | 'read' | 'participants' | 'tutors';

const FALLBACK: Record<SeanceAction, string> = {
  publish: 'La séance n’a pas pu être publiée. Réessayez.',
  change: 'La séance n’a pas pu être modifiée. Réessayez.',
  cancel: 'La séance n’a pas pu être annulée. Réessayez.',
  read: 'Le programme des séances n’a pas pu être lu. Rechargez la page pour réessayer.',
  participants: 'La liste des participants n’a pas pu être lue. Réessayez.',
  tutors: 'La liste des encadreurs validés n’a pas pu être lue : rechargez la page pour les choisir.',
};

/** Every code SeanceService names for a responsable has its text (a missing one is a type error). */
const BY_CODE: Catalogue<
  'permission-denied' | 'invalid-argument' | 'not-found' | 'auth/requires-login',
  (action: SeanceAction) => string
> = {
  'permission-denied': (action) =>
    action === 'change' || action === 'cancel'
      ? 'Cette séance ne peut plus être modifiée : elle est passée ou annulée, ou vous n’êtes plus responsable.'
      : action === 'participants'
        ? 'Seuls les responsables de la commission voient qui participe.'
        : 'Seuls les responsables de la commission peuvent faire cela.',
  'invalid-argument': (action) =>
    action === 'cancel'
      ? `Indiquez un motif de ${SEANCE_LIMITS.reason} caractères au plus.`
      : action === 'publish' || action === 'change'
        ? 'Le serveur a refusé ce formulaire : vérifiez chaque champ (le jour doit être à venir), puis réessayez.'
        : FALLBACK[action],
  'not-found': () => 'Cette séance n’existe plus.',
  'auth/requires-login': () => 'Votre session a pris fin : reconnectez-vous, puis réessayez.',
};

export function seanceErrorText(action: SeanceAction, code: ErrorCode): string {
  return frenchTypography(serviceErrorText(code) ?? lookUp(BY_CODE, code)?.(action) ?? FALLBACK[action]);
}

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: SEANCE_TIME_ZONE });
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SEANCE_TIME_ZONE,
});

/** « 30 janvier 2027 », « 1er janvier 2027 » (the form's « 2027-01-30 »). */
export function dateText(date: string): string {
  const noon = instantOf(date, '12:00');
  if (!noon) return date;
  return dayMonthYear.format(noon).replace(/^1 /, '1er ');
}

/** « samedi » (the form's « 2026-12-05 »). */
function weekdayOf(date: string): string {
  const noon = instantOf(date, '12:00');
  return noon ? weekday.format(noon) : '';
}

/** What a weekly séance will publish: « 5 séances, chaque samedi jusqu’au 2 janvier 2100. »; null for one. */
export function repeatSummary(first: string, until: string): string | null {
  const days = weeklyDates(first, until);
  if (days.length < 2) return null;
  const capped = days.length === SEANCE_LIMITS.occurrences ? ` (${SEANCE_LIMITS.occurrences} au plus)` : '';
  return `${days.length}\u00a0séances${capped}, chaque ${weekdayOf(first)} jusqu’au ${dateText(days.at(-1)!)}.`;
}

/** « Séance publiée. », or « 5 séances publiées, chaque samedi jusqu’au 30 janvier 2027. » */
export function publishedText(first: string, until: string | null): string {
  const days = weeklyDates(first, until);
  if (days.length < 2) return SEANCE_DONE.published;
  return `${days.length}\u00a0séances publiées, chaque ${weekdayOf(first)} jusqu’au ${dateText(days.at(-1)!)}.`;
}

/**
 * How each séance's buttons name it, told from the others: its day (« du samedi 5 décembre
 * 2026 »), with its hours when another one falls the same day, and its place when those match too.
 */
export function whichOf(seances: readonly Seance[]): Map<string, string> {
  const count = (key: (seance: Seance) => string) => {
    const counts = new Map<string, number>();
    for (const seance of seances) counts.set(key(seance), (counts.get(key(seance)) ?? 0) + 1);
    return (seance: Seance) => counts.get(key(seance))!;
  };
  const day = (seance: Seance) => seanceDay(seance.debut);
  const when = (seance: Seance) => `${day(seance)}, ${seanceHours(seance)}`;
  const sameDay = count(day);
  const sameTime = count(when);
  return new Map(
    seances.map((seance) => [
      seance.id,
      `du ${
        sameDay(seance) === 1
          ? day(seance)
          : sameTime(seance) === 1
            ? when(seance)
            : `${when(seance)}, ${seance.lieu.nom}`
      }`,
    ]),
  );
}
