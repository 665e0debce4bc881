import { CLASSES } from '@/domain/classes';
import type { PublicTutor } from '@/domain/entities';
import type { SeanceField } from '@/domain/seance-rules';
import type { NewSeance, Seance, SeanceTutor } from '@/domain/seances';
import { yaoundeParts } from '@/domain/seances';
import {} from '@/domain/seance-rules';
import { SUBJECT_LABELS } from '@/domain/subjects';
import { fullName } from '@/domain/text';

/**
 * What the séance form holds, as typed (strings and ticks), and how it becomes what the backend
 * takes: a NewSeance to publish, or the change of one occurrence (without the weekly repeat).
 */
export interface SeanceFormValues {
  date: string;
  heureDebut: string;
  heureFin: string;
  lieu: string;
  adresse: string;
  classes: string[];
  matieres: string[];
  /** The uids of the tutors ticked. */
  encadreurs: string[];
  /** As typed: empty for no limit. */
  capacite: string;
  note: string;
  repeter: boolean;
  jusquau: string;
}

/** A tutor the form offers: « Paul Essomba », and what they teach. */
export interface TutorChoice extends SeanceTutor {
  matiere: string;
}

export const EMPTY_SEANCE: SeanceFormValues = {
  date: '',
  heureDebut: '09:00',
  heureFin: '12:00',
  lieu: '',
  adresse: '',
  classes: [],
  matieres: [],
  encadreurs: [],
  capacite: '',
  note: '',
  repeter: false,
  jusquau: '',
};

/** The form of one séance, as it stands (its day and hours in Yaoundé). */
export function valuesOf(seance: Seance): SeanceFormValues {
  const start = yaoundeParts(seance.debut);
  return {
    ...EMPTY_SEANCE,
    date: start.date,
    heureDebut: start.time,
    heureFin: yaoundeParts(seance.fin).time,
    lieu: seance.lieu.nom,
    adresse: seance.lieu.adresse,
    classes: [...seance.classes],
    matieres: [...seance.matieres],
    encadreurs: seance.encadreurs.map((tutor) => tutor.uid),
    capacite: seance.capacite === null ? '' : String(seance.capacite),
    note: seance.note,
  };
}

/**
 * The tutors to choose from: the approved ones, by name, and those a séance names already (one
 * suspended since stays ticked, under the name it was published with).
 */
export function tutorChoices(approved: readonly PublicTutor[], named: readonly SeanceTutor[] = []): TutorChoice[] {
  const choices = new Map<string, TutorChoice>();
  for (const tutor of named) choices.set(tutor.uid, { uid: tutor.uid, nom: tutor.nom, matiere: '' });
  for (const tutor of approved)
    choices.set(tutor.uid, { uid: tutor.uid, nom: fullName(tutor), matiere: tutor.matiere });
  return [...choices.values()].sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
}

/** A number typed, or null when nothing was (NaN for anything else: the domain refuses it). */
function capacityOf(typed: string): number | null {
  const text = typed.trim();
  return text === '' ? null : Number(text);
}

/** The ticked items in the form's order (any the form no longer lists after them). */
function inOrder(listed: readonly string[], ticked: readonly string[]): string[] {
  return [...listed.filter((item) => ticked.includes(item)), ...ticked.filter((item) => !listed.includes(item))];
}

/** What the backend takes; `repeat` false (a change) leaves the weekly repeat out. */
export function seanceInput(values: SeanceFormValues, tutors: readonly TutorChoice[], repeat: boolean): NewSeance {
  return {
    date: values.date,
    heureDebut: values.heureDebut,
    heureFin: values.heureFin,
    lieu: { nom: values.lieu, adresse: values.adresse },
    // In the order the form lists them, whatever the order they were ticked in.
    classes: inOrder(CLASSES, values.classes),
    matieres: inOrder(SUBJECT_LABELS, values.matieres),
    encadreurs: tutors.filter((tutor) => values.encadreurs.includes(tutor.uid)).map(({ uid, nom }) => ({ uid, nom })),
    capacite: capacityOf(values.capacite),
    note: values.note,
    repeterJusquau: repeat && values.repeter ? values.jusquau : null,
  };
}

/** The fields in the order the form shows them: the first one wrong gets the focus. */
export const FIELD_ORDER: readonly SeanceField[] = [
  'date',
  'heureDebut',
  'heureFin',
  'lieu',
  'adresse',
  'classes',
  'matieres',
  'capacite',
  'note',
  'repeterJusquau',
];
