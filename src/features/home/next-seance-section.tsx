import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { paths } from '@/lib/paths';

/**
 * « Prochaine séance », after the motto: the programme's next séance (given by the app: the
 * programme is another feature) in a box of fixed height (h-40), so that nothing under it moves
 * when the séance, read once the box nears the screen, replaces the placeholder prerendered in its
 * place; then « Voir tout le programme ». Should the séance's code fail to download, the box stays
 * empty and the link still leads to the programme.
 */
export function NextSeanceSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="prochaine-seance-titre" className="mx-auto max-w-page px-4 pb-14">
      <h2 id="prochaine-seance-titre" className="text-3xl font-bold sm:text-4xl">
        Prochaine séance
      </h2>
      <div className="mt-5 h-40 max-w-xl">
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </div>
      <p className="mt-3">
        <Link to={paths.programme} className="font-semibold text-brand-700 underline hover:text-brand-800">
          Voir tout le programme
        </Link>
      </p>
    </section>
  );
}
