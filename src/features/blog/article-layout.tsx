import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import type { ArticleMeta } from '@/content/blog/article';
import type { Block } from '@/content/blog/blocks';
import { formatDay, isoDay } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';
import { ArticleBody } from './article-body';
import { readingMinutes } from './reading-time';
import { RelatedArticles, type ArticleSummary } from './related-articles';

interface ArticleLayoutProps {
  meta: ArticleMeta;
  blocks: readonly Block[];
  related: readonly ArticleSummary[];
  /** Shown after the text, before the end of the article. */
  children?: ReactNode;
  /** Shown under the related articles (a way back to the blog, for instance). */
  relatedFooter?: ReactNode;
}

/**
 * One blog article: the dark band with its title, date and reading time; the illustration; the
 * text; and, beside it on a wide screen or after it on a phone, the articles to read next.
 */
export function ArticleLayout({ meta, blocks, related, children, relatedFooter }: ArticleLayoutProps) {
  return (
    <article>
      <PageHeader eyebrow={`Blog · ${meta.rubrique}`} title={frenchTypography(meta.title)}>
        <p>{frenchTypography(meta.excerpt)}</p>
        <p className="mt-4 text-sm text-slate-300">
          Publié le{' '}
          <time dateTime={isoDay(meta.date)} className="whitespace-nowrap">
            {formatDay(meta.date)}
          </time>{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true">· </span>
            <span className="sr-only">, </span>
            {readingMinutes(blocks)} min de lecture
          </span>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
        <div className="min-w-0">
          <img
            src={meta.image.src}
            width={meta.image.width}
            height={meta.image.height}
            alt={meta.image.alt}
            decoding="async"
            className="aspect-[8/5] h-auto w-full max-w-3xl rounded-2xl bg-brand-100"
          />
          <ArticleBody blocks={blocks} />
          {children}
        </div>
        <RelatedArticles articles={related} footer={relatedFooter} />
      </div>
    </article>
  );
}
