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
export const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

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
/**
 * « Quoi de neuf » looks for a séance's change among the séances changed in this many days (and
 * at most SEANCE_NEWS_MAX of them, the latest): a member who has not looked for longer finds it
 * in « Mes séances », marked « Modifiée ».
 */
export const SEANCE_NEWS_DAYS = 14;
export const SEANCE_NEWS_MAX = 5;

export function hasUnseenChange(seance: Seance, participation: Pick<Participation, 'vuLe'>): boolean {
  return seance.changeeLe !== null && (participation.vuLe === null || seance.changeeLe > participation.vuLe);
}
