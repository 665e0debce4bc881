import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { isUpcoming, type Seance } from '@/domain/seances';
import type { Session } from '@/hooks/session';
import { paths } from '@/lib/paths';
import { forSeance } from '@/lib/seance-text';
import { absoluteUrl } from '@/lib/site-title';
import { CalendarButton } from './calendar-button';
import { Participation } from './participation';
import { whatsappLink } from './whatsapp';

/** Whether the member said they come, once their own list is read (null until then, or when it failed). */
export type Coming = boolean | null;

/**
 * Under a card of /Programme: « Je participe » (or « Connectez-vous pour participer »), then
 * « Ajouter à mon agenda » and « Partager sur WhatsApp ». Until the session and the member's own
 * list are known, the first row keeps its height empty (nothing moves when the button comes).
 */
export function SeanceActions({ seance, session, coming }: { seance: Seance; session: Session; coming: Coming }) {
  const open = !seance.annulee && isUpcoming(seance, new Date());
  let participation: ReactNode = null;
  if (session.status === 'loading' || (session.status === 'signed-in' && coming === null)) {
    participation = <div className="min-h-11" />;
  } else if (session.status === 'signed-in') {
    participation = <Participation seance={seance} user={session.user} coming={!!coming} />;
  } else if (open) {
    participation = (
      <Link
        to={paths.login}
        aria-label={forSeance('Connectez-vous pour participer', seance)}
        className={buttonClasses('primary')}
      >
        Connectez-vous pour participer
      </Link>
    );
  }
  return (
    <div className="space-y-3 border-t border-slate-100 pt-4">
      {participation}
      <div className="flex flex-wrap gap-2">
        <CalendarButton seance={seance} />
        <a
          href={whatsappLink(seance, absoluteUrl(paths.programme))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${forSeance('Partager sur WhatsApp', seance)} (nouvel onglet)`}
          className={buttonClasses('ghost')}
        >
          Partager sur WhatsApp
        </a>
      </div>
    </div>
  );
}
