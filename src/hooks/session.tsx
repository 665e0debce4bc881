import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserProfile } from '@/backend/types';
import { useBackendPromise } from './backend';

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: UserProfile };

const LOADING: Session = { status: 'loading', user: null };
const SIGNED_OUT: Session = { status: 'signed-out', user: null };

const SessionContext = createContext<Session | null>(null);

/** Follows the backend's session stream once, for the whole app. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const backendPromise = useBackendPromise();
  const [session, setSession] = useState<Session>(LOADING);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    backendPromise.then(
      (backend) => {
        if (!active) return;
        stop = backend.auth.subscribe((user) => setSession(user ? { status: 'signed-in', user } : SIGNED_OUT));
      },
      (error: unknown) => {
        console.error('Le service de comptes n’a pas pu démarrer :', error);
        if (active) setSession(SIGNED_OUT);
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [backendPromise]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current session: loading until the backend says, then signed out or signed in with the profile. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
