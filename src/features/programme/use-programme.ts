import { useEffect, useRef, useState } from 'react';
import type { Unsubscribe } from '@/backend/types';
import type { UserProfile } from '@/domain/entities';
import { BackendError, errorCode } from '@/domain/errors';
import type { Participation, Seance } from '@/domain/seances';
import { afterFirstPaint } from '@/hooks/after-first-paint';
import { useBackendHandle } from '@/hooks/backend';
import type { LiveList } from '@/hooks/live-list';
import { useSession } from '@/hooks/session';

const asBackendError = (error: unknown) =>
  error instanceof BackendError ? error : new BackendError(errorCode(error), String(error), { cause: error });

type Follow<T> = (onChange: (items: T[]) => void, onError: (error: BackendError) => void) => Unsubscribe;

const LOADING = { status: 'loading', items: [] } as const;

/**
 * A list followed once `reader` resolves, after the first paint. `key` names the source: a new
 * key is a new subscription, null waits. `keep`: what another source gave stays shown meanwhile
 * (the same public programme, read by a visitor then by a member), else the list starts loading.
 */
function useFollowed<T>(
  key: string | null,
  reader: () => Promise<Follow<T>>,
  failure: string,
  keep: boolean,
): LiveList<T> {
  const [state, setState] = useState<{ key: string | null; list: LiveList<T> }>({ key: null, list: LOADING });
  const latest = useRef(reader);
  useEffect(() => {
    latest.current = reader;
  });
  useEffect(() => {
    if (key === null) return;
    let stop: Unsubscribe | undefined;
    let active = true;
    const fail = (error: unknown) => {
      console.error(failure, error);
      if (!active) return;
      setState((current) => ({
        key,
        list: { status: 'error', items: current.list.items, error: asBackendError(error) },
      }));
    };
    const cancel = afterFirstPaint(() => {
      latest.current().then((follow) => {
        if (active) stop = follow((items) => setState({ key, list: { status: 'ready', items } }), fail);
      }, fail);
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [key, failure]);
  return state.key === key || keep ? state.list : LOADING;
}

/**
 * The séances to come, soonest first. A visitor reads them through the light public reader (in
 * Firebase mode over REST, without the SDK), once; a signed-in member follows them live through
 * the backend (the counts rise as others join). Read after the first paint; while the session is
 * being restored, nothing is read yet (the screens show their placeholder).
 */
export function useProgramme(): LiveList<Seance> {
  const { status } = useSession();
  const { load, loadPublic } = useBackendHandle();
  const key = status === 'loading' ? null : status;
  return useFollowed<Seance>(
    key,
    async () => {
      const reader = key === 'signed-in' ? (await load()).seances : (await loadPublic()).programme;
      return (onChange, onError) => reader.subscribeUpcoming(onChange, onError);
    },
    'Le programme des séances n’a pas pu être chargé :',
    true,
  );
}

export interface MySeance {
  seance: Seance;
  participation: Participation;
}

/** The séances `user` said they come to, soonest first, live (nothing is read without a member). */
export function useMySeances(user: UserProfile | null): LiveList<MySeance> {
  const { load } = useBackendHandle();
  const uid = user?.id ?? null;
  return useFollowed<MySeance>(
    uid,
    async () => {
      const { seances } = await load();
      return (onChange, onError) => seances.subscribeMine(uid!, onChange, onError);
    },
    'Vos séances n’ont pas pu être chargées :',
    false,
  );
}
