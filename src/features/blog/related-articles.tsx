import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleMeta } from '@/content/blog/article';
import { formatDay, isoDay } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';

export type ArticleSummary = Pick<ArticleMeta, 'path' | 'title' | 'date' | 'image'>;

/**
 * « À lire aussi »: the other articles, each a link with a small picture. The picture repeats
 * what the title says, so it is hidden from screen readers (empty alt) and the link reads as the
 * title alone.
 */
export function RelatedArticles({ articles, footer }: { articles: readonly ArticleSummary[]; footer?: ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="mt-14 lg:sticky lg:top-24 lg:mt-0 lg:self-start">
      <h2 id={headingId} className="text-2xl font-bold">
        À lire aussi
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {articles.map((article) => (
          <li key={article.path}>
            <Link
              to={article.path}
              className="group flex h-full gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 hover:ring-brand-500 sm:flex-col lg:flex-row"
            >
              <img
                src={article.image.src}
                width={article.image.width}
                height={article.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="aspect-[8/5] h-auto w-24 shrink-0 self-start rounded-lg bg-brand-100 sm:w-full lg:w-20"
              />
              <span className="flex flex-col">
                <span className="leading-snug font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline lg:text-[0.95rem]">
                  {frenchTypography(article.title)}
                </span>
                <time dateTime={isoDay(article.date)} className="mt-1 text-sm text-slate-600">
                  {formatDay(article.date)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
