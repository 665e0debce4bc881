import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import type { Article } from '@/content/blog/article';
import { blog } from '@/content/blog/blog';
import { paths } from '@/lib/paths';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { articleText } from './article-text';

/** The article at `pathname`, in any letter case (as the router matches it), if there is one. */
export function articleAt(pathname: string, list: readonly Article[] = blog.articles): Article | undefined {
  const wanted = pathname.toLowerCase();
  return list.find((article) => article.path.toLowerCase() === wanted);
}

/** Before hydrating the page at `pathname`: the text of its article, if it is one. */
export function prepareArticle(pathname: string): Promise<void> {
  const article = articleAt(pathname);
  return article ? articleText(article).load() : Promise.resolve();
}

function ArticleView({ article }: { article: Article }) {
  usePageMeta(frenchTypography(article.title), frenchTypography(article.excerpt));
  const blocks = articleText(article).read();
  const others = blog.articles.filter((other) => other !== article);
  return (
    <ArticleLayout
      meta={article}
      blocks={blocks}
      related={[...others, blog.home]}
      relatedFooter={
        <p className="mt-6">
          <Link to={paths.blog} className="font-semibold text-brand-700 underline hover:text-brand-900">
            <span aria-hidden="true">← </span>Retour au blog
          </Link>
        </p>
      }
    />
  );
}

/**
 * /Blog1, /Blog2…: one article of src/content/blog/, then the others and the blog's own article.
 * The route takes any one-word address: one that is no article's is the « page introuvable ».
 */
export function BlogArticlePage() {
  const article = articleAt(`/${useParams().article ?? ''}`);
  // Keyed: each article starts at its own state.
  return article ? <ArticleView key={article.folder} article={article} /> : <NotFoundPage />;
}
