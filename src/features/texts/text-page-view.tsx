import type { ReactNode } from 'react';
import { TextBlock } from '@/components/text-block';
import { PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import type { TextPage } from '@/content/text-page';
import { formatHistoryDate } from '@/lib/dates';
import { frenchTypography } from '@/lib/typography';
import { usePageMeta } from '@/lib/use-page-meta';

/**
 * A page members accept (issue 33): its title, introduction and version (« Version du 28 novembre
 * 2026 »: the day it was written, which members accept), a table of contents when asked, its parts
 * under their titles (numbered when asked: the charter's commitments), then what the page adds.
 */
export function TextPageView({
  page,
  eyebrow,
  contents = false,
  numbered = false,
  children,
}: {
  page: TextPage;
  eyebrow: string;
  /** A « Sommaire » of the parts, linking to each. */
  contents?: boolean;
  /** Each part's title after its number (« 1. Jamais seul à seul avec un élève »). */
  numbered?: boolean;
  children?: ReactNode;
}) {
  usePageMeta(frenchTypography(page.title), frenchTypography(page.description));
  const titleOf = (title: string, index: number) => frenchTypography(numbered ? `${index + 1}. ${title}` : title);
  return (
    <article>
      <PageHeader eyebrow={eyebrow} title={frenchTypography(page.title)}>
        <p>{frenchTypography(page.intro)}</p>
        <p className="mt-4 text-sm text-slate-300">
          Version du{' '}
          <time dateTime={page.version} className="whitespace-nowrap">
            {formatHistoryDate(page.version)}
          </time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14">
        {contents ? (
          <nav aria-labelledby="sommaire" className="max-w-3xl rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 id="sommaire" className="text-lg font-bold">
              Sommaire
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-6">
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="font-semibold text-brand-700 underline hover:text-brand-900">
                    {frenchTypography(section.title)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <Prose>
          {page.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`} className="scroll-mt-20">
              <h2 id={`${section.id}-titre`}>{titleOf(section.title, index)}</h2>
              {section.blocks.map((block, at) => (
                <TextBlock key={at} block={block} />
              ))}
            </section>
          ))}
          {page.closing?.map((block, at) => (
            <TextBlock key={at} block={block} />
          ))}
        </Prose>
        {children}
      </div>
    </article>
  );
}
