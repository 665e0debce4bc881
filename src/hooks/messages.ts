import { useEffect, useState } from 'react';
import type { BackendError, Message } from '@/backend/types';
import { useBackend } from './backend';

export type InboxState =
  | { status: 'loading'; messages: readonly Message[] }
  | { status: 'ready'; messages: readonly Message[] }
  | { status: 'error'; messages: readonly Message[]; error: BackendError };

const LOADING: InboxState = { status: 'loading', messages: [] };

/**
 * The messages `uid` has received, newest first, kept up to date live. A failure keeps the
 * messages already shown and says so. Suspends while the backend loads.
 */
export function useInbox(uid: string): InboxState {
  const backend = useBackend();
  const [state, setState] = useState<InboxState>(LOADING);

  // A new uid means a new screen (the dashboard is keyed by its member): no reset needed here.
  useEffect(() => {
    return backend.messages.subscribeInbox(
      uid,
      (messages) => setState({ status: 'ready', messages }),
      (error) => {
        console.error('La boîte de réception n’a pas pu être lue :', error);
        setState((current) => ({ status: 'error', messages: current.messages, error }));
      },
    );
  }, [backend, uid]);

  return state;
}
