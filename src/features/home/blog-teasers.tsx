import { Link } from 'react-router-dom';
import { teasersOf } from '@/content/blog/articles';
import { formatDay, isoDay } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';

function comments(count: number): string {
  return count > 1 ? `${count} commentaires` : `${count} commentaire`;
}

const teasers = teasersOf();

/** The articles whose meta.ts says `teaser`, in its order (the spec's: /blog2, /blog3, /blog1). */
export function BlogTeasers() {
  return (
    <section aria-labelledby="blog-titre" className="bg-white py-14">
      <div className="mx-auto max-w-page px-4">
        <h2 id="blog-titre" className="text-3xl font-bold sm:text-4xl">
          À lire sur notre blog
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {teasers.map((article) => (
            <li key={article.path}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-creme ring-1 ring-slate-200">
                <img
                  src={article.image.src}
                  width={article.image.width}
                  height={article.image.height}
                  alt={article.image.alt}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] h-auto w-full bg-brand-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
                    <time dateTime={isoDay(article.date)}>{formatDay(article.date)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{comments(article.teaser.commentCount)}</span>
                  </p>
                  <h3 className="mt-2 text-xl font-bold">{frenchTypography(article.title)}</h3>
                  <p className="mt-2 flex-1 text-slate-700">{frenchTypography(article.excerpt)}</p>
                  <Link to={article.path} className="mt-4 font-semibold text-brand-700 underline">
                    Lire l’article<span className="sr-only"> «&nbsp;{frenchTypography(article.title)}&nbsp;»</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
