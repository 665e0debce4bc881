import { useCallback, useMemo } from 'react';
import type { PublicTutor } from '@/domain/entities';
import type { NewSeance, Participation, Seance, SeanceChange } from '@/domain/seances';
import { useBackend } from '@/hooks/backend';
import { useLiveList, type LiveList, type Subscribe } from '@/hooks/live-list';

/*
 * The « Séances » tab's reads and commands. Each list is read only while the tab (or the
 * participants' disclosure) is shown: the programme is one read per séance, PROGRAMME_SIZE at most.
 */

/** The séances to come (and those cancelled, until their day is over), soonest first, live. */
export function useUpcomingSeances() {
  const { seances } = useBackend();
  const subscribe = useCallback<Subscribe<Seance>>(
    (onChange, onError) => seances.subscribeUpcoming(onChange, onError),
    [seances],
  );
  return useLiveList(subscribe, 'Le programme des séances n’a pas pu être lu :');
}

export type ApprovedTutors = LiveList<PublicTutor>;

/** The approved tutors, whom a séance may name. */
export function useApprovedTutors(): ApprovedTutors {
  const { directory } = useBackend();
  const subscribe = useCallback<Subscribe<PublicTutor>>(
    (onChange, onError) => directory.subscribe(onChange, onError),
    [directory],
  );
  return useLiveList(subscribe, 'Les encadreurs validés n’ont pas pu être lus :');
}

/** Who comes to the séance `id`, live (responsables only). */
export function useParticipants(id: string) {
  const { seances } = useBackend();
  const subscribe = useCallback<Subscribe<Participation>>(
    (onChange, onError) => seances.subscribeParticipants(id, onChange, onError),
    [seances, id],
  );
  return useLiveList(subscribe, 'Les participants de la séance n’ont pas pu être lus :');
}

/** What a responsable does to the programme. */
export function useSeanceCommands() {
  const { seances } = useBackend();
  return useMemo(
    () => ({
      publish: (seance: NewSeance) => seances.publish(seance),
      change: (id: string, change: SeanceChange) => seances.change(id, change),
      cancel: (id: string, motif: string) => seances.cancel(id, motif),
    }),
    [seances],
  );
}
