import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { showSessionOnPage } from '@/backend/session-hint';
import type { UserProfile } from '@/domain/entities';
import { afterFirstPaint } from './after-first-paint';
import { useBackendHandle } from './backend';
import { forgetLateRefusals } from './late-writes';

export type Session =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: UserProfile };

const LOADING: Session = { status: 'loading', user: null };
const SIGNED_OUT: Session = { status: 'signed-out', user: null };

/** After the backend's own tries (hooks/backend.tsx), the session tries again after 5 s, 10 s… up to every minute. */
const SESSION_RETRY_MS = 5_000;
const SESSION_RETRY_MAX_MS = 60_000;

const SessionContext = createContext<Session | null>(null);

/**
 * Follows the backend's session stream once, for the whole app. A visitor with no trace of a
 * session is signed out at once, and the backend is not loaded for them (a screen that needs it
 * loads it; the session then follows it). When a session may exist, the backend loads after the
 * first paint, so content shows first.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { load, loaded, maySignedIn } = useBackendHandle();
  const [session, setSession] = useState<Session>(LOADING);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelLoad: (() => void) | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    let failures = 0;
    // The session may exist but its service did not download (the network dropped): the member is
    // not signed out, the session stays « loading » and is tried again, sooner if the network returns.
    const tryLoad = () => {
      window.removeEventListener('online', tryLoad);
      clearTimeout(again);
      load().catch((error: unknown) => {
        if (!active) return;
        console.error('Le service de comptes n’a pas pu démarrer :', error);
        failures += 1;
        again = setTimeout(tryLoad, Math.min(SESSION_RETRY_MS * 2 ** (failures - 1), SESSION_RETRY_MAX_MS));
        window.addEventListener('online', tryLoad);
      });
    };
    void loaded.then((backend) => {
      if (!active) return;
      stop = backend.auth.subscribe((user) => setSession(user ? { status: 'signed-in', user } : SIGNED_OUT));
    });
    maySignedIn().then(
      (maybe) => {
        if (!active) return;
        if (maybe) cancelLoad = afterFirstPaint(tryLoad);
        // A visitor's page re-renders from « loading » to « signed-out » (the directory's cards, the
        // bar): in slices React interrupts for input, not one long task after the paint (issue 34).
        else startTransition(() => setSession((current) => (current.status === 'loading' ? SIGNED_OUT : current)));
      },
      () => {
        if (active) cancelLoad = afterFirstPaint(tryLoad);
      },
    );
    return () => {
      active = false;
      stop?.();
      cancelLoad?.();
      clearTimeout(again);
      window.removeEventListener('online', tryLoad);
    };
  }, [load, loaded, maySignedIn]);

  useEffect(() => {
    if (session.status !== 'loading') showSessionOnPage(session.status === 'signed-in');
  }, [session.status]);

  // A member leaves (« Se déconnecter », here or in another tab of a remembered session), or another
  // takes their place: what this tab kept of their words goes with them (a phone is shared).
  const member = useRef<string | null>(null);
  const memberId = session.user?.id ?? null;
  useEffect(() => {
    if (session.status === 'loading') return;
    if (member.current !== null && member.current !== memberId) {
      // Drafts in their own small chunk (the forms' too): nothing of them in a visitor's first visit.
      void import('@/lib/drafts').then(({ forgetDrafts }) => forgetDrafts());
      forgetLateRefusals();
    }
    member.current = memberId;
  }, [session.status, memberId]);

  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The current session: loading until the backend says, then signed out or signed in with the profile. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
