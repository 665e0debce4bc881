import { list, text, textOrNull, toDate, type Data } from './record-values';
import type { Seance, SeanceTutor } from './seances';

/**
 * A tolerant reader of the programme's stored séances (`seances/{id}`), shared by both adapters
 * and the visitors' REST reader (a member's participations: participation-records.ts; what a new
 * or changed séance stores: seance-rules.ts).
 */

function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function readTutor(value: unknown): SeanceTutor | null {
  if (!value || typeof value !== 'object') return null;
  const data = value as Data;
  const uid = text(data.uid);
  return uid ? { uid, nom: text(data.nom) } : null;
}

export function dateOrNull(value: unknown): Date | null {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function readSeance(id: string, data: Data): Seance {
  const lieu = (data.lieu && typeof data.lieu === 'object' ? data.lieu : {}) as Data;
  const capacity = data.capacite;
  return {
    id,
    debut: toDate(data.debut),
    fin: toDate(data.fin),
    lieu: { nom: text(lieu.nom), adresse: text(lieu.adresse) },
    classes: strings(data.classes),
    matieres: strings(data.matieres),
    encadreurs: list(data.encadreurs, readTutor),
    capacite: typeof capacity === 'number' && Number.isInteger(capacity) && capacity > 0 ? capacity : null,
    note: text(data.note),
    serie: textOrNull(data.serie),
    annulee: data.annulee === true,
    motif: text(data.motif),
    participants: count(data.participants),
    encadreursPresents: count(data.encadreursPresents),
    changeeLe: dateOrNull(data.changeeLe),
  };
}
