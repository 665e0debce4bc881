import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { LocalModeBanner } from './local-mode-banner';
import { Navbar } from './navbar';

/**
 * Every page: the navigation bar, the page itself (loaded on demand), the footer. Pages open
 * scrolled to the top (ScrollRestoration; Back returns to where the reader was), and after a
 * navigation focus moves to the new page so keyboard and screen-reader users start there.
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);

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
      <main id="contenu" ref={main} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <LocalModeBanner />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
