import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import type { UserProfile } from '@/domain/entities';
import { hasUnseenChange } from '@/domain/seances';
import { useBackendHandle } from '@/hooks/backend';
import { useCommand } from '@/hooks/use-command';
import { paths } from '@/lib/paths';
import { forSeance } from '@/lib/seance-text';
import { CalendarButton } from './calendar-button';
import { seenErrorText } from './programme-messages';
import { SeanceCard } from './seance-card';
import { useMySeances, type MySeance } from './use-programme';

const CHANGED_MARK =
  'inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300';

/** One séance the member said they come to: « Modifiée » until they say « J’ai vu ». */
function MySeanceItem({ seance, participation }: MySeance) {
  const { load } = useBackendHandle();
  const item = useRef<HTMLLIElement>(null);
  const seen = useCommand(
    () => load().then((backend) => backend.seances.markSeen(seance.id)),
    'La séance n’a pas pu être marquée comme vue :',
  );
  const changed = hasUnseenChange(seance, participation);

  async function markSeen() {
    // The button goes with the mark: focus stays on the séance.
    if (await seen.run()) item.current?.focus();
  }

  return (
    <li ref={item} tabIndex={-1} className="rounded-2xl">
      <SeanceCard
        seance={seance}
        detail="brief"
        headingLevel={3}
        mark={changed ? <span className={CHANGED_MARK}>Modifiée</span> : null}
      >
        {changed ? (
          <div className="mb-3 space-y-2">
            <p className="text-sm text-slate-700">
              Le jour, l’heure, le lieu ou l’état de cette séance a changé depuis votre réponse.
            </p>
            <button
              type="button"
              aria-label={forSeance('J’ai vu', seance)}
              disabled={seen.busy}
              onClick={() => void markSeen()}
              className={buttonClasses('primary')}
            >
              J’ai vu
            </button>
            {seen.error ? (
              <p role="alert" className="text-sm text-red-800">
                {seenErrorText(seen.error.code)}
              </p>
            ) : null}
          </div>
        ) : null}
        <CalendarButton seance={seance} />
      </SeanceCard>
    </li>
  );
}

/**
 * « Mes séances » on the dashboard: the séances the member said they come to, soonest first
 * (MY_SEANCES_SIZE at most), live: cancelled ones with their reason, changed ones marked.
 */
export function MySeances({ user }: { user: UserProfile }) {
  const mine = useMySeances(user);
  return (
    <section aria-labelledby="mes-seances" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="mes-seances" className="text-xl font-bold">
        Mes séances
      </h2>
      {mine.status === 'loading' ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Chargement de vos séances…
        </p>
      ) : null}
      {mine.status === 'error' ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          Vos séances n’ont pas pu être chargées. Rechargez la page pour réessayer.
        </p>
      ) : null}
      {mine.status === 'ready' && mine.items.length === 0 ? (
        <p className="mt-4 text-slate-700">Vous ne participez à aucune séance pour l’instant.</p>
      ) : null}
      {mine.items.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {mine.items.map((one) => (
            <MySeanceItem key={one.seance.id} {...one} />
          ))}
        </ul>
      ) : null}
      <Link to={paths.programme} className="mt-4 inline-block font-semibold text-brand-700 underline">
        Voir le programme des séances
      </Link>
    </section>
  );
}
