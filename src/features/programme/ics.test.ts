import { describe, expect, it } from 'vitest';
import { instantOf, type Seance } from '@/domain/seances';
import { calendarFileName, escapeText, foldLine, seanceCalendar } from './ics';

const URL_PROGRAMME = 'https://commission.example/Programme';
const NOW = new Date('2026-11-20T10:15:30.123Z');

function seance(change: Partial<Seance> = {}): Seance {
  return {
    id: 'abc123',
    debut: instantOf('2026-12-05', '09:00')!,
    fin: instantOf('2026-12-05', '12:30')!,
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église, 2e bâtiment' },
    classes: ['3e', '2nde'],
    matieres: ['Mathématiques', 'Physique-Chimie'],
    encadreurs: [
      { uid: 't1', nom: 'Sylvie Eba' },
      { uid: 't2', nom: 'Paul Essomba' },
    ],
    capacite: 20,
    note: 'Apportez vos cahiers; une calculatrice\\si possible.',
    serie: null,
    annulee: false,
    motif: '',
    participants: 3,
    encadreursPresents: 1,
    changeeLe: null,
    ...change,
  };
}

const octets = (text: string) => new TextEncoder().encode(text).length;
/** The content lines as a reader unfolds them (RFC 5545 §3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics file of a séance', () => {
  const ics = seanceCalendar(seance(), URL_PROGRAMME, NOW);
  const lines = unfolded(ics);

  it('is one VEVENT in a VCALENDAR, with CRLF line endings', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((line) => line.startsWith('PRODID:'))).toBeTruthy();
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
  });

  it('folds every line at 75 octets, never inside a character', () => {
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) expect(octets(line), line).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
  });

  it('gives Yaoundé’s times with TZID=Africa/Douala, and the zone: UTC+01:00 all year', () => {
    expect(lines).toContain('DTSTART;TZID=Africa/Douala:20261205T090000');
    expect(lines).toContain('DTEND;TZID=Africa/Douala:20261205T123000');
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual(
      expect.arrayContaining(['TZID:Africa/Douala', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0100', 'BEGIN:STANDARD']),
    );
    expect(zone).not.toContain('BEGIN:DAYLIGHT');
  });

  it('has a stable UID, a DTSTAMP in UTC, and confirmed status', () => {
    expect(lines).toContain('UID:seance-abc123@commission.example');
    expect(lines).toContain('DTSTAMP:20261120T101530Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`URL:${URL_PROGRAMME}`);
  });

  it('says what, where and with whom in French, its texts escaped', () => {
    expect(lines).toContain('SUMMARY:Cours de soutien — 3e\\, 2nde');
    expect(lines).toContain('LOCATION:Salle paroissiale de Mvog-Ada\\, Derrière l’église\\, 2e bâtiment');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Matières\u00a0: Mathématiques\\, Physique-Chimie\\n');
    expect(description).toContain('Encadreurs\u00a0: Sylvie Eba\\, Paul Essomba\\n');
    expect(description).toContain('Apportez vos cahiers\\; une calculatrice\\\\si possible.\\n');
    expect(description).toContain(`Programme des séances\u00a0: ${URL_PROGRAMME}`);
  });

  it('marks a cancelled séance CANCELLED, with its reason, in a later sequence', () => {
    const changed = new Date('2026-11-25T08:00:00Z');
    const cancelled = unfolded(
      seanceCalendar(seance({ annulee: true, motif: 'Salle indisponible', changeeLe: changed }), URL_PROGRAMME, NOW),
    );
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled.find((line) => line.startsWith('DESCRIPTION:'))).toContain('Annulée\u00a0: Salle indisponible');
    const sequence = (list: string[]) => Number(list.find((line) => line.startsWith('SEQUENCE:'))!.slice(9));
    expect(sequence(cancelled)).toBeGreaterThan(sequence(lines));
    expect(cancelled).toContain('LAST-MODIFIED:20261125T080000Z');
  });

  it('is named after the séance’s day in Yaoundé', () => {
    expect(calendarFileName(seance())).toBe('seance-2026-12-05.ics');
    // 23:30 UTC is already half past midnight, the next day, in Yaoundé.
    expect(calendarFileName({ debut: new Date('2026-12-05T23:30:00Z') })).toBe('seance-2026-12-06.ics');
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a long line into lines of 75 octets, a space opening each continuation', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, at) => (at === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:ok')).toBe('SHORT:ok');
  });
});
