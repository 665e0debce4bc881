import type { Role } from './entities';

/**
 * Le programme des séances (issue 26): when and where the cours de soutien happen, for which
 * classes and subjects, with which tutors, and who comes. A séance is one occurrence; a weekly one
 * is published as its occurrences (« chaque samedi jusqu'au … »), each changed or cancelled on its
 * own. Times are Yaoundé's (Africa/Douala: UTC+1 all year, no summer time).
 */

export const SEANCE_TIME_ZONE = 'Africa/Douala';
/** Yaoundé's offset from UTC, in hours: the same all year. */
const DOUALA_OFFSET_HOURS = 1;

/** Who a séance is for: pupils and parents join (within its capacity); approved tutors say « Je serai là ». */
export type Attendance = 'participant' | 'encadreur';

export interface SeancePlace {
  /** « Salle paroissiale de Mvog-Ada ». */
  nom: string;
  /** An address or directions in words: « derrière l’église, 2e bâtiment ». */
  adresse: string;
}

export interface SeanceTutor {
  uid: string;
  nom: string;
}

export interface Seance {
  id: string;
  debut: Date;
  fin: Date;
  lieu: SeancePlace;
  classes: string[];
  matieres: string[];
  /** The approved tutors the responsable named. */
  encadreurs: SeanceTutor[];
  /** Most pupils and parents who may join; null: no limit. */
  capacite: number | null;
  note: string;
  /** The weekly series it belongs to (its first occurrence's id), or null. */
  serie: string | null;
  annulee: boolean;
  /** Why it was cancelled (shown with « Annulée »). */
  motif: string;
  /** Pupils and parents who said « Je participe ». */
  participants: number;
  /** Approved tutors who said « Je serai là ». */
  encadreursPresents: number;
  /** When its time, place or state last changed after it was published: news for who joined. */
  changeeLe: Date | null;
}

/** A member's « Je participe » / « Je serai là », as they and the responsables see it. */
export interface Participation {
  seanceId: string;
  uid: string;
  nom: string;
  role: Role;
  /** When the séance started, as it was when they joined (their list's order). */
  debut: Date;
  /** When they last saw its changes. */
  vuLe: Date | null;
}

/** What a responsable fills in to publish a séance (the form's own words, Yaoundé's time). */
export interface NewSeance {
  /** « 2026-12-05 ». */
  date: string;
  /** « 09:00 ». */
  heureDebut: string;
  heureFin: string;
  lieu: SeancePlace;
  classes: string[];
  matieres: string[];
  encadreurs: SeanceTutor[];
  capacite: number | null;
  note: string;
  /** « Chaque semaine jusqu'au » this date (included), or null for one séance. */
  repeterJusquau: string | null;
}

/** What may change on one occurrence. */
export type SeanceChange = Omit<NewSeance, 'repeterJusquau'>;

/** How many séances the programme lists (soonest first): 13 weeks of a weekly séance and more. */
export const PROGRAMME_SIZE = 20;

/**
 * How many of the séances a member joined their dashboard lists (soonest first): in Firestore,
 * each costs two reads (the participation and the séance), 24 in all, within the 25 of a screen.
 */
export const MY_SEANCES_SIZE = 12;

