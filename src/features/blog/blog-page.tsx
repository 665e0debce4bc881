import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ARTICLE_NUMBERS, articles, blogHomeArticle as meta } from '@/content/blog/articles';
import { emploiDuTemps } from '@/content/blog/emploi-du-temps/text';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { frenchTypography } from '@/lib/typography';

/**
 * /Blog: the blog's own article (organising a timetable, a sample week, what the support classes
 * change in young people's hearts), an invitation to get in touch, and the three other articles.
 */
export function BlogPage() {
  usePageMeta(frenchTypography(meta.title), frenchTypography(meta.excerpt));
  return (
    <ArticleLayout
      meta={meta}
      blocks={emploiDuTemps}
      related={ARTICLE_NUMBERS.map((n) => articles[n])}
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
