import { SEANCE_TIME_ZONE, yaoundeParts, type Seance } from '@/domain/seances';
import { listText } from '@/lib/seance-text';

/*
 * A séance as an iCalendar file (RFC 5545), made in the browser for « Ajouter à mon agenda »: one
 * VEVENT in Yaoundé's time (TZID=Africa/Douala, with its VTIMEZONE: UTC+01:00 all year), lines
 * ended by CRLF and folded at 75 octets, texts escaped. The same UID each time, and a SEQUENCE
 * that grows with each change: a calendar that imports the file again updates the event (or marks
 * it cancelled) rather than adding a second one.
 */

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (CRLF then a space), never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
      // The space that starts a continuation line counts.
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** « 20261205T090000 »: Yaoundé's wall-clock time, for TZID=Africa/Douala. */
function localStamp(instant: Date): string {
  const { date, time } = yaoundeParts(instant);
  return `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
}

/** « 20261205T080000Z ». */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Africa/Douala: West Africa Time, UTC+01:00, no summer time. */
const DOUALA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${SEANCE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** What the event's description says: the cancellation, the subjects, the tutors, the note, the programme. */
function description(seance: Seance, programmeUrl: string): string {
  const lines = [
    seance.annulee ? `Annulée\u00a0: ${seance.motif}` : '',
    seance.matieres.length > 0 ? `Matières\u00a0: ${listText(seance.matieres)}` : '',
    seance.encadreurs.length > 0 ? `Encadreurs\u00a0: ${listText(seance.encadreurs.map((tutor) => tutor.nom))}` : '',
    seance.note.trim(),
    `Programme des séances\u00a0: ${programmeUrl}`,
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * The .ics file of one séance. `programmeUrl` is the site's /Programme (the event's URL, and the
 * description's last line); `now` its DTSTAMP.
 */
export function seanceCalendar(seance: Seance, programmeUrl: string, now: Date): string {
  const host = new URL(programmeUrl).host;
  const place = [seance.lieu.nom.trim(), seance.lieu.adresse.trim()].filter(Boolean).join(', ');
  const classes = listText(seance.classes);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Commission des Études//Programme des séances//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...DOUALA_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:seance-${seance.id}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${SEANCE_TIME_ZONE}:${localStamp(seance.debut)}`,
    `DTEND;TZID=${SEANCE_TIME_ZONE}:${localStamp(seance.fin)}`,
    // Seconds since 1970 of its last change: each change a greater sequence, until 2038.
    `SEQUENCE:${seance.changeeLe ? Math.floor(seance.changeeLe.getTime() / 1000) : 0}`,
    ...(seance.changeeLe ? [`LAST-MODIFIED:${utcStamp(seance.changeeLe)}`] : []),
    `SUMMARY:${escapeText(classes ? `Cours de soutien — ${classes}` : 'Cours de soutien')}`,
    `LOCATION:${escapeText(place)}`,
    `DESCRIPTION:${escapeText(description(seance, programmeUrl))}`,
    `URL:${programmeUrl}`,
    `STATUS:${seance.annulee ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** « seance-2026-12-05.ics »: the day of the séance, in Yaoundé. */
export function calendarFileName(seance: Pick<Seance, 'debut'>): string {
  return `seance-${yaoundeParts(seance.debut).date}.ics`;
}
