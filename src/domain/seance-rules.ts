import { instantOf, SEANCE_LIMITS, TIME, yaoundeParts, type NewSeance, type SeanceChange } from './seances';

/*
 * What a responsable may publish (the form checks it as it is sent, the use case again before
 * writing) and what it stores: apart from the séance itself (seances.ts) and its reading
 * (seance-records.ts), which every screen that shows one imports, so that the home page's
 * « Prochaine séance » does not download the form's rules and messages.
 */

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

/**
 * What a séance stores of what the responsable filled in (checked first: seanceErrors), for the
 * day `date`; the store adds its counts and dates. Its words trimmed, its lists in order, once each.
 */
export function seanceFields(input: SeanceChange | NewSeance, date: string) {
  return {
    debut: instantOf(date, input.heureDebut)!,
    fin: instantOf(date, input.heureFin)!,
    lieu: { nom: input.lieu.nom.trim(), adresse: input.lieu.adresse.trim() },
    classes: [...new Set(input.classes)],
    matieres: [...new Set(input.matieres)],
    encadreurs: input.encadreurs.map(({ uid, nom }) => ({ uid, nom: nom.trim() })),
    capacite: input.capacite,
    note: input.note.trim(),
  };
}

export type SeanceFields = ReturnType<typeof seanceFields>;

/** What a séance stores when published: its fields, its series, nothing cancelled, nobody yet. */
export function newSeanceRecord(fields: SeanceFields, serie: string | null) {
  return {
    ...fields,
    serie,
    annulee: false,
    motif: '',
    participants: 0,
    encadreursPresents: 0,
    changeeLe: null,
  };
}
