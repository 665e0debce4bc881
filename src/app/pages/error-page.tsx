import { buttonClasses } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';

/** A failed chunk download usually means the connection dropped or the site was just updated. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|Unable to preload/i.test(error.message)
  );
}

/**
 * Shown instead of a page that failed to render. Plain links (not the router's): it must work
 * even when the router itself is what failed.
 */
export function ErrorPage({ error }: { error: unknown }) {
  usePageMeta('Une erreur est survenue');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Une erreur est survenue</h1>
      <p className="mt-3 text-slate-700">
        {isChunkLoadError(error)
          ? 'La page n’a pas pu être chargée. Vérifiez votre connexion Internet, puis rechargez la page.'
          : 'Cette page n’a pas pu s’afficher. Rechargez-la ; si le problème continue, prévenez la commission.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
          Recharger la page
        </button>
        <a href="/" className={buttonClasses('secondary')}>
          Retour à l’accueil
        </a>
      </div>
    </section>
  );
}
