import type { Seance } from '@/domain/seances';
import { SEANCE_TIME_ZONE } from '@/domain/seances';

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

/** « 2 encadreurs seront là », « 1 encadreur sera là ». */
export function tutorsComingText(count: number): string {
  return count > 1 ? `${count}\u00a0encadreurs seront là` : `${count}\u00a0encadreur sera là`;
}

/** « 4 places restantes », « 1 place restante », « Complet ». */
export function placesText(left: number): string {
  if (left <= 0) return 'Complet';
  return `${left}\u00a0place${left > 1 ? 's' : ''} restante${left > 1 ? 's' : ''}`;
}
