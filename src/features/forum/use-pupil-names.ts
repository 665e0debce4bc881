import { useEffect, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import type { PupilNames } from '@/domain/minors';
import { useBackendHandle } from '@/hooks/backend';

/**
 * The pupils' full names and classes, live, for a signed-in member (issue 33): the forums name a
 * pupil « Awa N. » without class to the public, and members see them as the spec does, these put
 * back (withPupilNames, domain/minors.ts). One record, read once per screen. `names` is null for a
 * visitor, who never downloads it (the rules refuse it anyway), and when it cannot be read (the
 * public names stay); `settled` says whether a member's first answer came, so that a screen need
 * not show « Awa N. » then « Awa Ngono ». Never loads the backend itself (a member's session has).
 */
export function usePupilNames(viewer: UserProfile | null): { names: PupilNames | null; settled: boolean } {
  const { loaded } = useBackendHandle();
  const uid = viewer?.id ?? null;
  const [read, setRead] = useState<{ uid: string; names: PupilNames | null } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let active = true;
    void loaded.then((backend) => {
      if (!active) return;
      stop = backend.users.subscribePupilNames(
        (current) => setRead({ uid, names: current }),
        (error) => {
          // The public names stay: « Awa N. » is right for anyone.
          console.error('Les noms des élèves n’ont pas pu être lus :', error);
          setRead((known) => (known?.uid === uid ? known : { uid, names: null }));
        },
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, uid]);
  if (!uid) return { names: null, settled: true };
  return read?.uid === uid ? { names: read.names, settled: true } : { names: null, settled: false };
}
