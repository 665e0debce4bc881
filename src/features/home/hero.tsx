import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** The opening of the site: who we are, in one sentence, and where to go next. */
export function Hero() {
  return (
    <section className="bg-nuit text-white" aria-labelledby="accueil-titre">
      <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-10 sm:py-16 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-or-300 uppercase">
            Groupe des jeunes · Yaoundé · depuis 2010
          </p>
          <h1 id="accueil-titre" className="mt-3 text-4xl leading-tight font-bold sm:text-5xl">
            Réussir ses études, grandir dans la foi
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-200">
            Chaque samedi, nos encadreurs bénévoles accompagnent les élèves de la 6<sup>e</sup> à la Terminale&nbsp;:
            cours de soutien, méthodes de travail et temps de prière, dans un climat fraternel.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.blog} className={buttonClasses('gold')}>
              Découvrir notre blog
            </Link>
            <Link to={paths.encadreurs} className={buttonClasses('secondary', 'border-transparent')}>
              Trouver un encadreur
            </Link>
          </div>
        </div>
        <img
          src="/images/home/hero.svg"
          width="560"
          height="440"
          alt="Un livre ouvert sous une lumière dorée surmontée d’une croix : l’étude éclairée par la prière"
          className="mx-auto h-auto w-full max-w-[16rem] sm:max-w-sm lg:max-w-md"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
