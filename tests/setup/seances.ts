import type { Backend } from '@/backend/types';
import { yaoundeParts, type NewSeance, type SeanceChange } from '@/domain/seances';
import { otherPeople } from './people';
import { signedIn } from './test-backend';

/** « 2026-12-05 »: the day `days` from today, in Yaoundé. */
export function dayFromNow(days: number): string {
  return yaoundeParts(new Date(Date.now() + days * 86_400_000)).date;
}

/** A séance as a responsable fills it in: a week from today, 9 h – 12 h, unless told otherwise. */
export function newSeance(change: Partial<NewSeance> = {}): NewSeance {
  return {
    date: dayFromNow(7),
    heureDebut: '09:00',
    heureFin: '12:00',
    lieu: { nom: 'Salle paroissiale de Mvog-Ada', adresse: 'Derrière l’église, 2e bâtiment' },
    classes: ['3e', '2nde'],
    matieres: ['Mathématiques', 'Physique-Chimie'],
    encadreurs: [{ uid: 'tutor-1', nom: 'Sylvie Eba' }],
    capacite: null,
    note: '',
    repeterJusquau: null,
    ...change,
  };
}

/**
 * A responsable's tab of the local database `databaseName` (Claire Ondoa, made responsable the
 * local demonstration's way), to publish, change and cancel séances as the Espace responsable does.
 */
export async function responsableTab(tab: Backend): Promise<{
  publish: (change?: Partial<NewSeance>) => Promise<string>;
  change: (id: string, change: SeanceChange) => Promise<void>;
  cancel: (id: string, motif: string) => Promise<void>;
}> {
  await signedIn(tab, otherPeople.responsable);
  await tab.demo!.setResponsable(true);
  return {
    publish: async (change) => (await tab.seances.publish(newSeance(change)))[0]!,
    change: (id, change) => tab.seances.change(id, change),
    cancel: (id, motif) => tab.seances.cancel(id, motif),
  };
}
