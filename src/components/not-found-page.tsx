import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';

export function NotFoundPage() {
  usePageMeta('Page introuvable');
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="font-display text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page introuvable</h1>
      <p className="mt-3 text-slate-700">
        Cette adresse ne mène à aucune page du site. Elle a peut-être changé, ou une lettre s’est glissée de travers.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'mt-8')}>
        Retour à l’accueil
      </Link>
    </section>
  );
}
