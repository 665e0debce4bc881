import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The way from reading to doing: find a tutor. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-titre" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-page flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="cta-titre" className="text-3xl font-bold">
            Besoin d’un coup de main en maths, en anglais ou en physique&#8239;?
          </h2>
          <p className="mt-3 max-w-2xl text-brand-100">
            Nos encadreurs enseignent plus de dix matières, de la 6<sup>e</sup> à la Terminale. Choisissez celui qui
            vous correspond et contactez-le.
          </p>
        </div>
        <Link to={paths.encadreurs} className={buttonClasses('gold', 'shrink-0')}>
          Voir les encadreurs
        </Link>
      </div>
    </section>
  );
}
