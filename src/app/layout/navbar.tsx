import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { buttonClasses } from '@/components/ui/button';
import { useNews } from '@/hooks/news-count';
import { useSession } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { showUnreadInTitle } from '@/lib/use-page-meta';
import { CommissionsMenu } from './commissions-menu';
import { navLinkClass } from './nav-styles';

const MENU_ID = 'menu-principal';

// Downloaded at the first click on « Inscription »: not part of any page's first paint.
const SignUpChooser = lazy(() => import('@/features/auth/signup-chooser').then((m) => ({ default: m.SignUpChooser })));
// Only a member sees it, once their session is known (after the backend's own download): its own
// chunk keeps it out of a visitor's first visit.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** « Mon Compte » while its menu downloads (disabled), or to try again if the download failed. */
function AccountMenuPlaceholder({ onClick }: { onClick?: () => void }) {
  return (
    <li>
      <button
        type="button"
        disabled={!onClick}
        onClick={onClick}
        className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-or-300 hover:bg-white/10 lg:px-2 xl:px-3"
      >
        Mon Compte
      </button>
    </li>
  );
}

/** The fixed black navigation bar: a menu button on phones, the full menu from 1024 px. */
export function Navbar() {
  const session = useSession();
  const { pathname } = useLocation();
  // The phone menu belongs to the page it was opened on: however the page changes (a link, the
  // back button), it does not stay open over the next one.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setMenuOpen(false);
  const news = useNews(session.user);
  // Unread messages, news of the forums and séances changed, one count; the account menu says which.
  const unread = news?.total ?? 0;
  // Until the session is known (and in the prerendered HTML) the bar shows the visitor's links:
  // hidden, their space kept, when the page's first script found a member's trace (index.html,
  // html[data-session="membre"]), so that a member never sees « Connection » flash.
  const pending = session.status === 'loading' ? 'in-data-[session=membre]:invisible' : '';
  useEffect(() => showUnreadInTitle(unread), [unread]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-nuit text-white shadow-md">
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex max-w-page flex-wrap items-center justify-between px-4 lg:flex-nowrap"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            close();
            menuButton.current?.focus();
          }
        }}
      >
        <Link
          to={paths.home}
          className="flex h-16 items-center gap-2 font-display text-lg font-bold lg:text-base xl:text-lg"
          onClick={close}
        >
          <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span>
            Commission des Études
            <span className="sr-only"> — accueil</span>
          </span>
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="relative inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="sr-only">
            {menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            {unread > 0 ? ` (${unread} ${unread === 1 ? 'nouveauté' : 'nouveautés'})` : ''}
          </span>
          {unread > 0 && !menuOpen ? (
            <span aria-hidden="true" className="absolute top-2 right-2 size-2.5 rounded-full bg-or-300" />
          ) : null}
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
            <path
              d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <ul
          id={MENU_ID}
          className={`${menuOpen ? 'flex' : 'hidden'} max-h-[calc(100dvh-4rem)] w-full flex-col gap-1 overflow-y-auto pb-4 lg:ml-4 lg:flex lg:max-h-none xl:ml-8 lg:w-auto lg:flex-1 lg:flex-row lg:items-center lg:overflow-visible lg:pb-0`}
        >
          <li>
            <NavLink to={paths.home} end onClick={close} className={navLinkClass}>
              Accueil
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.blog} onClick={close} className={navLinkClass}>
              Blog
            </NavLink>
          </li>
          <CommissionsMenu onNavigate={close} />
          <li>
            <NavLink to={paths.programme} onClick={close} className={navLinkClass}>
              Programme
            </NavLink>
          </li>
          {session.status !== 'signed-in' ? (
            <>
              {/* From here on the links depend on the session: pushed to the right (lg:ml-auto),
                  so that changing them never moves Accueil, Blog and Commissions. */}
              <li className={`lg:ml-auto ${pending}`}>
                <NavLink to={paths.encadreurs} onClick={close} className={navLinkClass}>
                  Encadreurs
                </NavLink>
              </li>
              <li className={pending}>
                <NavLink to={paths.login} onClick={close} className={navLinkClass}>
                  Connection
                </NavLink>
              </li>
              <li className={`mt-2 lg:mt-0 lg:ml-2 ${pending}`}>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    setChooserOpen(true);
                  }}
                  className={buttonClasses('gold', 'w-full lg:w-auto')}
                >
                  Inscription
                </button>
              </li>
            </>
          ) : null}
          {session.status === 'signed-in' ? (
            <>
              <li className="lg:ml-auto">
                <NavLink to={paths.profilsEncadreurs} onClick={close} className={navLinkClass}>
                  Profils Encadreurs
                </NavLink>
              </li>
              <ErrorBoundary fallback={(_, retry) => <AccountMenuPlaceholder onClick={retry} />}>
                <Suspense fallback={<AccountMenuPlaceholder />}>
                  <AccountMenu user={session.user} news={news?.count ?? null} onNavigate={close} />
                </Suspense>
              </ErrorBoundary>
            </>
          ) : null}
        </ul>
      </nav>
      {chooserOpen ? (
        <Suspense fallback={null}>
          <SignUpChooser open onClose={() => setChooserOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
