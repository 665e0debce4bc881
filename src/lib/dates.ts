/** Dates as a French reader expects them; 'Date invalide' when there is no valid date (spec §8). */

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

function valid(date: Date | string | number): Date | null {
  const value = date instanceof Date ? date : new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** "14 octobre 2024" */
export function formatDay(date: Date | string | number): string {
  const value = valid(date);
  return value ? dayFormat.format(value) : 'Date invalide';
}

/** "14 octobre 2024 à 09:30" */
export function formatDateTime(date: Date | string | number): string {
  const value = valid(date);
  return value ? dateTimeFormat.format(value) : 'Date invalide';
}

/** The value of a <time dateTime> attribute, or undefined for an invalid date. */
export function isoDay(date: Date | string | number): string | undefined {
  return valid(date)?.toISOString().slice(0, 10);
}

const historyMonthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const historyDayFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date of the history as precise as it is known: « 10 juillet 2010 », « octobre 2011 » or
 * « 2013 ». The value is a valid `dateTime` for <time> as it is.
 */
export function formatHistoryDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || Number.isNaN(year)) return iso;
  if (month === undefined) return String(year);
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  const label = day === undefined ? historyMonthFormat.format(date) : historyDayFormat.format(date);
  // « 1 juillet » is written « 1er juillet » in French.
  return label.replace(/^1 /u, '1er ');
}
