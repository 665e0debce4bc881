import { useEffect, useState } from 'react';
import type { PublicTutor } from '@/domain/entities';
import { afterFirstPaint } from '@/hooks/after-first-paint';
import { useBackendHandle } from '@/hooks/backend';
import type { LiveList } from '@/hooks/live-list';

/**
 * The tutor accounts a responsable approved, for the directory. Never suspends: the page shows
 * the commission's own list at once, and these join it once read (after the first paint).
 */
export function usePublicTutors(): LiveList<PublicTutor> {
  const { loadPublic } = useBackendHandle();
  const [state, setState] = useState<LiveList<PublicTutor>>({ status: 'loading', items: [] });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const cancel = afterFirstPaint(() => {
      loadPublic().then(
        ({ directory }) => {
          if (!active) return;
          stop = directory.subscribe(
            (items) => setState({ status: 'ready', items }),
            (error) => setState((current) => ({ status: 'error', items: current.items, error })),
          );
        },
        (error: unknown) => {
          console.error('L’annuaire n’a pas pu être chargé :', error);
          if (active) setState((current) => ({ ...current, status: 'ready' }));
        },
      );
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, [loadPublic]);

  return state;
}
