import { Link } from 'react-router-dom';
import type { ArticleNumber } from '@/content/blog/article';
import { ARTICLE_NUMBERS, articles, blogHomeArticle } from '@/content/blog/articles';
import { articleTexts } from '@/content/blog/texts';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { frenchTypography } from '@/lib/typography';

/** /Blog1, /Blog2, /Blog3: one article, then the two others and the blog's own article. */
export function BlogArticlePage({ n }: { n: ArticleNumber }) {
  const meta = articles[n];
  const blocks = articleTexts[n];
  usePageMeta(frenchTypography(meta.title), frenchTypography(meta.excerpt));
  const others = ARTICLE_NUMBERS.filter((other) => other !== n).map((other) => articles[other]);
  return (
    <ArticleLayout
      meta={meta}
      blocks={blocks}
      related={[...others, blogHomeArticle]}
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
