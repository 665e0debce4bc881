import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { articles } from '@/content/articles';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { emploiDuTemps } from './articles/emploi-du-temps';
import { emploiDuTempsMeta } from './articles/emploi-du-temps-meta';
import { frenchTypography } from '@/lib/typography';

/**
 * /Blog: the blog's own article (organising a timetable, a sample week, what the support classes
 * change in young people's hearts), an invitation to get in touch, and the three other articles.
 */
export function BlogPage() {
  usePageMeta(frenchTypography(emploiDuTempsMeta.title), frenchTypography(emploiDuTempsMeta.excerpt));
  return (
    <ArticleLayout
      meta={emploiDuTempsMeta}
      rubrique="Méthodes de travail"
      blocks={emploiDuTemps}
      related={[articles[1], articles[2], articles[3]]}
    >
      <section aria-labelledby="rejoindre-titre" className="mt-12 max-w-3xl rounded-2xl bg-nuit p-6 text-white sm:p-8">
        <h2 id="rejoindre-titre" className="text-2xl font-bold sm:text-3xl">
          Rejoindre les cours du samedi
        </h2>
        <p className="mt-3 text-slate-200">
          Vous souhaitez inscrire votre enfant, venir vous-même le samedi ou devenir encadreur&nbsp;? Appelez-nous ou
          écrivez-nous&nbsp;: nous vous répondrons avec joie.
        </p>
        <Link to={paths.contact} className={buttonClasses('gold', 'mt-6')}>
          Nous contacter
        </Link>
      </section>
    </ArticleLayout>
  );
}
