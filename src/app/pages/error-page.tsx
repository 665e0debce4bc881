import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { NotFoundPage } from './not-found-page';

/** A failed chunk download usually means the connection dropped or the site was just updated. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** Shown instead of the router's English error screen when a page fails to render. */
export function ErrorPage() {
  const error = useRouteError();
  usePageMeta('Une erreur est survenue');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  const offline = isChunkLoadError(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Une erreur est survenue</h1>
      <p className="mt-3 text-slate-700">
        {offline
          ? 'La page n’a pas pu être chargée. Vérifiez votre connexion Internet, puis rechargez la page.'
          : 'Cette page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, prévenez la commission.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          Recharger la page
        </button>
        <Link to={paths.home} reloadDocument className={buttonClasses('secondary')}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
