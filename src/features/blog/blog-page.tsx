import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { blog } from '@/content/blog/blog';
import { paths } from '@/lib/paths';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { articleText } from './article-text';

const meta = blog.home;

/** Before hydrating: the blog's own article's text. */
export const prepareBlogPage = () => articleText(meta).load();

/**
 * /Blog: the blog's own article (organising a timetable, a sample week, what the support classes
 * change in young people's hearts), an invitation to get in touch, and every other article.
 */
export function BlogPage() {
  usePageMeta(frenchTypography(meta.title), frenchTypography(meta.excerpt));
  return (
    <ArticleLayout meta={meta} blocks={articleText(meta).read()} related={blog.articles}>
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
