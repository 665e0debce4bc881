import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/hooks/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { READ_ERROR_TEXT } from './programme-messages';
import { EMPTY_PROGRAMME_TEXT } from './programme-texts';
import { SeanceActions, type Coming } from './seance-actions';
import { SeanceCard, SeanceCardPlaceholder } from './seance-card';
import { useMySeances, useProgramme } from './use-programme';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /Programme: the séances to come, soonest first, one card each. Anyone reads it (prerendered,
 * the séances read after the first paint); a signed-in member answers « Je participe » or
 * « Je serai là » on each, and sees the counts move live.
 */
export function ProgrammePage() {
  usePageMeta(
    'Programme des séances',
    'Les prochaines séances des cours de soutien de la Commission des Études à Yaoundé : jour, heures, lieu, classes, matières et encadreurs.',
  );
  const session = useSession();
  const programme = useProgramme();
  const mine = useMySeances(session.user);
  const comingTo = useMemo(() => new Set(mine.items.map((item) => item.seance.id)), [mine.items]);
  const coming = (id: string): Coming => (mine.status === 'ready' ? comingTo.has(id) : null);
  const { items } = programme;

  return (
    <>
      <PageHeader eyebrow="Cours de soutien" title="Programme des séances">
        Où et quand ont lieu les prochaines séances, pour quelles classes et quelles matières, avec quels encadreurs.
        Chacune commence et se termine par la prière.
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10">
        {programme.status === 'error' ? <Alert tone="error">{READ_ERROR_TEXT}</Alert> : null}
        {mine.status === 'error' ? (
          <Alert tone="error">
            Vos réponses aux séances n’ont pas pu être chargées. Rechargez la page pour réessayer.
          </Alert>
        ) : null}
        {programme.status === 'loading' ? (
          <>
            <p role="status" className="sr-only">
              Chargement du programme…
            </p>
            <div className={GRID}>
              {[1, 2, 3].map((one) => (
                <SeanceCardPlaceholder key={one} tall />
              ))}
            </div>
          </>
        ) : null}
        {programme.status === 'ready' && items.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{EMPTY_PROGRAMME_TEXT}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className={`${GRID} ${programme.status === 'error' || mine.status === 'error' ? 'mt-6' : ''}`}>
            {items.map((seance) => (
              <li key={seance.id}>
                <SeanceCard seance={seance} detail="full" headingLevel={2}>
                  <SeanceActions seance={seance} session={session} coming={coming(seance.id)} />
                </SeanceCard>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}
