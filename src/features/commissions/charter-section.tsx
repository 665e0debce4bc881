import { Prose } from '@/components/ui/prose';
import { charter } from '@/content/youth-group';
import { frenchTypography } from '@/lib/typography';
import { PageSection } from './page-section';

/** The charter: its preamble, then its articles, numbered as they are quoted (« article 7 »). */
export function CharterSection() {
  return (
    <PageSection id="charte" title="Notre charte">
      <Prose>
        <p>{frenchTypography(charter.preamble)}</p>
      </Prose>
      <ol className="mt-8 grid gap-4 md:grid-cols-2">
        {charter.articles.map((article, index) => (
          <li key={article.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <h3 className="text-xl font-bold">
              <span className="block font-sans text-sm font-bold tracking-wide text-brand-700 uppercase">
                Article {index + 1}
              </span>{' '}
              {frenchTypography(article.title)}
            </h3>
            <p className="mt-2 text-slate-700">{frenchTypography(article.text)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 text-sm text-slate-600 italic">{frenchTypography(charter.adoption)}</p>
    </PageSection>
  );
}
