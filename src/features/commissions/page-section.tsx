import type { ReactNode } from 'react';
import { frenchTypography } from '@/lib/typography';

interface PageSectionProps {
  /** The anchor of the section (/commissions#charte); its heading gets `{id}-titre`. */
  id: string;
  title: string;
  /** Written with ordinary spaces: French typography is applied. */
  intro?: string;
  /** White sections alternate with the cream background of the page. */
  tone?: 'creme' | 'white';
  children: ReactNode;
}

/** A section of /commissions: a landmark named by its h2, full width, content in the page's column. */
export function PageSection({ id, title, intro, tone = 'creme', children }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={tone === 'white' ? 'bg-white py-14' : 'py-14'}>
      <div className="mx-auto max-w-page px-4">
        <h2 id={`${id}-titre`} className="text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-slate-700">{frenchTypography(intro)}</p> : null}
        {children}
      </div>
    </section>
  );
}
