import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { unreadLabel } from '@/domain/conversations';
import type { UserProfile } from '@/domain/entities';
import { forumNewsPhrase, newsPhrase, newsTotal, seancesPhrase, type NewsCount } from '@/domain/news';
import { fullName } from '@/domain/text';
import { useBackendLoader } from '@/hooks/backend';
import { useUnacknowledgedWrites } from '@/hooks/unacknowledged-writes';
import { paths } from '@/lib/paths';
import { ROLE_LABELS } from '@/lib/roles';
import { SignOutWait } from './sign-out-wait';

/**
 * "Mon Compte": a button toggling a panel with who is signed in, their dashboard, « Mes questions »
 * and sign-out. The button carries the member's unread messages and news of the forums, live.
 */
export function AccountMenu({
  user,
  news,
  onNavigate,
}: {
  user: UserProfile;
  news: NewsCount;
  onNavigate: () => void;
}) {
  const unread = newsTotal(news);
  const forumNews = news.replies + news.questions;
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

  function signOut() {
    if (unacknowledged > 0) setWaitingToLeave(true);
    else void leave();
  }

  return (
    <li
      ref={container}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center gap-2 rounded-md px-3 py-2.5 text-sm font-semibold text-or-300 hover:bg-white/10"
      >
        Mon Compte
        {unread > 0 ? (
          <>
            {' '}
            <span aria-hidden="true" className="rounded-full bg-or-300 px-2 py-0.5 text-xs font-bold text-nuit">
              {unreadLabel(unread)}
            </span>
            <span className="sr-only">{newsPhrase(news)}</span>
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
          <Link
            to={paths.dashboard[user.role]}
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
            className={buttonClasses('primary')}
          >
            Mon tableau de bord
            {news.seances > 0 ? (
              <>
                {' '}
                <span aria-hidden="true" className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-800">
                  {unreadLabel(news.seances)}
                </span>
                <span className="sr-only">({seancesPhrase(news.seances)})</span>
              </>
            ) : null}
          </Link>
          <Link
            to={paths.mesQuestions}
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
            className={buttonClasses('secondary')}
          >
            Mes questions
            {forumNews > 0 ? (
              <>
                {' '}
                <span aria-hidden="true" className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                  {unreadLabel(forumNews)}
                </span>
                <span className="sr-only">({forumNewsPhrase(news)})</span>
              </>
            ) : null}
          </Link>
          {user.role === 'parent' ? (
            <Link
              to={paths.mesEnfants}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className={buttonClasses('secondary')}
            >
              Mes enfants
            </Link>
          ) : null}
          <Link
            to={paths.monProfil}
            onClick={() => {
              setOpen(false);
              onNavigate();
            }}
            className={buttonClasses('secondary')}
          >
            Mon profil
          </Link>
          {user.responsable ? (
            <Link
              to={paths.responsable}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className={buttonClasses('secondary')}
            >
              Espace responsable
            </Link>
          ) : null}
          <button type="button" onClick={signOut} className={buttonClasses('secondary')}>
            Se déconnecter
          </button>
        </div>
      </div>
      {waitingToLeave ? <SignOutWait onLeave={leave} onCancel={() => setWaitingToLeave(false)} /> : null}
    </li>
  );
}
