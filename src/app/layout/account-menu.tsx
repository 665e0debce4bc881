import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { unreadLabel } from '@/domain/conversations';
import type { UserProfile } from '@/domain/entities';
import { newsPhrase, newsTotal, NO_NEWS, type NewsCount } from '@/domain/news';
import { fullName } from '@/domain/text';
import { useBackendLoader } from '@/hooks/backend';
import { useUnacknowledgedWrites } from '@/hooks/unacknowledged-writes';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { SignOutWait } from './sign-out-wait';

/** How many news a link of the panel leads to, and which, for screen readers; nothing without any. */
function NewsBadge({ news, menu, className }: { news: NewsCount; menu: 'dashboard' | 'questions'; className: string }) {
  const count = newsTotal(news, menu);
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span aria-hidden="true" className={`rounded-full px-2 py-0.5 text-xs font-bold ${className}`}>
        {unreadLabel(count)}
      </span>
      <span className="sr-only">({newsPhrase(news, menu)})</span>
    </>
  );
}

/**
 * The signed-in member's end of the bar: their first name; « Mon Compte », a button toggling a
 * panel with who is signed in, their dashboard, « Mes questions », their profile; and « Se
 * déconnecter », one tap away (issue 35: a shared phone is left signed out in one gesture). The
 * button carries the member's news, live.
 */
export function AccountMenu({
  user,
  news,
  onNavigate,
}: {
  user: UserProfile;
  /** Null until the news are known. */
  news: NewsCount | null;
  onNavigate: () => void;
}) {
  const counted = news ?? NO_NEWS;
  const firstName = user.prenom.trim() || fullName(user);
  const unread = newsTotal(counted);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const loadBackend = useBackendLoader();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const unacknowledged = useUnacknowledgedWrites();
  // « Se déconnecter » while something sent has not reached the server: asked first (sign-out-wait.tsx).
  const [waitingToLeave, setWaitingToLeave] = useState(false);

  // The React compiler memoises it.
  async function leave() {
    setWaitingToLeave(false);
    setOpen(false);
    onNavigate();
    // Leave the private page first, so it never shows a signed-out state on the way.
    navigate(paths.home);
    await (await loadBackend()).auth.signOut();
  }

  /** A link of the panel followed: the panel and the phone's menu close. */
  function follow() {
    setOpen(false);
    onNavigate();
  }

  function signOut() {
    if (unacknowledged > 0) setWaitingToLeave(true);
    else void leave();
  }

  return (
    <>
      <li
        ref={container}
        className="relative lg:flex lg:h-16 lg:flex-col lg:justify-center"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        {/* Who is signed in: a line of its own in a phone's menu, a caption over « Mon Compte » on a
            computer's bar (beside it, the bar would not hold on one line). */}
        <p className="flex items-center gap-2 px-3 pt-2.5 text-sm font-semibold whitespace-nowrap text-white lg:px-2 lg:pt-0 lg:text-xs lg:leading-4 xl:px-3">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-or-300 lg:hidden">
            <circle cx="10" cy="6.5" r="3.5" fill="currentColor" />
            <path d="M3 17.5c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" fill="currentColor" />
          </svg>
          <span className="sr-only">Connecté(e) en tant que </span>
          <span className="max-w-[9rem] truncate">{firstName}</span>
        </p>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-or-300 hover:bg-white/10 lg:px-2 lg:py-1 xl:px-3"
        >
          Mon Compte
          {unread > 0 ? (
            <>
              {' '}
              <span aria-hidden="true" className="rounded-full bg-or-300 px-2 py-0.5 text-xs font-bold text-nuit">
                {unreadLabel(unread)}
              </span>
              <span className="sr-only">{newsPhrase(counted)}</span>
            </>
          ) : null}
        </button>
        <div
          id={panelId}
          hidden={!open}
          className="mt-2 rounded-xl bg-white p-4 text-slate-900 shadow-xl lg:absolute lg:right-0 lg:top-full lg:w-72"
        >
          <p className="font-semibold">{fullName(user)}</p>
          <p className="text-sm text-slate-600">{user.email}</p>
          <p className="mt-1 text-sm">
            Rôle&nbsp;: <span className="font-semibold">{ROLE_LABELS[user.role]}</span>
          </p>
          <div className="mt-4 flex flex-col gap-2">
            <Link to={paths.dashboard[user.role]} onClick={follow} className={buttonClasses('primary')}>
              Mon tableau de bord
              <NewsBadge news={counted} menu="dashboard" className="bg-white text-brand-800" />
            </Link>
            <Link to={paths.mesQuestions} onClick={follow} className={buttonClasses('secondary')}>
              Mes questions
              <NewsBadge news={counted} menu="questions" className="bg-brand-700 text-white" />
            </Link>
            {user.role === 'parent' ? (
              <Link to={paths.mesEnfants} onClick={follow} className={buttonClasses('secondary')}>
                Mes enfants
              </Link>
            ) : null}
            <Link to={paths.monProfil} onClick={follow} className={buttonClasses('secondary')}>
              Mon profil
            </Link>
            {user.responsable ? (
              <Link to={paths.responsable} onClick={follow} className={buttonClasses('secondary')}>
                Espace responsable
              </Link>
            ) : null}
          </div>
        </div>
      </li>
      <li>
        {/* A door and an arrow on a computer's bar (the words would not fit beside the rest), the
            words in a phone's menu; its name is « Se déconnecter » everywhere, its tooltip too. */}
        <button
          type="button"
          onClick={signOut}
          title="Se déconnecter"
          className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 lg:min-h-11 lg:px-2 xl:px-3"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="hidden size-5 lg:block">
            <path
              d="M8 4H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3M13 14l4-4-4-4M17 10H8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="lg:sr-only">Se déconnecter</span>
        </button>
        {waitingToLeave ? <SignOutWait onLeave={leave} onCancel={() => setWaitingToLeave(false)} /> : null}
      </li>
    </>
  );
}
