import { buttonClasses } from '@/components/ui/button';
import { errorCode } from '@/domain/errors';
import { usePageMeta } from '@/lib/use-page-meta';

/** A failed chunk download usually means the connection dropped or the site was just updated. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload/i.test(
      error.message,
    )
  );
}

/** The site's service (its backend chunk) did not download, after its own tries: worth one more. */
function isBackendUnavailable(error: unknown): boolean {
  return errorCode(error) === 'unavailable';
}

/**
 * Shown instead of a page that failed to render. Plain links (not the router's): it must work
 * even when the router itself is what failed. `retry` renders the page again: when the site's
 * service did not download, « Réessayer » downloads it anew without reloading the page.
 */
export function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  usePageMeta('Une erreur est survenue');
  const retryable = retry && isBackendUnavailable(error);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Une erreur est survenue</h1>
      <p className="mt-3 text-slate-700">
        {retryable
          ? 'Le service du site n’a pas pu être téléchargé\u00a0: la connexion a sans doute été coupée. Vérifiez-la, puis réessayez.'
          : isChunkLoadError(error)
            ? 'La page n’a pas pu être chargée. Vérifiez votre connexion Internet, puis rechargez la page.'
            : 'Cette page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, prévenez la commission.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retryable ? (
          <button type="button" onClick={retry} className={buttonClasses('primary')}>
            Réessayer
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses(retryable ? 'secondary' : 'primary')}
        >
          Recharger la page
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          Retour à l’accueil
        </a>
      </div>
    </section>
  );
}
