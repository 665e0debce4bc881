import type { Attendance, Seance } from '../domain/seances.js';
import { SEANCE_TIME_ZONE, yaoundeParts } from '../domain/seances.js';

/**
 * How the screens say a séance, in French and in Yaoundé's time whatever the phone's own zone:
 * « samedi 5 décembre 2026 », « 9 h – 12 h », « 9 h 30 ». Shared by /Programme, the home page, the
 * dashboard and the Espace responsable.
 */

const dayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SEANCE_TIME_ZONE,
});
const shortDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: SEANCE_TIME_ZONE,
});
const hourFormat = new Intl.DateTimeFormat('fr-FR', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SEANCE_TIME_ZONE,
});

/** « samedi 5 décembre 2026 ». */
export function seanceDay(debut: Date): string {
  return dayFormat.format(debut);
}

/** « sam. 5 déc. ». */
export function seanceShortDay(debut: Date): string {
  return shortDayFormat.format(debut);
}

/** « 9 h », « 9 h 30 » (the French way, with no-break spaces). */
export function seanceHour(instant: Date): string {
  const [hours = '0', minutes = '00'] = hourFormat.format(instant).split(':');
  const hour = String(Number(hours));
  return minutes === '00' ? `${hour}\u00a0h` : `${hour}\u00a0h\u00a0${minutes}`;
}

/** « 9 h – 12 h ». */
export function seanceHours(seance: Pick<Seance, 'debut' | 'fin'>): string {
  return `${seanceHour(seance.debut)}\u00a0–\u00a0${seanceHour(seance.fin)}`;
}

/** « samedi 5 décembre 2026, 9 h – 12 h ». */
export function seanceWhen(seance: Pick<Seance, 'debut' | 'fin'>): string {
  return `${seanceDay(seance.debut)}, ${seanceHours(seance)}`;
}

/** « 3 participants », « 1 participant », « Aucun participant pour l’instant ». */
export function participantsText(count: number): string {
  if (count === 0) return 'Aucun participant pour l’instant';
  return `${count}\u00a0participant${count > 1 ? 's' : ''}`;
}

/** « 2 encadreurs seront là », « 1 encadreur sera là », « Aucun encadreur annoncé pour l’instant ». */
export function tutorsComingText(count: number): string {
  if (count === 0) return 'Aucun encadreur annoncé pour l’instant';
  return count > 1 ? `${count}\u00a0encadreurs seront là` : `${count}\u00a0encadreur sera là`;
}

/** « 4 places restantes », « 1 place restante », « Complet ». */
export function placesText(left: number): string {
  if (left <= 0) return 'Complet';
  return `${left}\u00a0place${left > 1 ? 's' : ''} restante${left > 1 ? 's' : ''}`;
}

/** « Samedi 5 décembre 2026 »: a text that opens a line. */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);
}

/** « Samedi 5 décembre 2026, 9 h – 12 h »: a card's heading. */
export function seanceTitle(seance: Pick<Seance, 'debut' | 'fin'>): string {
  return capitalised(seanceWhen(seance));
}

/**
 * « Je participe (séance du samedi 5 décembre 2026, 9 h – 12 h) »: a button's accessible name,
 * its visible words first, then which séance (one distinct name per card for screen readers).
 */
export function forSeance(label: string, seance: Pick<Seance, 'debut' | 'fin'>): string {
  return `${label} (séance du ${seanceWhen(seance)})`;
}

/** « 2026-12-05T09:00+01:00 »: a <time dateTime>, in Yaoundé's time. */
export function seanceDateTime(instant: Date): string {
  const { date, time } = yaoundeParts(instant);
  return `${date}T${time}+01:00`;
}

/** « 3e, 2nde, Terminale ». */
export function listText(items: readonly string[]): string {
  return items.join(', ');
}

/** What a pupil or a parent (participant) and a tutor (encadreur) read and press. */
export const ATTENDANCE_TEXTS: Record<
  Attendance,
  { join: string; coming: string; leave: string; joined: string; left: string }
> = {
  participant: {
    join: 'Je participe',
    coming: 'Vous participez',
    leave: 'Je ne participe plus',
    joined: 'C’est noté\u00a0: vous participez à la séance du',
    left: 'C’est noté\u00a0: vous ne participez plus à la séance du',
  },
  encadreur: {
    join: 'Je serai là',
    coming: 'Vous serez là',
    leave: 'Je ne serai plus là',
    joined: 'C’est noté\u00a0: vous serez là à la séance du',
    left: 'C’est noté\u00a0: vous ne serez plus là à la séance du',
  },
};