export const SEANCE_LIMITS = {
  placeName: 100,
  address: 300,
  note: 300,
  reason: 300,
  capacity: 500,
  /** A weekly séance is published for half a year at most. */
  occurrences: 26,
  /** Hours a séance may last. */
  hours: 12,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant of a day and an hour in Yaoundé; null when either is not one. */
export function instantOf(date: string, time: string): Date | null {
  const day = DATE.exec(date);
  const hour = TIME.exec(time);
  if (!day || !hour) return null;
  const [, y, m, d] = day.map(Number) as [number, number, number, number];
  const instant = new Date(Date.UTC(y, m - 1, d, Number(hour[1]) - DOUALA_OFFSET_HOURS, Number(hour[2])));
  // 2026-02-31 is not a day.
  return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d ? instant : null;
}

/** A day as the form writes it (« 2026-12-05 ») and an hour (« 09:00 »), in Yaoundé. */
export function yaoundeParts(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + DOUALA_OFFSET_HOURS * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The start of `now`'s day in Yaoundé: the séances of the day stay listed until it is over. */
export function dayStart(now: Date): Date {
  return instantOf(yaoundeParts(now).date, '00:00')!;
}

/** The days of a weekly séance: the first, then each week after, up to `until` (included), SEANCE_LIMITS.occurrences at most. */
export function weeklyDates(first: string, until: string | null): string[] {
  const start = instantOf(first, '12:00');
  if (!start) return [];
  const end = until ? instantOf(until, '12:00') : null;
  const days = [first];
  if (!end) return days;
  for (let week = 1; days.length < SEANCE_LIMITS.occurrences; week += 1) {
    const next = new Date(start.getTime() + week * 7 * 86_400_000);
    if (next > end) break;
    days.push(yaoundeParts(next).date);
  }
  return days;
}

/** What is wrong with a séance as filled in, by field, in French (empty: nothing). */
export function seanceErrors(input: NewSeance | SeanceChange, now: Date): Partial<Record<SeanceField, string>> {
  const errors: Partial<Record<SeanceField, string>> = {};
  const debut = instantOf(input.date, input.heureDebut);
  const fin = instantOf(input.date, input.heureFin);
  if (!instantOf(input.date, '12:00')) errors.date = 'Choisissez le jour de la séance.';
  else if (input.date < yaoundeParts(now).date) errors.date = 'Ce jour est passé\u00a0: choisissez un jour à venir.';
  if (!TIME.test(input.heureDebut)) errors.heureDebut = 'Donnez l’heure de début (par exemple 09:00).';
  else if (debut && debut < now && !errors.date) {
    errors.heureDebut = 'Cette heure est passée\u00a0: choisissez une heure à venir.';
  }
  if (!TIME.test(input.heureFin)) errors.heureFin = 'Donnez l’heure de fin (par exemple 12:00).';
  else if (debut && fin && (fin <= debut || fin.getTime() - debut.getTime() > SEANCE_LIMITS.hours * 3_600_000)) {
    errors.heureFin = `La séance finit après son début, et dure ${SEANCE_LIMITS.hours} heures au plus.`;
  }
  const place = input.lieu.nom.trim();
  if (!place || place.length > SEANCE_LIMITS.placeName) {
    errors.lieu = `Donnez le nom du lieu (${SEANCE_LIMITS.placeName} caractères au plus).`;
  }
  if (input.lieu.adresse.trim().length > SEANCE_LIMITS.address) {
    errors.adresse = `L’adresse tient en ${SEANCE_LIMITS.address} caractères au plus.`;
  }
  if (input.classes.length === 0) errors.classes = 'Cochez au moins une classe.';
  if (input.matieres.length === 0) errors.matieres = 'Cochez au moins une matière.';
  if (
    input.capacite !== null &&
    !(Number.isInteger(input.capacite) && input.capacite >= 1 && input.capacite <= SEANCE_LIMITS.capacity)
  ) {
    errors.capacite = `Une capacité est un nombre de 1 à ${SEANCE_LIMITS.capacity}, ou rien.`;
  }
  if (input.note.trim().length > SEANCE_LIMITS.note)
    errors.note = `La note tient en ${SEANCE_LIMITS.note} caractères au plus.`;
  if ('repeterJusquau' in input && input.repeterJusquau !== null) {
    const until = instantOf(input.repeterJusquau, '12:00');
    if (!until || (debut && until < debut)) errors.repeterJusquau = 'Choisissez une date de fin après le premier jour.';
  }
  return errors;
}

export type SeanceField =
  | 'date'
  | 'heureDebut'
  | 'heureFin'
  | 'lieu'
  | 'adresse'
  | 'classes'
  | 'matieres'
  | 'capacite'
  | 'note'
  | 'repeterJusquau';

/** Who comes as what: a pupil or a parent participates, a tutor is there. */
export function attendanceOf(role: Role): Attendance {
  return role === 'encadreur' ? 'encadreur' : 'participant';
}

export function isFull(seance: Pick<Seance, 'capacite' | 'participants'>): boolean {
  return seance.capacite !== null && seance.participants >= seance.capacite;
}

/** Places left, or null without a capacity. */
export function placesLeft(seance: Pick<Seance, 'capacite' | 'participants'>): number | null {
  return seance.capacite === null ? null : Math.max(0, seance.capacite - seance.participants);
}

/** Whether a séance is still to come (joining, leaving, changing it make sense). */
export function isUpcoming(seance: Pick<Seance, 'fin'>, now: Date): boolean {
  return seance.fin.getTime() > now.getTime();
}

/**
 * Whether a séance is open: to come and not cancelled (firestore.rules' seanceOpen). Only then do
 * members join or leave it and its counts move; afterwards they tell who came.
 */
export function isOpen(seance: Pick<Seance, 'fin' | 'annulee'>, now: Date): boolean {
  return !seance.annulee && isUpcoming(seance, now);
}

/** Whether a member who joined has not seen its last change yet. */
export function hasUnseenChange(seance: Seance, participation: Pick<Participation, 'vuLe'>): boolean {
  return seance.changeeLe !== null && (participation.vuLe === null || seance.changeeLe > participation.vuLe);
}
