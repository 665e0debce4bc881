import { Suspense, lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { APP_LIVE } from '@/early-input';
import { useBackendLoaded, useBackendRetry } from '@/hooks/backend';
import { useSession } from '@/hooks/session';
import { ErrorPage } from '../pages/error-page';
import { Footer } from './footer';
import { LocalModeBanner } from './local-mode-banner';
import { Navbar } from './navbar';
import { OfflineBanner } from './offline-banner';

// Writes refused after the network came back, and writes still waiting for the server: they exist
// only once the backend is here, and so do their notices (not worth a visitor's first paint).
const LateRefusalsNotice = lazy(() => import('./late-refusals-notice'));
const PendingWritesNotice = lazy(() =>
  import('./pending-writes-notice').then((m) => ({ default: m.PendingWritesNotice })),
);
// The service worker's registration and its « new version » notice: nothing to show at first paint.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));
// Only a member whose address is unconfirmed sees it (with the account's messages and commands).
const VerifyEmailBanner = lazy(() => import('./verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));
// Only a member who has not accepted the current texts of their role sees it (issue 33); it checks
// that itself, so that no page's first paint carries the texts' versions.
const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));

let live = false;

/**
 * Says the page is live, once, so that clicks and keys held while React adopted the prerendered
 * HTML are replayed (src/early-input.ts). It sits beside the page, inside its Suspense boundary:
 * React adopts that boundary in a pass of its own, after the bar and the footer, and a key
 * replayed before would reach a page that does not listen yet. The error page, in its place when
 * the page fails, says it too: held clicks must never wait for ever.
 */
function PageLive() {
  useEffect(() => {
    if (live) return;
    live = true;
    window.dispatchEvent(new Event(APP_LIVE));
  }, []);
  return null;
}

/**
 * Every page: the navigation bar, the page itself (loaded on demand), the footer.
 * A new page opens scrolled to the top (Back and Forward leave the browser to restore where the
 * reader was), and focus moves to it so keyboard and screen-reader users start there.
 * A page that fails shows the French error page in place, with the navigation still usable.
 * A banner says when the browser is offline (and when the network comes back); a notice, when
 * a new version of the site is ready (the service worker, production builds only).
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const shownPath = useRef(pathname);
  const retryBackend = useBackendRetry();
  const session = useSession();
  const backendLoaded = useBackendLoaded();
  const unverified = session.status === 'signed-in' && !session.user.emailVerifie;

  // Only a change of page scrolls: a filter written to the query (?matiere=math) keeps the reader's place.
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Aller au contenu
      </a>
      <Navbar />
      {/* At least a screen tall: the footer always starts below the fold, so it never jumps into
          view when a page's chunk arrives, short page or long (Lighthouse's CLS). */}
      <main id="contenu" ref={main} tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        <LocalModeBanner />
        {unverified ? (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        ) : null}
        {session.status === 'signed-in' ? (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <ConsentBanner />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <OfflineBanner />
        {backendLoaded ? (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <PendingWritesNotice />
              <LateRefusalsNotice />
            </Suspense>
          </ErrorBoundary>
        ) : null}
        <ErrorBoundary
          key={pathname}
          fallback={(error, retry) => (
            <>
              <ErrorPage
                error={error}
                retry={() => {
                  retryBackend();
                  retry();
                }}
              />
              <PageLive />
            </>
          )}
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <PageLive />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </div>
  );
}
