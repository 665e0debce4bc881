import { useEffect, useState } from 'react';
import type { UserProfile } from '@/domain/entities';
import type { ChildOverview, FamilyLink } from '@/domain/families';
import { useBackend } from '@/hooks/backend';

export type LinksState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: FamilyLink[] };

/** The member's family links (asked, to confirm, made), live. */
export function useFamilyLinks(user: UserProfile): LinksState {
  const { families } = useBackend();
  const [state, setState] = useState<LinksState>({ status: 'loading' });
  useEffect(
    () =>
      families.subscribeLinks(
        user.id,
        (items) => setState({ status: 'ready', items }),
        (error) => {
          console.error('Liaisons non lues :', error);
          setState({ status: 'error' });
        },
      ),
    [families, user.id],
  );
  return state;
}

export type ChildState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; overview: ChildOverview };

/** What concerns one linked child (« Mes enfants »), live. */
export function useChild(childId: string): ChildState {
  const { families } = useBackend();
  const [state, setState] = useState<ChildState>({ status: 'loading' });
  useEffect(
    () =>
      families.subscribeChild(
        childId,
        (overview) => setState({ status: 'ready', overview }),
        (error) => {
          console.error('Ce qui concerne l’enfant n’a pas pu être lu :', error);
          setState({ status: 'error' });
        },
      ),
    [families, childId],
  );
  return state;
}
