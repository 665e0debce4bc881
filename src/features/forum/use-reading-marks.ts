import { useEffect, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import type { ReadingMarks } from '@/domain/following';
import { useBackendHandle } from '@/hooks/backend';

/**
 * The signed-in member's own reading marks, live: which questions they follow (issue 32: kept
 * there, never on the question). Null while signed out or before the backend answers; never loads
 * the backend itself (a member's session has). Firestore's SDK shares the listener with the count
 * beside « Mon Compte »: one document read for both.
 */
export function useReadingMarks(viewer: UserProfile | null): ReadingMarks | null {
  const { loaded } = useBackendHandle();
  const uid = viewer?.id ?? null;
  const [marks, setMarks] = useState<{ uid: string; marks: ReadingMarks } | null>(null);
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | undefined;
    let active = true;
    void loaded.then((backend) => {
      if (!active) return;
      stop = backend.following.subscribeMarks(
        uid,
        (current) => setMarks({ uid, marks: current }),
        (error) => console.error('Les questions suivies n’ont pas pu être lues :', error),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [loaded, uid]);
  return marks && marks.uid === uid ? marks.marks : null;
}
