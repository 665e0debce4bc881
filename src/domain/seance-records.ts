import { isRole } from './entities';
import { list, text, textOrNull, toDate, type Data } from './record-values';
import type { Participation, Seance, SeanceTutor } from './seances';

/**
 * Tolerant readers of the programme's stored documents (`seances/{id}`, and its
 * `participants/{uid}`), shared by both adapters (what a new or changed séance stores:
 * seance-rules.ts).
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

function dateOrNull(value: unknown): Date | null {
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

export function readParticipation(seanceId: string, data: Data): Participation {
  return {
    seanceId,
    uid: text(data.uid),
    nom: text(data.nom).trim() || 'Anonyme',
    role: isRole(data.role) ? data.role : 'eleve',
    debut: toDate(data.debut),
    vuLe: dateOrNull(data.vuLe),
  };
}
