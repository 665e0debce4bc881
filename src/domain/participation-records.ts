import { isRole } from './entities';
import { text, toDate, type Data } from './record-values';
import { dateOrNull } from './seance-records';
import type { Participation } from './seances';

/** A tolerant reader of `seances/{id}/participants/{uid}`, shared by both adapters. */
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
