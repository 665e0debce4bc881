import { Link } from 'react-router-dom';
import { articles, type ArticleNumber } from '@/content/articles';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { ArticleLayout } from './article-layout';
import { articleTexts } from './article-texts';
import { emploiDuTempsMeta } from './articles/emploi-du-temps-meta';
import { frenchTypography } from '@/lib/typography';

const NUMBERS: readonly ArticleNumber[] = [1, 2, 3];

/** /Blog1, /Blog2, /Blog3: one article, then the two others and the blog's own article. */
export function BlogArticlePage({ n }: { n: ArticleNumber }) {
  const meta = articles[n];
  const { rubrique, blocks } = articleTexts[n];
  usePageMeta(frenchTypography(meta.title), frenchTypography(meta.excerpt));
  const others = NUMBERS.filter((other) => other !== n).map((other) => articles[other]);
  return (
    <ArticleLayout
      meta={meta}
      rubrique={rubrique}
      blocks={blocks}
      related={[...others, emploiDuTempsMeta]}
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
